import { notFound } from "next/navigation"

import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/domain/i18n"

/** What every page and route under app/[locale] receives: its language segment (and any of its own). */
export type LocaleParams<T = object> = Promise<{ locale: string } & T>

/**
 * The language of the page being rendered, from its [locale] segment; the site's 404 for a language the page is
 * not offered in. Until content carries a language, only the default one is offered.
 */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale) || locale !== DEFAULT_LOCALE) notFound()
  return locale
}

/** For a route handler under app/[locale] (feeds, sitemaps, search): the language, or null for a 404 answer. */
export async function routeLocale(params: LocaleParams): Promise<Locale | null> {
  const { locale } = await params
  return isLocale(locale) && locale === DEFAULT_LOCALE ? locale : null
}

/** generateStaticParams of a route handler under app/[locale]: handlers do not inherit the layout's languages. */
export function localeStaticParams(): { locale: Locale }[] {
  return [{ locale: DEFAULT_LOCALE }]
}
