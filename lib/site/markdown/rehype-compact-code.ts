import type { Element, ElementContent, Root } from "hast"
import { visit } from "unist-util-visit"

/** The property (`data-html` once rendered) that carries a block's markup to the `code` component. */
const CODE_HTML_PROPERTY = "dataHtml"

const SAFE_CLASS = /^hljs-[\w-]+(?: [\w-]+)*$/

/**
 * The highlighter's classes the post stylesheet colours (components/blog/prose.css; a unit test keeps the two
 * equal). A span with none of them looks like its text, so only its text is kept: the highlighter wraps every
 * comma, colon and brace in `hljs-punctuation`, about 40 bytes each, paid twice (HTML and RSC payload).
 */
export const STYLED_CODE_CLASSES: ReadonlySet<string> = new Set([
  "hljs-addition",
  "hljs-attr",
  "hljs-attribute",
  "hljs-built_in",
  "hljs-bullet",
  "hljs-comment",
  "hljs-deletion",
  "hljs-emphasis",
  "hljs-function",
  "hljs-keyword",
  "hljs-literal",
  "hljs-meta",
  "hljs-name",
  "hljs-number",
  "hljs-property",
  "hljs-quote",
  "hljs-regexp",
  "hljs-section",
  "hljs-selector-class",
  "hljs-selector-id",
  "hljs-selector-tag",
  "hljs-string",
  "hljs-strong",
  "hljs-symbol",
  "hljs-tag",
  "hljs-template-variable",
  "hljs-title",
  "hljs-variable",
])

function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
}

/** The markup of highlighted code, or null if it holds anything but text and highlight spans. */
function serialize(nodes: ElementContent[]): string | null {
  let out = ""
  for (const node of nodes) {
    if (node.type === "text") {
      out += escapeText(node.value)
      continue
    }
    if (node.type !== "element" || node.tagName !== "span") return null
    const keys = Object.keys(node.properties)
    const className = node.properties.className
    if (keys.length !== 1 || keys[0] !== "className" || !Array.isArray(className)) return null
    const classes = className.join(" ")
    if (!SAFE_CLASS.test(classes)) return null
    const inner = serialize(node.children)
    if (inner === null) return null
    out += className.some((name) => STYLED_CODE_CLASSES.has(String(name))) ? `<span class="${classes}">${inner}</span>` : inner
  }
  return out
}

/**
 * A highlighted code block keeps its coloured spans as one string of markup, which the `code` component renders:
 * as React elements, every span would travel again in the page's RSC payload, at about twice the bytes of the
 * markup itself. Only text and the highlighter's own spans are turned into markup (text escaped, class names
 * checked), and spans the stylesheet does not colour are left out around their text; a block holding anything
 * else is left as it is.
 */
export function rehypeCompactCode() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element, _index, parent) => {
      if (node.tagName !== "code" || parent?.type !== "element" || parent.tagName !== "pre") return
      if (!node.children.some((child) => child.type === "element")) return
      const html = serialize(node.children)
      if (html === null) return
      node.properties[CODE_HTML_PROPERTY] = html
      node.children = []
    })
  }
}
