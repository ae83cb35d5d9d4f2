import type { MediaFile, MediaUsage, MessageRow, PageRow, PostRow, RedirectRow, ShareLinkRow } from "@/lib/domain/types"
import type { DeliveryState } from "@/lib/data/message-delivery"
import { serverEnv } from "@/lib/server/env"
import { contentStatus } from "@/lib/domain/schedule/status"
import { CONTENT_TYPES } from "@/lib/domain/content"
import { isImageName } from "@/lib/domain/file-types"
import { formatInZone } from "@/lib/domain/schedule/time-zone"
import { absoluteUrl } from "@/lib/domain/site"
import { storedLocale } from "@/lib/domain/i18n/translations"
import type { MediaItem, MediaUsageItem, MessageItem, PageListItem, PostListItem, RedirectItem, ShareLinkItem } from "@/lib/data/admin/views"

/** Rows become the small shapes client components receive (never raw rows). */
/** The time a scheduled row goes live, in the site's time zone; null unless it is waiting. */
export function scheduledFor(row: { published: boolean; publish_at: string | null }): string | null {
  return contentStatus(row) === "scheduled" && row.publish_at ? formatInZone(row.publish_at, serverEnv().SITE_TIME_ZONE) : null
}

export function toPostListItem(row: PostRow): PostListItem {
  const { id, title, slug, category, published } = row
  return { id, title, slug, category, published, scheduledFor: scheduledFor(row), createdAt: row.created_at, locale: storedLocale(row.locale), ...lastEdit(row) }
}

export function toPageListItem(row: PageRow): PageListItem {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    published: row.published,
    scheduledFor: scheduledFor(row),
    createdAt: row.created_at,
    locale: storedLocale(row.locale),
    ...lastEdit(row),
  }
}

export function savedBy(row: { version: number; updated_by_email: string; updated_at: string }) {
  return { version: row.version, savedBy: row.updated_by_email, savedAt: row.updated_at }
}

/** The version a list's Publish/Unpublish starts from, and who saved last ("" when unknown). */
function lastEdit(row: { version: number; updated_by_email: string; updated_at: string }) {
  return { version: row.version, editedBy: row.updated_by_email, editedAt: row.updated_at }
}

export function toMessageItem(row: MessageRow & { delivery: DeliveryState }): MessageItem {
  return {
    id: row.id,
    kind: row.kind,
    resource: row.resource,
    ...(row.event ? { event: row.event } : {}),
    name: row.name,
    email: row.email,
    message: row.message,
    read: row.read,
    createdAt: row.created_at,
    possibleSpam: row.possible_spam,
    spamReason: row.spam_reason,
    delivery: row.delivery,
    locale: storedLocale(row.locale),
  }
}

export function toMediaItem(file: MediaFile): MediaItem {
  const isAbsolute = /^https?:\/\//i.test(file.url)
  return {
    id: file.id,
    name: file.name,
    size: file.size,
    url: file.url,
    // "Copy URL" must give an address that works: the configured site's, else (unset) the admin's own origin,
    // filled in by the browser; never the default localhost:3000 of an unconfigured server on another port.
    absoluteUrl: isAbsolute ? file.url : process.env.NEXT_PUBLIC_SITE_URL?.trim() ? absoluteUrl(file.url) : null,
    // The spec thumbnails by name; a file whose bytes were not a verified image is served as a download, so
    // it gets the file icon even with an image-like name.
    isImage: isImageName(file.name) && file.content_type.startsWith("image/"),
    alt: file.alt,
    caption: file.caption,
    width: file.width,
    height: file.height,
    usedCount: file.used_count ?? 0,
    createdAt: file.created_at,
  }
}

export function toMediaUsageItem(use: MediaUsage): MediaUsageItem {
  return {
    kind: use.kind,
    id: use.id,
    title: use.title,
    usage: use.usage,
    published: use.published,
    editHref: `${CONTENT_TYPES[use.kind].adminPath}/${use.id}`,
  }
}

export function toShareLinkItem(row: ShareLinkRow, now = Date.now()): ShareLinkItem {
  const state = row.revoked_at ? "revoked" : Date.parse(row.expires_at) <= now ? "expired" : "active"
  return { id: row.id, createdAt: row.created_at, expiresAt: row.expires_at, state }
}

export function toRedirectItem(row: RedirectRow): RedirectItem {
  const { id, status, automatic, hits } = row
  return { id, from: row.from_path, to: row.to_path, status, automatic, hits, lastHitAt: row.last_hit_at }
}
