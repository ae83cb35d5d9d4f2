import type { DeliveryState } from "@/lib/data/message-delivery"
import type { ActionResult } from "@/lib/data/result"

/** Small DTOs the admin client components receive (never raw rows), and the server actions' result type. */
export type { ActionResult }

export type PostListItem = { id: string; title: string; slug: string; category: string; published: boolean; createdAt: string }
export type PageListItem = { id: string; title: string; slug: string; published: boolean; createdAt: string }
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
