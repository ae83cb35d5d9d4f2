import { dependOnPublicPosts } from "@/lib/blog/cache-tags"
import { listNoindexPostSlugs } from "@/lib/blog/people"
import { listPostSummaries } from "@/lib/blog/repository"
import { blogSitemapUrls, buildSitemapXml } from "@/lib/blog/sitemap-xml"
import { SITE } from "@/lib/site"

// Cached like the pages; lib/data/revalidate.ts refreshes it when a post changes.
export const revalidate = 300

export async function GET() {
  await dependOnPublicPosts()
  const [posts, hidden] = await Promise.all([listPostSummaries(), listNoindexPostSlugs()])
  const xml = buildSitemapXml(blogSitemapUrls(posts.filter((p) => !hidden.has(p.slug)), SITE.url))
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } })
}
