import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { attemptAs, openSupabaseDb, runAs } from "../../helpers/supabase-db"

const url = process.env.TEST_DATABASE_URL

// The role split of the Supabase migrations on real PostgreSQL (Supabase's roles and auth schema emulated):
// every role against every table the roles differ on, each statement in a rolled-back transaction.
describe.skipIf(!url)("Supabase migrations: team roles and audit log under row-level security (PostgreSQL)", () => {
  const dbName = `sb_team_${process.pid}_${Date.now().toString(36)}`
  let pool: pg.Pool
  let drop: (() => Promise<void>) | undefined
  const ids = { owner: "", admin: "", editor: "", outsider: "" }

  type Who = "anon" | keyof typeof ids
  const subOf = (who: Who) => who === "anon" ? "" : ids[who]
  const as = <T>(who: Who, fn: (c: pg.PoolClient) => Promise<T>) => runAs(pool, subOf(who), fn)
  const attempt = (who: Who, sql: string, params: unknown[] = []) => attemptAs(pool, subOf(who), sql, params, ["42501", "P0001", "22023"])

  beforeAll(async () => {
    const db = await openSupabaseDb(url!, dbName, { max: 10, label: "team-rls" })
    pool = db.pool
    drop = db.drop
    ids.owner = (await pool.query("insert into auth.users (email) values ('owner@example.com') returning id")).rows[0].id
    // Invitations (written by the server with the service key) let exactly these e-mails in, with their roles.
    await pool.query("insert into public.invitations (email, role) values ('admin@example.com', 'admin'), ('editor@example.com', 'editor')")
    ids.admin = (await pool.query("insert into auth.users (email) values ('admin@example.com') returning id")).rows[0].id
    ids.editor = (await pool.query("insert into auth.users (email) values ('editor@example.com') returning id")).rows[0].id
    const c = await pool.connect()
    await c.query("begin; set local session_replication_role = replica")
    ids.outsider = (await c.query("insert into auth.users (email) values ('outsider@example.com') returning id")).rows[0].id
    await c.query("commit")
    c.release()
    await pool.query(`
      insert into public.documents (type, title, slug, published, path, redirect_on_move) values ('post', 'Draft', 'draft', false, '/blog/draft', true);
      insert into public.audit_log (action) values ('sign_in');
    `)
  }, 120_000)

  afterAll(async () => {
    await drop?.()
  })

  it("an invitation opens registration for that e-mail only, with the invited role; an expired one does not", async () => {
    const roles = (await pool.query("select u.email, m.role from public.memberships m join auth.users u on u.id = m.user_id order by u.email")).rows
    expect(roles).toEqual([
      { email: "admin@example.com", role: "admin" },
      { email: "editor@example.com", role: "editor" },
      { email: "owner@example.com", role: "owner" },
    ])
    expect((await pool.query("select count(*)::int as n from public.invitations")).rows[0].n).toBe(0)
    await pool.query("insert into public.invitations (email, role, expires_at) values ('late@example.com', 'editor', now() - interval '1 second')")
    await expect(pool.query("insert into auth.users (email) values ('late@example.com')")).rejects.toThrow(/Registration is closed/)
    for (const who of ["owner", "admin", "editor", "anon"] as const) {
      expect(await attempt(who, "insert into public.invitations (email, role) values ('x@example.com', 'admin')"), who).toBe("denied")
    }
  })

  it("matrix: content for every member; team changes for owner and admins; the owner's row for nobody", async () => {
    const matrix: [string, unknown[], Record<Who, number | "denied">][] = [
      ["update public.documents set title = 'Edited' where type = 'post'", [], { owner: 1, admin: 1, editor: 1, outsider: 0, anon: "denied" }],
      ["insert into public.documents (type, title, slug, path, redirect_on_move) values ('post', 'n', 'n', '/blog/n', true)", [], { owner: 1, admin: 1, editor: 1, outsider: "denied", anon: "denied" }],
      ["delete from public.documents where type = 'post'", [], { owner: 1, admin: 1, editor: 1, outsider: 0, anon: "denied" }],
      ["update public.memberships set role = 'admin' where user_id = $1", [ids.editor], { owner: 1, admin: 1, editor: 0, outsider: 0, anon: "denied" }],
      ["delete from public.memberships where user_id = $1", [ids.editor], { owner: 1, admin: 1, editor: 0, outsider: 0, anon: "denied" }],
      ["update public.memberships set role = 'editor' where user_id = $1", [ids.owner], { owner: 0, admin: 0, editor: 0, outsider: 0, anon: "denied" }],
      ["delete from public.memberships where user_id = $1", [ids.owner], { owner: 0, admin: 0, editor: 0, outsider: 0, anon: "denied" }],
      ["update public.memberships set role = 'owner' where user_id = $1", [ids.editor], { owner: "denied", admin: "denied", editor: 0, outsider: 0, anon: "denied" }],
      ["insert into public.memberships (user_id, role) values ($1, 'admin')", [ids.outsider], { owner: "denied", admin: "denied", editor: "denied", outsider: "denied", anon: "denied" }],
      ["update public.memberships set user_id = $1 where user_id = $2", [ids.outsider, ids.editor], { owner: "denied", admin: "denied", editor: "denied", outsider: "denied", anon: "denied" }],
      ["insert into public.audit_log (action, record_type) values ('create', 'post')", [], { owner: 1, admin: 1, editor: 1, outsider: "denied", anon: "denied" }],
      ["update public.audit_log set action = 'x'", [], { owner: "denied", admin: "denied", editor: "denied", outsider: "denied", anon: "denied" }],
      ["delete from public.audit_log", [], { owner: "denied", admin: "denied", editor: "denied", outsider: "denied", anon: "denied" }],
    ]
    for (const [sql, params, expected] of matrix) {
      for (const who of ["owner", "admin", "editor", "outsider", "anon"] as const) {
        expect(await attempt(who, sql, params), `${who}: ${sql}`).toBe(expected[who])
      }
    }
  })

  it("members read the audit log and entries carry the database's author and time; others read nothing", async () => {
    for (const who of ["owner", "admin", "editor"] as const) {
      expect(await as(who, async (c) => (await c.query("select * from public.audit_log")).rows.length), who).toBe(1)
    }
    expect(await as("outsider", async (c) => (await c.query("select * from public.audit_log")).rows.length)).toBe(0)
    expect(await attempt("anon", "select * from public.audit_log")).toBe("denied")
    const stamped = await as("editor", async (c) => {
      await c.query("insert into public.audit_log (action, actor_id, actor_email, at) values ('delete', $1, 'owner@example.com', '2000-01-01')", [ids.owner])
      return (await c.query("select actor_id, actor_email, at > now() - interval '1 minute' as fresh from public.audit_log where action = 'delete'")).rows[0]
    })
    expect(stamped).toEqual({ actor_id: ids.editor, actor_email: "editor@example.com", fresh: true })
  })

  it("only the owner transfers ownership, and only to an admin", async () => {
    expect(await attempt("admin", "select public.transfer_ownership($1)", [ids.admin])).toBe("denied")
    expect(await attempt("owner", "select public.transfer_ownership($1)", [ids.editor])).toBe("denied")
    const roles = await as("owner", async (c) => {
      await c.query("select public.transfer_ownership($1)", [ids.admin])
      return (await c.query("select user_id, role from public.memberships order by role")).rows
    })
    expect(roles).toEqual(
      expect.arrayContaining([
        { user_id: ids.admin, role: "owner" },
        { user_id: ids.owner, role: "admin" },
      ]),
    )
  })
})
