import "server-only"

import type { DocumentSeed } from "@/lib/backend/types"
import { CONTENT_TYPES, declarationOf, type ContentTypeName } from "@/lib/domain/content"
import type { DocumentRow, DocumentTypeName, Paged } from "@/lib/domain/types"
import { isSlug, SLUG_MAX } from "@/lib/domain/schemas/fields"
import { SITE_PATH_SEGMENTS } from "@/lib/domain/schemas/site-page"
import { isBuildPhase } from "@/lib/server/env"
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/domain/i18n"
import { SITE_PAGE_TYPE_NAME } from "@/lib/domain/content/site-page"

import { requirePermission } from "./auth"
import { resolveBackend } from "./backend"
import { normalizeListQuery } from "./list-query"

/**
 * The marketing site's documents (site pages, case studies, resources, the singletons). Writes go through the
 * generic machinery (./documents.ts: createDocument(type, …)); this module adds the reads: the admin's lists
 * (drafts included, for members) and the public reads (live documents only, no session).
 */

// ---- admin ----

export async function listDocuments(type: ContentTypeName, q: unknown = {}): Promise<Paged<DocumentRow>> {
  await requirePermission(declarationOf(type).access.read)
  const { backend } = await resolveBackend()
  return backend.documents.of(type).list(normalizeListQuery(q))
}

/** A singleton's document in a locale for its editor (drafts included), or null before it was first saved. */
export async function getSingletonDocument(type: DocumentTypeName, locale: Locale = DEFAULT_LOCALE): Promise<DocumentRow | null> {
  await requirePermission(CONTENT_TYPES[type].access.read)
  const { backend } = await resolveBackend()
  const page = await backend.documents.of(type).list(normalizeListQuery({ pageSize: 1, locale }))
  return page.rows[0] ?? null
}

// ---- public: live documents only, no session ----

/** Only a slug the type's own rule allows can name a document: anything else (a NUL byte, a space) is not found. */
function possibleSlug(type: DocumentTypeName, slug: string): boolean {
  if (slug.length > SLUG_MAX) return false
  if (type === SITE_PAGE_TYPE_NAME) return slug === "" || SITE_PATH_SEGMENTS.test(slug)
  return isSlug(slug)
}

/**
 * The live document of a locale (never another locale's: a page without its Spanish version does not exist in
 * Spanish). During `next build` the database stays closed: public reads answer "nothing" and pages use their seed.
 */
export async function getPublishedDocument(type: DocumentTypeName, slug: unknown, locale: Locale = DEFAULT_LOCALE): Promise<DocumentRow | null> {
  if (isBuildPhase()) return null
  if (typeof slug !== "string" || !possibleSlug(type, slug) || !isLocale(locale)) return null
  const { backend } = await resolveBackend()
  return backend.documents.getPublished(type, slug, locale)
}

/**
 * A singleton of a locale as visitors see it: live, or its newest version that was live while a draft waits (see
 * getLastLive). Null when the locale has none: no fallback to another language here, the caller decides.
 */
export async function getLiveSingleton(type: DocumentTypeName, locale: Locale = DEFAULT_LOCALE): Promise<DocumentRow | null> {
  if (isBuildPhase() || !isLocale(locale)) return null
  const { backend } = await resolveBackend()
  return backend.documents.getLastLive(type, type, locale)
}

export async function listPublishedDocuments(type: DocumentTypeName, locale: Locale = DEFAULT_LOCALE): Promise<DocumentRow[]> {
  if (isBuildPhase() || !isLocale(locale)) return []
  const { backend } = await resolveBackend()
  return backend.documents.listPublished(type, locale)
}

// ---- the seed ----

/**
 * Inserts the site's starting content once per database (named seed, recorded in the same transaction), skipping
 * any document an editor already created at that slug: an upgrade shows today's pages, and never overwrites an edit.
 */
export async function ensureSeeded(name: string, docs: DocumentSeed[]): Promise<number> {
  if (isBuildPhase()) return 0
  const { backend } = await resolveBackend()
  return backend.documents.seed(name, docs)
}
