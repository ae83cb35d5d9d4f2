import { describe, expect, it } from "vitest"

import { contentStatus } from "@/lib/domain/schedule/status"
import { formatInZone, parseLocal, utcToZoned, zonedToUtc } from "@/lib/domain/schedule/time-zone"

describe("schedule time zone", () => {
  it("reads a local date and time in the site's zone and stores UTC", () => {
    expect(zonedToUtc("2026-11-22T18:30", "UTC")).toBe("2026-11-22T18:30:00.000Z")
    expect(zonedToUtc("2026-11-22T18:30:05", "UTC")).toBe("2026-11-22T18:30:05.000Z")
    expect(zonedToUtc("2026-11-22T18:30", "Europe/Paris")).toBe("2026-11-22T17:30:00.000Z")
    expect(zonedToUtc("2026-07-01T09:00", "Europe/Paris")).toBe("2026-07-01T07:00:00.000Z")
    expect(zonedToUtc("2026-07-01T09:00", "America/New_York")).toBe("2026-07-01T13:00:00.000Z")
    expect(zonedToUtc("2026-03-08T12:00", "Asia/Kolkata")).toBe("2026-03-08T06:30:00.000Z")
  })

  it("shows a stored UTC time back in the zone", () => {
    expect(utcToZoned("2026-11-22T17:30:00.000Z", "Europe/Paris")).toBe("2026-11-22T18:30")
    expect(utcToZoned("2026-07-01T13:00:00.000Z", "America/New_York")).toBe("2026-07-01T09:00")
    expect(formatInZone("2026-11-22T17:30:00.000Z", "UTC")).toBe("Nov 22, 2026, 17:30 UTC")
  })

  it("refuses malformed and impossible dates", () => {
    for (const bad of ["", "2026-02-30T10:00", "2026-13-01T10:00", "2026-11-22T24:00", "2026-11-22 10:00", "tomorrow", "2026-11-22T10:60"]) {
      expect(parseLocal(bad), bad).toBeNull()
      expect(zonedToUtc(bad, "UTC"), bad).toBeNull()
    }
    expect(parseLocal("2028-02-29T00:00")).not.toBeNull()
  })

  it("derives Draft, Scheduled and Published", () => {
    expect(contentStatus({ published: false, publish_at: null })).toBe("draft")
    expect(contentStatus({ published: false, publish_at: "2030-01-01T00:00:00.000Z" })).toBe("scheduled")
    expect(contentStatus({ published: true, publish_at: "2020-01-01T00:00:00.000Z" })).toBe("published")
  })
})
