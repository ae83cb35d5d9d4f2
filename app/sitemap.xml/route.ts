import { dependOnPublicPosts } from "@/lib/blog/cache-tags"
import { listAuthorSlugs } from "@/lib/blog/people"
import { listPageSummaries, listPostSummaries } from "@/lib/blog/repository"
import { siteSitemapUrls } from "@/lib/blog/site-sitemap"
import { buildSitemapXml } from "@/lib/blog/sitemap-xml"
import { absoluteUrl } from "@/lib/domain/site"

// The whole public site; refreshed by lib/server/cache/revalidate.ts after a post or page changes.
export const revalidate = 300

export async function GET() {
  await dependOnPublicPosts()
  const [posts, pages, authors] = await Promise.all([listPostSummaries(), listPageSummaries(), listAuthorSlugs()])
  // "Hide from search engines" leaves a post or page out; author pages join the map.
  const urls = siteSitemapUrls(
    posts.filter((p) => !p.noindex),
    pages.filter((p) => !p.noindex),
  )
  const xml = buildSitemapXml([...urls, ...authors.map((slug) => ({ loc: absoluteUrl(`/blog/author/${slug}`), changefreq: "monthly" as const, priority: 0.4 }))])
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } })
}
