#!/usr/bin/env node
// Writes the body font the site serves (app/_fonts/*.woff2) from its @fontsource-variable package: the same Latin
// characters as fontsource's "latin" file, the weight axis cut to the 400–700 the design uses, and only the
// OpenType features text needs (kerning, ligatures, marks, tabular figures): Inter goes from 48 KB to 28 KB with the
// same advances (within 0.02 % at 600). Inter is under the SIL Open Font License, which allows this. Fraunces is
// served as fontsource ships it: any cut (axis or features) moved its advances enough to change a heading's line
// breaks, for 2 KB at most. Run after bumping the font package:
//   node scripts/subset-fonts.mjs
import { readFileSync, writeFileSync } from "node:fs"
import subsetFont from "subset-font"

// fontsource's unicode-range for its "latin" subset.
const RANGES = [
  [0x20, 0x7e], [0xa0, 0xff], [0x131, 0x131], [0x152, 0x153], [0x2bb, 0x2bc], [0x2c6, 0x2c6], [0x2da, 0x2da],
  [0x2dc, 0x2dc], [0x304, 0x304], [0x308, 0x308], [0x329, 0x329], [0x2000, 0x206f], [0x20ac, 0x20ac],
  [0x2122, 0x2122], [0x2191, 0x2191], [0x2193, 0x2193], [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
]
const FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "case", "tnum"]
const FONTS = [
  {
    from: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    to: "inter-latin-wght-400-700.woff2",
    axes: { wght: { min: 400, max: 700 } },
  },
]

const text = RANGES.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join("")

for (const font of FONTS) {
  const source = readFileSync(new URL(`../node_modules/${font.from}`, import.meta.url))
  const subset = await subsetFont(source, text, {
    targetFormat: "woff2",
    ...(font.axes ? { variationAxes: font.axes } : {}),
    keepFeatures: FEATURES,
  })
  writeFileSync(new URL(`../app/_fonts/${font.to}`, import.meta.url), subset)
  console.log(`app/_fonts/${font.to}: ${source.length} -> ${subset.length} bytes`)
}
