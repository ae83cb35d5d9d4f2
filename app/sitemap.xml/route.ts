import { dependOnPublicPosts } from "@/lib/blog/cache-tags"
import { listAuthorSlugs } from "@/lib/blog/people"
import { listPageSummaries, listPostSummaries } from "@/lib/blog/repository"
import { dependOnSiteContent, listSitemapDocuments } from "@/lib/blog/site-documents"
import { siteSitemapUrls } from "@/lib/blog/site-sitemap"
import { buildSitemapXml } from "@/lib/blog/sitemap-xml"
import { absoluteUrl } from "@/lib/domain/site"

// The whole public site; refreshed by lib/server/cache/revalidate.ts after a post or page changes, and after any site
// document change (the site-content tag).
export const revalidate = 300

export async function GET() {
  await Promise.all([dependOnPublicPosts(), dependOnSiteContent()])
  const [posts, pages, authors, documents] = await Promise.all([listPostSummaries(), listPageSummaries(), listAuthorSlugs(), listSitemapDocuments()])
  // "Hide from search engines" leaves a post, page or site document out; author pages join the map.
  const urls = siteSitemapUrls(
    posts.filter((p) => !p.noindex),
    pages.filter((p) => !p.noindex),
    documents,
  )
  const xml = buildSitemapXml([...urls, ...authors.map((slug) => ({ loc: absoluteUrl(`/blog/author/${slug}`), changefreq: "monthly" as const, priority: 0.4 }))])
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } })
}
