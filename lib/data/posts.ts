import "server-only"

import { z } from "zod"

import type { Paged, PostRow, PublishedSummary } from "@/lib/domain/types"
import { matchesCategory } from "@/lib/domain/blog/categories"
import { matchesSearch } from "@/lib/domain/blog/search"
import { isBuildPhase } from "@/lib/server/env"
import { postInputSchema, type PostInput } from "@/lib/domain/schemas/post"

import { requireContentAccess } from "./auth"
import { resolveBackend } from "./backend"
import { postChecklistInput } from "./checklist"
import { createContent, deleteContent, setContentPublished, updateContent, type ContentKindOps } from "./content-writes"
import { DataError, parseId, parseInput } from "./errors"
import { normalizeListQuery } from "./list-query"
import { checkPostPeople } from "./people"
import { isReservedPostSlug } from "@/lib/domain/reserved-slugs"
import { revalidatePostPaths } from "@/lib/server/cache/revalidate"
import { toScheduled } from "./schedule"

const notFound = () => new DataError("not_found", "Post not found")

function checkSlug(input: PostInput) {
  if (isReservedPostSlug(input.slug)) {
    throw new DataError("conflict", "Slug already in use", { fieldErrors: { slug: ["Slug already in use"] } })
  }
}

// ---- admin (drafts included): each checks the caller itself ----

export async function listPosts(q: unknown = {}): Promise<Paged<PostRow>> {
  await requireContentAccess()
  const { backend } = await resolveBackend()
  return backend.posts.list(normalizeListQuery(q))
}

export async function getPostById(id: unknown): Promise<PostRow> {
  await requireContentAccess()
  const { backend } = await resolveBackend()
  return (await backend.posts.get(parseId(id))) ?? Promise.reject(notFound())
}

const POSTS: ContentKindOps<PostRow, PostInput> = {
  kind: "post",
  store: (backend) => backend.posts,
  async parse(input) {
    const data = toScheduled(parseInput(postInputSchema, input))
    checkSlug(data)
    await checkPostPeople(data)
    return data
  },
  checklistInput: postChecklistInput,
  revalidate: (...rows) => revalidatePostPaths(...rows),
  notFound,
}

export function createPost(input: unknown): Promise<PostRow> {
  return createContent(POSTS, input)
}

/** expectedVersion: the version the editor loaded; the save is refused (conflict) when it changed. null overwrites. */
export function updatePost(id: unknown, input: unknown, expectedVersion: unknown = null): Promise<PostRow> {
  return updateContent(POSTS, id, input, expectedVersion)
}

export function setPostPublished(id: unknown, published: unknown, expectedVersion: unknown = null): Promise<PostRow> {
  return setContentPublished(POSTS, id, published, expectedVersion)
}

export function deletePost(id: unknown): Promise<void> {
  return deleteContent(POSTS, id)
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
})

/** During `next build` the database stays closed: public reads see no admin posts then. */
export async function getPublishedPostBySlug(slug: unknown): Promise<PostRow | null> {
  if (isBuildPhase()) return null
  if (typeof slug !== "string" || slug.length === 0 || slug.length > 200) return null
  const { backend } = await resolveBackend()
  return backend.posts.getPublishedBySlug(slug)
}

/**
 * PUBLIC: one page of live posts, newest first. With a search or category the blog's own rules filter them
 * (lib/domain/blog/search.ts, the same functions the read model runs), over every live post read in chunks: the public
 * blog answers those from its read model, so this path serves tests and scripts.
 */
export async function listPublishedPosts(q: unknown): Promise<{ rows: PostRow[]; total: number }> {
  const query = parseInput(publicQuerySchema, q)
  if (isBuildPhase()) return { rows: [], total: 0 }
  const { backend } = await resolveBackend()
  const search = query.search?.trim() ?? ""
  const category = query.category?.trim() ?? ""
  if (!search && !category) return backend.posts.listPublished({ limit: query.limit, offset: query.offset })
  const matched: PostRow[] = []
  for (let offset = 0; ; offset += FILTER_CHUNK) {
    const { rows, total } = await backend.posts.listPublished({ limit: FILTER_CHUNK, offset })
    for (const row of rows) if (matchesSearch(row, search) && matchesCategory(row, category)) matched.push(row)
    if (rows.length < FILTER_CHUNK || offset + FILTER_CHUNK >= total) break
  }
  return { rows: matched.slice(query.offset, query.offset + query.limit), total: matched.length }
}

const FILTER_CHUNK = 500

export async function listPublishedPostSummaries(): Promise<PublishedSummary[]> {
  if (isBuildPhase()) return []
  const { backend } = await resolveBackend()
  return backend.posts.publishedSummaries()
}
