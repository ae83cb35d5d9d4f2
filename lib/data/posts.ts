import "server-only"

import { z } from "zod"

import type { Paged, PostRow, PublishedSummary } from "@/lib/backend/types"
import { isBuildPhase } from "@/lib/env"
import { postInputSchema, type PostInput } from "@/lib/schemas/post"

import { requireAdmin } from "./auth"
import { resolveBackend } from "./backend"
import { DataError, parseId, parseInput } from "./errors"
import { normalizeListQuery } from "./list-query"
import { followContentMove } from "./redirects"
import { isReservedPostSlug } from "./reserved-slugs"
import { expireAtPublishTime, revalidatePostPaths } from "./revalidate"
import { toScheduled } from "./schedule"

const notFound = () => new DataError("not_found", "Post not found")

function checkSlug(input: PostInput) {
  if (isReservedPostSlug(input.slug)) {
    throw new DataError("conflict", "Slug already in use", { fieldErrors: { slug: ["Slug already in use"] } })
  }
}

// ---- admin (drafts included): each checks the caller itself ----

export async function listPosts(q: unknown = {}): Promise<Paged<PostRow>> {
  await requireAdmin()
  const { backend } = await resolveBackend()
  return backend.posts.list(normalizeListQuery(q))
}

export async function getPostById(id: unknown): Promise<PostRow> {
  await requireAdmin()
  const { backend } = await resolveBackend()
  return (await backend.posts.get(parseId(id))) ?? Promise.reject(notFound())
}

export async function createPost(input: unknown): Promise<PostRow> {
  await requireAdmin()
  const data = toScheduled(parseInput(postInputSchema, input))
  checkSlug(data)
  const { backend } = await resolveBackend()
  const row = await backend.posts.create(data)
  await followContentMove(backend, "post", null, row)
  await revalidatePostPaths(row)
  await expireAtPublishTime(row.publish_at)
  return row
}

export async function updatePost(id: unknown, input: unknown): Promise<PostRow> {
  await requireAdmin()
  const postId = parseId(id)
  const data = toScheduled(parseInput(postInputSchema, input))
  checkSlug(data)
  const { backend } = await resolveBackend()
  const before = await backend.posts.get(postId)
  if (!before) throw notFound()
  const row = await backend.posts.update(postId, data)
  if (!row) throw notFound()
  await followContentMove(backend, "post", before, row)
  await revalidatePostPaths(before, row)
  await expireAtPublishTime(row.publish_at)
  return row
}

export async function setPostPublished(id: unknown, published: unknown): Promise<PostRow> {
  await requireAdmin()
  const postId = parseId(id)
  const flag = parseInput(z.boolean({ error: "Published must be true or false" }), published)
  const { backend } = await resolveBackend()
  const row = await backend.posts.setPublished(postId, flag)
  if (!row) throw notFound()
  await followContentMove(backend, "post", null, row)
  await revalidatePostPaths(row)
  return row
}

export async function deletePost(id: unknown): Promise<void> {
  await requireAdmin()
  const { backend } = await resolveBackend()
  const row = await backend.posts.remove(parseId(id))
  if (!row) throw notFound()
  await revalidatePostPaths(row)
}

export async function countPosts(): Promise<{ total: number; published: number }> {
  await requireAdmin()
  const { backend } = await resolveBackend()
  return backend.posts.counts()
}

export async function getRecentPosts(limit: unknown = 5): Promise<PostRow[]> {
  await requireAdmin()
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

export async function listPublishedPosts(q: unknown): Promise<{ rows: PostRow[]; total: number }> {
  const query = parseInput(publicQuerySchema, q)
  if (isBuildPhase()) return { rows: [], total: 0 }
  const { backend } = await resolveBackend()
  return backend.posts.listPublished(query)
}

export async function listPublishedPostSummaries(): Promise<PublishedSummary[]> {
  if (isBuildPhase()) return []
  const { backend } = await resolveBackend()
  return backend.posts.publishedSummaries()
}
