import { CONTENT_MAX_CHARS } from "@/lib/domain/schemas/fields"

/**
 * The render budget of admin-authored Markdown. A CommonMark parser's work grows much faster than the text with some
 * shapes (thousands of nested quotes or lists, long runs of emphasis markers or brackets to pair up), and a post is
 * rendered on the server while other visitors wait. Text over these limits is shown as plain paragraphs instead of
 * being parsed; everything else is parsed off the main thread and given `timeMs` before the same fallback is used.
 */
export const MARKDOWN_BUDGET = {
  /** The content field's own limit: longer text never came through the editor. */
  maxChars: CONTENT_MAX_CHARS,
  /** Block quotes and list items nested in one another. */
  maxNesting: 32,
  /** Emphasis markers and brackets, which the parser pairs up (an ordinary long post has a few thousand at most). */
  maxDelimiters: 10_000,
  /** Time the parser gets before the body is shown as plain paragraphs. */
  timeMs: 450,
} as const

export type BudgetOverrun = "size" | "nesting" | "delimiters"

const LIST_MARKER = /^(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$)/

/**
 * Which limit a body exceeds, if any: linear passes over the text. The nesting of a line is counted from its
 * leading container markers (">" and list markers) and its indentation (two columns per level, as lists nest).
 */
export function markdownBudgetOverrun(
  source: string,
  limits: { maxChars: number; maxNesting: number; maxDelimiters: number } = MARKDOWN_BUDGET,
): BudgetOverrun | null {
  if (source.length > limits.maxChars) return "size"
  let delimiters = 0
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i)
    // * _ [ ]
    if (c === 42 || c === 95 || c === 91 || c === 93) delimiters++
  }
  if (delimiters > limits.maxDelimiters) return "delimiters"
  let start = 0
  while (start <= source.length) {
    let end = source.indexOf("\n", start)
    if (end === -1) end = source.length
    if (lineNesting(source, start, end, limits.maxNesting) > limits.maxNesting) return "nesting"
    start = end + 1
  }
  return null
}

function lineNesting(source: string, start: number, end: number, stopAbove: number): number {
  let depth = 0
  // Leading indentation nests list items (two columns a level); the spaces after a marker belong to the marker.
  let columns = 0
  let i = start
  while (i < end && (source[i] === " " || source[i] === "\t")) {
    columns += source[i] === "\t" ? 4 : 1
    i += 1
  }
  while (i < end && depth + Math.floor(columns / 2) <= stopAbove) {
    if (source[i] === ">") {
      i += 1
    } else {
      const marker = LIST_MARKER.exec(source.slice(i, Math.min(end, i + 11)))
      if (!marker) break
      i += marker[0].length
    }
    depth += 1
    while (i < end && (source[i] === " " || source[i] === "\t")) i += 1
  }
  return depth + Math.floor(columns / 2)
}
