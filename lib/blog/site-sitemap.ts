import { absoluteUrl, RESOURCES_MENU, SERVICES } from "@/lib/domain/site"
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/domain/i18n"

import { ALL_CATEGORY, BLOG_CATEGORIES } from "@/lib/domain/blog/categories"
import { SITE_SEEDS } from "@/lib/domain/seed"
import { isoDay } from "./dates"
import type { SitemapUrl } from "./sitemap-xml"

type Dated = { slug: string; date: string; updatedAt?: string }

/** Public pages of the site map (the route table's fixed pages; admin and tools are left out). */
export function staticSiteUrls(): SitemapUrl[] {
  const fixed: SitemapUrl[] = [
    { loc: absoluteUrl("/"), changefreq: "weekly", priority: 1 },
    { loc: absoluteUrl("/services"), changefreq: "monthly", priority: 0.9 },
    ...SERVICES.map((s) => ({ loc: absoluteUrl(s.href), changefreq: "monthly" as const, priority: 0.9 })),
    { loc: absoluteUrl("/work"), changefreq: "monthly", priority: 0.7 },
    { loc: absoluteUrl("/resources"), changefreq: "monthly", priority: 0.6 },
    ...RESOURCES_MENU.filter((r) => r.href !== "/blog").map((r) => ({
      loc: absoluteUrl(r.href),
      changefreq: "monthly" as const,
      priority: 0.6,
    })),
    { loc: absoluteUrl("/blog"), changefreq: "daily", priority: 0.8 },
    ...BLOG_CATEGORIES.filter((c) => c.slug !== ALL_CATEGORY).map((c) => ({
      loc: absoluteUrl(`/blog/category/${c.slug}`),
      changefreq: "weekly" as const,
      priority: 0.5,
    })),
    { loc: absoluteUrl("/contact"), changefreq: "yearly", priority: 0.7 },
    { loc: absoluteUrl("/privacy-policy"), changefreq: "yearly", priority: 0.3 },
    { loc: absoluteUrl("/terms-of-service"), changefreq: "yearly", priority: 0.3 },
  ]
  const seen = new Set<string>()
  return fixed.filter((u) => !seen.has(u.loc) && seen.add(u.loc))
}

/** A published site document as the sitemap sees it: its slug, dates and whether it asks search engines to stay away. */
export type SitemapDocument = Dated & { noindex: boolean }

/**
 * The published site documents that have pages: site pages (by path), case studies and resources. `complete`: the
 * lists were read (false when the database could not answer, so the fixed pages stay listed).
 */
export type SitemapDocuments = { sitePages: SitemapDocument[]; caseStudies: SitemapDocument[]; resources: SitemapDocument[]; complete?: boolean }

/** The fixed pages that are seeded site pages (home, the services, /work): listed only while published. */
const BUILT_IN_SITE_PATHS = new Set(
  SITE_SEEDS.flatMap((seed) => seed.docs())
    .filter((doc) => doc.type === "site_page")
    .map((doc) => absoluteUrl(`/${doc.slug}`)),
)

const lastmod = (d: Dated) => isoDay(d.updatedAt || d.date) || undefined

/**
 * Site documents in the map: landing pages at their path, case studies under /work, resources under /resources.
 * A noindex document is left out, and so is its built-in path when the fixed list holds it (a seeded page such as
 * /work or /services/seo is listed there once, not twice).
 */
