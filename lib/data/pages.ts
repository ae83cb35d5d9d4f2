import "server-only"

import { z } from "zod"

import type { Paged, PageRow, PublishedSummary } from "@/lib/backend/types"
import { isBuildPhase } from "@/lib/env"
import { pageInputSchema, type PageInput } from "@/lib/schemas/page"

import { requireAdmin } from "./auth"
import { audit, auditContent } from "./audit"
import { resolveBackend } from "./backend"
import { DataError, parseId, parseInput } from "./errors"
import { enforcePublishChecklist, pageChecklistInput } from "./checklist"
import { normalizeListQuery } from "./list-query"
import { parseExpectedVersion, saveMeta } from "./revisions"
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
  const user = await requireAdmin()
  const data = toScheduled(parseInput(pageInputSchema, input))
  checkSlug(data)
  await enforcePublishChecklist("page", pageChecklistInput(data), data.published)
  const { backend } = await resolveBackend()
  const row = await backend.pages.create(data, saveMeta(user, null))
  await followContentMove(backend, "page", null, row)
  await revalidatePagePaths(row.slug)
  await expireAtPublishTime(row.publish_at)
  await auditContent("page", null, row)
  return row
}

/** expectedVersion: the version the editor loaded; the save is refused (conflict) when it changed. null overwrites. */
export async function updatePage(id: unknown, input: unknown, expectedVersion: unknown = null): Promise<PageRow> {
  const user = await requireAdmin()
  const pageId = parseId(id)
  const version = parseExpectedVersion(expectedVersion)
  const data = toScheduled(parseInput(pageInputSchema, input))
  checkSlug(data)
  await enforcePublishChecklist("page", pageChecklistInput(data), data.published)
  const { backend } = await resolveBackend()
  const before = await backend.pages.get(pageId)
  if (!before) throw notFound()
  const row = await backend.pages.update(pageId, data, saveMeta(user, version))
  if (!row) throw notFound()
  await followContentMove(backend, "page", before, row)
  await revalidatePagePaths(before.slug, row.slug)
  await expireAtPublishTime(row.publish_at)
  await auditContent("page", before, row)
  return row
}

export async function setPagePublished(id: unknown, published: unknown, expectedVersion: unknown = null): Promise<PageRow> {
  const user = await requireAdmin()
  const pageId = parseId(id)
  const version = parseExpectedVersion(expectedVersion)
  const flag = parseInput(z.boolean({ error: "Published must be true or false" }), published)
  const { backend } = await resolveBackend()
  if (flag) {
    const current = await backend.pages.get(pageId)
    if (!current) throw notFound()
    await enforcePublishChecklist("page", pageChecklistInput(current), true)
  }
  const row = await backend.pages.setPublished(pageId, flag, saveMeta(user, version))
  if (!row) throw notFound()
  await followContentMove(backend, "page", null, row)
  await revalidatePagePaths(row.slug)
  await audit(flag ? "publish" : "unpublish", { type: "page", id: row.id, label: row.title })
  return row
}

export async function deletePage(id: unknown): Promise<void> {
  await requireAdmin()
  const { backend } = await resolveBackend()
  const row = await backend.pages.remove(parseId(id))
  if (!row) throw notFound()
  await revalidatePagePaths(row.slug)
  await audit("delete", { type: "page", id: row.id, label: row.title })
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
