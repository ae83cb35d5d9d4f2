import { dependOnPublicPosts } from "@/lib/blog/cache-tags"
import { listPostSummaries } from "@/lib/blog/repository"
import { blogSitemapUrls, buildSitemapXml } from "@/lib/blog/sitemap-xml"
import { SITE } from "@/lib/domain/site"

// Cached like the pages; lib/server/cache/revalidate.ts refreshes it when a post changes.
export const revalidate = 300

export async function GET() {
  await dependOnPublicPosts()
  const xml = buildSitemapXml(blogSitemapUrls((await listPostSummaries()).filter((p) => !p.noindex), SITE.url))
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } })
}
