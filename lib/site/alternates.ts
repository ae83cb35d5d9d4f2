import type { Metadata } from "next"

import { DEFAULT_LOCALE, LOCALE_CODES, localeInfo, localizedPath, type Locale } from "@/lib/domain/i18n"
import { absoluteUrl } from "@/lib/domain/site"

/** A page's version in one language: its public path with the language's prefix ("/es/blog/x"). */
export type LanguageVersion = { locale: Locale; path: string }

/**
 * The hreflang alternates of a page that exists in more than one language: every published version (itself
 * included, so each points back) and x-default, the default language's version (else the first). Nothing for a
 * page in one language only: an alternate must never lead to a missing page.
 */
export function hreflangLanguages(versions: readonly LanguageVersion[]): Record<string, string> | undefined {
  if (versions.length < 2) return undefined
  const languages: Record<string, string> = {}
  for (const v of versions) languages[v.locale] = absoluteUrl(v.path)
  const fallback = versions.find((v) => v.locale === DEFAULT_LOCALE) ?? versions[0]!
  languages["x-default"] = absoluteUrl(fallback.path)
  return languages
}

/** `alternates` for a page at `path` (unprefixed) in `locale`, with its versions in other languages. */
export function pageAlternates(locale: Locale, path: string, versions: readonly LanguageVersion[]): NonNullable<Metadata["alternates"]> {
  return { canonical: absoluteUrl(localizedPath(locale, path)), languages: hreflangLanguages(versions) }
}

/** The versions of a fixed route that every language has (the blog's index, the contact page, the legal pages). */
export function everyLanguage(path: string): LanguageVersion[] {
  return LOCALE_CODES.map((locale) => ({ locale, path: localizedPath(locale, path) }))
}

/** Open Graph's locale of a page in `locale` ("es_US"). */
export const ogLocale = (locale: Locale): string => localeInfo(locale).og
