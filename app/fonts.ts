import localFont from "next/font/local"

// Fonts come from npm packages (@fontsource-variable) through next/font/local: nothing is downloaded at build time.
// Inter is cut by scripts/subset-fonts.mjs to Latin, weights 400–700 and the features text needs (48 -> 28 KB).
// Only the display face is preloaded (headings are the first thing a visitor reads); body text starts in a
// metric-matched fallback (size-adjust and ascent overrides that next/font computes), so the swap moves nothing.
export const inter = localFont({
  src: "./_fonts/inter-latin-wght-400-700.woff2",
  variable: "--font-inter",
  weight: "400 700",
  display: "swap",
  preload: false,
})

export const fraunces = localFont({
  src: "../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  variable: "--font-fraunces",
  weight: "100 900",
  display: "swap",
  adjustFontFallback: "Times New Roman",
})
