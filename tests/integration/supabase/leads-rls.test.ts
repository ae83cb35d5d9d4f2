import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { attemptAs, openSupabaseDb, runAs } from "../../helpers/supabase-db"

const url = process.env.TEST_DATABASE_URL

// The lead pipeline's roles under Supabase's row-level security (roles and auth schema emulated): the owner and
// admins reach every lead, an editor the leads assigned to them (every lead with the owner's setting), nobody
// else any; the timeline follows its lead.
describe.skipIf(!url)("Supabase migrations: leads under row-level security (PostgreSQL)", () => {
  const dbName = `sb_leads_${process.pid}_${Date.now().toString(36)}`
  let pool: pg.Pool
  let drop: (() => Promise<void>) | undefined
  const ids = { owner: "", admin: "", editor: "", reviewer: "", outsider: "" }
  const leads = { mine: "", other: "" }
  type Who = "anon" | keyof typeof ids
  const attempt = (who: Who, sql: string, params: unknown[] = []) => attemptAs(pool, who === "anon" ? "" : ids[who], sql, params, ["42501", "P0001"])

  beforeAll(async () => {
    const db = await openSupabaseDb(url!, dbName, { max: 10, label: "leads-rls" })
    pool = db.pool
    drop = db.drop
    ids.owner = (await pool.query("insert into auth.users (email) values ('owner@example.com') returning id")).rows[0].id
    await pool.query("insert into public.invitations (email, role) values ('admin@example.com', 'admin'), ('editor@example.com', 'editor'), ('reviewer@example.com', 'reviewer')")
    ids.admin = (await pool.query("insert into auth.users (email) values ('admin@example.com') returning id")).rows[0].id
    ids.editor = (await pool.query("insert into auth.users (email) values ('editor@example.com') returning id")).rows[0].id
    ids.reviewer = (await pool.query("insert into auth.users (email) values ('reviewer@example.com') returning id")).rows[0].id
    const c = await pool.connect()
    await c.query("begin; set local session_replication_role = replica")
    ids.outsider = (await c.query("insert into auth.users (email) values ('outsider@example.com') returning id")).rows[0].id
    await c.query("commit")
    c.release()
    const insert = "insert into public.messages (name, email, message, owner_id) values ($1, 'lead@clinic.example', 'Hello', $2) returning id"
    leads.mine = (await pool.query(insert, ["Mia Mine", ids.editor])).rows[0].id
    leads.other = (await pool.query(insert, ["Otto Other", null])).rows[0].id
    await pool.query("insert into public.lead_events (message_id, kind, body) values ($1, 'note', 'mine'), ($2, 'note', 'other')", [leads.mine, leads.other])
  }, 120_000)

  afterAll(async () => {
    await drop?.()
  })

  const everyone = ["owner", "admin", "editor", "reviewer", "outsider", "anon"] as const
  /** Each statement's answer for each person: rows touched, or "denied". */
  type Matrix = [string, unknown[], Record<Who, number | "denied">][]
  async function expectMatrix(matrix: Matrix) {
    for (const [sql, params, expected] of matrix) {
      for (const who of everyone) {
        expect(await attempt(who, sql, params), `${who}: ${sql}`).toBe(expected[who])
      }
    }
  }

  it("matrix: the owner and admins every lead, an editor their own, a reviewer, outsiders and visitors none", async () => {
    const denied = { owner: "denied", admin: "denied", editor: "denied", reviewer: "denied", outsider: "denied", anon: "denied" } as const
    await expectMatrix([
      ["select 1 from public.messages", [], { owner: 2, admin: 2, editor: 1, reviewer: 0, outsider: 0, anon: "denied" }],
      ["select 1 from public.messages where id = $1", [leads.other], { owner: 1, admin: 1, editor: 0, reviewer: 0, outsider: 0, anon: "denied" }],
      ["update public.messages set lead_status = 'won' where id = $1", [leads.other], { owner: 1, admin: 1, editor: 0, reviewer: 0, outsider: 0, anon: "denied" }],
      ["update public.messages set lead_status = 'won' where id = $1", [leads.mine], { owner: 1, admin: 1, editor: 1, reviewer: 0, outsider: 0, anon: "denied" }],
      ["delete from public.messages where id = $1", [leads.other], { owner: 1, admin: 1, editor: 0, reviewer: 0, outsider: 0, anon: "denied" }],
      ["delete from public.messages where id = $1", [leads.mine], { owner: 1, admin: 1, editor: 1, reviewer: 0, outsider: 0, anon: "denied" }],
      // With no WHERE clause a statement needs no read access, so only the update and delete policies decide.
      ["update public.messages set lead_status = 'lost'", [], { owner: 2, admin: 2, editor: 1, reviewer: 0, outsider: 0, anon: "denied" }],
      ["delete from public.messages", [], { owner: 2, admin: 2, editor: 1, reviewer: 0, outsider: 0, anon: "denied" }],
      ["select 1 from public.lead_events", [], { owner: 2, admin: 2, editor: 1, reviewer: 0, outsider: 0, anon: "denied" }],
      ["insert into public.lead_events (message_id, kind, actor_id) values ($1, 'note', auth.uid())", [leads.other], { owner: 1, admin: 1, editor: "denied", reviewer: "denied", outsider: "denied", anon: "denied" }],
      ["insert into public.lead_events (message_id, kind, actor_id) values ($1, 'note', auth.uid())", [leads.mine], { owner: 1, admin: 1, editor: 1, reviewer: "denied", outsider: "denied", anon: "denied" }],
      ["update public.lead_events set body = 'changed'", [], denied],
      ["delete from public.lead_events", [], denied],
    ])
  })

  it("nobody writes a timeline entry in another member's name, or none", async () => {
    const forged = "insert into public.lead_events (message_id, kind, actor_id) values ($1, 'note', $2)"
    expect(await attempt("admin", forged, [leads.mine, ids.owner])).toBe("denied")
    expect(await attempt("editor", forged, [leads.mine, ids.admin])).toBe("denied")
    expect(await attempt("editor", "insert into public.lead_events (message_id, kind) values ($1, 'note')", [leads.mine])).toBe("denied")
  })

  it("the owner's setting counts only when on, and only for editors: a reviewer and an outsider still reach no lead", async () => {
    await pool.query("insert into public.site_settings (key, value) values ('leadsEditorsSeeAll', 'false'::jsonb)")
    try {
      expect(await attempt("editor", "select 1 from public.messages")).toBe(1)
      await pool.query("update public.site_settings set value = 'true'::jsonb where key = 'leadsEditorsSeeAll'")
      await expectMatrix([
        ["select 1 from public.messages", [], { owner: 2, admin: 2, editor: 2, reviewer: 0, outsider: 0, anon: "denied" }],
        ["select 1 from public.lead_events", [], { owner: 2, admin: 2, editor: 2, reviewer: 0, outsider: 0, anon: "denied" }],
        ["update public.messages set lead_status = 'lost' where id = $1", [leads.other], { owner: 1, admin: 1, editor: 1, reviewer: 0, outsider: 0, anon: "denied" }],
      ])
    } finally {
      await pool.query("delete from public.site_settings where key = 'leadsEditorsSeeAll'")
    }
  })

  it("an editor cannot hand their lead to someone else's view, nor unassign it, by writing a row they could not see (the check follows the owner)", async () => {
    expect(await attempt("editor", "update public.messages set owner_id = $1 where id = $2", [ids.admin, leads.mine])).toBe("denied")
    expect(await attempt("editor", "update public.messages set owner_id = null where id = $1", [leads.mine])).toBe("denied")
    // Without a WHERE clause (no read access needed), the update policy's own check refuses it.
    expect(await attempt("editor", "update public.messages set owner_id = $1", [ids.admin])).toBe("denied")
    expect(await attempt("admin", "update public.messages set owner_id = $1 where id = $2", [ids.editor, leads.other])).toBe(1)
  })

  it("site settings (20261202000800): the CRM settings for the owner and admins only, the saved views for no key directly, the rest as before", async () => {
    const keys = ["leadCrm", "leadSavedViews", "leadPipeline", "leadsEditorsSeeAll", "clinicalCategories", "medicalDisclaimer", "analytics"]
    const values: Record<string, unknown> = {
      leadCrm: { kind: "webhook", url: "https://hooks.example.com/hooks/catch/123/s3cr3t-path/" },
      leadSavedViews: { [ids.editor]: [{ name: "Mine", query: "view=mine" }], [ids.admin]: [{ name: "Big deals", query: "status=qualified" }] },
      leadPipeline: { timeZone: "Europe/Berlin", days: [1, 2, 3, 4, 5], start: "09:00", end: "17:00", targetMinutes: 60 },
      leadsEditorsSeeAll: false,
      clinicalCategories: ["cardiology"],
      medicalDisclaimer: "Not medical advice.",
      analytics: { enabled: true, retentionDays: 30 },
    }
    for (const key of keys) {
      await pool.query("insert into public.site_settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value", [key, JSON.stringify(values[key])])
    }
    try {
      const read = async (who: Who) =>
        (await runAs(pool, who === "anon" ? "" : ids[who], async (c) => (await c.query("select key from public.site_settings where key = any($1) order by key", [keys])).rows)).map((r) => r.key)
      const everyMember = ["analytics", "clinicalCategories", "leadPipeline", "leadsEditorsSeeAll", "medicalDisclaimer"]
      expect(await read("owner")).toEqual([...everyMember, "leadCrm"].sort())
      expect(await read("admin")).toEqual([...everyMember, "leadCrm"].sort())
      expect(await read("editor")).toEqual(everyMember)
      for (const who of ["reviewer", "outsider", "anon"] as const) expect(await read(who), who).toEqual(["analytics", "medicalDisclaimer"])
      // Each member still reads their own saved views, through the function.
      const views = (who: Who) => runAs(pool, ids[who as keyof typeof ids], async (c) => (await c.query("select public.lead_saved_views() as v")).rows[0].v)
      expect(await views("editor")).toEqual([{ name: "Mine", query: "view=mine" }])
      expect(await views("admin")).toEqual([{ name: "Big deals", query: "status=qualified" }])
      // The owner still saves the CRM settings as the settings store does (an upsert that returns the row).
      const saved = await runAs(pool, ids.owner, async (c) =>
        (await c.query("insert into public.site_settings (key, value) values ('leadCrm', $1) on conflict (key) do update set value = excluded.value returning key", [JSON.stringify({ kind: "none" })])).rows,
      )
      expect(saved).toEqual([{ key: "leadCrm" }])
    } finally {
      await pool.query("delete from public.site_settings where key = any($1)", [keys])
    }
  })

  describe("the functions the Supabase adapter calls (lib/backend/supabase/leads.ts)", () => {
    const call = <T>(who: Exclude<Who, "anon"> | "anon", sql: string, params: unknown[] = []) =>
      runAs(pool, who === "anon" ? "" : ids[who], async (c) => (await c.query(sql, params)).rows as T[])
    const codeOf = async (p: Promise<unknown>) => {
      try {
        await p
        return "ok"
      } catch (error) {
        return (error as { code?: string }).code ?? "error"
      }
    }
    const applyLead = "select id, lead_status, owner_id, lead_value::text as value, tags, folder, first_response_at from public.apply_lead($1, $2::jsonb, $3::jsonb)"
    const note = (who: keyof typeof ids, body = "called") => JSON.stringify([{ kind: "note", actor_id: ids[who], actor_email: `${who}@example.com`, body, at: "2026-12-02T09:30:00Z" }])

    it("apply_lead: the patch and its events together, as the member (an editor's own lead yes, another no, a forged actor nothing at all)", async () => {
      const patch = JSON.stringify({ status: "contacted", value: "1250.5", tags: ["implants"], first_response_at: "2026-12-02T09:30:00Z" })
      const [row] = await call<Record<string, unknown>>("editor", applyLead, [leads.mine, patch, note("editor")])
      expect(row).toMatchObject({ id: leads.mine, lead_status: "contacted", owner_id: ids.editor, value: "1250.50", tags: ["implants"], folder: "inbox" })
      // Rolled back by runAs: nothing of that stayed; the editor cannot touch the other lead, a reviewer none.
      expect(await call("editor", applyLead, [leads.other, patch, note("editor")])).toEqual([])
      expect(await call("reviewer", applyLead, [leads.mine, patch, "[]"])).toEqual([])
      expect(await codeOf(call("editor", applyLead, [leads.mine, patch, note("admin")]))).toBe("42501")
      expect(await codeOf(call("anon", applyLead, [leads.mine, patch, "[]"]))).toBe("42501")
      // Handing the lead to someone else is refused by the update policy, inside the function as outside it.
      expect(await codeOf(call("editor", applyLead, [leads.mine, JSON.stringify({ owner_id: ids.admin }), "[]"]))).toBe("42501")
      // A first response already set is kept; spam moves the folder and clears the flag.
      const rows = await runAs(pool, ids.admin, async (c) => {
        await c.query(applyLead, [leads.other, JSON.stringify({ first_response_at: "2026-12-02T09:00:00Z" }), "[]"])
        return (await c.query(applyLead, [leads.other, JSON.stringify({ first_response_at: "2026-12-02T10:00:00Z", folder: "spam" }), "[]"])).rows
      })
      expect(rows[0]).toMatchObject({ folder: "spam", first_response_at: new Date("2026-12-02T09:00:00Z") })
    })

    it("apply_leads: every lead or none; a lead the member cannot see undoes them all (PT404)", async () => {
      const changes = (ids_: string[]) => JSON.stringify(ids_.map((id) => ({ id, patch: { status: "qualified" }, events: JSON.parse(note("editor")) })))
      expect(await codeOf(call("editor", "select public.apply_leads($1::jsonb)", [changes([leads.mine, leads.other])]))).toBe("PT404")
      const [done] = await runAs(pool, ids.editor, async (c) => {
        const n = (await c.query("select public.apply_leads($1::jsonb) as n", [changes([leads.mine])])).rows
        const after = (await c.query("select lead_status from public.messages where id = $1", [leads.mine])).rows
        return [{ n: n[0].n, status: after[0].lead_status }]
      })
      expect(done).toEqual({ n: 1, status: "qualified" })
      expect((await pool.query("select lead_status from public.messages where id = $1", [leads.mine])).rows[0].lead_status).toBe("new")
    })

    it("lead_response_figures and lead_members: for members who work leads only; a Reviewer is no member of the list", async () => {
      const figures = "select public.lead_response_figures('2000-01-01', '2100-01-01', '2100-01-01') as f"
      const [f] = await call<{ f: Record<string, unknown> }>("editor", figures)
      expect(f!.f).toMatchObject({ leads: 2, answered: 0 })
      for (const who of ["reviewer", "outsider", "anon"] as const) expect(await codeOf(call(who, figures)), who).toBe("42501")
      const members = await call<{ email: string; role: string }>("editor", "select email, role from public.lead_members()")
      expect(members).toEqual([
        { email: "admin@example.com", role: "admin" },
        { email: "editor@example.com", role: "editor" },
        { email: "owner@example.com", role: "owner" },
      ])
      for (const who of ["reviewer", "outsider", "anon"] as const) expect(await codeOf(call(who, "select * from public.lead_members()")), who).toBe("42501")
    })

    it("saved views: each member's own, through the functions only; the same name replaces, at most 20, the oldest dropped", async () => {
      const commit = (who: keyof typeof ids, sql: string, params: unknown[]) => runAs(pool, ids[who], (c) => c.query(sql, params), { commit: true })
      try {
        await commit("editor", "select public.save_lead_view($1, $2)", ["Mine", "view=mine"])
        await commit("owner", "select public.save_lead_view($1, $2)", ["Mine", "view=mine&status=new"])
        await commit("editor", "select public.save_lead_view($1, $2)", ["Mine", "view=mine&status=won"])
        const viewsOf = async (who: keyof typeof ids) => (await call<{ v: unknown }>(who, "select public.lead_saved_views() as v"))[0]!.v
        expect(await viewsOf("editor")).toEqual([{ name: "Mine", query: "view=mine&status=won" }])
        expect(await viewsOf("owner")).toEqual([{ name: "Mine", query: "view=mine&status=new" }])
        expect(await viewsOf("reviewer")).toBeNull()
        // Only the owner writes site settings directly: an editor's views change through the functions alone.
        expect(await attempt("editor", "update public.site_settings set value = '{}'::jsonb where key = 'leadSavedViews'")).toBe(0)
        for (let i = 0; i < 21; i++) await commit("editor", "select public.save_lead_view($1, $2)", [`View ${i}`, ""])
        const many = (await viewsOf("editor")) as { name: string }[]
        expect(many).toHaveLength(20)
        expect(many[0]!.name).toBe("View 1")
        await commit("editor", "select public.delete_lead_view($1)", ["View 5"])
        expect(((await viewsOf("editor")) as { name: string }[]).map((v) => v.name)).not.toContain("View 5")
        expect(await viewsOf("owner")).toEqual([{ name: "Mine", query: "view=mine&status=new" }])
        for (const [who, sql, params] of [
          ["reviewer", "select public.save_lead_view($1, $2)", ["x", ""]],
          ["outsider", "select public.save_lead_view($1, $2)", ["x", ""]],
          ["anon", "select public.save_lead_view($1, $2)", ["x", ""]],
          ["anon", "select public.lead_saved_views()", []],
          ["editor", "select private.change_lead_views($1, $2)", ["x", ""]],
        ] as const) expect(await codeOf(call(who, sql, [...params])), `${who}: ${sql}`).toBe("42501")
        expect(await codeOf(call("editor", "select public.save_lead_view($1, $2)", ["x".repeat(61), ""]))).toBe("22023")
      } finally {
        await pool.query("delete from public.site_settings where key = 'leadSavedViews'")
      }
    })
  })
})
