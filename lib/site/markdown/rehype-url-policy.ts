import type { Element, Root } from "hast"
import { SKIP, visit } from "unist-util-visit"

import { isSafeUrl } from "../url-policy"

const URL_PROPERTIES = ["href", "src", "cite", "action", "formAction", "poster", "srcSet", "xLinkHref"] as const

/** Drops every URL that is not relative, http(s), mailto or tel; an image without a safe source disappears. */
export function rehypeUrlPolicy() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element, index, parent) => {
      for (const name of URL_PROPERTIES) {
        const value = node.properties[name]
        if (value === undefined || value === null) continue
        const text = Array.isArray(value) ? value.join(" ") : String(value)
        if (!isSafeUrl(text)) delete node.properties[name]
      }
      if (node.tagName === "img" && !node.properties.src && parent && typeof index === "number") {
        parent.children.splice(index, 1)
        return [SKIP, index]
      }
    })
  }
}
