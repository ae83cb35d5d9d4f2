/**
 * Dates entered and shown in the site's time zone (SITE_TIME_ZONE), stored in UTC. Only Intl: no date library.
 * A local value is what an <input type="datetime-local"> holds: "YYYY-MM-DDTHH:mm".
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz })
    return true
  } catch {
    return false
  }
}

type Parts = { y: number; mo: number; d: number; h: number; mi: number }

/** The calendar parts of a local value, or null when malformed or impossible (Feb 30, 24:00, month 13). */
export function parseLocal(value: string): Parts | null {
  const m = LOCAL.exec(value)
  if (!m) return null
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number]
  if (y < 2000 || y > 2200 || mo < 1 || mo > 12 || h > 23 || mi > 59) return null
  const probe = new Date(Date.UTC(y, mo - 1, d, h, mi))
  if (probe.getUTCDate() !== d || probe.getUTCMonth() !== mo - 1) return null
  return { y, mo, d, h, mi }
}

function partsInZone(ms: number, tz: string): Parts {
  const fmt = new Intl.DateTimeFormat("en-US", {
    timeZone: tz,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  })
  const get = (type: string) => Number(fmt.formatToParts(new Date(ms)).find((p) => p.type === type)?.value ?? 0)
  return { y: get("year"), mo: get("month"), d: get("day"), h: get("hour"), mi: get("minute") }
}

const asUtc = (p: Parts) => Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi)

/** A local value in the zone → UTC ISO string; null when the value is malformed or impossible. */
export function zonedToUtc(value: string, tz: string): string | null {
  const parts = parseLocal(value)
  if (!parts) return null
  const wanted = asUtc(parts)
  // The zone's offset at the guessed instant, then again at the corrected one (the two differ across a DST change).
  let ms = wanted - (asUtc(partsInZone(wanted, tz)) - wanted)
  ms = wanted - (asUtc(partsInZone(ms, tz)) - ms)
  return new Date(ms).toISOString()
}

const pad = (n: number) => String(n).padStart(2, "0")

/** A UTC ISO string → the local value in the zone (for the form). */
export function utcToZoned(iso: string, tz: string): string {
  const p = partsInZone(Date.parse(iso), tz)
  return `${p.y}-${pad(p.mo)}-${pad(p.d)}T${pad(p.h)}:${pad(p.mi)}`
}

/** "Nov 22, 2026, 18:30 UTC" style text in the zone, for lists and the publish box. */
export function formatInZone(iso: string, tz: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: tz,
    dateStyle: "medium",
    timeStyle: "short",
    hourCycle: "h23",
  }).format(new Date(iso)) + ` ${tz === "UTC" ? "UTC" : `(${tz})`}`
}
