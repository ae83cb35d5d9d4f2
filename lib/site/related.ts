import { toSlug } from "@/lib/domain/blog/categories"
import { comparePosts } from "@/lib/domain/blog/search"

type Related = { slug: string; category: string; date: string }

const RELATED_LIMIT = 3

/** "You May Also Like": at most 3 posts of the same category, newest first, never the post itself. */
export function relatedPosts<T extends Related>(post: Related, candidates: T[], limit = RELATED_LIMIT): T[] {
  const category = toSlug(post.category)
  const seen = new Set<string>([post.slug])
  const out: T[] = []
  for (const candidate of [...candidates].sort(comparePosts)) {
    if (seen.has(candidate.slug) || toSlug(candidate.category) !== category) continue
    seen.add(candidate.slug)
    out.push(candidate)
    if (out.length === limit) break
  }
  return out
}

export type PostLink = { slug: string; title: string }

/** Previous = the next older post, next = the next newer one, in the list's own order (newest first). */
export function adjacentPosts<T extends PostLink & { date: string }>(
  slug: string,
  posts: T[],
): { previous: T | null; next: T | null } {
  const sorted = [...posts].sort(comparePosts)
  const index = sorted.findIndex((p) => p.slug === slug)
  if (index === -1) return { previous: null, next: null }
  return { previous: sorted[index + 1] ?? null, next: sorted[index - 1] ?? null }
}
