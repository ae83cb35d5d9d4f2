import "server-only"

import { z } from "zod"

import type { Paged, PageRow, PublishedSummary } from "@/lib/backend/types"
import { isBuildPhase } from "@/lib/env"
import { pageInputSchema, type PageInput } from "@/lib/schemas/page"

import { requireAdmin } from "./auth"
import { resolveBackend } from "./backend"
import { DataError, parseId, parseInput } from "./errors"
import { normalizeListQuery } from "./list-query"
import { followContentMove } from "./redirects"
import { isReservedPageSlug } from "./reserved-slugs"
import { expireAtPublishTime, revalidatePagePaths } from "./revalidate"
import { toScheduled } from "./schedule"

const notFound = () => new DataError("not_found", "Page not found")

function checkSlug(input: PageInput) {
  if (isReservedPageSlug(input.slug)) {
    throw new DataError("conflict", "Slug already in use", { fieldErrors: { slug: ["Slug already in use"] } })
  }
}

// ---- admin (drafts included): each checks the caller itself ----

export async function listPages(q: unknown = {}): Promise<Paged<PageRow>> {
  await requireAdmin()
  const { backend } = await resolveBackend()
  return backend.pages.list(normalizeListQuery(q))
}

export async function getPageById(id: unknown): Promise<PageRow> {
  await requireAdmin()
  const { backend } = await resolveBackend()
  return (await backend.pages.get(parseId(id))) ?? Promise.reject(notFound())
}

export async function createPage(input: unknown): Promise<PageRow> {
  await requireAdmin()
  const data = toScheduled(parseInput(pageInputSchema, input))
  checkSlug(data)
  const { backend } = await resolveBackend()
  const row = await backend.pages.create(data)
  await followContentMove(backend, "page", null, row)
  await revalidatePagePaths(row.slug)
  await expireAtPublishTime(row.publish_at)
  return row
}

export async function updatePage(id: unknown, input: unknown): Promise<PageRow> {
  await requireAdmin()
  const pageId = parseId(id)
  const data = toScheduled(parseInput(pageInputSchema, input))
  checkSlug(data)
  const { backend } = await resolveBackend()
  const before = await backend.pages.get(pageId)
  if (!before) throw notFound()
  const row = await backend.pages.update(pageId, data)
  if (!row) throw notFound()
  await followContentMove(backend, "page", before, row)
  await revalidatePagePaths(before.slug, row.slug)
  await expireAtPublishTime(row.publish_at)
  return row
}

export async function setPagePublished(id: unknown, published: unknown): Promise<PageRow> {
  await requireAdmin()
  const pageId = parseId(id)
  const flag = parseInput(z.boolean({ error: "Published must be true or false" }), published)
  const { backend } = await resolveBackend()
  const row = await backend.pages.setPublished(pageId, flag)
  if (!row) throw notFound()
  await followContentMove(backend, "page", null, row)
  await revalidatePagePaths(row.slug)
  return row
}

export async function deletePage(id: unknown): Promise<void> {
  await requireAdmin()
  const { backend } = await resolveBackend()
  const row = await backend.pages.remove(parseId(id))
  if (!row) throw notFound()
  await revalidatePagePaths(row.slug)
}

export async function countPages(): Promise<{ total: number; published: number }> {
  await requireAdmin()
  const { backend } = await resolveBackend()
  return backend.pages.counts()
}

// ---- public: published rows only, no session ----

/** During `next build` the database stays closed: public reads see no admin pages then. */
export async function getPublishedPageBySlug(slug: unknown): Promise<PageRow | null> {
  if (isBuildPhase()) return null
  if (typeof slug !== "string" || slug.length === 0 || slug.length > 200) return null
  const { backend } = await resolveBackend()
  return backend.pages.getPublishedBySlug(slug)
}

export async function listPublishedPageSummaries(): Promise<PublishedSummary[]> {
  if (isBuildPhase()) return []
  const { backend } = await resolveBackend()
  return backend.pages.publishedSummaries()
}
