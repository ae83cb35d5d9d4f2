import type { Metadata } from "next"

import type { SitePageContent } from "@/lib/domain/sections"
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/i18n"
import { titleSuffix } from "@/lib/domain/seo/title"

import { pageAlternates, type LanguageVersion } from "./alternates"

/**
 * generateMetadata for a section-built page in a language: its full title, description, canonical address, its
 * versions in other languages (hreflang) and robots.
 */
export function buildSitePageMetadata(page: SitePageContent, locale: Locale = DEFAULT_LOCALE, versions: readonly LanguageVersion[] = []): Metadata {
  return {
    title: { absolute: page.meta_title.trim() || `${page.title}${titleSuffix("page")}` },
    description: page.meta_description.trim() || undefined,
    alternates: pageAlternates(locale, page.path, versions),
    robots: page.noindex ? { index: false, follow: true } : undefined,
  }
}
