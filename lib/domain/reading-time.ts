import { CALLOUT_ALTERNATION } from "@/lib/domain/blog/callout-types"

export const WORDS_PER_MINUTE = 200
export const DEFAULT_READ_TIME = "5 min read"

const CALLOUT_MARKER = new RegExp(`^\\s{0,3}>\\s*\\[!(${CALLOUT_ALTERNATION})\\]`, "gim")

/** Markdown/MDX source reduced to the words a reader sees (syntax, URLs and tags removed). */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/^---\n[\s\S]*?\n---\n?/, "")
    .replace(/^(```|~~~).*$/gm, " ")
    // Bounded, bracket-free runs: unbounded ones made a body of thousands of "[" or "<" take quadratic time.
    .replace(/!\[([^[\]]{0,1000})\]\([^()\n]{0,2048}\)/g, "$1")
    .replace(/\[([^[\]]{0,1000})\]\([^()\n]{0,2048}\)/g, "$1")
    .replace(/<\/?[A-Za-z][^<>]{0,1000}>/g, " ")
    .replace(CALLOUT_MARKER, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/[#*_>`|~\-=+[\]()]/g, " ")
}

export function countWords(markdown: string): number {
  const words = markdownToPlainText(markdown).match(/[\p{L}\p{N}][\p{L}\p{N}'’.,:;!?%&/]*/gu)
  return words ? words.length : 0
}

/** Words / 200 rounded up, at least 1; the spec's "5 min read" only when nothing can be counted. */
export function readingTime(markdown: string | null | undefined): string {
  const words = markdown ? countWords(markdown) : 0
  if (words === 0) return DEFAULT_READ_TIME
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`
}
