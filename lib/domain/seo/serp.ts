/**
 * How a search result shows a page: Google cuts the title and the description by rendered width, not by
 * characters, ending on a whole word with "…". Widths are Arial's advance widths (units per 1000 em), the
 * face its results use; other characters count as an average glyph.
 */

const ASCII_WIDTHS =
  // 32..126
  [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584,
    584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611,
    278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500,
    500, 500, 334, 260, 334, 584,
  ]
const DEFAULT_WIDTH = 600

/** Desktop result: title in 20 px type cut at 600 px, description in 14 px type cut at 920 px. */
export const SERP = { titleFontPx: 20, titleMaxPx: 600, descriptionFontPx: 14, descriptionMaxPx: 920 } as const

function charWidth(ch: string): number {
  const code = ch.codePointAt(0) ?? 32
  return code >= 32 && code <= 126 ? ASCII_WIDTHS[code - 32]! : DEFAULT_WIDTH
}

export function textWidth(text: string, fontPx: number): number {
  let units = 0
  for (const ch of text) units += charWidth(ch)
  return (units * fontPx) / 1000
}

/** The text as shown within maxPx: whole when it fits, else cut after the last whole word that fits, plus "…". */
export function truncateToWidth(text: string, fontPx: number, maxPx: number): { text: string; truncated: boolean } {
  const clean = text.replace(/\s+/g, " ").trim()
  if (textWidth(clean, fontPx) <= maxPx) return { text: clean, truncated: false }
  const budget = maxPx - textWidth(" …", fontPx)
  let width = 0
  let cut = 0
  let lastSpace = -1
  const chars = [...clean]
  for (let i = 0; i < chars.length; i++) {
    width += (charWidth(chars[i]!) * fontPx) / 1000
    if (width > budget) break
    cut = i + 1
    if (chars[i] === " ") lastSpace = i
  }
  const end = lastSpace > 0 ? lastSpace : cut
  return { text: `${chars.slice(0, end).join("").trimEnd()} …`, truncated: true }
}

/** "https://lumora.example/blog/gum-health" → "lumora.example › blog › gum-health", as results show a URL. */
export function urlBreadcrumbs(url: string): string {
  try {
    const u = new URL(url)
    const parts = u.pathname.split("/").filter(Boolean).map((p) => decodeURIComponent(p))
    return [u.host, ...parts].join(" › ")
  } catch {
    return url
  }
}