function documentUrls(fixed: SitemapUrl[], docs: SitemapDocuments): SitemapUrl[] {
  const hidden = new Set(docs.sitePages.filter((p) => p.noindex).map((p) => absoluteUrl(`/${p.slug}`)))
  if (docs.complete) {
    // A seeded page an editor unpublished (or deleted) is no longer a page of the site.
    const live = new Set(docs.sitePages.map((p) => absoluteUrl(`/${p.slug}`)))
    for (const loc of BUILT_IN_SITE_PATHS) if (!live.has(loc)) hidden.add(loc)
  }
  const listed = new Set(fixed.map((u) => u.loc))
  const path = (slug: string) => `/${slug.split("/").map(encodeURIComponent).join("/")}`
  const sitePages = docs.sitePages
    .filter((p) => !p.noindex)
    .map((p) => ({ loc: absoluteUrl(path(p.slug)), lastmod: lastmod(p), changefreq: "monthly" as const, priority: 0.5 }))
    .filter((u) => !listed.has(u.loc))
  const under = (prefix: string, list: SitemapDocument[], priority: number) =>
    list
      .filter((d) => !d.noindex)
      .map((d) => ({ loc: absoluteUrl(`${prefix}/${encodeURIComponent(d.slug)}`), lastmod: lastmod(d), changefreq: "monthly" as const, priority }))
  return [
    ...fixed.filter((u) => !hidden.has(u.loc)),
    ...sitePages,
    ...under("/work", docs.caseStudies, 0.6),
    ...under("/resources", docs.resources, 0.5),
  ]
}

const NO_DOCUMENTS: SitemapDocuments = { sitePages: [], caseStudies: [], resources: [] }

/**
 * The whole public site in a locale: fixed pages, published site documents, every post, every published admin page,
 * each at the locale's address. The lists are the locale's own (read per locale). In a locale other than the default
 * one, only what has a version there is listed: its site pages (the fixed pages that are seeded site pages, such as
 * the home page, only when published in that language), case studies, resources, posts and pages, and the blog's
 * index when it has posts; the default language's other fixed pages are not assumed to exist there.
 */
export function siteSitemapUrls(posts: Dated[], pages: Dated[], documents: SitemapDocuments = NO_DOCUMENTS, locale: Locale = DEFAULT_LOCALE): SitemapUrl[] {
  const urls = locale === DEFAULT_LOCALE ? defaultLocaleUrls(posts, pages, documents) : otherLocaleUrls(posts, pages, documents)
  if (locale === DEFAULT_LOCALE) return urls
  const origin = absoluteUrl("/").replace(/\/$/, "")
  return urls.map((u) => ({ ...u, loc: origin + localizedPath(locale, u.loc.slice(origin.length) || "/") }))
}

/** The fixed pages every language has: their words are interface strings and per-language copy, not content. */
const EVERY_LANGUAGE_FIXED: SitemapUrl[] = [
  // The services index and the resource library (a kind with no resources in the language is its placeholder page).
  ...staticSiteUrls().filter((u) => u.loc === absoluteUrl("/services") || u.loc === absoluteUrl("/resources") || u.loc.startsWith(absoluteUrl("/resources/"))),
  { loc: absoluteUrl("/contact"), changefreq: "yearly", priority: 0.7 },
  { loc: absoluteUrl("/privacy-policy"), changefreq: "yearly", priority: 0.3 },
  { loc: absoluteUrl("/terms-of-service"), changefreq: "yearly", priority: 0.3 },
]

function otherLocaleUrls(posts: Dated[], pages: Dated[], documents: SitemapDocuments): SitemapUrl[] {
  const blog: SitemapUrl[] = posts.length > 0 ? [{ loc: absoluteUrl("/blog"), changefreq: "daily", priority: 0.8 }] : []
  return defaultLocaleUrls(posts, pages, documents, [...blog, ...EVERY_LANGUAGE_FIXED])
}

function defaultLocaleUrls(posts: Dated[], pages: Dated[], documents: SitemapDocuments, fixed: SitemapUrl[] = staticSiteUrls()): SitemapUrl[] {
  return [
    ...documentUrls(fixed, documents),
    ...posts.map((p) => ({
      loc: absoluteUrl(`/blog/${encodeURIComponent(p.slug)}`),
      lastmod: isoDay(p.updatedAt || p.date) || undefined,
      changefreq: "monthly" as const,
      priority: 0.6,
    })),
    ...pages.map((p) => ({
      loc: absoluteUrl(`/${encodeURIComponent(p.slug)}`),
      lastmod: isoDay(p.updatedAt || p.date) || undefined,
      changefreq: "monthly" as const,
      priority: 0.5,
    })),
  ]
}
