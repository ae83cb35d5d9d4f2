import type { Element, Root } from "hast"
import { visit } from "unist-util-visit"

/**
 * Every id and name in a post body gets the `user-content-` prefix (as GitHub does), so no heading or footnote can
 * take the name of a global the page's own scripts use (`## __next_f` would otherwise become window.__next_f and
 * break the page). In-page links (`#heading`) are rewritten to match; the hash-anchor script on the post page
 * scrolls a bare `#heading` from another page to its prefixed target.
 */
export const USER_CONTENT_PREFIX = "user-content-"

const prefixed = (value: string) => (value.startsWith(USER_CONTENT_PREFIX) ? value : USER_CONTENT_PREFIX + value)

export function rehypeUserContentIds() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      const props = node.properties
      for (const name of ["id", "name"] as const) {
        const value = props[name]
        if (typeof value === "string" && value) props[name] = prefixed(value)
      }
      const href = props.href
      if (node.tagName === "a" && typeof href === "string" && href.startsWith("#") && href.length > 1) {
        props.href = `#${prefixed(href.slice(1))}`
      }
    })
  }
}
