import pg from "pg"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { LEADS } from "@/lib/copy/leads"
import { retentionCutoffs, minusMonths } from "@/lib/domain/leads/retention"

import { attemptAs, openSupabaseDb, runAs } from "../../helpers/supabase-db"

const url = process.env.TEST_DATABASE_URL

// Lead retention on Supabase (supabase/migrations/20261202002400_lead_retention.sql): no worker runs in this mode, so
// public.run_lead_retention() erases in the database, once per day in the site's time zone, by the rule of the SQL
// backend (lib/backend/sql/leads.ts, lib/domain/leads/retention.ts); only the service role may call it.
describe.skipIf(!url)("Supabase migrations: lead retention (PostgreSQL)", () => {
  const dbName = `sb_lead_retention_${process.pid}_${Date.now().toString(36)}`
  let pool: pg.Pool
  let drop: (() => Promise<void>) | undefined
  const ids: Record<string, string> = {}
  const T0 = "2024-01-15T10:00:00.000Z"
  const at = (months: number, ms = 0) => new Date(minusMonths(Date.parse(T0), -months) + ms).toISOString()

  /** The run as the service role (a scheduled call), committed. */
  const run = (now: string) =>
    runAs(pool, "", async (c) => {
      await c.query("set local role service_role")
      return (await c.query("select public.run_lead_retention($1::timestamptz) as r", [now])).rows[0].r as { leads: number; spam: number } | null
    }, { commit: true })
  const names = async () => (await pool.query("select name from public.messages order by name")).rows.map((r) => r.name)
  const message = async (name: string, received: string, folder = "inbox") =>
    (await pool.query("insert into public.messages (name, email, message, received_at, folder) values ($1, 'x@clinic.example', 'Hello', $2, $3) returning id", [name, received, folder])).rows[0].id as string

  beforeAll(async () => {
    const db = await openSupabaseDb(url!, dbName, { max: 6, label: "lead-retention" })
    pool = db.pool
    drop = db.drop
    ids.owner = (await pool.query("insert into auth.users (email) values ('owner@example.com') returning id")).rows[0].id
    await pool.query("insert into public.invitations (email, role) values ('editor@example.com', 'editor')")
    ids.editor = (await pool.query("insert into auth.users (email) values ('editor@example.com') returning id")).rows[0].id
    await pool.query(
      "insert into public.site_settings (key, value) values ('leadPipeline', $1) on conflict (key) do update set value = excluded.value",
      [JSON.stringify({ timeZone: "Europe/Berlin", days: [1, 2, 3, 4, 5], start: "09:00", end: "17:00", targetMinutes: 60 })],
    )
  }, 120_000)
  afterAll(async () => {
    await drop?.()
  }, 60_000)
  beforeEach(async () => {
    await pool.query("delete from public.messages; delete from private.lead_retention_runs; delete from public.site_settings where key = 'leadRetention'")
  })

  it("erases by the app's rule: kept on the cutoff, a timeline event renews, spam after 30 days; once a day; counts only in the log", async () => {
    const quiet = await message("Alma Quiet", T0)
    // The response clock's escalation a month later is no activity: Alma still counts from her receipt.
    await pool.query("insert into public.lead_events (message_id, at, kind) values ($1, $2, 'escalation')", [quiet, at(1)])
    const noted = await message("Bert Noted", T0)
    await pool.query("insert into public.lead_events (message_id, at, kind, body) values ($1, $2, 'note', 'Call back')", [noted, at(1)])
    await message("Cleo Spam", at(23), "spam")

    // The owner's preview, with the app's cutoffs, counts what the run erases.
    const preview = (now: string) =>
      runAs(pool, ids.owner!, async (c) => {
        const cut = retentionCutoffs(Date.parse(now), 24)
        return (await c.query("select public.lead_retention_preview($1, $2) as p", [cut.leads, cut.spam])).rows[0].p
      })
    expect(await preview(at(24))).toEqual({ leads: 0, spam: 1 })
    expect(await preview(at(24, 1))).toEqual({ leads: 1, spam: 1 })

    expect(await run(at(24))).toEqual({ leads: 0, spam: 1 })
    expect(await names()).toEqual(["Alma Quiet", "Bert Noted"])
    expect(await run(at(24, 1))).toBeNull()
    expect(await run(at(24, 86_400_000))).toEqual({ leads: 1, spam: 0 })
    expect(await names()).toEqual(["Bert Noted"])
    expect(await run(at(25, 86_400_000))).toEqual({ leads: 1, spam: 0 })
    expect(await names()).toEqual([])
    expect((await pool.query("select count(*)::int as n from public.lead_events")).rows[0].n).toBe(0)
    const log = (await pool.query("select summary, actor_id, record_id from public.audit_log where action = 'lead_retention' order by seq")).rows
    expect(log).toEqual([
      { summary: LEADS.retention.auditSummary({ leads: 0, spam: 1 }), actor_id: null, record_id: "" },
      { summary: LEADS.retention.auditSummary({ leads: 1, spam: 0 }), actor_id: null, record_id: "" },
      { summary: LEADS.retention.auditSummary({ leads: 1, spam: 0 }), actor_id: null, record_id: "" },
    ])
  })

  it("follows the owner's months; two calls at once erase once; members cannot run it, an editor cannot preview", async () => {
    await pool.query("insert into public.site_settings (key, value) values ('leadRetention', '{\"months\": 6}')")
    await message("Dana Six", T0)
    const results = await Promise.all([run(at(6, 86_400_000)), run(at(6, 86_400_000)), run(at(6, 86_400_000))])
    expect(results.filter((r) => r !== null)).toEqual([{ leads: 1, spam: 0 }])
    expect(await names()).toEqual([])
    expect(await attemptAs(pool, ids.owner!, "select public.run_lead_retention()")).toBe("denied")
    expect(await attemptAs(pool, ids.editor!, "select public.lead_retention_preview(now(), now())")).toBe("denied")
    expect(await attemptAs(pool, "", "select public.lead_retention_preview(now(), now())")).toBe("denied")
  })
})
