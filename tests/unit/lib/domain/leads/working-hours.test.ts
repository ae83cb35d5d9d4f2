import { describe, expect, it } from "vitest"

import { addWorkingTime, leadDeadlines, validWorkingDay, workingTimeBetween, type WorkingHours } from "@/lib/domain/leads/working-hours"

const BERLIN: WorkingHours = { timeZone: "Europe/Berlin", days: [1, 2, 3, 4, 5], start: "09:00", end: "17:00" }
const t = (iso: string) => Date.parse(iso)
const iso = (ms: number) => new Date(ms).toISOString()
const HOUR = 3_600_000

describe("working hours", () => {
  it("makes a lead received on Saturday night due on Monday morning", () => {
    // Saturday 28 Nov 2026, 22:00 in Berlin (UTC+1) → Monday 30 Nov, 10:00 in Berlin.
    expect(iso(addWorkingTime(t("2026-11-28T21:00:00Z"), HOUR, BERLIN))).toBe("2026-11-30T09:00:00.000Z")
  })

  it("counts only the working day's hours: 16:30 plus one hour is 09:30 the next working day", () => {
    expect(iso(addWorkingTime(t("2026-12-02T15:30:00Z"), HOUR, BERLIN))).toBe("2026-12-03T08:30:00.000Z")
    // Friday 16:30 → Monday 09:30.
    expect(iso(addWorkingTime(t("2026-12-04T15:30:00Z"), HOUR, BERLIN))).toBe("2026-12-07T08:30:00.000Z")
  })

  it("starts the clock at the working day's start for a lead received before it", () => {
    expect(iso(addWorkingTime(t("2026-12-02T05:00:00Z"), HOUR, BERLIN))).toBe("2026-12-02T09:00:00.000Z")
  })

  it("follows the zone across a change of daylight saving time", () => {
    // Saturday 28 March 2026 night; Europe/Berlin moves to UTC+2 on Sunday 29 March. Monday 10:00 is 08:00 UTC.
    expect(iso(addWorkingTime(t("2026-03-28T21:00:00Z"), HOUR, BERLIN))).toBe("2026-03-30T08:00:00.000Z")
    const ny: WorkingHours = { timeZone: "America/New_York", days: [1, 2, 3, 4, 5], start: "08:30", end: "18:00" }
    // Friday 6 Nov 2026 17:30 in New York (UTC-5) plus 1 h → Monday 9 Nov 09:00 (UTC-5) = 14:00 UTC.
    expect(iso(addWorkingTime(t("2026-11-06T22:30:00Z"), HOUR, ny))).toBe("2026-11-09T14:00:00.000Z")
  })

  it("measures working time between two instants", () => {
    expect(workingTimeBetween(t("2026-11-28T21:00:00Z"), t("2026-11-30T09:00:00Z"), BERLIN)).toBe(HOUR)
    expect(workingTimeBetween(t("2026-12-02T08:00:00Z"), t("2026-12-03T08:00:00Z"), BERLIN)).toBe(8 * HOUR)
    expect(workingTimeBetween(t("2026-12-03T08:00:00Z"), t("2026-12-02T08:00:00Z"), BERLIN)).toBe(0)
  })

  it("runs all the time with a day ending at 24:00 every day, and with no working day at all", () => {
    const always: WorkingHours = { timeZone: "UTC", days: [0, 1, 2, 3, 4, 5, 6], start: "00:00", end: "24:00" }
    expect(iso(addWorkingTime(t("2026-11-28T23:30:00Z"), HOUR, always))).toBe("2026-11-29T00:30:00.000Z")
    expect(iso(addWorkingTime(t("2026-11-28T23:30:00Z"), HOUR, { ...BERLIN, days: [] }))).toBe("2026-11-29T00:30:00.000Z")
  })

  it("reminds a quarter of the target before it is due, at most 15 minutes", () => {
    const received = t("2026-12-02T09:00:00Z")
    expect(leadDeadlines(received, 60, BERLIN)).toEqual({ due: t("2026-12-02T10:00:00Z"), remind: t("2026-12-02T09:45:00Z") })
    expect(leadDeadlines(received, 20, BERLIN)).toEqual({ due: t("2026-12-02T09:20:00Z"), remind: t("2026-12-02T09:15:00Z") })
  })

  it("accepts a working day only when it starts before it ends", () => {
    expect(validWorkingDay("09:00", "17:00")).toBe(true)
    expect(validWorkingDay("00:00", "24:00")).toBe(true)
    expect(validWorkingDay("17:00", "09:00")).toBe(false)
    expect(validWorkingDay("24:00", "24:00")).toBe(false)
    expect(validWorkingDay("9:00", "17:00")).toBe(false)
  })
})
