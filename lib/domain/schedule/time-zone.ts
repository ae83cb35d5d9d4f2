/**
 * Dates entered and shown in the site's time zone (SITE_TIME_ZONE), stored in UTC. Only Intl: no date library.
 * A local value is what an <input type="datetime-local"> holds: "YYYY-MM-DDTHH:mm", optionally with ":ss".
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz })
    return true
  } catch {
    return false
  }
}

type Parts = { y: number; mo: number; d: number; h: number; mi: number; s?: number }

/** The calendar parts of a local value, or null when malformed or impossible (Feb 30, 24:00, month 13). */
export function parseLocal(value: string): Parts | null {
  const m = LOCAL.exec(value)
  if (!m) return null
  const [y, mo, d, h, mi, sec] = m.slice(1).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number]
  if (y < 2000 || y > 2200 || mo < 1 || mo > 12 || h > 23 || mi > 59 || sec > 59) return null
  const probe = new Date(Date.UTC(y, mo - 1, d, h, mi))
  if (probe.getUTCDate() !== d || probe.getUTCMonth() !== mo - 1) return null
  return { y, mo, d, h, mi, s: sec }
}

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than formatting with it. */
const partFormatters = new Map<string, Intl.DateTimeFormat>()

function partFormatter(tz: string): Intl.DateTimeFormat {
  let fmt = partFormatters.get(tz)
  if (!fmt) {
    fmt = new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
    partFormatters.set(tz, fmt)
  }
  return fmt
}

function partsInZone(ms: number, tz: string): Parts {
  const parts: Record<string, number> = {}
  for (const part of partFormatter(tz).formatToParts(new Date(ms))) if (part.type !== "literal") parts[part.type] = Number(part.value)
  return { y: parts.year ?? 0, mo: parts.month ?? 0, d: parts.day ?? 0, h: parts.hour ?? 0, mi: parts.minute ?? 0 }
}

const asUtc = (p: Parts) => Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s ?? 0)

/** A local value in the zone → UTC ISO string; null when the value is malformed or impossible. */
export function zonedToUtc(value: string, tz: string): string | null {
  const parts = parseLocal(value)
  if (!parts) return null
  const wanted = asUtc(parts)
  // The zone's offset (whole minutes) at the guessed instant, then at the corrected one (they differ across DST).
  const offset = (at: number) => asUtc({ ...partsInZone(at, tz), s: 0 }) - (at - (at % 60_000))
  let ms = wanted - offset(wanted)
  ms = wanted - offset(ms)
  return new Date(ms).toISOString()
}

const pad = (n: number) => String(n).padStart(2, "0")

/** A UTC ISO string → the local value in the zone (for the form). */
export function utcToZoned(iso: string, tz: string): string {
  const p = partsInZone(Date.parse(iso), tz)
  // Seconds are the same in every zone (offsets are whole minutes); shown only when set.
  const sec = new Date(iso).getUTCSeconds()
  return `${p.y}-${pad(p.mo)}-${pad(p.d)}T${pad(p.h)}:${pad(p.mi)}${sec ? `:${pad(sec)}` : ""}`
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
