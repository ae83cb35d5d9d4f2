import pg from "pg"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { leadDeadlines, type WorkingHours } from "@/lib/domain/leads/working-hours"

import { sealedLead } from "../../helpers/supabase-leads"
import { openSupabaseDb, runAs } from "../../helpers/supabase-db"

const url = process.env.TEST_DATABASE_URL

// A new lead's clock on Supabase (supabase/migrations/20261202000800_lead_clock_and_settings_reads.sql): the
// database sets due_at and remind_at when a message is inserted (the public form's function runs no app code), by the
// same rule as lib/domain/leads/working-hours.ts. Each case is checked against the TypeScript rule itself, on the
// cases of tests/unit/lib/domain/leads/working-hours.test.ts and a week of arrival times across zones.
describe.skipIf(!url)("Supabase migrations: a new lead's due time (PostgreSQL)", () => {
  const dbName = `sb_lead_clock_${process.pid}_${Date.now().toString(36)}`
  let pool: pg.Pool
  let drop: (() => Promise<void>) | undefined

  beforeAll(async () => {
    const db = await openSupabaseDb(url!, dbName, { max: 4, label: "lead-clock" })
    pool = db.pool
    drop = db.drop
  }, 120_000)
  afterAll(async () => {
    await drop?.()
  }, 60_000)
  beforeEach(async () => {
    await pool.query("delete from public.site_settings where key = 'leadPipeline'")
    await pool.query("delete from public.messages")
  })

  const setPipeline = (value: unknown) =>
    pool.query("insert into public.site_settings (key, value) values ('leadPipeline', $1) on conflict (key) do update set value = excluded.value", [JSON.stringify(value)])
  /** Inserts a message received at `at` and reads back its clock. */
  async function clockOf(at: string): Promise<{ due: string; remind: string }> {
    const { rows } = await pool.query(
      "insert into public.messages (name, email, message, received_at) values ('Lea', 'lea@clinic.example', 'Hello', $1) returning due_at, remind_at",
      [at],
    )
    return { due: new Date(rows[0].due_at).toISOString(), remind: new Date(rows[0].remind_at).toISOString() }
  }
  const expected = (at: string, target: number, wh: WorkingHours) => {
    const { due, remind } = leadDeadlines(Date.parse(at), target, wh)
    return { due: new Date(due).toISOString(), remind: new Date(remind).toISOString() }
  }
  const BERLIN: WorkingHours = { timeZone: "Europe/Berlin", days: [1, 2, 3, 4, 5], start: "09:00", end: "17:00" }

  it("a lead on Saturday night is due Monday morning; 16:30 plus an hour is 09:30 the next working day; before the day starts, from its start", async () => {
    await setPipeline({ ...BERLIN, targetMinutes: 60 })
    expect((await clockOf("2026-11-28T21:00:00Z")).due).toBe("2026-11-30T09:00:00.000Z")
    expect((await clockOf("2026-12-02T15:30:00Z")).due).toBe("2026-12-03T08:30:00.000Z")
    expect((await clockOf("2026-12-04T15:30:00Z")).due).toBe("2026-12-07T08:30:00.000Z")
    expect((await clockOf("2026-12-02T05:00:00Z")).due).toBe("2026-12-02T09:00:00.000Z")
    expect(await clockOf("2026-12-02T09:00:00Z")).toEqual({ due: "2026-12-02T10:00:00.000Z", remind: "2026-12-02T09:45:00.000Z" })
  })

  it("follows the zone across daylight saving time; a day ending at 24:00 runs all day; a reminder is a quarter of the target, at most 15 minutes", async () => {
    await setPipeline({ ...BERLIN, targetMinutes: 60 })
    expect((await clockOf("2026-03-28T21:00:00Z")).due).toBe("2026-03-30T08:00:00.000Z")
    await setPipeline({ timeZone: "America/New_York", days: [1, 2, 3, 4, 5], start: "08:30", end: "18:00", targetMinutes: 60 })
    expect((await clockOf("2026-11-06T22:30:00Z")).due).toBe("2026-11-09T14:00:00.000Z")
    await setPipeline({ timeZone: "UTC", days: [0, 1, 2, 3, 4, 5, 6], start: "00:00", end: "24:00", targetMinutes: 60 })
    expect((await clockOf("2026-11-28T23:30:00Z")).due).toBe("2026-11-29T00:30:00.000Z")
    await setPipeline({ ...BERLIN, targetMinutes: 20 })
    expect(await clockOf("2026-12-02T09:00:00Z")).toEqual({ due: "2026-12-02T09:20:00.000Z", remind: "2026-12-02T09:15:00.000Z" })
  })

  it("agrees with the TypeScript rule on every hour of a week, in zones behind and ahead of UTC, with long targets and odd hours", async () => {
    const settings: [WorkingHours, number][] = [
      [BERLIN, 60],
      [{ timeZone: "America/Los_Angeles", days: [1, 3, 5], start: "07:15", end: "15:45" }, 600],
      [{ timeZone: "Asia/Kolkata", days: [0, 6], start: "10:00", end: "24:00" }, 2880],
      [{ timeZone: "Pacific/Auckland", days: [1, 2, 3, 4, 5], start: "08:00", end: "09:00" }, 5],
      [{ timeZone: "Europe/London", days: [1, 2, 3, 4, 5], start: "00:30", end: "01:30" }, 1440],
    ]
    // A week around the end of daylight saving time in Europe and North America.
    const from = Date.parse("2026-10-24T00:17:00Z")
    for (const [wh, target] of settings) {
      await setPipeline({ ...wh, targetMinutes: target })
      for (let h = 0; h < 24 * 9; h += 7) {
        const at = new Date(from + h * 3_600_000).toISOString()
        expect(await clockOf(at), `${wh.timeZone} ${target} min, received ${at}`).toEqual(expected(at, target, wh))
      }
    }
  }, 60_000)

  it("reads the setting as the app does: missing keys take their defaults, a setting the app would refuse counts as the defaults", async () => {
    const defaults: WorkingHours = { timeZone: "UTC", days: [1, 2, 3, 4, 5], start: "09:00", end: "17:00" }
    const at = "2026-12-05T12:00:00Z" // a Saturday
    expect(await clockOf(at)).toEqual(expected(at, 60, defaults))
    await setPipeline({ timeZone: "Europe/Berlin" })
    expect(await clockOf(at)).toEqual(expected(at, 60, { ...defaults, timeZone: "Europe/Berlin" }))
    await setPipeline({ targetMinutes: "90", days: [6, 6, 1] })
    expect(await clockOf(at)).toEqual(expected(at, 90, { ...defaults, days: [1, 6] }))
    for (const bad of [
      { ...BERLIN, timeZone: "Mars/Olympus" },
      { ...BERLIN, days: [] },
      { ...BERLIN, days: [7] },
      { ...BERLIN, days: ["1"] },
      { ...BERLIN, start: "17:00", end: "09:00" },
      { ...BERLIN, start: "9:00" },
      { ...BERLIN, targetMinutes: 4 },
      { ...BERLIN, targetMinutes: 60.5 },
      { ...BERLIN, targetMinutes: 10_081 },
      "Europe/Berlin",
    ]) {
      await setPipeline(bad)
      expect(await clockOf(at), JSON.stringify(bad)).toEqual(expected(at, 60, defaults))
    }
  })

  it("the public form's function gets the clock too, and a clock an insert sets is kept", async () => {
    await setPipeline({ timeZone: "UTC", days: [0, 1, 2, 3, 4, 5, 6], start: "00:00", end: "24:00", targetMinutes: 30 })
    const id = await runAs(
      pool,
      "",
      async (c) => (await c.query("select public.submit_contact_message(gen_random_uuid(), $1, $2, $3, $4, $5) as id", sealedLead("Vera", "vera@clinic.example", "Hello there, a question."))).rows[0].id,
      { commit: true },
    )
    const row = (await pool.query("select due_at - received_at as target, due_at - remind_at as before from public.messages where id = $1", [id])).rows[0]
    expect(row).toEqual({ target: { minutes: 30 }, before: { minutes: 7, seconds: 30 } })
    const kept = (await pool.query("insert into public.messages (name, email, message, due_at) values ('A', 'a@b.example', 'Hi', '2030-01-01T00:00:00Z') returning due_at")).rows[0]
    expect(new Date(kept.due_at).toISOString()).toBe("2030-01-01T00:00:00.000Z")
  })
})
