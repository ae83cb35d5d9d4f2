import "server-only"

import { unstable_cache } from "next/cache"

import { PUBLISH_EXPIRY_LEAD_MS, publishDueTag } from "@/lib/server/cache/revalidate"
import { BLOG_LIST_TAG } from "@/lib/domain/content/cache-tags"

import { getNextPublishAt } from "./public-reads"

// Pages that show other posts (post pages' related and previous/next links, category pages, sitemaps, the feed)
// carry BLOG_LIST_TAG, which lib/server/cache/revalidate.ts expires after every post change, so one post's change
// refreshes all of them: pattern paths like "/blog/[postId]" would have to name the (site) route group.
const marker = unstable_cache(async () => true, ["lumora-blog-list-dependency"], { tags: [BLOG_LIST_TAG] })

/** Marks the page or route being rendered as depending on the list of published posts. */
export async function dependOnBlogList(): Promise<void> {
  // Outside Next (unit tests, scripts) there is no cache to tag.
  if (process.env.NEXT_RUNTIME) await marker()
}

/**
 * Marks the page or route being rendered as valid only until the next scheduled publication: it carries that
 * time's tag, whose expiry lib/server/cache/revalidate.ts set (just before that instant) when the schedule was saved, so
 * the first request after it renders afresh (no cron, worker or timer). A render in the last moments before a
 * due time waits for it, so what it caches already shows the record live. The expiry is kept in the shared
 * cache-tag state (lib/server/cache/tag-state.mjs), which survives restarts; the revalidate bound is a second guard.
 */
export async function dependOnPublishSchedule(): Promise<void> {
  if (!process.env.NEXT_RUNTIME) return
  let at = await getNextPublishAt()
  // Several schedules a moment apart are waited for in turn (bounded: a render never waits long).
  for (let i = 0; i < 5 && at && Date.parse(at) - Date.now() <= PUBLISH_EXPIRY_LEAD_MS + 1_000; i++) {
    const wait = Math.max(0, Date.parse(at) - Date.now()) + 5
    await new Promise((resolve) => setTimeout(resolve, wait))
    at = await getNextPublishAt()
  }
  if (!at) return
  const seconds = Math.max(1, Math.ceil((Date.parse(at) - Date.now()) / 1000))
  await unstable_cache(async () => true, ["lumora-publish-due", at], { tags: [publishDueTag(at)], revalidate: seconds })()
}

/** Both dependencies of a page that lists or links public posts. */
export async function dependOnPublicPosts(): Promise<void> {
  await Promise.all([dependOnBlogList(), dependOnPublishSchedule()])
}
