/** Cache tags the public pages carry, named once: the data layer expires them, the pages depend on them. */

/**
 * The one public cache tag of everything that lists or links published posts (the blog, post pages' related and
 * previous/next links, category pages, author pages, sitemaps, the feed). It is expired after any post or person change.
 */
export const BLOG_LIST_TAG = "lumora-blog-list"

/**
 * The public cache tag of everything that shows a site document: every page reads the navigation, footer and contact
 * details through the site layout, and the marketing pages their sections, case studies and resources. It is expired
 * after any document change, so a menu edit reaches every page at once.
 */
export const SITE_CONTENT_TAG = "lumora-site-content"
