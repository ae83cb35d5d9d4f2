import type { Metadata } from "next"

import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/domain/i18n"
import { SITE } from "@/lib/domain/site"

import { hreflangLanguages, type LanguageVersion } from "./alternates"

export const RSS_PATH = "/blog/rss.xml"
export const BLOG_SITEMAP_PATH = "/blog/sitemap.xml"

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
