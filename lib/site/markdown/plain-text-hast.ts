import type { Element, Root } from "hast"

/**
 * A body that is not parsed as Markdown, shown as what it is: its paragraphs (blank-line separated) as plain text,
 * line breaks kept. Built without a parser, in time proportional to the text; nothing in it is interpreted.
 */
export function plainTextHast(source: string): Root {
  const children: Element[] = []
  for (const block of source.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n/)) {
    const text = block.trim()
    if (!text) continue
    children.push({
      type: "element",
      tagName: "p",
      properties: { className: ["whitespace-pre-line", "wrap-anywhere"] },
      children: [{ type: "text", value: text }],
    })
  }
  return { type: "root", children }
}
