import { PAGES } from "@/lib/copy/pages"
import { DOCUMENT_MESSAGES } from "@/lib/copy/site-content"
import type { ContentKind } from "@/lib/domain/types"
import { POSTS } from "@/lib/copy/posts"

export type EntityKind = ContentKind

/** The per-entity texts the shared list pieces need. */
export const ENTITY_MESSAGES = {
  post: POSTS,
  page: PAGES,
  ...DOCUMENT_MESSAGES,
} as const satisfies Record<
  EntityKind,
  {
    statusFailed: string
    nowPublished: string
    nowUnpublished: string
    deleteFailed: string
    deletedTitle: string
    deletedDescription: string
    deleteDescription: string
    loadFailed: string
    saveFailed: string
    created: string
    updated: string
  }
>
