import type { Element, Root } from "hast"
import { visit } from "unist-util-visit"

/**
 * Rewrites every link's address through `resolve` (the site's link resolver for the content's language): a link to
 * a post leads to the post's version in the language the content is written in. Runs on the hast tree, so built-in
 * MDX (as a rehype plugin) and admin Markdown (on the worker's tree) are rewritten alike.
 */
export function rehypeContentLinks({ resolve }: { resolve: (href: string) => string }) {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "a" || typeof node.properties.href !== "string") return
      node.properties.href = resolve(node.properties.href)
    })
  }
}
