import { DEFAULT_LOCALE, localeInfo, type Locale } from "./index"

/** "2025-01-08" or a timestamp → "January 8, 2025" / "8 de enero de 2025" (UTC, so build and server agree). */
export function formatDate(date: string, locale: Locale = DEFAULT_LOCALE): string {
  const value = Date.parse(date)
  if (Number.isNaN(value)) return date
  return new Intl.DateTimeFormat(localeInfo(locale).intl, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(value)
}

/** 1234 → "1,234" in both US English and US Spanish; other languages follow their own grouping. */
export function formatNumber(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(localeInfo(locale).intl).format(value)
}
