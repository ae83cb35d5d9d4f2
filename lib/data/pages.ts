import "server-only"

import type { Paged, PageRow, PublishedSummary } from "@/lib/domain/types"
import { isBuildPhase } from "@/lib/server/env"
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/domain/i18n"

import { requireContentAccess } from "./auth"
import { resolveBackend } from "./backend"
import { createDocument, deleteDocument, getDocument, setDocumentPublished, updateDocument } from "./documents"
import { normalizeListQuery } from "./list-query"

// ---- admin (drafts included): each checks the caller itself ----

export async function listPages(q: unknown = {}): Promise<Paged<PageRow>> {
  await requireContentAccess()
  const { backend } = await resolveBackend()
  return backend.pages.list(normalizeListQuery(q))
}

export function getPageById(id: unknown): Promise<PageRow> {
  return getDocument("page", id)
}

export function createPage(input: unknown): Promise<PageRow> {
  return createDocument("page", input)
}

/** expectedVersion: the version the editor loaded; the save is refused (conflict) when it changed. null overwrites. */
export function updatePage(id: unknown, input: unknown, expectedVersion: unknown = null): Promise<PageRow> {
  return updateDocument("page", id, input, expectedVersion)
}

export function setPagePublished(id: unknown, published: unknown, expectedVersion: unknown = null): Promise<PageRow> {
  return setDocumentPublished("page", id, published, expectedVersion)
}

export function deletePage(id: unknown): Promise<void> {
  return deleteDocument("page", id)
}

export async function countPages(): Promise<{ total: number; published: number }> {
  await requireContentAccess()
  const { backend } = await resolveBackend()
  return backend.pages.counts()
}

// ---- public: published rows only, no session ----

/**
 * The live page of a locale at a slug (never another locale's). During `next build` the database stays closed:
 * public reads see no admin pages then.
 */
export async function getPublishedPageBySlug(slug: unknown, locale: Locale = DEFAULT_LOCALE): Promise<PageRow | null> {
  if (isBuildPhase()) return null
  if (typeof slug !== "string" || slug.length === 0 || slug.length > 200 || !isLocale(locale)) return null
  const { backend } = await resolveBackend()
  return backend.pages.getPublishedBySlug(slug, locale)
}

export async function listPublishedPageSummaries(locale: Locale = DEFAULT_LOCALE): Promise<PublishedSummary[]> {
  if (isBuildPhase() || !isLocale(locale)) return []
  const { backend } = await resolveBackend()
  return backend.pages.publishedSummaries(locale)
}
