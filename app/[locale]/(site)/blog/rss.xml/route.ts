import { dependOnPublicPosts } from "@/lib/blog/cache-tags"
import { bylineNames } from "@/lib/blog/people"
import { listLatestPosts } from "@/lib/blog/repository"
import { buildRssXml } from "@/lib/blog/rss"
import { BLOG_DESCRIPTION, RSS_PATH } from "@/lib/blog/seo"
import { absoluteUrl, SITE } from "@/lib/domain/site"

import { type LocaleParams, localeStaticParams, routeLocale } from "@/app/[locale]/page-locale"

export const revalidate = 300
export const generateStaticParams = localeStaticParams

export async function GET(_request: Request, { params }: { params: LocaleParams }) {
  if (!(await routeLocale(params))) return new Response("Not found", { status: 404 })
  await dependOnPublicPosts()
  // Posts hidden from search engines stay out of the feed too.
  const posts = (await listLatestPosts(50)).filter((p) => !p.noindex)
  // The author the post page names (a person from the directory), not the agency's default byline.
  const authors = await bylineNames(posts)
  const xml = buildRssXml({
    title: SITE.blogName,
    link: absoluteUrl("/blog"),
    description: BLOG_DESCRIPTION,
    selfUrl: absoluteUrl(RSS_PATH),
    items: posts.map((post) => ({
      title: post.title,
      link: absoluteUrl(`/blog/${post.slug}`),
      description: post.excerpt,
      pubDate: post.date,
      categories: [post.category, ...post.tags],
      author: authors.get(post.slug) ?? post.author,
    })),
  })
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } })
}
