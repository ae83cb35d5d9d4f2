import "server-only"

import { cache } from "react"

import { PUBLIC_MAX_OFFSET } from "@/lib/data/posts"
import { decodeParam } from "@/lib/server/http/route-param"
import { SLUG_PATTERN } from "@/lib/domain/schemas/fields"

import {
  getPublishedAdminPostBySlug,
  getPublishedAlternates,
  listPublishedAdminPageSummaries,
  listPublishedAdminPosts,
} from "./public-reads"
import { DEFAULT_LOCALE, LOCALE_CODES, localizedPath, type Locale } from "@/lib/domain/i18n"
import {
  ALL_CATEGORY,
  belongsToCategoryPage,
  categoriesOf,
  categoryPageTitle,
  toSlug,
  type BlogCategory,
} from "@/lib/domain/blog/categories"
import type { LanguageVersion } from "./alternates"
import { POSTS_PER_PAGE } from "./defaults"
import { fromAdminRow, toCard } from "./from-row"
import { pageOfMerged } from "./merge"
import { builtInTranslations, getBuiltInPosts } from "./posts"
import { currentSearchIndex, freshSearchIndex, searchIndexPage } from "./search-index"
import { adjacentPosts, relatedPosts, type PostLink } from "./related"
import { filterPosts } from "@/lib/domain/blog/search"
import type { BlogPage, BlogPost, BlogPostCard } from "./types"

/**
 * The merged public blog of one locale: built-in posts plus published admin posts of that language, one type, one
 * order. Every read takes the locale (the default one when absent) and never returns another language's post.
 */

/** `useIndex: false` asks the database even when the search index is fresh (tests compare the two). */
export type ListQuery = { search?: string; category?: string; page?: number; pageSize?: number; useIndex?: boolean; locale?: Locale }

function adminFetcher(search: string, category: string, locale: Locale) {
  return async (offset: number, limit: number) => {
    const { rows, total } = await listPublishedAdminPosts({
      search: search || undefined,
      category: category && category !== ALL_CATEGORY ? category : undefined,
      limit,
      offset,
      locale,
    })
    return { rows: rows.map(fromAdminRow), total }
  }
}

/** One page of cards for /blog; the HTML never holds more than one page, whatever the archive's size. */
export async function listPostPage(query: ListQuery = {}): Promise<BlogPage> {
  const search = (query.search ?? "").trim()
  const category = toSlug(query.category ?? "") || ALL_CATEGORY
  const pageSize = query.pageSize ?? POSTS_PER_PAGE
  const requested = Math.max(1, Math.floor(Number.isFinite(query.page) ? query.page! : 1))
  const locale = query.locale ?? DEFAULT_LOCALE
  if (query.useIndex !== false) {
    // The read model answers searches and category filters (awaited when a change made it stale, or while it is
    // first built): the blog's rules run there, once. `useIndex: false` (tests) pages through the data layer.
    // The plain list, before the model's first build is done, pages through the database (always current).
    const index = search || category !== ALL_CATEGORY ? await currentSearchIndex(locale) : freshSearchIndex(locale)
    if (index) return searchIndexPage(index, search, category, requested, pageSize)
  }
  const builtIns = filterPosts(await getBuiltInPosts(locale), { search, category })
  const fetchAdmin = adminFetcher(search, category, locale)
  // A page number far past any archive (an edited link) is clamped before it becomes an offset; the check below
  // then moves it to the last page that exists.
  let page = Math.min(requested, Math.floor((PUBLIC_MAX_OFFSET - builtIns.length) / pageSize))
  let result = await pageOfMerged(builtIns, fetchAdmin, (page - 1) * pageSize, pageSize)
  const pageCount = Math.max(1, Math.ceil(result.total / pageSize))
  if (page > pageCount) {
    // A page past the end (an old link, a shrunken archive) shows the last page instead of nothing.
    page = pageCount
    result = await pageOfMerged(builtIns, fetchAdmin, (page - 1) * pageSize, pageSize)
  }
  return { posts: result.items.map(toCard), total: result.total, page, pageCount }
}

/** Finds a post of a locale by built-in id or slug, or a published admin post of that locale by slug. */
export const findPost = cache(async (param: string, locale: Locale = DEFAULT_LOCALE): Promise<BlogPost | null> => {
  const key = decodeParam(param).trim()
  if (!key || key.length > 200) return null
  const builtIns = await getBuiltInPosts(locale)
  const builtIn = builtIns.find((p) => p.id === key || p.slug === key)
  if (builtIn) return builtIn
  if (!SLUG_PATTERN.test(key)) return null
  const row = await getPublishedAdminPostBySlug(key, locale)
  return row && row.published !== false ? fromAdminRow(row) : null
})

