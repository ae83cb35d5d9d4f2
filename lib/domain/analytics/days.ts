import { zonedToUtc } from "@/lib/domain/schedule/time-zone"

/** The calendar day ("YYYY-MM-DD") of an instant in a time zone. */
export function dayInZone(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at)
}

/** The day `n` days after `day` (negative: before). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

/** A day's first instant and the next day's first instant in the zone (23 or 25 hours apart across DST). */
export function dayBounds(day: string, timeZone: string): { start: string; end: string } {
  return { start: zonedToUtc(`${day}T00:00`, timeZone)!, end: zonedToUtc(`${addDays(day, 1)}T00:00`, timeZone)! }
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to && days.length < 1000; day = addDays(day, 1)) days.push(day)
  return days
}
