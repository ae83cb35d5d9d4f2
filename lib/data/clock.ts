import "server-only"

import type { SettingsStore } from "@/lib/backend/types"
import { serverEnv } from "@/lib/server/env"

import { DataError } from "./errors"

/** The setting that holds the test clock's instant (an ISO string), shared by every server on the database. */
const TEST_CLOCK_SETTING = "testClock"

/**
 * Whether this server runs on the test clock (TEST_CLOCK=1, test servers only): "now" is then the instant stored in
 * the settings, which every server on the same database reads, so two servers agree on the time a test set.
 */
export function testClockEnabled(): boolean {
  return serverEnv().TEST_CLOCK
}

/**
 * The one "now" of time-based work that runs on its own or is measured (re-review reminders and the review queue,
 * a lead's due times, reminders and escalations, response figures): the system clock, or on a test server the
 * stored instant (the system clock until a test sets one).
 */
export async function clockNow(settings: SettingsStore): Promise<number> {
  if (!testClockEnabled()) return Date.now()
  const at = (await settings.all())[TEST_CLOCK_SETTING]
  const ms = typeof at === "string" ? Date.parse(at) : NaN
  return Number.isFinite(ms) ? ms : Date.now()
}

/** Sets the test clock to `at` (null: back to the system clock); refused unless the test clock is on. */
export async function setTestClock(settings: SettingsStore, at: string | null): Promise<void> {
  if (!testClockEnabled()) throw new DataError("forbidden", "The test clock is off")
  if (at !== null && !Number.isFinite(Date.parse(at))) throw new DataError("validation", "The test clock needs an ISO date and time")
  await settings.set(TEST_CLOCK_SETTING, at === null ? null : new Date(at).toISOString())
}
