import { notFound } from "next/navigation"

import { isLocale, LOCALE_CODES, type Locale } from "@/lib/domain/i18n"

/** What every page and route under app/[locale] receives: its language segment (and any of its own). */
export type LocaleParams<T = object> = Promise<{ locale: string } & T>

/**
 * The language of the page being rendered, from its [locale] segment. Each page then reads its content in that
 * language, and answers the site's 404 where there is none: never another language's content under this prefix.
 */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return locale
}

/** For a route handler under app/[locale] (feeds, sitemaps, search): the language, or null for a 404 answer. */
export async function routeLocale(params: LocaleParams): Promise<Locale | null> {
  const { locale } = await params
  return isLocale(locale) ? locale : null
}

/** generateStaticParams of a route handler under app/[locale]: handlers do not inherit the layout's languages. */
export function localeStaticParams(): { locale: Locale }[] {
  return LOCALE_CODES.map((locale) => ({ locale }))
}
