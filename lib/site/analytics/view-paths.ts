import "server-only"

import type { ContentRef } from "@/lib/domain/analytics/types"
import { lookupViewPath } from "@/lib/domain/analytics/view-paths"
import { SITE } from "@/lib/domain/site"
import { publishedPostsVersion } from "@/lib/server/cache/published-posts-version"
import { lastCacheChange } from "@/lib/server/cache/shared-tag-times"
import { LOCALE_CODES, localizedPath } from "@/lib/domain/i18n"
import { categoriesOf } from "@/lib/domain/blog/categories"

import { authorSlugsByLocale } from "@/lib/site/people"
import { getNextPublishAt, listPublishedAdminPageSummaries } from "@/lib/site/public-reads"
import { currentSearchIndex } from "@/lib/site/search-index"
import { staticSiteUrls } from "@/lib/site/site-sitemap"

/**
 * Which paths a page view may name (this site's public pages: a view of anything else is refused), and the post
 * or page a path shows. Built from the site map's sources and kept per server until the site changes (a publish, an
 * unpublish, a scheduled publication reaching its time: on this server or another, as the shared cache-tag state
 * tells), so a page published a moment ago is known to its very first view; and rebuilt in the background after a
 * minute at most, for anything that changes without a cache tag.
 */
export type ViewPathTarget = { known: boolean; content: (ContentRef & { title: string }) | null }

/** `dueAt`: the next scheduled publication when it was built (epoch ms; Infinity: none), at which it is old. */
type PathTable = { at: number; change: number; dueAt: number; fixed: Set<string>; content: Map<string, ContentRef & { title: string }> }

const MAX_AGE_MS = 60_000

let table: PathTable | null = null
let building: Promise<PathTable> | null = null

/**
 * The moment up to which a path table must know the site's changes: the last change any server made to what is
 * cached (or now, while that cannot be known: the shared state is catching up with another server's news), and a
 * scheduled publication whose time has come since the table was built (its page is live from then on, with no change
 * to announce it). In the clock of lib/server/cache/tag-state.mjs (milliseconds since the epoch, as Date.now()).
 */
export function siteChangeStamp(): number {
  const due = table && table.dueAt <= Date.now() ? table.dueAt : 0
  return Math.max(lastCacheChange() ?? performance.timeOrigin + performance.now(), publishedPostsVersion(), due)
}

async function build(): Promise<PathTable> {
  // Read before the sources: a change during the build leaves the table stale already.
  const change = siteChangeStamp()
  const [next, authorsOf, perLocale] = await Promise.all([
    getNextPublishAt(),
    authorSlugsByLocale(),
    Promise.all(
      LOCALE_CODES.map(async (locale) => ({
        locale,
        index: await currentSearchIndex(locale),
        pages: await listPublishedAdminPageSummaries(locale),
      })),
    ),
  ])
  const staticPaths = staticSiteUrls().map((u) => u.loc.slice(SITE.url.length) || "/")
  const fixed = new Set<string>()
  const content = new Map<string, ContentRef & { title: string }>()
  // Every language's addresses: the fixed pages under its prefix, its categories and authors, its posts and pages.
  for (const { locale, index, pages } of perLocale) {
    for (const path of [...staticPaths, "/blog/sitemap"]) fixed.add(localizedPath(locale, path))
    for (const c of categoriesOf(index.entries, locale)) fixed.add(localizedPath(locale, `/blog/category/${c.slug}`))
    for (const slug of authorsOf[locale]) fixed.add(localizedPath(locale, `/blog/author/${slug}`))
    for (const e of index.entries) content.set(localizedPath(locale, `/blog/${encodeURIComponent(e.slug)}`), { type: "post", id: e.contentId, title: e.title })
    for (const p of pages) content.set(localizedPath(locale, `/${encodeURIComponent(p.slug)}`), { type: "page", id: p.id, title: p.title })
  }
  return { at: Date.now(), change, dueAt: next ? Date.parse(next) : Infinity, fixed, content }
}

/** Builds (or joins the build of) a new table. */
function rebuild(): Promise<PathTable> {
  building ??= build()
    .then((t) => (table = t))
    .finally(() => (building = null))
  return building
}

async function currentTable(): Promise<PathTable> {
  const change = siteChangeStamp()
  if (table && table.change >= change) {
    // Only old: the previous table answers while a rebuild runs.
    if (Date.now() - table.at >= MAX_AGE_MS) rebuild().catch((error: unknown) => console.error("[analytics] view paths rebuild failed", error))
    return table
  }
  // The site changed since: the view waits for a table that knows the change (a build that started before it is
  // followed by one more).
  let next = await rebuild()
  if (next.change < change) next = await rebuild()
  return next
}

export async function viewPathTarget(path: string): Promise<ViewPathTarget> {
  return lookupViewPath(await currentTable(), path)
}

/**
 * The table as plain data, for the intake's worker thread (the rule itself is lib/domain/analytics/view-paths.ts);
 * `changedAt`: the siteChangeStamp() it knows.
 */
export async function viewPathList(): Promise<{ changedAt: number; fixed: string[]; content: [path: string, type: ContentRef["type"], id: string][] }> {
  const t = await currentTable()
  return { changedAt: t.change, fixed: [...t.fixed], content: [...t.content].map(([path, c]) => [path, c.type, c.id]) }
}

/** Titles and paths of posts and pages by analytics id, for the reports. */
export async function contentDirectory(): Promise<Map<string, { path: string; title: string }>> {
  const t = await currentTable()
  const map = new Map<string, { path: string; title: string }>()
  for (const [path, c] of t.content) map.set(`${c.type}:${c.id}`, { path, title: c.title })
  return map
}
