import type { Element, ElementContent, Root } from "hast"
import { visit } from "unist-util-visit"

const isBlank = (node: ElementContent) => node.type === "text" && node.value.trim() === ""

/**
 * An image alone in its paragraph with a title (`![alt](url "Caption")`) becomes a figure with that caption as
 * its figcaption: how the editor writes captions, in plain Markdown that stays portable.
 */
export function rehypeFigures() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "p") return
      const content = node.children.filter((child) => !isBlank(child))
      const img = content[0]
      if (content.length !== 1 || img?.type !== "element" || img.tagName !== "img") return
      const title = img.properties.title
      if (typeof title !== "string" || title.trim() === "") return
      delete img.properties.title
      node.tagName = "figure"
      node.children = [img, { type: "element", tagName: "figcaption", properties: {}, children: [{ type: "text", value: title.trim() }] }]
    })
  }
}
