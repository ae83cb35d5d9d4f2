import "server-only"

import { publishedPostsVersion } from "@/lib/server/cache/published-posts-version"

import { getNextPublishAt, listPublishedAdminPosts } from "./public-reads"
import { fromAdminRow, toCard } from "./from-row"
import { getBuiltInPosts } from "./posts"
import { ALL_CATEGORY, matchesCategorySlugs, toSlug } from "@/lib/domain/blog/categories"
import { comparePosts, matchesSearchText, searchNeedle, searchText } from "@/lib/domain/blog/search"
import type { BlogPage, BlogPost, BlogPostCard } from "./types"
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/i18n"

/**
 * An in-memory search index of the public blog in one locale (built-in + published admin posts of that language,
 * one order; each locale has its own, so an English search never returns a Spanish post). A substring
 * search over 10,000 bodies answers in a few milliseconds here, where the database scans every row. It only
 * ever answers while it is provably fresh; otherwise the caller asks the database (always correct) and a
 * rebuild starts in the background.
 */
type IndexEntry = {
  card: BlogPostCard
  /** The post's id in analytics: an admin post's record id, "mdx:<file>" for a built-in post. */
  contentId: string
  title: string
  slug: string
  date: string
  updatedAt: string
  excerpt: string
  author: string
  /** The people directory's author of an admin post (its byline's name is looked up where it is shown). */
  authorId: string | null
  category: string
  tags: string[]
  categorySlug: string
  tagSlugs: string[]
  haystack: string
  /** Hidden from search engines: public, but left out of sitemaps and feeds. */
  noindex: boolean
  /** The same for every language version of the post (site map alternates): its original's id or file. */
  translationKey: string
}
type Entry = IndexEntry
/**
 * dueAt: when a scheduled post goes live, the index is out of date (Infinity when none is waiting).
 * version: the published-posts version it was built at; a post change in this process moves it.
 */
type SearchIndex = { builtAt: number; dueAt: number; version: number; entries: Entry[]; locale?: Locale }
type Index = SearchIndex

// A backstop for changes the version does not see (a script writing to the database directly); other servers'
// changes arrive through the shared cache-tag state (lib/server/cache/published-posts-version.ts).
const MAX_AGE_MS = 10 * 60 * 1000
// Small reads: the embedded database runs on this thread, so one big query would stall other requests.
const CHUNK = 250

function entryOf(post: BlogPost): Entry {
  return {
    card: toCard(post),
    contentId: post.source === "admin" ? post.id : `mdx:${post.id}`,
    title: post.title,
    slug: post.slug,
    date: post.date,
    updatedAt: post.updatedAt,
    excerpt: post.excerpt,
    author: post.author,
    authorId: (post.source === "admin" && post.people?.authorId) || null,
    category: post.category,
    tags: post.tags,
    categorySlug: toSlug(post.category),
    tagSlugs: post.tags.map(toSlug),
    haystack: searchText(post),
    noindex: /noindex/i.test(post.robots),
    translationKey: post.source === "admin" ? (post.translationOf ?? post.id) : `mdx:${post.translationOf ?? post.slug}`,
  }
}

async function build(locale: Locale): Promise<Index> {
  const builtAt = Date.now()
  // Read before the posts: a change during the build leaves the index stale already.
  const version = publishedPostsVersion()
  const next = await getNextPublishAt()
  const dueAt = next ? Date.parse(next) : Infinity
  const builtIns = await getBuiltInPosts(locale)
  const seen = new Set(builtIns.map((p) => p.slug))
  const posts: BlogPost[] = [...builtIns]
  for (let offset = 0; ; offset += CHUNK) {
    const { rows, total } = await listPublishedAdminPosts({ limit: CHUNK, offset, locale })
    for (const row of rows) {
      if (row.published === false || seen.has(row.slug)) continue
      seen.add(row.slug)
      posts.push(fromAdminRow(row))
    }
    if (rows.length < CHUNK || offset + CHUNK >= total) break
  }
  return { builtAt, dueAt, version, entries: posts.sort(comparePosts).map(entryOf), locale }
}

type State = { index: Index | null; building: Promise<Index> | null }
const KEY = Symbol.for("lumora.blog-search-indexes")
const globals = globalThis as Record<symbol, unknown>
// One state per locale.
const states = (globals[KEY] as Map<Locale, State> | undefined) ?? new Map<Locale, State>()
globals[KEY] = states
function stateOf(locale: Locale): State {
  let state = states.get(locale)
  if (!state) states.set(locale, (state = { index: null, building: null }))
  return state
}

function isFresh(index: Index): boolean {
  const now = Date.now()
  return now - index.builtAt < MAX_AGE_MS && now < index.dueAt && index.version === publishedPostsVersion()
}

/** Builds (or joins the build of) a new index of a locale. */
export function rebuildSearchIndex(locale: Locale = DEFAULT_LOCALE): Promise<Index> {
  const state = stateOf(locale)
  if (!state.building) {
    state.building = build(locale)
      .then((index) => {
        // A change during the build leaves it stale already; isFresh() will say so.
        state.index = index
        return index
      })
      .finally(() => {
        state.building = null
      })
  }
  return state.building
}

/** The locale's index when it is fresh; otherwise null, and a rebuild starts in the background. */
export function freshSearchIndex(locale: Locale = DEFAULT_LOCALE): Index | null {
  const state = stateOf(locale)
  if (state.index && isFresh(state.index)) return state.index
  rebuildSearchIndex(locale).catch((error: unknown) => console.error("[blog] search index build failed", error))
  return null
}

/**
 * The read model, current: the index when it is fresh, else a rebuild awaited (twice at most, when a change lands
 * during the first). Filtered reads (search, categories, related posts) always come from here, so the blog's
 * rules run in one place.
 */
export async function currentSearchIndex(locale: Locale = DEFAULT_LOCALE): Promise<Index> {
  const state = stateOf(locale)
  if (state.index && isFresh(state.index)) return state.index
  let index = await rebuildSearchIndex(locale)
  if (!isFresh(index)) index = await rebuildSearchIndex(locale)
  return index
}

/** Drops every locale's index (tests, or after changes made outside Next). */
export function invalidateSearchIndex() {
  for (const state of states.values()) state.index = null
}

/** One page of results: the list's rules over the index, newest first. */
export function searchIndexPage(index: Index, search: string, category: string, page: number, pageSize: number): BlogPage {
  const needle = searchNeedle(search)
  const wanted = category === ALL_CATEGORY ? "" : toSlug(category)
  const matches = index.entries.filter((e) => matchesSearchText(e.haystack, needle) && matchesCategorySlugs(e.categorySlug, e.tagSlugs, wanted))
  const pageCount = Math.max(1, Math.ceil(matches.length / pageSize))
  const current = Math.min(Math.max(1, page), pageCount)
  return {
    posts: matches.slice((current - 1) * pageSize, current * pageSize).map((e) => e.card),
    total: matches.length,
    page: current,
    pageCount,
  }
}
