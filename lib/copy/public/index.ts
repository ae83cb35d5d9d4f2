import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/i18n"

import { EN, type PublicCopy } from "./en"
import { ES } from "./es"

export type { PublicCopy }

/**
 * The public interface's words per language. Adding a language: its entry in lib/domain/i18n/locales.mjs and its
 * dictionary here (typed PublicCopy, so a missing key does not compile).
 */
const DICTIONARIES: Record<Locale, PublicCopy> = { en: EN, es: ES }

/** The public site's interface strings in `locale` (server side: client components get their part as props). */
export function publicCopy(locale: Locale): PublicCopy {
  return DICTIONARIES[locale] ?? DICTIONARIES[DEFAULT_LOCALE]
}

/**
 * What a client component gets as its `text` prop: nothing in the default language (the component's module
 * carries those words already, as its default), the language's own part otherwise. So an English page's payload
 * does not grow, and no client module imports another language's dictionary.
 */
export function clientCopy<T>(locale: Locale, part: T): T | undefined {
  return locale === DEFAULT_LOCALE ? undefined : part
}