/**
 * The addresses of a public post's published versions, itself included ({ locale, path }: hreflang alternates):
 * a built-in post's translations are files (translationOf), an admin post's are records. Empty when it has none.
 */
export async function postAlternates(post: BlogPost): Promise<{ locale: Locale; path: string }[]> {
  if (post.source === "built-in") {
    return (await builtInTranslations(post)).map((t) => ({ locale: t.locale, path: localizedPath(t.locale, `/blog/${t.slug}`) }))
  }
  return getPublishedAlternates("post", post.id)
}

const CATEGORY_PAGE_LIMIT = 24

/**
 * The category page of a locale: category equals the slug, or a tag does (at most one static page's worth), and
 * its title (`categoryPageTitle`: the spec's rule in English, the posts' own spelling in another language).
 */
export async function listCategoryPosts(
  slug: string,
  limit = CATEGORY_PAGE_LIMIT,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ posts: BlogPostCard[]; more: boolean; title: string }> {
  const { entries } = await currentSearchIndex(locale)
  const matches = entries.filter((e) => belongsToCategoryPage(e, slug))
  return { posts: matches.slice(0, limit).map((e) => e.card), more: matches.length > limit, title: categoryPageTitle(slug, locale, matches) }
}

/** The categories a locale's public posts carry (the Spanish blog's tabs, its category pages in the site map). */
export async function listPostCategories(locale: Locale = DEFAULT_LOCALE): Promise<BlogCategory[]> {
  return categoriesOf((await currentSearchIndex(locale)).entries, locale)
}

/**
 * The category page's versions for hreflang: the languages in which the slug has posts (an empty category page
 * is no one's translation).
 */
export async function categoryVersions(slug: string): Promise<LanguageVersion[]> {
  const found = await Promise.all(
    LOCALE_CODES.map(async (locale) => ({ locale, has: (await currentSearchIndex(locale)).entries.some((e) => belongsToCategoryPage(e, slug)) })),
  )
  return found.filter((f) => f.has).map((f) => ({ locale: f.locale, path: localizedPath(f.locale, `/blog/category/${slug}`) }))
}

/** "You May Also Like": the same category, in the post's language, from the read model (both sources, one order). */
export async function listRelatedPosts(post: BlogPost): Promise<BlogPostCard[]> {
  const { entries } = await currentSearchIndex(post.locale ?? DEFAULT_LOCALE)
  return relatedPosts(post, entries).map((e) => e.card)
}

type Summary = PostLink & { date: string; updatedAt: string; noindex: boolean; translationKey: string }
type FeedPost = Pick<BlogPost, "slug" | "title" | "excerpt" | "date" | "category" | "tags" | "author"> & { noindex: boolean; authorId: string | null }

/** Slug, title and dates of every public post of a locale (sitemaps, previous/next), newest first. */
export const listPostSummaries = cache(async (locale: Locale = DEFAULT_LOCALE): Promise<Summary[]> => {
  const index = await currentSearchIndex(locale)
  return index.entries.map((e) => ({ slug: e.slug, title: e.title, date: e.date, updatedAt: e.updatedAt, noindex: e.noindex, translationKey: e.translationKey }))
})

export async function getAdjacentPosts(post: BlogPost): Promise<{ previous: PostLink | null; next: PostLink | null }> {
  const { previous, next } = adjacentPosts(post.slug, await listPostSummaries(post.locale ?? DEFAULT_LOCALE))
  const link = (p: Summary | null) => (p ? { slug: p.slug, title: p.title } : null)
  return { previous: link(previous), next: link(next) }
}

/** The newest posts of a locale (its RSS feed). */
export async function listLatestPosts(limit: number, locale: Locale = DEFAULT_LOCALE): Promise<FeedPost[]> {
  return (await currentSearchIndex(locale)).entries.slice(0, limit)
}

/** Published admin pages of a locale for the site map. */
export async function listPageSummaries(
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ slug: string; title: string; date: string; updatedAt: string; noindex: boolean; translationKey: string }[]> {
  return (await listPublishedAdminPageSummaries(locale)).map((p) => ({
    translationKey: p.translation_of ?? p.id,
    slug: p.slug,
    title: p.title,
    date: p.published_at ?? p.updated_at,
    updatedAt: p.updated_at,
    noindex: p.noindex === true,
  }))
}
