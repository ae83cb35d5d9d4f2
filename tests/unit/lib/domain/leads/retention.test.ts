import { describe, expect, it } from "vitest"

import { dayStart, minusMonths, nextDay, retentionCutoffs, retentionDay } from "@/lib/domain/leads/retention"

const iso = (ms: number) => new Date(ms).toISOString()

describe("lead retention's calendar", () => {
  it("subtracts whole months in UTC, a missing day becoming the month's last (as PostgreSQL does)", () => {
    expect(iso(minusMonths(Date.parse("2026-01-15T10:00:00.000Z"), 24))).toBe("2024-01-15T10:00:00.000Z")
    expect(iso(minusMonths(Date.parse("2026-03-31T23:59:59.999Z"), 1))).toBe("2026-02-28T23:59:59.999Z")
    expect(iso(minusMonths(Date.parse("2028-03-31T12:00:00.000Z"), 1))).toBe("2028-02-29T12:00:00.000Z")
    expect(iso(minusMonths(Date.parse("2026-02-10T00:00:00.000Z"), 120))).toBe("2016-02-10T00:00:00.000Z")
    expect(iso(minusMonths(Date.parse("2026-01-31T00:00:00.000Z"), -1))).toBe("2026-02-28T00:00:00.000Z")
  })

  it("cuts leads at the months and spam at 30 days of 24 hours", () => {
    expect(retentionCutoffs(Date.parse("2026-03-29T12:00:00.000Z"), 24)).toEqual({ leads: "2024-03-29T12:00:00.000Z", spam: "2026-02-27T12:00:00.000Z" })
  })

  it("keys a run by the day in the site's zone: 23:30 UTC on 10 March is already 11 March in Berlin", () => {
    expect(retentionDay(Date.parse("2026-03-10T23:30:00.000Z"), "Europe/Berlin")).toBe("2026-03-11")
    expect(retentionDay(Date.parse("2026-03-10T23:30:00.000Z"), "UTC")).toBe("2026-03-10")
    expect(retentionDay(Date.parse("2026-03-11T03:00:00.000Z"), "America/New_York")).toBe("2026-03-10")
    expect(nextDay("2026-12-31")).toBe("2027-01-01")
    expect(nextDay("2028-02-28")).toBe("2028-02-29")
    // Midnight in Berlin: UTC+1 in winter, UTC+2 after the change on 29 March 2026.
    expect(iso(dayStart("2026-03-11", "Europe/Berlin"))).toBe("2026-03-10T23:00:00.000Z")
    expect(iso(dayStart("2026-03-30", "Europe/Berlin"))).toBe("2026-03-29T22:00:00.000Z")
  })
})
