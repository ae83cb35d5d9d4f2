import "server-only"

import { unstable_cache } from "next/cache"

/**
 * The cache tag of the /blog path. lib/data/revalidate.ts calls revalidatePath("/blog") after every post change,
 * which expires exactly this tag. Pages that show other posts (post pages' related and previous/next links,
 * category pages, sitemaps, the feed) carry it too, so one post's change refreshes all of them — pattern paths
 * like "/blog/[postId]" would have to name the (site) route group to match anything.
 */
export const BLOG_LIST_TAG = "_N_T_/blog"

const marker = unstable_cache(async () => true, ["lumora-blog-list-dependency"], { tags: [BLOG_LIST_TAG] })

/** Marks the page or route being rendered as depending on the list of published posts. */
export async function dependOnBlogList(): Promise<void> {
  // Outside Next (unit tests, scripts) there is no cache to tag.
  if (process.env.NEXT_RUNTIME) await marker()
}
