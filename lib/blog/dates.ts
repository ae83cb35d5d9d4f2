/** "2025-01-08" or a timestamp → "January 8, 2025" (UTC, so build and server agree). */
export function formatPostDate(date: string): string {
  const value = Date.parse(date)
  if (Number.isNaN(value)) return date
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    value,
  )
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
