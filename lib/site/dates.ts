import { formatDate } from "@/lib/domain/i18n/format"
import type { Locale } from "@/lib/domain/i18n"
import { fill } from "@/lib/copy/public/fill"

/** "2025-01-08" or a timestamp → "January 8, 2025", or "8 de enero de 2025" in Spanish (UTC, so build and server agree). */
export function formatPostDate(date: string, locale?: Locale): string {
  return formatDate(date, locale)
}

/**
 * A post's reading time ("5 min read", as posts store it) in the page's words: `template` is the dictionary's
 * "{minutes} min read". A reading time in any other form is shown as it is.
 */
export function readTimeLabel(readTime: string, template: string): string {
  const minutes = /^(\d+) min read$/.exec(readTime.trim())?.[1]
  return minutes ? fill(template, { minutes }) : readTime
}

/** YYYY-MM-DD for sitemaps; empty when the date cannot be parsed. */
export function isoDay(date: string): string {
  const value = Date.parse(date)
  return Number.isNaN(value) ? "" : new Date(value).toISOString().slice(0, 10)
}

/** RFC 822 date for RSS. */
export function rfc822(date: string): string {
  const value = Date.parse(date)
  return new Date(Number.isNaN(value) ? 0 : value).toUTCString()
}
