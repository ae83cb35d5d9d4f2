import { dependOnPublicPosts } from "@/lib/blog/cache-tags"
import { listPageSummaries, listPostSummaries } from "@/lib/blog/repository"
import { siteSitemapUrls } from "@/lib/blog/site-sitemap"
import { buildSitemapXml } from "@/lib/blog/sitemap-xml"

// The whole public site; refreshed by lib/data/revalidate.ts after a post or page changes.
export const revalidate = 300

export async function GET() {
  await dependOnPublicPosts()
  const [posts, pages] = await Promise.all([listPostSummaries(), listPageSummaries()])
  const xml = buildSitemapXml(siteSitemapUrls(posts, pages))
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } })
}
