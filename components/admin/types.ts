import type { DeliveryState } from "@/lib/data/message-delivery"
import type { ActionResult } from "@/lib/data/result"

/** Small DTOs the admin client components receive (never raw rows), and the server actions' result type. */
export type { ActionResult }

/** scheduledFor: when a scheduled (not yet live) record goes live, as text in the site's time zone. */
export type PostListItem = { id: string; title: string; slug: string; category: string; published: boolean; scheduledFor?: string | null; createdAt: string }
export type PageListItem = { id: string; title: string; slug: string; published: boolean; scheduledFor?: string | null; createdAt: string }
export type MediaItem = { id: string; name: string; size: number; url: string; absoluteUrl: string; isImage: boolean }
export type MessageItem = {
  id: string
  name: string
  email: string
  message: string
  read: boolean
  createdAt: string
  possibleSpam: boolean
  spamReason: string
  delivery: DeliveryState
}

export type TogglePublishedAction = (id: string, published: boolean) => Promise<ActionResult<{ published: boolean }>>
export type DeleteAction = (id: string) => Promise<ActionResult>

export type RedirectItem = {
  id: string
  from: string
  to: string
  status: 301 | 302 | 307 | 308
  automatic: boolean
  hits: number
  lastHitAt: string | null
}
export type RedirectValues = { from_path: string; to_path: string; status: number }
export type SaveRedirectAction = (id: string | null, values: RedirectValues) => Promise<ActionResult<RedirectItem>>

export type ShareLinkItem = { id: string; createdAt: string; expiresAt: string; state: "active" | "revoked" | "expired" }
export type CreateShareLinkAction = (kind: "post" | "page", id: string) => Promise<ActionResult<{ link: ShareLinkItem; url: string }>>
export type RevokeShareLinkAction = (kind: "post" | "page", recordId: string, linkId: string) => Promise<ActionResult<ShareLinkItem>>
