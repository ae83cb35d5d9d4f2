import { utcToZoned, zonedToUtc } from "@/lib/domain/schedule/time-zone"

/**
 * The team's working hours: a time zone (IANA name), the working days (0 Sunday … 6 Saturday) and the hours of a
 * working day ("HH:MM", the end may be "24:00"). Response targets count only this time, so a lead that arrives on
 * Saturday night is due on Monday morning.
 */
export type WorkingHours = { timeZone: string; days: number[]; start: string; end: string }

export const DEFAULT_WORKING_HOURS: WorkingHours = { timeZone: "UTC", days: [1, 2, 3, 4, 5], start: "09:00", end: "17:00" }

const DAY_MS = 86_400_000
/** How far a search for working time may look ahead (a year holds at least one working day when any is set). */
const MAX_DAYS = 370

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

/** Whether the hours are usable: a known zone is checked by the caller; here a day with a start before its end. */
export function validWorkingDay(start: string, end: string): boolean {
  return TIME_OF_DAY.test(start) && TIME_OF_DAY.test(end) && start !== "24:00" && minutesOf(start) < minutesOf(end)
}

/** The local calendar day ("YYYY-MM-DD") holding the instant `at` in the zone. */
function localDay(at: number, tz: string): string {
  return utcToZoned(new Date(at - (at % 60_000)).toISOString(), tz).slice(0, 10)
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)
}

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()

/** A local day's working window as instants, or null on a day off. */
function windowOf(day: string, wh: WorkingHours): [number, number] | null {
  if (!wh.days.includes(weekday(day))) return null
  const at = (time: string) => Date.parse(time === "24:00" ? zonedToUtc(`${nextDay(day)}T00:00`, wh.timeZone)! : zonedToUtc(`${day}T${time}`, wh.timeZone)!)
  const start = at(wh.start)
  const end = at(wh.end)
  return end > start ? [start, end] : null
}

/** The working windows that end after `from`, in order (a day before `from`'s local day too, for zones ahead). */
function* windowsFrom(from: number, wh: WorkingHours): Generator<[number, number]> {
  let day = localDay(from - DAY_MS, wh.timeZone)
  for (let i = 0; i < MAX_DAYS; i++, day = nextDay(day)) {
    const w = windowOf(day, wh)
    if (w && w[1] > from) yield w
  }
}

/**
 * The instant when `durationMs` of working time has passed since `from` (epoch ms in, epoch ms out). With no
 * working day at all, the clock runs all the time.
 */
export function addWorkingTime(from: number, durationMs: number, wh: WorkingHours): number {
  if (wh.days.length === 0) return from + durationMs
  let left = Math.max(0, durationMs)
  for (const [start, end] of windowsFrom(from, wh)) {
    const begin = Math.max(start, from)
    if (left <= end - begin) return begin + left
    left -= end - begin
  }
  return from + durationMs
}

/** The working time between two instants (0 when `to` is not after `from`). */
export function workingTimeBetween(from: number, to: number, wh: WorkingHours): number {
  if (to <= from) return 0
  if (wh.days.length === 0) return to - from
  let total = 0
  for (const [start, end] of windowsFrom(from, wh)) {
    if (start >= to) break
    total += Math.min(end, to) - Math.max(start, from)
  }
  return total
}

/** A lead's clock: due when the target's working time has passed, reminded a little before (a quarter, at most 15 min). */
export function leadDeadlines(receivedAt: number, targetMinutes: number, wh: WorkingHours): { due: number; remind: number } {
  const target = targetMinutes * 60_000
  const before = Math.min(15 * 60_000, target / 4)
  return { due: addWorkingTime(receivedAt, target, wh), remind: addWorkingTime(receivedAt, target - before, wh) }
}
