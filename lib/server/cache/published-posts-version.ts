import { tagChangedAt } from "./shared-tag-times"

/**
 * The version of the published posts that in-memory read models (the blog's search index) compare with the one
 * they were built at, rebuilding when it has moved. It moves when this process changes a post (the data layer
 * bumps it) and when any server expires the public blog tag: the shared cache-tag state (lib/server/cache/tag-state.mjs,
 * fed by every server through the database) tells this process of changes made elsewhere.
 */

/**
 * The one public cache tag of everything that lists or links published posts (the blog, post pages' related and
 * previous/next links, category pages, sitemaps, the feed). lib/server/cache/revalidate.ts expires it after any change.
 */
export const BLOG_LIST_TAG = "lumora-blog-list"

const KEY = Symbol.for("lumora.published-posts-version")
const globals = globalThis as Record<symbol, unknown>

export function publishedPostsVersion(): number {
  const local = (globals[KEY] as number | undefined) ?? 0
  return Math.max(local, tagChangedAt(BLOG_LIST_TAG))
}

export function bumpPublishedPostsVersion(): void {
  globals[KEY] = Math.max(publishedPostsVersion() + 1, performance.timeOrigin + performance.now())
}
