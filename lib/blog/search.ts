import { matchesCategory } from "./categories"

type Searchable = { title: string; excerpt: string; content: string; tags: string[] }
type Sortable = { date: string; slug: string }

/** Case-insensitive substring over title, excerpt, content and tags; blank matches everything. */
export function matchesSearch(post: Searchable, query: string | null | undefined): boolean {
  const needle = (query ?? "").trim().toLowerCase()
  if (!needle) return true
  return (
    post.title.toLowerCase().includes(needle) ||
    post.excerpt.toLowerCase().includes(needle) ||
    post.content.toLowerCase().includes(needle) ||
    post.tags.some((tag) => tag.toLowerCase().includes(needle))
  )
}

export function dateValue(date: string): number {
  const value = Date.parse(date)
  return Number.isNaN(value) ? 0 : value
}

/** Newest first, ties broken by slug ascending. Negative when `a` comes first. */
export function comparePosts(a: Sortable, b: Sortable): number {
  const byDate = dateValue(b.date) - dateValue(a.date)
  if (byDate !== 0) return byDate
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0
}

export type PostFilter = { search?: string | null; category?: string | null }

export function filterPosts<T extends Searchable & Sortable & { category: string }>(posts: T[], filter: PostFilter): T[] {
  return posts
    .filter((post) => matchesSearch(post, filter.search) && matchesCategory(post, filter.category ?? ""))
    .sort(comparePosts)
}
