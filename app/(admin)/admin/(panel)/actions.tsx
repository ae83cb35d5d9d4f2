"use server"

import { requireAdmin } from "@/lib/data/auth"
import { RenderedMarkdown } from "@/components/admin/rendered-markdown"

const MAX_PREVIEW = 200_000

/** Editor preview: the Markdown rendered on the server by the renderer the public page uses. */
export async function renderMarkdownPreview(markdown: string): Promise<React.ReactNode> {
  await requireAdmin()
  const source = typeof markdown === "string" ? markdown.slice(0, MAX_PREVIEW) : ""
  return <RenderedMarkdown source={source} />
}
