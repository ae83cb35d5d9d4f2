import localFont from "next/font/local"

// Fonts come from npm packages (@fontsource-variable) through next/font/local: nothing is downloaded at build time.
// Inter is cut by scripts/subset-fonts.mjs to Latin, weights 400–700 and the features text needs (48 -> 28 KB).
// Both are preloaded: the first screen of every page has headings (Fraunces) and text (Inter). Left to the
// stylesheet, Fraunces was requested only once the stylesheet had loaded and been applied, a third round trip before
// the first paint (see docs/performance.md). Until a font arrives, text is drawn in a local fallback stretched to the
// font's metrics (app/font-fallbacks.css), so the swap does not move anything. next/font's own fallbacks name only
// Arial and Times New Roman, which Linux and Android do not have; ours also name their metric-compatible twins
// (Liberation, Arimo, Tinos).
export const inter = localFont({
  src: "./_fonts/inter-latin-wght-400-700.woff2",
  variable: "--font-inter",
  weight: "400 700",
  display: "swap",
  adjustFontFallback: false,
  fallback: ["Inter Fallback"],
})

export const fraunces = localFont({
  src: "../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  variable: "--font-fraunces",
  weight: "100 900",
  display: "swap",
  adjustFontFallback: false,
  fallback: ["Fraunces Fallback"],
})
