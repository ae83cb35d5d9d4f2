import localFont from "next/font/local"

// Fonts come from npm packages (@fontsource-variable) through next/font/local: nothing is downloaded at build time.
// Inter is cut by scripts/subset-fonts.mjs to Latin, weights 400–700 and the features text needs (48 -> 28 KB).
// Both are preloaded. Preloading only Fraunces was measured: body text then starts in next/font's metric-matched
// fallback, which is built on Arial, and where Arial is not installed (Linux, Android) the swap to Inter shifted the
// service pages' layout (CLS 0.08 at 375 px).
export const inter = localFont({
  src: "./_fonts/inter-latin-wght-400-700.woff2",
  variable: "--font-inter",
  weight: "400 700",
  display: "swap",
})

export const fraunces = localFont({
  src: "../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  variable: "--font-fraunces",
  weight: "100 900",
  display: "swap",
  adjustFontFallback: "Times New Roman",
})
