import "server-only"

import type { ContentKind, DocumentRow, PageRow, PostRow } from "@/lib/domain/types"
import { listShareLinks } from "@/lib/data/share-links"
import { serverEnv } from "@/lib/server/env"
import type { ShareLinkItem } from "@/lib/data/admin/views"

import { scheduledFor, toShareLinkItem } from "./dto"

/** What the post and page editors show beside the form: time zone, schedule and the record's share links. */
export async function loadEditorExtras(
  kind: ContentKind,
  row: PostRow | PageRow | DocumentRow | null,
): Promise<{ timeZone: string; scheduledFor: string | null; shareLinks: ShareLinkItem[] }> {
  const timeZone = serverEnv().SITE_TIME_ZONE
  if (!row) return { timeZone, scheduledFor: null, shareLinks: [] }
  const links = await listShareLinks(kind, row.id).catch((err: unknown) => {
    console.error("[editor] share links failed to load", err)
    return []
  })
  return { timeZone, scheduledFor: scheduledFor(row), shareLinks: links.map((l) => toShareLinkItem(l)) }
}
