import { absoluteUrl, RESOURCES_MENU, SERVICES } from "@/lib/domain/site"
import { DEFAULT_LOCALE, localizedPath, splitLocalePath, type Locale } from "@/lib/domain/i18n"

import { ALL_CATEGORY, BLOG_CATEGORIES } from "@/lib/domain/blog/categories"
import { SITE_SEEDS } from "@/lib/domain/seed"
import type { ContentTypeName } from "@/lib/domain/content"
import { hreflangLanguages } from "./alternates"
import { isoDay } from "./dates"
import type { SitemapUrl } from "./sitemap-xml"
import { SITEMAP_TYPES, type PublicType } from "./site-types"

/**
 * A published record as the sitemap sees it: its slug, dates and whether it asks search engines to stay away.
 * `translationKey`: the same for every language version of one record (its original's id), so the map can name a
 * record's versions as alternates even when their slugs differ. Fixed pages need none: their versions share a path.
 */
export type SitemapDocument = { slug: string; date: string; updatedAt?: string; translationKey?: string; noindex?: boolean }

/** An address of the map with what ties it to its versions in other languages (see `withAlternates`). */
type KeyedSitemapUrl = SitemapUrl & { key?: string }

/**
 * A language's published records per content type (every type whose declaration says `site.sitemap`).
 * `complete`: the site documents were read (false when the database could not answer, so the fixed pages stay listed).
 */
export type SitemapDocuments = { [T in ContentTypeName]?: readonly SitemapDocument[] } & { complete?: boolean }

const indexUrl = (t: PublicType): SitemapUrl => ({
  loc: absoluteUrl(t.site.index!),
  changefreq: t.site.sitemapRank?.indexChangefreq ?? "monthly",
  priority: t.site.sitemapRank?.index ?? 0.5,
})

/** The index pages of the sitemap's types (e.g. /blog, /work, /resources), as their declarations rank them. */
const INDEX_URLS: SitemapUrl[] = SITEMAP_TYPES.filter((t) => t.site.index).map(indexUrl)

/** Public pages of the site map (the route table's fixed pages and the types' index pages; admin and tools are left out). */
export function staticSiteUrls(): SitemapUrl[] {
  const fixed: SitemapUrl[] = [
    { loc: absoluteUrl("/"), changefreq: "weekly", priority: 1 },
    { loc: absoluteUrl("/services"), changefreq: "monthly", priority: 0.9 },
    ...SERVICES.map((s) => ({ loc: absoluteUrl(s.href), changefreq: "monthly" as const, priority: 0.9 })),
    ...INDEX_URLS,
    ...RESOURCES_MENU.filter((r) => r.href !== "/blog").map((r) => ({
      loc: absoluteUrl(r.href),
      changefreq: "monthly" as const,
      priority: 0.6,
    })),
    ...BLOG_CATEGORIES.filter((c) => c.slug !== ALL_CATEGORY).map((c) => ({
      loc: absoluteUrl(`/blog/category/${c.slug}`),
      changefreq: "weekly" as const,
      priority: 0.5,
    })),
    { loc: absoluteUrl("/contact"), changefreq: "yearly", priority: 0.7 },
    { loc: absoluteUrl("/privacy-policy"), changefreq: "yearly", priority: 0.3 },
    { loc: absoluteUrl("/terms-of-service"), changefreq: "yearly", priority: 0.3 },
  ]
  return unique(fixed)
}

function unique<U extends SitemapUrl>(urls: U[]): U[] {
  const seen = new Set<string>()
  return urls.filter((u) => !seen.has(u.loc) && seen.add(u.loc))
}

/** A record's address: its type's public path, each segment encoded. */
const locOf = (t: PublicType, d: SitemapDocument) =>
  absoluteUrl(
    (t.publicPath({ slug: d.slug }) ?? "")
      .split("/")
      .map(encodeURIComponent)
      .join("/") || "/",
  )

/** The fixed pages that are seeded documents (home, the services, /work): listed only while published. */
const BUILT_IN_PATHS = new Set(
  SITE_SEEDS.flatMap((seed) => seed.docs()).flatMap((doc) => {
    const type = SITEMAP_TYPES.find((t) => t.name === doc.type)
    return type ? [locOf(type, { slug: doc.slug, date: "" })] : []
  }),
)

const lastmod = (d: SitemapDocument) => isoDay(d.updatedAt || d.date) || undefined

/** Records of one kind share their alternates key: documents (one table) by "document", posts by "post"… */
const keyOf = (t: PublicType, d: SitemapDocument): { key?: string } =>
  d.translationKey ? { key: `${t.store === "documents" ? "document" : t.name}:${d.translationKey}` } : {}

/**
 * Every sitemap type's published records at their public path, with its declared priority. A noindex record is left
 * out, and so is its built-in path when the fixed list holds it (a seeded page such as /work or /services/seo is
 * listed there once, not twice, with the record's key).
 */
function documentUrls(fixed: SitemapUrl[], docs: SitemapDocuments): KeyedSitemapUrl[] {
  const records = SITEMAP_TYPES.flatMap((t) => (docs[t.name as ContentTypeName] ?? []).map((d) => ({ t, d, loc: locOf(t, d) })))
  const hidden = new Set(records.filter((r) => r.d.noindex).map((r) => r.loc))
  if (docs.complete) {
    // A seeded page an editor unpublished (or deleted) is no longer a page of the site.
    const live = new Set(records.map((r) => r.loc))
    for (const loc of BUILT_IN_PATHS) if (!live.has(loc)) hidden.add(loc)
  }
  const listed = new Set(fixed.map((u) => u.loc))
  const entries: KeyedSitemapUrl[] = records
    .filter((r) => !r.d.noindex)
    .map(({ t, d, loc }) => ({ loc, lastmod: lastmod(d), changefreq: "monthly" as const, priority: t.site.sitemapRank?.documents ?? 0.5, ...keyOf(t, d) }))
  // A fixed page that is a record (the home page, a service) is one record: its versions are its translations.
  const keys = new Map(entries.map((u) => [u.loc, u.key]))
  return [
    ...fixed.filter((u) => !hidden.has(u.loc)).map((u) => (keys.get(u.loc) ? { ...u, key: keys.get(u.loc) } : u)),
    ...entries.filter((u) => !listed.has(u.loc)),
  ]
}

/**
 * The whole public site in a locale: fixed pages, and every sitemap type's published records (site documents, posts,
 * admin pages), each at the locale's address. The lists are the locale's own (read per locale). In a locale other
 * than the default one, only what has a version there is listed: its records (the fixed pages that are seeded site
 * pages, such as the home page, only when published in that language), and a type's index page when it has records
 * there; the default language's other fixed pages are not assumed to exist there.
 */
export function siteSitemapUrls(documents: SitemapDocuments = {}, locale: Locale = DEFAULT_LOCALE): KeyedSitemapUrl[] {
  if (locale === DEFAULT_LOCALE) return documentUrls(staticSiteUrls(), documents)
  const urls = documentUrls(unique([...otherLocaleIndexes(documents), ...EVERY_LANGUAGE_FIXED]), documents)
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

/** In another language, a type's index page is listed when the type has records there (a seeded page's index, such as /work, only as that page). */
function otherLocaleIndexes(documents: SitemapDocuments): SitemapUrl[] {
  return SITEMAP_TYPES.filter((t) => t.site.index && (documents[t.name as ContentTypeName]?.length ?? 0) > 0)
    .map(indexUrl)
    .filter((u) => !BUILT_IN_PATHS.has(u.loc))
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
