import "server-only"

import { revalidatePath, revalidateTag } from "next/cache"

import { BLOG_LIST_TAG, bumpPublishedPostsVersion } from "@/lib/server/cache/published-posts-version"
import { REDIRECTS_TAG } from "@/lib/server/redirects/table-state"

import { toSlug } from "@/lib/domain/blog/categories"

import { currentContext } from "@/lib/server/request/context"

function revalidate(path: string, type?: "page" | "layout") {
  try {
    revalidatePath(path, type)
  } catch (err) {
    // Outside a Next request (tests, scripts) there is no cache to invalidate.
    if (process.env.NEXT_RUNTIME) console.error(`[revalidate] ${path}:`, err)
  }
}

/** Expires a cache tag now (or in `seconds`): every server's next request renders afresh what carries it. */
function expireTag(tag: string, seconds = 0) {
  try {
    revalidateTag(tag, { expire: seconds })
  } catch (err) {
    console.error(`[revalidate] ${tag}:`, err)
  }
}

async function insideNext(): Promise<boolean> {
  const ctx = await currentContext().catch(() => null)
  return !!ctx && !ctx.backend
}

type PostPaths = { slug: string; category?: string; tags?: readonly string[] }

/**
 * The one place that refreshes public pages after a post changes. Pass the row before and after the
 * change. Category pages the post was or is listed on are revalidated by their literal URL: a route pattern
 * ("/blog/category/[categorySlug]") only marks cached pages stale, so their next request would still serve the
 * old list once; the pattern stays for the pages that only show it in passing (related posts, previous/next).
 */
export async function revalidatePostPaths(...posts: (PostPaths | string | null | undefined)[]): Promise<void> {
  bumpPublishedPostsVersion()
  if (!(await insideNext())) return
  const rows = posts.filter(Boolean).map((p) => (typeof p === "string" ? { slug: p } : (p as PostPaths)))
  expireTag(BLOG_LIST_TAG)
  revalidate("/blog")
  for (const slug of new Set(rows.map((r) => r.slug).filter(Boolean))) {
    revalidate(`/blog/${slug}`)
    revalidate(`/blog/${slug}/og`)
  }
  const categories = new Set(rows.flatMap((r) => [r.category ?? "", ...(r.tags ?? [])].map(toSlug)).filter(Boolean))
  for (const category of categories) revalidate(`/blog/category/${category}`)
  revalidate("/blog/category/[categorySlug]", "page")
  revalidate("/blog/[postId]", "page")
  revalidate("/sitemap.xml")
  revalidate("/blog/sitemap.xml")
  revalidate("/blog/rss.xml")
}

/** After a page changes: its public path and the sitemap. */
export async function revalidatePagePaths(...slugs: (string | null | undefined)[]): Promise<void> {
  if (!(await insideNext())) return
  for (const slug of new Set(slugs.filter(Boolean))) revalidate(`/${slug}`)
  revalidate("/sitemap.xml")
}

/** The cache tag of public output rendered while `at` was the next scheduled publication. */
export function publishDueTag(at: string): string {
  return `lumora-publish-due-${Date.parse(at)}`
}

/**
 * Output tagged with a due time expires this long before it, so that no request after the due time can find it
 * (Next applies an expiry a few milliseconds after it is requested). A render in that last stretch waits for the
 * due time instead (lib/blog/cache-tags.ts), so it never caches the record as not yet live.
 */
export const PUBLISH_EXPIRY_LEAD_MS = 2_000

/**
 * Schedules the expiry of everything rendered under this due time's tag, just before that time (Next's own
 * cache bookkeeping: no timer or worker runs). The first request after it renders afresh, with the record live.
 */
export async function expireAtPublishTime(at: string | null): Promise<void> {
  if (!at || !(await insideNext())) return
  const seconds = Math.max(0.001, (Date.parse(at) - PUBLISH_EXPIRY_LEAD_MS - Date.now()) / 1000)
  expireTag(publishDueTag(at), seconds)
}

/** After a person changes: their author page(s), posts naming them (bylines) and the sitemap. */
export async function revalidatePersonPaths(...slugs: (string | null | undefined)[]): Promise<void> {
  if (!(await insideNext())) return
  // Post pages and author pages carry the blog-list tag (their bylines and lists): one expiry refreshes them.
  expireTag(BLOG_LIST_TAG)
  for (const slug of new Set(slugs.filter(Boolean))) revalidate(`/blog/author/${slug}`)
  revalidate("/sitemap.xml")
}

/** Tells every server (through the shared cache-tag state) that the redirect table changed. */
export async function announceRedirectsChanged(): Promise<void> {
  if (!(await insideNext())) return
  expireTag(REDIRECTS_TAG)
}
