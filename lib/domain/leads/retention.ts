import { utcToZoned, zonedToUtc } from "@/lib/domain/schedule/time-zone"

/** How long leads are kept after their last activity, in months: the owner's choice within these bounds. */
export const RETENTION_MONTHS_DEFAULT = 24
export const RETENTION_MONTHS_MIN = 1
export const RETENTION_MONTHS_MAX = 120
/** Spam is erased this many days after it was received, whatever the owner's period. */
export const RETENTION_SPAM_DAYS = 30

/**
 * `ms` minus whole calendar months in UTC; a day the earlier month lacks becomes its last day (31 March minus one
 * month is 28 or 29 February), as PostgreSQL's `timestamp - interval 'N months'` does.
 */
export function minusMonths(ms: number, months: number): number {
  const d = new Date(ms)
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() - months
  const year = Math.floor(total / 12)
  const month = total - year * 12
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return Date.UTC(year, month, Math.min(d.getUTCDate(), lastDay), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds())
}

/**
 * The instants before which a run at `now` erases: a lead whose last activity (received, or any timeline event:
 * opened, note, status change, reply, e-mail... but not the automatic reminder and escalation) is strictly before
 * `leads`, and spam received strictly before `spam`.
 * A lead active exactly at the cutoff is kept.
 */
export function retentionCutoffs(now: number, months: number): { leads: string; spam: string } {
  return { leads: new Date(minusMonths(now, months)).toISOString(), spam: new Date(now - RETENTION_SPAM_DAYS * 86_400_000).toISOString() }
}

/** The calendar day (YYYY-MM-DD) of `ms` in the site's time zone: the key of that day's one run. */
export function retentionDay(ms: number, timeZone: string): string {
  return utcToZoned(new Date(ms).toISOString(), timeZone).slice(0, 10)
}

/** The day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
}

/** The instant `day` starts in the zone (midnight local time). */
export function dayStart(day: string, timeZone: string): number {
  return Date.parse(zonedToUtc(`${day}T00:00`, timeZone) ?? `${day}T00:00:00Z`)
}
