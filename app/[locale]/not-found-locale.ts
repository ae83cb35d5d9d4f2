import { locale as rootLocale } from "next/root-params"

import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/domain/i18n"

/**
 * The language of a not-found page. Not-found pages receive no params, but [locale] is the root layout's segment,
 * so next/root-params reads it, during prerendering too: each language's 404 is built in that language and no
 * page carries another language's words.
 */
export async function notFoundLocale(): Promise<Locale> {
  const value: unknown = await rootLocale()
  return isLocale(value) ? value : DEFAULT_LOCALE
}
