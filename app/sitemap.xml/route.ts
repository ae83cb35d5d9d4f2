import { dependOn } from "@/lib/site/cache-tags"
import { authorSlugsByLocale } from "@/lib/site/people"
import { listPageSummaries, listPostCategories, listPostSummaries } from "@/lib/site/repository"
import { listSitemapDocuments } from "@/lib/site/site-documents"
import { blogTaxonomyUrls, siteSitemapUrls, withAlternates } from "@/lib/site/site-sitemap"
import { buildSitemapXml } from "@/lib/site/sitemap-xml"
import { SITEMAP_TYPE_NAMES } from "@/lib/site/site-types"
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from "@/lib/domain/i18n"

// The whole public site; refreshed by lib/server/cache/revalidate.ts after a post or page changes, and after any site
// document change (the site-content tag).
export const revalidate = 300

/** Every language's pages: what has a version in it, at that language's address. */
async function urlsIn(locale: Locale) {
  const [posts, pages, documents] = await Promise.all([listPostSummaries(locale), listPageSummaries(locale), listSitemapDocuments(locale)])
  // "Hide from search engines" leaves a post, page or site document out.
  return siteSitemapUrls({ ...documents, post: posts.filter((p) => !p.noindex), page: pages.filter((p) => !p.noindex) }, locale)
}

/** A language's category pages (the default language's are among its fixed pages) and its authors' pages. */
async function taxonomyIn(locale: Locale, authors: string[]) {
  const categories = locale === DEFAULT_LOCALE ? [] : await listPostCategories(locale)
  return blogTaxonomyUrls(
    locale,
    categories.map((c) => c.slug),
    authors,
  )
}

export async function GET() {
  await dependOn(...SITEMAP_TYPE_NAMES)
  const [perLocale, taxonomy] = await Promise.all([
    Promise.all(LOCALE_CODES.map(urlsIn)),
    authorSlugsByLocale().then((authors) => Promise.all(LOCALE_CODES.map((locale) => taxonomyIn(locale, authors[locale])))),
  ])
  // Each address with its versions in the other languages (xhtml:link), as its page's hreflang links name them.
  const xml = buildSitemapXml(withAlternates([...perLocale.flat(), ...taxonomy.flat()]))
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } })
}
