import type { Metadata } from "next"

import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/domain/i18n"
import { SITE } from "@/lib/domain/site"

import { hreflangLanguages, type LanguageVersion } from "./alternates"

export const BLOG_LIST_TITLE = `Healthcare Marketing Blog | ${SITE.blogName}`
export const BLOG_DESCRIPTION =
  "Practical marketing advice for healthcare, dental, medical aesthetics and wellness practices: social media, email, websites and local search."
export const RSS_PATH = "/blog/rss.xml"

/** The blog's own name, list title and description in each language (the journal's name is a brand, kept). */
const BLOG_TEXTS: Record<Locale, { listTitle: string; description: string }> = {
  en: { listTitle: BLOG_LIST_TITLE, description: BLOG_DESCRIPTION },
  es: {
    listTitle: `Blog de marketing para la salud | ${SITE.blogName}`,
    description:
      "Consejos prácticos de marketing para consultorios médicos, dentales, de estética y de bienestar: redes sociales, correo electrónico, sitios web y búsqueda local.",
  },
}
export const blogTexts = (locale: Locale) => BLOG_TEXTS[locale]
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
