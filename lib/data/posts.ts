import "server-only"

import { z } from "zod"

import type { Paged, PostRow, PublishedSummary } from "@/lib/domain/types"
import { matchesCategory } from "@/lib/domain/blog/categories"
import { matchesSearch } from "@/lib/domain/blog/search"
import { isBuildPhase } from "@/lib/server/env"
import { isSlug } from "@/lib/domain/schemas/fields"
import { DEFAULT_LOCALE, isLocale, LOCALE_TUPLE, type Locale } from "@/lib/domain/i18n"

import { requireContentAccess } from "./auth"
import { resolveBackend } from "./backend"
import { deleteDocument, getDocument } from "./documents"
import { parseInput } from "./errors"
import { normalizeListQuery } from "./list-query"

// ---- admin (drafts included): each checks the caller itself ----

export async function listPosts(q: unknown = {}): Promise<Paged<PostRow>> {
  await requireContentAccess()
  const { backend } = await resolveBackend()
  return backend.posts.list(normalizeListQuery(q))
}

export function getPostById(id: unknown): Promise<PostRow> {
  return getDocument("post", id)
}

export function deletePost(id: unknown): Promise<void> {
  return deleteDocument("post", id)
}

export async function countPosts(): Promise<{ total: number; published: number }> {
  await requireContentAccess()
  const { backend } = await resolveBackend()
  return backend.posts.counts()
}

export async function getRecentPosts(limit: unknown = 5): Promise<PostRow[]> {
  await requireContentAccess()
  const n = parseInput(z.coerce.number().int().min(1).max(50), limit)
  const { backend } = await resolveBackend()
  return backend.posts.recent(n)
}

// ---- public: published rows only, no session ----

/** The deepest offset a public list may ask for; callers clamp page numbers to it. */
export const PUBLIC_MAX_OFFSET = 1_000_000

const publicQuerySchema = z.object({
  search: z.string().max(200).optional(),
  category: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(0).max(1000),
  offset: z.coerce.number().int().min(0).max(PUBLIC_MAX_OFFSET),
  locale: z.enum(LOCALE_TUPLE).default(DEFAULT_LOCALE),
})

/**
 * The live post of a locale at a slug (never another locale's). During `next build` the database stays closed:
 * public reads see no admin posts then.
 */
export async function getPublishedPostBySlug(slug: unknown, locale: Locale = DEFAULT_LOCALE): Promise<PostRow | null> {
  if (isBuildPhase()) return null
  if (!isSlug(slug) || !isLocale(locale)) return null
  const { backend } = await resolveBackend()
  return backend.posts.getPublishedBySlug(slug, locale)
}

/**
 * PUBLIC: one page of live posts of a locale (`locale`, the default one when absent), newest first. With a search or category the blog's own rules filter them
 * (lib/domain/blog/search.ts, the same functions the read model runs), over every live post read in chunks: the public
 * blog answers those from its read model, so this path serves tests and scripts.
 */
export async function listPublishedPosts(q: unknown): Promise<{ rows: PostRow[]; total: number }> {
  const query = parseInput(publicQuerySchema, q)
  if (isBuildPhase()) return { rows: [], total: 0 }
  const { backend } = await resolveBackend()
  const search = query.search?.trim() ?? ""
  const category = query.category?.trim() ?? ""
  const locale = query.locale
  if (!search && !category) return backend.posts.listPublished({ limit: query.limit, offset: query.offset, locale })
  const matched: PostRow[] = []
  for (let offset = 0; ; offset += FILTER_CHUNK) {
    const { rows, total } = await backend.posts.listPublished({ limit: FILTER_CHUNK, offset, locale })
    for (const row of rows) if (matchesSearch(row, search) && matchesCategory(row, category)) matched.push(row)
    if (rows.length < FILTER_CHUNK || offset + FILTER_CHUNK >= total) break
  }
  return { rows: matched.slice(query.offset, query.offset + query.limit), total: matched.length }
}

const FILTER_CHUNK = 500

export async function listPublishedPostSummaries(locale: Locale = DEFAULT_LOCALE): Promise<PublishedSummary[]> {
  if (isBuildPhase() || !isLocale(locale)) return []
  const { backend } = await resolveBackend()
  return backend.posts.publishedSummaries(locale)
}
