import type { Root, RootContent } from "hast"

// Elements whose whitespace-only children between block-level children draw nothing.
const CONTAINERS = new Set(["blockquote", "ul", "ol", "li", "table", "thead", "tbody", "tfoot", "tr", "aside", "section", "figure", "div", "details"])
const BLOCKS = new Set([
  ...CONTAINERS,
  "p", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "hr", "th", "td", "figcaption", "summary", "dl", "dt", "dd",
])

type Node = Root | RootContent

// MDX components written as blocks (<Callout>, <StatGrid>) in built-in posts.
const isFlowComponent = (node: Node) => (node.type as string) === "mdxJsxFlowElement"

const isBlock = (node: Node | undefined) => node === undefined || (node.type === "element" && BLOCKS.has(node.tagName)) || isFlowComponent(node)

/**
 * Drops the line breaks Markdown leaves between block elements ("\n" text nodes). They draw nothing, but each one
 * is a text node in the HTML and again in the page's RSC payload. Whitespace next to inline content is kept.
 */
export function rehypeBlockWhitespace() {
  const clean = (node: Node) => {
    if (!("children" in node)) return
    const inContainer = node.type === "root" || (node.type === "element" && CONTAINERS.has(node.tagName)) || isFlowComponent(node)
    if (inContainer) {
      const children = node.children as Node[]
      node.children = children.filter(
        (child, i) => !(child.type === "text" && child.value.trim() === "" && child.value.includes("\n") && isBlock(children[i - 1]) && isBlock(children[i + 1])),
      ) as typeof node.children
    }
    // Inside <pre> every character counts.
    for (const child of node.children as Node[]) if (!(child.type === "element" && child.tagName === "pre")) clean(child)
  }
  return (tree: Root) => clean(tree)
}
