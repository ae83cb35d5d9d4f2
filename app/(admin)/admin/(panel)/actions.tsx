"use server"

import type { ContentKind } from "@/lib/domain/types"
import { toShareLinkItem } from "@/lib/data/admin/dto"
import { runAdminAction } from "@/lib/data/admin/run-action"
import { requireContentAccess } from "@/lib/data/auth"
import { createShareLink, revokeShareLink } from "@/lib/data/share-links"
import { absoluteUrl } from "@/lib/domain/site"
import { RenderedMarkdown } from "@/components/admin/rendered-markdown"

const MAX_PREVIEW = 200_000

/** Editor preview: the Markdown rendered on the server by the renderer the public page uses. */
export async function renderMarkdownPreview(markdown: string): Promise<React.ReactNode> {
  await requireContentAccess()
  const source = typeof markdown === "string" ? markdown.slice(0, MAX_PREVIEW) : ""
  return <RenderedMarkdown source={source} />
}

/** "Share preview link": a new client link for the saved record; its URL is shown once, to copy. */
export async function createShareLinkAction(kind: ContentKind, id: string) {
  return runAdminAction("createShareLink", { kind, id }, async () => {
    const { link, token } = await createShareLink(kind, id)
    return { link: toShareLinkItem(link), url: absoluteUrl(`/preview/${token}`) }
  })
}

export async function revokeShareLinkAction(kind: ContentKind, recordId: string, linkId: string) {
  return runAdminAction("revokeShareLink", { kind, recordId, linkId }, async () => toShareLinkItem(await revokeShareLink(kind, recordId, linkId)))
}
