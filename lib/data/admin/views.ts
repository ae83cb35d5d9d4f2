import type { ContentKind } from "@/lib/domain/types"
import type { Locale } from "@/lib/domain/i18n"
import type { DeliveryState } from "@/lib/data/message-delivery"
import type { ActionResult } from "@/lib/data/result"

/** Small DTOs the admin client components receive (never raw rows), and the server actions' result type. */
export type { ActionResult }

/** scheduledFor: when a scheduled (not yet live) record goes live, as text in the site's time zone. */
/** version, editedBy, editedAt: the list's Publish/Unpublish is checked against version; "Last edited by" shows the rest. */
export type LastEdit = { version?: number; editedBy?: string; editedAt?: string }
/** locale: the record's language (the list's Language column). */
export type PostListItem = { id: string; title: string; slug: string; category: string; published: boolean; scheduledFor?: string | null; createdAt: string; locale?: Locale } & LastEdit
export type PageListItem = { id: string; title: string; slug: string; published: boolean; scheduledFor?: string | null; createdAt: string; locale?: Locale } & LastEdit
/** absoluteUrl: on the configured site address; null when none is configured (the admin's own origin is used). */
export type MediaItem = {
  id: string
  name: string
  size: number
  url: string
  absoluteUrl: string | null
  isImage: boolean
  alt: string
  caption: string
  width: number | null
  height: number | null
  usedCount: number
  createdAt: string
}
/** A post or page using a file, linking to its editor. */
export type MediaUsageItem = { kind: "post" | "page"; id: string; title: string; usage: "featured" | "content"; published: boolean; editHref: string }
export type MediaMetaValues = { alt: string; caption: string }
export type SaveMediaMetaAction = (id: string, values: MediaMetaValues) => Promise<ActionResult<MediaItem>>
export type MediaUsageAction = (id: string) => Promise<ActionResult<MediaUsageItem[]>>
export type MessageItem = {
  id: string
  /** A contact message, a download request naming its resource, or an event registration naming its event. */
  kind: "contact" | "download" | "event_registration"
  resource: { slug: string; title: string } | null
  event?: { id: string; title: string } | null
  name: string
  email: string
  message: string
  read: boolean
  createdAt: string
  possibleSpam: boolean
  spamReason: string
  delivery: DeliveryState
  /** The language of the page the form was sent from. */
  locale: Locale
}

/** version: what the list showed; a stale list gets a conflict instead of flipping someone else's newer save. */
export type TogglePublishedAction = (id: string, published: boolean, version?: number) => Promise<ActionResult<{ published: boolean }>>
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
export type CreateShareLinkAction = (kind: ContentKind, id: string) => Promise<ActionResult<{ link: ShareLinkItem; url: string }>>
export type RevokeShareLinkAction = (kind: ContentKind, recordId: string, linkId: string) => Promise<ActionResult<ShareLinkItem>>
