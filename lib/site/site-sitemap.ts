import { absoluteUrl, RESOURCES_MENU, SERVICES } from "@/lib/domain/site"
import { DEFAULT_LOCALE, localizedPath, splitLocalePath, type Locale } from "@/lib/domain/i18n"

import { ALL_CATEGORY, BLOG_CATEGORIES } from "@/lib/domain/blog/categories"
import { SITE_SEEDS } from "@/lib/domain/seed"
import { hreflangLanguages } from "./alternates"
import { isoDay } from "./dates"
import type { SitemapUrl } from "./sitemap-xml"

/**
 * `translationKey`: the same for every language version of one record (its original's id), so the map can name a
 * record's versions as alternates even when their slugs differ. Fixed pages need none: their versions share a path.
 */
type Dated = { slug: string; date: string; updatedAt?: string; translationKey?: string }

/** An address of the map with what ties it to its versions in other languages (see `withAlternates`). */
export type KeyedSitemapUrl = SitemapUrl & { key?: string }

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
function documentUrls(fixed: SitemapUrl[], docs: SitemapDocuments): KeyedSitemapUrl[] {
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
    .map((p) => ({ loc: absoluteUrl(path(p.slug)), lastmod: lastmod(p), changefreq: "monthly" as const, priority: 0.5, ...keyOf("document", p) }))
  // A fixed page that is a site page (the home page, a service) is one record: its versions are its translations.
  const keys = new Map(sitePages.map((u) => [u.loc, u.key]))
  const under = (prefix: string, list: SitemapDocument[], priority: number) =>
    list
      .filter((d) => !d.noindex)
      .map((d) => ({ loc: absoluteUrl(`${prefix}/${encodeURIComponent(d.slug)}`), lastmod: lastmod(d), changefreq: "monthly" as const, priority, ...keyOf("document", d) }))
  return [
    ...fixed.filter((u) => !hidden.has(u.loc)).map((u) => (keys.get(u.loc) ? { ...u, key: keys.get(u.loc) } : u)),
    ...sitePages.filter((u) => !listed.has(u.loc)),
    ...under("/work", docs.caseStudies, 0.6),
    ...under("/resources", docs.resources, 0.5),
  ]
}

const keyOf = (kind: string, d: Dated): { key?: string } => (d.translationKey ? { key: `${kind}:${d.translationKey}` } : {})

const NO_DOCUMENTS: SitemapDocuments = { sitePages: [], caseStudies: [], resources: [] }

/**
 * The whole public site in a locale: fixed pages, published site documents, every post, every published admin page,
 * each at the locale's address. The lists are the locale's own (read per locale). In a locale other than the default
 * one, only what has a version there is listed: its site pages (the fixed pages that are seeded site pages, such as
 * the home page, only when published in that language), case studies, resources, posts and pages, and the blog's
 * index when it has posts; the default language's other fixed pages are not assumed to exist there.
 */
export function siteSitemapUrls(posts: Dated[], pages: Dated[], documents: SitemapDocuments = NO_DOCUMENTS, locale: Locale = DEFAULT_LOCALE): KeyedSitemapUrl[] {
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

function otherLocaleUrls(posts: Dated[], pages: Dated[], documents: SitemapDocuments): KeyedSitemapUrl[] {
  const blog: SitemapUrl[] = posts.length > 0 ? [{ loc: absoluteUrl("/blog"), changefreq: "daily", priority: 0.8 }] : []
  return defaultLocaleUrls(posts, pages, documents, [...blog, ...EVERY_LANGUAGE_FIXED])
}

function defaultLocaleUrls(posts: Dated[], pages: Dated[], documents: SitemapDocuments, fixed: SitemapUrl[] = staticSiteUrls()): KeyedSitemapUrl[] {
  return [
    ...documentUrls(fixed, documents),
    ...posts.map((p) => ({
      loc: absoluteUrl(`/blog/${encodeURIComponent(p.slug)}`),
      lastmod: isoDay(p.updatedAt || p.date) || undefined,
      changefreq: "monthly" as const,
      priority: 0.6,
      ...keyOf("post", p),
    })),
    ...pages.map((p) => ({
      loc: absoluteUrl(`/${encodeURIComponent(p.slug)}`),
      lastmod: isoDay(p.updatedAt || p.date) || undefined,
      changefreq: "monthly" as const,
      priority: 0.5,
      ...keyOf("page", p),
    })),
  ]
}

/**
 * Every language's addresses in one map, each with its versions in the other languages (xhtml:link alternates, the
 * same set the page's own hreflang links name: every version, itself included, and x-default). Versions are the
 * addresses with the same key: a record's translations share their original's id; a fixed page's versions share
 * its path. An address with no version elsewhere gets none.
 */
export function withAlternates(urls: readonly KeyedSitemapUrl[]): SitemapUrl[] {
  const origin = absoluteUrl("/").replace(/\/$/, "")
  const placed = urls.map((u) => {
    const { locale, path } = splitLocalePath(new URL(u.loc).pathname)
    return { url: u, locale, group: u.key ?? `path:${path}` }
  })
  const groups = new Map<string, { locale: Locale; path: string }[]>()
  for (const { url, locale, group } of placed) {
    const versions = groups.get(group) ?? []
    if (!versions.some((v) => v.locale === locale)) versions.push({ locale, path: url.loc.slice(origin.length) || "/" })
    groups.set(group, versions)
  }
  return placed.map(({ url, group }) => {
    const plain: SitemapUrl = { loc: url.loc, lastmod: url.lastmod, changefreq: url.changefreq, priority: url.priority }
    const languages = hreflangLanguages(groups.get(group)!)
    return languages ? { ...plain, alternates: Object.entries(languages).map(([hreflang, href]) => ({ hreflang, href })) } : plain
  })
}

/**
 * A language's blog category and author pages, at its addresses: `categories` are the slugs its posts carry (the
 * default language lists the spec's categories among its fixed pages, so it passes none), `authors` the people
 * with a post in it.
 */
export function blogTaxonomyUrls(locale: Locale, categories: readonly string[], authors: readonly string[]): SitemapUrl[] {
  const at = (path: string) => absoluteUrl(localizedPath(locale, path))
  return [
    ...categories.map((slug) => ({ loc: at(`/blog/category/${encodeURIComponent(slug)}`), changefreq: "weekly" as const, priority: 0.5 })),
    ...authors.map((slug) => ({ loc: at(`/blog/author/${slug}`), changefreq: "monthly" as const, priority: 0.4 })),
  ]
}
