import { dependOnPublicPosts } from "@/lib/blog/cache-tags"
import { listAuthorSlugs, listNoindexPageSlugs, listNoindexPostSlugs } from "@/lib/blog/people"
import { listPageSummaries, listPostSummaries } from "@/lib/blog/repository"
import { siteSitemapUrls } from "@/lib/blog/site-sitemap"
import { buildSitemapXml } from "@/lib/blog/sitemap-xml"
import { absoluteUrl } from "@/lib/site"

// The whole public site; refreshed by lib/data/revalidate.ts after a post or page changes.
export const revalidate = 300

export async function GET() {
  await dependOnPublicPosts()
  const [posts, pages, hiddenPosts, hiddenPages, authors] = await Promise.all([
    listPostSummaries(),
    listPageSummaries(),
    listNoindexPostSlugs(),
    listNoindexPageSlugs(),
    listAuthorSlugs(),
  ])
  // "Hide from search engines" leaves a post or page out; author pages join the map.
  const urls = siteSitemapUrls(
    posts.filter((p) => !hiddenPosts.has(p.slug)),
    pages.filter((p) => !hiddenPages.has(p.slug)),
  )
  const xml = buildSitemapXml([...urls, ...authors.map((slug) => ({ loc: absoluteUrl(`/blog/author/${slug}`), changefreq: "monthly" as const, priority: 0.4 }))])
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } })
}
