import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { attemptAs, openSupabaseDb, runAs } from "../../helpers/supabase-db"

const url = process.env.TEST_DATABASE_URL

// Two-factor sign-in in Supabase mode (migration 20261203000100_two_factor.sql): the lead tables need an aal2
// session from a member with a verified factor in auth.mfa_factors, and from every lead-reader role (owner, admin,
// editor) while the owner's setting "twoFactorRequired" is on. The recovery codes are the service role's alone.
describe.skipIf(!url)("Supabase migrations: two-factor sign-in under row-level security (PostgreSQL)", () => {
  const dbName = `sb_2fa_${process.pid}_${Date.now().toString(36)}`
  let pool: pg.Pool
  let drop: (() => Promise<void>) | undefined
  const ids = { owner: "", admin: "", editor: "", reviewer: "" }
  type Who = keyof typeof ids
  type Level = "aal1" | "aal2"
  const attempt = (who: Who, level: Level, sql: string, params: unknown[] = []) => attemptAs(pool, ids[who], sql, params, ["42501", "P0001"], { aal: level })
  const leads = (who: Who, level: Level) => attempt(who, level, "select 1 from public.messages")
  const timeline = (who: Who, level: Level) => attempt(who, level, "select 1 from public.lead_events")
  let lead = ""

  async function requirement(on: boolean) {
    await pool.query("delete from public.site_settings where key = 'twoFactorRequired'")
    if (on) await pool.query("insert into public.site_settings (key, value) values ('twoFactorRequired', 'true'::jsonb)")
  }

  beforeAll(async () => {
    const db = await openSupabaseDb(url!, dbName, { max: 6, label: "two-factor-rls" })
    pool = db.pool
    drop = db.drop
    ids.owner = (await pool.query("insert into auth.users (email) values ('owner@example.com') returning id")).rows[0].id
    await pool.query("insert into public.invitations (email, role) values ('admin@example.com', 'admin'), ('editor@example.com', 'editor'), ('reviewer@example.com', 'reviewer')")
    ids.admin = (await pool.query("insert into auth.users (email) values ('admin@example.com') returning id")).rows[0].id
    ids.editor = (await pool.query("insert into auth.users (email) values ('editor@example.com') returning id")).rows[0].id
    ids.reviewer = (await pool.query("insert into auth.users (email) values ('reviewer@example.com') returning id")).rows[0].id
    // The owner has a verified factor; the admin only one still waiting for its first code (not enrolled yet).
    await pool.query("insert into auth.mfa_factors (user_id, friendly_name, factor_type, status) values ($1, 'Authenticator app', 'totp', 'verified'), ($2, 'Authenticator app', 'totp', 'unverified')", [
      ids.owner,
      ids.admin,
    ])
    lead = (await pool.query("insert into public.messages (name, email, message, owner_id) values ('Mia', 'lead@clinic.example', 'Hello', $1) returning id", [ids.editor])).rows[0].id
    await pool.query("insert into public.lead_events (message_id, kind, body) values ($1, 'note', 'first')", [lead])
  }, 120_000)

  afterAll(async () => {
    await drop?.()
  })

  it("an enrolled member reads no lead from an aal1 session, and every lead once a code raised it to aal2", async () => {
    await requirement(false)
    expect(await leads("owner", "aal1")).toBe(0)
    expect(await timeline("owner", "aal1")).toBe(0)
    expect(await attempt("owner", "aal1", "update public.messages set lead_status = 'won'")).toBe(0)
    expect(await attempt("owner", "aal1", "delete from public.messages")).toBe(0)
    expect(await attempt("owner", "aal1", "insert into public.lead_events (message_id, kind, actor_id) values ($1, 'note', auth.uid())", [lead])).toBe("denied")
    expect(await leads("owner", "aal2")).toBe(1)
    expect(await timeline("owner", "aal2")).toBe(1)
    expect(await attempt("owner", "aal2", "update public.messages set lead_status = 'won'")).toBe(1)
    expect(await attempt("owner", "aal2", "insert into public.lead_events (message_id, kind, actor_id) values ($1, 'note', auth.uid())", [lead])).toBe(1)
    // A session without the claim at all counts as aal1.
    expect(await runAs(pool, ids.owner, async (c) => (await c.query("select 1 from public.messages")).rowCount)).toBe(0)
  })

  it("with the requirement off, members without a verified factor are unaffected", async () => {
    await requirement(false)
    expect(await leads("admin", "aal1")).toBe(1)
    expect(await leads("editor", "aal1")).toBe(1)
    expect(await timeline("editor", "aal1")).toBe(1)
    expect(await leads("reviewer", "aal1")).toBe(0)
  })

  it("with the requirement on, an unenrolled editor or admin reads no lead; an enrolled member at aal2 still does", async () => {
    await requirement(true)
    try {
      expect(await leads("editor", "aal1")).toBe(0)
      expect(await timeline("editor", "aal1")).toBe(0)
      expect(await attempt("editor", "aal1", "update public.messages set lead_status = 'won'")).toBe(0)
      expect(await leads("admin", "aal1")).toBe(0)
      expect(await leads("owner", "aal1")).toBe(0)
      expect(await leads("owner", "aal2")).toBe(1)
      // The reviewer reads no lead either way (no lead-reader role).
      expect(await leads("reviewer", "aal1")).toBe(0)
    } finally {
      await requirement(false)
    }
  })

  // 20261203000400_two_factor_definer_functions.sql: the security definer functions that read leads (or the team and
  // the saved views behind the lead list) ask the same rule as the policies; they read past the policies otherwise.
  const figures = "select public.lead_response_figures(now() - interval '1 day', now() + interval '1 day', now())"
  const leadFunctions = [
    figures,
    "select * from public.lead_members()",
    "select public.lead_retention_preview(now() + interval '1 day', now() + interval '1 day')",
    "select public.save_lead_view('Mine', 'q=Mia')",
    "select public.delete_lead_view('Mine')",
  ]
  const savedViews = (who: Who, level: Level) =>
    runAs(pool, ids[who], async (c) => (await c.query("select public.lead_saved_views() as v")).rows[0].v, { claims: { aal: level } })

  it("the lead functions that read past the policies refuse an enrolled member's aal1 session, and answer at aal2", async () => {
    await requirement(false)
    for (const sql of leadFunctions) expect(await attempt("owner", "aal1", sql), sql).toBe("denied")
    expect(await savedViews("owner", "aal1")).toBeNull()
    for (const sql of leadFunctions) expect(await attempt("owner", "aal2", sql), sql).toBe(sql.includes("lead_members") ? 3 : 1)
    expect(await savedViews("owner", "aal2")).toEqual([])
    const counted = await runAs(pool, ids.owner, async (c) => (await c.query(`${figures} as f`)).rows[0].f, { claims: { aal: "aal2" } })
    expect(counted).toMatchObject({ leads: 1 })
    // A session without the claim at all counts as aal1.
    expect(await attemptAs(pool, ids.owner, figures)).toBe("denied")
    // Members without a verified factor are unaffected while the requirement is off.
    expect(await attempt("editor", "aal1", figures)).toBe(1)
    expect(await attempt("editor", "aal1", "select * from public.lead_members()")).toBe(3)
    expect(await savedViews("editor", "aal1")).toEqual([])
  })

  it("with the requirement on, the lead functions refuse every lead reader's aal1 session", async () => {
    await requirement(true)
    try {
      for (const who of ["editor", "admin"] as const) {
        for (const sql of leadFunctions.filter((q) => !q.includes("retention"))) expect(await attempt(who, "aal1", sql), `${who}: ${sql}`).toBe("denied")
        expect(await savedViews(who, "aal1")).toBeNull()
      }
      expect(await attempt("owner", "aal1", figures)).toBe("denied")
      expect(await attempt("owner", "aal2", figures)).toBe(1)
      // The reviewer is no lead member either way.
      expect(await attempt("reviewer", "aal2", figures)).toBe("denied")
    } finally {
      await requirement(false)
    }
  })

  it("the recovery codes are the service role's alone", async () => {
    const hash = "a".repeat(64)
    for (const who of ["owner", "editor"] as const) {
      expect(await attempt(who, "aal2", "select 1 from public.two_factor_recovery_codes")).toBe("denied")
      expect(await attempt(who, "aal2", "insert into public.two_factor_recovery_codes (user_id, code_hash) values (auth.uid(), $1)", [hash])).toBe("denied")
      expect(await attempt(who, "aal2", "select public.replace_two_factor_recovery_codes(auth.uid(), array[$1])", [hash])).toBe("denied")
    }
    expect(await attemptAs(pool, "", "select 1 from public.two_factor_recovery_codes")).toBe("denied")
    const c = await pool.connect()
    try {
      await c.query("begin")
      await c.query("set local role service_role")
      await c.query("select public.replace_two_factor_recovery_codes($1, array[$2, $3])", [ids.owner, hash, "b".repeat(64)])
      await c.query("select public.replace_two_factor_recovery_codes($1, array[$2])", [ids.owner, "c".repeat(64)])
      const left = await c.query("select code_hash from public.two_factor_recovery_codes where user_id = $1", [ids.owner])
      expect(left.rows.map((r) => r.code_hash)).toEqual(["c".repeat(64)])
      const used = await c.query("update public.two_factor_recovery_codes set used_at = now() where user_id = $1 and code_hash = $2 and used_at is null", [ids.owner, "c".repeat(64)])
      const again = await c.query("update public.two_factor_recovery_codes set used_at = now() where user_id = $1 and code_hash = $2 and used_at is null", [ids.owner, "c".repeat(64)])
      expect([used.rowCount, again.rowCount]).toEqual([1, 0])
    } finally {
      await c.query("rollback")
      c.release()
    }
  })
})
