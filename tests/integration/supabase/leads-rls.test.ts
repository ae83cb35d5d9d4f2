import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { attemptAs, openSupabaseDb } from "../../helpers/supabase-db"

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
})
