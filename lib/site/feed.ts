import "server-only"

import { DEFAULT_LOCALE, localeInfo, localizedPath, type Locale } from "@/lib/domain/i18n"
import { absoluteUrl } from "@/lib/domain/site"

import { bylineNames } from "./people"
import { listLatestPosts } from "./repository"
import { buildRssXml } from "./rss"
import { RSS_PATH } from "./seo"

/** How many posts a feed carries. */
const FEED_SIZE = 50

/**
 * The blog's RSS feed in one locale: that language's newest public posts (noindex ones left out), linked at their
 * addresses in it (/es/blog/{slug}), with the channel's language; the texts are the caller's (interface copy).
 */
export async function blogFeedXml(texts: { title: string; description: string }, locale: Locale = DEFAULT_LOCALE): Promise<string> {
  // Posts hidden from search engines stay out of the feed too.
  const posts = (await listLatestPosts(FEED_SIZE, locale)).filter((p) => !p.noindex)
  // The author the post page names (a person from the directory), not the agency's default byline.
  const authors = await bylineNames(posts)
  const at = (path: string) => absoluteUrl(localizedPath(locale, path))
  return buildRssXml({
    title: texts.title,
    link: at("/blog"),
    description: texts.description,
    selfUrl: at(RSS_PATH),
    language: localeInfo(locale)!.intl.toLowerCase(),
    items: posts.map((post) => ({
      title: post.title,
      link: at(`/blog/${post.slug}`),
      description: post.excerpt,
      pubDate: post.date,
      categories: [post.category, ...post.tags],
      author: authors.get(post.slug) ?? post.author,
    })),
  })
}
