import "server-only"

import type { PostRow, PublishedSummary } from "@/lib/backend/types"
import { listPublishedPageSummaries } from "@/lib/data/pages"
import { getPublishedPostBySlug, listPublishedPostSummaries, listPublishedPosts } from "@/lib/data/posts"

/**
 * The one seam between the public blog and the data layer (DATA-API.md): published admin posts and pages only.
 * During `next build` the data layer answers "nothing" (the database stays closed), so prerendered pages show
 * the built-in posts and admin posts join them on the first revalidation.
 */
export type AdminPostRow = PostRow
export type AdminPostQuery = { search?: string; category?: string; limit: number; offset: number }
export type AdminPostSummary = PublishedSummary
export type AdminPageSummary = PublishedSummary

export function listPublishedAdminPosts(q: AdminPostQuery): Promise<{ rows: AdminPostRow[]; total: number }> {
  return listPublishedPosts(q)
}

export function getPublishedAdminPostBySlug(slug: string): Promise<AdminPostRow | null> {
  return getPublishedPostBySlug(slug)
}

export function listPublishedAdminPostSummaries(): Promise<AdminPostSummary[]> {
  return listPublishedPostSummaries()
}

export function listPublishedAdminPageSummaries(): Promise<AdminPageSummary[]> {
  return listPublishedPageSummaries()
}
