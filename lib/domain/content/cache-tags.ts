/** Cache tags the public pages carry, named once: the data layer expires them, the pages depend on them. */

/**
 * The one public cache tag of everything that lists or links published posts (the blog, post pages' related and
 * previous/next links, category pages, author pages, sitemaps, the feed). It is expired after any post or person change.
 */
export const BLOG_LIST_TAG = "lumora-blog-list"
