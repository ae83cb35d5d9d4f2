/**
 * A small Markdown scanner for the pre-publish checklist: headings, links and images outside code. It runs in the
 * editor on every keystroke, so it is regex-based (no parser shipped to the browser); it follows CommonMark for
 * ATX headings, fenced and indented code, inline code spans and inline links/images, which is what the editor's
 * toolbar and the renderer produce.
 */

export type Heading = { level: number; text: string; line: number }
export type MdLink = { text: string; href: string; title: string; image: boolean; line: number }

/** Lines outside fenced code blocks, with inline code spans blanked out (their text never counts). */
function proseLines(markdown: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = []
  let fence: string | null = null
  markdown.split(/\r?\n/).forEach((raw, i) => {
    const open = /^ {0,3}(`{3,}|~{3,})/.exec(raw)
    if (fence) {
      if (open && open[1]![0] === fence[0] && open[1]!.length >= fence.length && raw.trim() === open[1]) fence = null
      return
    }
    if (open) {
      fence = open[1]!
      return
    }
    if (/^( {4}|\t)/.test(raw)) return
    out.push({ text: raw.replace(/(`+)[^`]*?\1/g, (m) => " ".repeat(m.length)), line: i + 1 })
  })
  return out
}

export function scanHeadings(markdown: string): Heading[] {
  const headings: Heading[] = []
  for (const { text, line } of proseLines(markdown)) {
    const m = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*#*[ \t]*$/.exec(text)
    if (m) headings.push({ level: m[1]!.length, text: (m[2] ?? "").trim(), line })
  }
  return headings
}

// [text](href "title") and ![alt](src "title"); href may be wrapped in <>; one level of nested brackets in text.
const LINK = /(!?)\[((?:[^[\]\\]|\\.|\[[^[\]]*\])*)\]\(\s*(<[^>]*>|[^\s)]*)(?:\s+(?:"([^"]*)"|'([^']*)'))?\s*\)/g

export function scanLinks(markdown: string): MdLink[] {
  const links: MdLink[] = []
  for (const { text, line } of proseLines(markdown)) {
    for (const m of text.matchAll(LINK)) {
      const href = (m[3] ?? "").replace(/^<|>$/g, "").trim()
      links.push({ image: m[1] === "!", text: (m[2] ?? "").trim(), href, title: (m[4] ?? m[5] ?? "").trim(), line })
    }
  }
  return links
}
