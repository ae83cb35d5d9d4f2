import type { Element, Root } from "hast"
import { visit } from "unist-util-visit"

import { CALLOUT_ALTERNATION } from "@/lib/domain/blog/callout-types"

export type { CalloutType } from "@/lib/domain/blog/callout-types"

const MARKER = new RegExp(`^\\s*\\[!(${CALLOUT_ALTERNATION})\\][ \\t]*(?:\\r?\\n)?`, "i")

/**
 * GitHub's callout syntax (`> [!NOTE]` on a blockquote's first line) → `<aside data-callout="note">`.
 * Works on the hast tree, so the same plugin serves built-in MDX and sanitised admin Markdown.
 */
export function rehypeCallouts() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "blockquote") return
      const first = node.children.find((child): child is Element => child.type === "element")
      if (!first || first.tagName !== "p") return
      const text = first.children[0]
      if (!text || text.type !== "text") return
      const match = MARKER.exec(text.value)
      if (!match) return
      text.value = text.value.slice(match[0].length)
      if (!text.value) {
        first.children.shift()
        const next = first.children[0]
        if (next?.type === "element" && next.tagName === "br") first.children.shift()
        const lead = first.children[0]
        if (lead?.type === "text") lead.value = lead.value.replace(/^\s+/, "")
      }
      if (first.children.length === 0) node.children.splice(node.children.indexOf(first), 1)
      node.tagName = "aside"
      node.properties = { ...node.properties, dataCallout: match[1]!.toLowerCase() }
    })
  }
}
