import "server-only"

import { cache } from "react"
import { displayableSections, type SitePageContent } from "@/lib/domain/sections"
import { BUILT_IN_SITE_PAGES, BUILT_IN_SITE_PAGES_BY_LOCALE } from "@/lib/domain/seed"
import { isBuildPhase } from "@/lib/server/env"
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/i18n"
import { SITE_PAGE_TYPE_NAME } from "@/lib/domain/content/site-page"

import { dependOn } from "./cache-tags"
import { getPublishedSiteDocument, listPublishedSiteDocuments } from "./public-reads"

export type { SitePageContent } from "@/lib/domain/sections"

/** The site pages a locale starts with: what `next build` renders while the database stays closed. */
const seededPages = (locale: Locale) => (locale === DEFAULT_LOCALE ? BUILT_IN_SITE_PAGES : (BUILT_IN_SITE_PAGES_BY_LOCALE[locale] ?? []))

/**
 * The published content of a section-built page of a locale (never another locale's: null when it has no version in
 * that language) by its path ("/", "/services/seo", "/lp/dental-implants"), or null. Read once per request for a
 * path and locale (React's cache: a route's metadata and its page both read it). While `next build` runs the
 * database stays closed: the build renders today's seed, and the running server renders from the database.
 * Sections are parsed on the way out, each on its own, so a bad one is dropped instead of breaking the page.
 */
export const getPublishedSitePage = cache(async (path: string, locale: Locale): Promise<SitePageContent | null> => {
  if (isBuildPhase()) {
    const page = seededPages(locale).find((p) => p.path === path)
    return page ? { ...page, noindex: false, sections: displayableSections(page.sections) } : null
  }
  // A scheduled page (or a scheduled change of a menu) expires what was rendered before its time.
  await dependOn(SITE_PAGE_TYPE_NAME)
  const row = await getPublishedSiteDocument(SITE_PAGE_TYPE_NAME, path.replace(/^\//, ""), locale)
  if (!row) return null
  return {
    id: row.id,
    path,
    title: row.title,
    meta_title: String(row.meta_title ?? ""),
    meta_description: String(row.meta_description ?? ""),
    noindex: row.noindex === true,
    sections: displayableSections(row.sections),
  }
})

/**
 * Which of `paths` ("/services/seo") are published site pages in `locale`, in their order: one read of the locale's
 * published pages (the seed's while `next build` runs). When the database cannot be read, all of them: a list of links
 * does not empty itself on an outage.
 */
export async function publishedSitePaths(paths: readonly string[], locale: Locale = DEFAULT_LOCALE): Promise<string[]> {
  let live: Set<string>
  if (isBuildPhase()) live = new Set(seededPages(locale).map((p) => p.path))
  else {
    try {
      live = new Set((await listPublishedSiteDocuments(SITE_PAGE_TYPE_NAME, locale)).map((row) => `/${row.slug}`))
    } catch (error) {
      console.error("[site-pages] listing published pages failed", error)
      return [...paths]
    }
  }
  return paths.filter((path) => live.has(path))
}
