import { dependOnPublicPosts } from "@/lib/blog/cache-tags"
import { listAuthorSlugs } from "@/lib/blog/people"
import { listPageSummaries, listPostSummaries } from "@/lib/blog/repository"
import { dependOnSiteContent, listSitemapDocuments } from "@/lib/blog/site-documents"
import { siteSitemapUrls, withAlternates } from "@/lib/blog/site-sitemap"
import { buildSitemapXml } from "@/lib/blog/sitemap-xml"
import { absoluteUrl } from "@/lib/domain/site"
import { LOCALE_CODES, type Locale } from "@/lib/domain/i18n"

// The whole public site; refreshed by lib/server/cache/revalidate.ts after a post or page changes, and after any site
// document change (the site-content tag).
export const revalidate = 300

/** Every language's pages: what has a version in it, at that language's address. */
async function urlsIn(locale: Locale) {
  const [posts, pages, documents] = await Promise.all([listPostSummaries(locale), listPageSummaries(locale), listSitemapDocuments(locale)])
  // "Hide from search engines" leaves a post, page or site document out.
  return siteSitemapUrls(
    posts.filter((p) => !p.noindex),
    pages.filter((p) => !p.noindex),
    documents,
    locale,
  )
}

export async function GET() {
  await Promise.all([dependOnPublicPosts(), dependOnSiteContent()])
  const [perLocale, authors] = await Promise.all([Promise.all(LOCALE_CODES.map(urlsIn)), listAuthorSlugs()])
  // Author pages (English only for now) join the map.
  const xml = buildSitemapXml(
    withAlternates([...perLocale.flat(), ...authors.map((slug) => ({ loc: absoluteUrl(`/blog/author/${slug}`), changefreq: "monthly" as const, priority: 0.4 }))]),
  )
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } })
}
