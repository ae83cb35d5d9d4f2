import type { Metadata } from "next"

import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/domain/i18n"
import { SITE } from "@/lib/domain/site"

import { hreflangLanguages, type LanguageVersion } from "./alternates"

export const RSS_PATH = "/blog/rss.xml"
export const BLOG_SITEMAP_PATH = "/blog/sitemap.xml"

/** A person's author page in a language ("/es/blog/author/x"; page 2 at ".../page/2"). */
export function authorPath(slug: string, locale: Locale = DEFAULT_LOCALE, page = 1): string {
  return localizedPath(locale, page <= 1 ? `/blog/author/${slug}` : `/blog/author/${slug}/page/${page}`)
}

/**
 * Every blog page announces its language's feed, and its versions in other languages; `alternates` is replaced, not
 * merged, by child metadata, so build it here.
 */
export function blogAlternates(canonical: string, locale: Locale = DEFAULT_LOCALE, versions: readonly LanguageVersion[] = []): NonNullable<Metadata["alternates"]> {
  return {
    canonical,
    languages: hreflangLanguages(versions),
    types: { "application/rss+xml": [{ url: localizedPath(locale, RSS_PATH), title: `${SITE.blogName} RSS feed` }] },
  }
}
