import "server-only"

import type { Paged, PageRow, PublishedSummary } from "@/lib/domain/types"
import { isBuildPhase } from "@/lib/server/env"
import { pageInputSchema, type PageInput } from "@/lib/domain/schemas/page"

import { requireContentAccess } from "./auth"
import { resolveBackend } from "./backend"
import { pageChecklistInput } from "./checklist"
import { createContent, deleteContent, setContentPublished, updateContent, type ContentKindOps } from "./content-writes"
import { DataError, parseId, parseInput } from "./errors"
import { normalizeListQuery } from "./list-query"
import { isReservedPageSlug } from "@/lib/domain/reserved-slugs"
import { revalidatePagePaths } from "@/lib/server/cache/revalidate"
import { toScheduled } from "./schedule"

const notFound = () => new DataError("not_found", "Page not found")

function checkSlug(input: PageInput) {
  if (isReservedPageSlug(input.slug)) {
    throw new DataError("conflict", "Slug already in use", { fieldErrors: { slug: ["Slug already in use"] } })
  }
}

// ---- admin (drafts included): each checks the caller itself ----

export async function listPages(q: unknown = {}): Promise<Paged<PageRow>> {
  await requireContentAccess()
  const { backend } = await resolveBackend()
  return backend.pages.list(normalizeListQuery(q))
}

export async function getPageById(id: unknown): Promise<PageRow> {
  await requireContentAccess()
  const { backend } = await resolveBackend()
  return (await backend.pages.get(parseId(id))) ?? Promise.reject(notFound())
}

const PAGES: ContentKindOps<PageRow, PageInput> = {
  kind: "page",
  store: (backend) => backend.pages,
  async parse(input) {
    const data = toScheduled(parseInput(pageInputSchema, input))
    checkSlug(data)
    return data
  },
  checklistInput: pageChecklistInput,
  revalidate: (...rows) => revalidatePagePaths(...rows.map((r) => r.slug)),
  notFound,
}

export function createPage(input: unknown): Promise<PageRow> {
  return createContent(PAGES, input)
}

/** expectedVersion: the version the editor loaded; the save is refused (conflict) when it changed. null overwrites. */
export function updatePage(id: unknown, input: unknown, expectedVersion: unknown = null): Promise<PageRow> {
  return updateContent(PAGES, id, input, expectedVersion)
}

export function setPagePublished(id: unknown, published: unknown, expectedVersion: unknown = null): Promise<PageRow> {
  return setContentPublished(PAGES, id, published, expectedVersion)
}

export function deletePage(id: unknown): Promise<void> {
  return deleteContent(PAGES, id)
}

export async function countPages(): Promise<{ total: number; published: number }> {
  await requireContentAccess()
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
