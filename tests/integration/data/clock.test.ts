import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"

import { sqlSettings } from "@/lib/backend/sql/people"
import { clockNow, setTestClock } from "@/lib/data/clock"
import { resetServerEnv } from "@/lib/server/env"

import { openHarness, pgliteFactory, type Harness } from "../../helpers/data-harness"

function setTestClockEnv(on: boolean) {
  if (on) process.env.TEST_CLOCK = "1"
  else delete process.env.TEST_CLOCK
  resetServerEnv()
}

// The one clock of time-based work (review reminders, the review queue, lead due times and figures).
describe("the server's clock", () => {
  let h: Harness
  beforeAll(async () => {
    h = await openHarness(pgliteFactory)
  }, 60_000)
  afterAll(async () => {
    setTestClockEnv(false)
    await h?.close()
  })
  afterEach(async () => {
    setTestClockEnv(false)
    await h.db.exec("truncate site_settings")
  })

  it("is the system clock on a real server, even with an instant stored in the settings", async () => {
    await sqlSettings(h.db).set("testClock", "2030-01-01T00:00:00.000Z")
    const before = Date.now()
    const now = await clockNow(sqlSettings(h.db))
    expect(now).toBeGreaterThanOrEqual(before)
    expect(now).toBeLessThan(before + 60_000)
    await expect(setTestClock(sqlSettings(h.db), "2031-01-01T00:00:00.000Z")).rejects.toThrow("The test clock is off")
  })

  it("on a test server reads the stored instant, the same for every reader of the settings, until it is cleared", async () => {
    setTestClockEnv(true)
    const before = Date.now()
    expect(await clockNow(sqlSettings(h.db))).toBeGreaterThanOrEqual(before)
    await setTestClock(sqlSettings(h.db), "2030-06-01T12:00:00+02:00")
    expect(new Date(await clockNow(sqlSettings(h.db))).toISOString()).toBe("2030-06-01T10:00:00.000Z")
    await expect(setTestClock(sqlSettings(h.db), "next tuesday")).rejects.toThrow("ISO date")
    expect(new Date(await clockNow(sqlSettings(h.db))).toISOString()).toBe("2030-06-01T10:00:00.000Z")
    await setTestClock(sqlSettings(h.db), null)
    expect(await clockNow(sqlSettings(h.db))).toBeGreaterThanOrEqual(before)
    expect(await clockNow(sqlSettings(h.db))).toBeLessThan(Date.parse("2030-01-01"))
  })
})
