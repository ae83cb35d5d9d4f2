/**
 * Markdown bodies that make a CommonMark parser do far more work than their size suggests (deep nesting, runs of
 * delimiters it must pair up), plus one large ordinary body. Shared by the render-budget tests and the bench.
 */
const paragraph =
  "Patients compare **clinics** online before they call. A _clear_ page with [a booking link](https://example.com/book) " +
  "and `inline code` converts better than a wall of text.\n\n- one\n- two\n\n> A quote.\n\n"

export const PATHOLOGICAL_MARKDOWN: Record<string, string> = {
  "20k-deep quotes": `${"> ".repeat(20_000)}deep`,
  "600-deep lists": `${"- ".repeat(600)}deep`,
  "50k brackets": `${"[".repeat(50_000)}a${"]".repeat(50_000)}`.slice(0, 100_001),
  "30k emphasis": "*a_ ".repeat(30_000 / 2),
  // Under the delimiter limit, still seconds of parsing: the worker's time limit must cut it short.
  "9k emphasis": "*a_ ".repeat(9_000 / 2),
  "1 MB post": paragraph.repeat(Math.ceil(1_000_000 / paragraph.length)).slice(0, 1_000_000),
}
