import type { MediaFile, MessageRow, PageRow, PostRow } from "@/lib/backend/types"
import type { DeliveryState } from "@/lib/data/message-delivery"
import { absoluteUrl } from "@/lib/site"
import { isImageName } from "@/components/admin/format"
import type { MediaItem, MessageItem, PageListItem, PostListItem } from "@/components/admin/types"

/** Rows become the small shapes client components receive (SECURITY §2: never raw rows). */
export function toPostListItem(row: PostRow): PostListItem {
  return { id: row.id, title: row.title, slug: row.slug, category: row.category, published: row.published, createdAt: row.created_at }
}

export function toPageListItem(row: PageRow): PageListItem {
  return { id: row.id, title: row.title, slug: row.slug, published: row.published, createdAt: row.created_at }
}

export function toMessageItem(row: MessageRow & { delivery: DeliveryState }): MessageItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    read: row.read,
    createdAt: row.created_at,
    possibleSpam: row.possible_spam,
    spamReason: row.spam_reason,
    delivery: row.delivery,
  }
}

export function toMediaItem(file: MediaFile): MediaItem {
  const isAbsolute = /^https?:\/\//i.test(file.url)
  return {
    id: file.id,
    name: file.name,
    size: file.size,
    url: file.url,
    absoluteUrl: isAbsolute ? file.url : absoluteUrl(file.url),
    // The spec thumbnails by name; a file whose bytes were not a verified image is served as a download, so
    // it gets the file icon even with an image-like name.
    isImage: isImageName(file.name) && file.content_type.startsWith("image/"),
  }
}
