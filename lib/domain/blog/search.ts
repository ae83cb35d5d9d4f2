import { matchesCategory } from "./categories"

type Searchable = { title: string; excerpt: string; content: string; tags: string[] }
type Sortable = { date: string; slug: string }

/** Case-insensitive substring over title, excerpt, content and tags; blank matches everything. */
export function matchesSearch(post: Searchable, query: string | null | undefined): boolean {
  return matchesSearchText(searchText(post), searchNeedle(query))
}

// Fields are joined by a character no query keeps (searchNeedle drops it), so a match never spans two fields.
const FIELD_BREAK = "\u0000"

/** What the search looks in, lower-cased once (the read model keeps it per post). */
export function searchText(post: Searchable): string {
  return [post.title, post.excerpt, post.content, ...post.tags].join(FIELD_BREAK).toLowerCase()
}

/** The query as the search compares it ("" matches everything). */
export function searchNeedle(query: string | null | undefined): string {
  return (query ?? "").replaceAll(FIELD_BREAK, "").trim().toLowerCase()
}

export function matchesSearchText(text: string, needle: string): boolean {
  return !needle || text.includes(needle)
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
