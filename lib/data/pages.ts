import "server-only"

import type { Paged, PageRow, PublishedSummary } from "@/lib/domain/types"
import { isBuildPhase } from "@/lib/server/env"
import { isSlug } from "@/lib/domain/schemas/fields"
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/domain/i18n"

import { requireContentAccess } from "./auth"
import { resolveBackend } from "./backend"
import { deleteDocument, getDocument } from "./documents"
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
  if (!isSlug(slug) || !isLocale(locale)) return null
  const { backend } = await resolveBackend()
  return backend.pages.getPublishedBySlug(slug, locale)
}

export async function listPublishedPageSummaries(locale: Locale = DEFAULT_LOCALE): Promise<PublishedSummary[]> {
  if (isBuildPhase() || !isLocale(locale)) return []
  const { backend } = await resolveBackend()
  return backend.pages.publishedSummaries(locale)
}
