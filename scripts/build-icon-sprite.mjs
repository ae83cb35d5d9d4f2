#!/usr/bin/env node
// Writes public/icons.svg: one <symbol> per name in lib/domain/icons.ts, drawn from lucide-react's own components, so
// pages can refer to an icon with <use> instead of repeating its outline. Run after changing ICON_NAMES:
//   node scripts/build-icon-sprite.mjs [--check]
// --check exits 1 when the committed sprite differs from what this script would write (the unit test uses it).
import { readFileSync, writeFileSync } from "node:fs"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import * as lucide from "lucide-react"

const SPRITE = new URL("../public/icons.svg", import.meta.url)

// Brand glyphs are not in lucide any more (Instagram is drawn in its style; the share buttons' X, Facebook and
// LinkedIn marks are filled shapes, so their paths set their own fill and no stroke); the menu keeps the site's
// own evenly spaced bars (lucide's sit 1 px further apart).
const filled = (d) => `<path d="${d}" fill="currentColor" stroke="none"></path>`
const CUSTOM = {
  menu: '<path d="M4 6h16M4 12h16M4 18h16"></path>',
  instagram:
    '<rect x="2" y="2" width="20" height="20" rx="5"></rect><circle cx="12" cy="12" r="4"></circle><circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none"></circle>',
  "x-logo": filled("M18.9 2H22l-6.8 7.8L23.2 22h-6.3l-4.9-6.4L6.4 22H3.3l7.3-8.3L2.9 2h6.4l4.4 5.9L18.9 2Zm-1.1 18h1.7L8.3 3.9H6.5L17.8 20Z"),
  facebook: filled(
    "M13.5 22v-8.2h2.8l.4-3.2h-3.2V8.5c0-.9.3-1.6 1.6-1.6h1.7V4.1c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.4H7.3v3.2h2.8V22h3.4Z",
  ),
  linkedin: filled(
    "M6.9 8.7H3.6V20h3.3V8.7ZM5.2 3.5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8ZM20.4 13.5c0-3.1-1.7-4.9-4.3-4.9-1.9 0-2.9 1.1-3.3 1.8V8.7H9.5V20h3.3v-5.9c0-1.6.5-2.9 2.2-2.9s1.9 1.6 1.9 3V20h3.3v-6.5Z",
  ),
}

export function iconNames() {
  const source = readFileSync(new URL("../lib/domain/icons.ts", import.meta.url), "utf8")
  const list = source.match(/ICON_NAMES = \[([\s\S]*?)\] as const/)?.[1] ?? ""
  return [...list.matchAll(/"([a-z0-9-]+)"/g)].map((m) => m[1])
}

const pascal = (name) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase())

function outline(name) {
  if (CUSTOM[name]) return CUSTOM[name]
  const component = lucide[pascal(name)]
  if (!component) throw new Error(`lucide-react has no icon "${name}" (${pascal(name)})`)
  const svg = renderToStaticMarkup(createElement(component))
  return svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "")
}

export function buildSprite() {
  // The stroke style sits on each symbol: a <use> from another document inherits from the page, not this root.
  const style = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'
  const symbols = iconNames().map((name) => `<symbol id="${name}" viewBox="0 0 24 24" ${style}>${outline(name)}</symbol>`)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    ...symbols,
    "</svg>",
    "",
  ].join("\n")
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sprite = buildSprite()
  if (process.argv.includes("--check")) {
    const current = readFileSync(SPRITE, "utf8")
    if (current !== sprite) {
      console.error("public/icons.svg is out of date: run node scripts/build-icon-sprite.mjs")
      process.exit(1)
    }
  } else {
    writeFileSync(SPRITE, sprite)
    console.log(`public/icons.svg: ${iconNames().length} icons, ${Buffer.byteLength(sprite)} bytes`)
  }
}
