import { toJsxRuntime, type Components } from "hast-util-to-jsx-runtime"
import { Fragment, jsx, jsxs } from "react/jsx-runtime"

import { markdownToHast } from "@/lib/blog/markdown/markdown-to-hast"

import { markdownComponents } from "./markdown-components"

/** Admin-authored Markdown (untrusted): sanitised hast → React elements. Never evaluated as MDX. */
export async function renderMarkdown(source: string): Promise<React.ReactElement> {
  const tree = await markdownToHast(source)
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components: markdownComponents as Partial<Components> })
}

export async function MarkdownContent({ source }: { source: string }) {
  return renderMarkdown(source)
}
