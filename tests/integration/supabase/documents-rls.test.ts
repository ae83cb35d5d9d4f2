import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { attemptAs, openSupabaseDb, runAs } from "../../helpers/supabase-db"

const url = process.env.TEST_DATABASE_URL

/** Runs fn in a rolled-back transaction as the server's service-role key (PostgREST's role and claims). */
async function asServiceRole<T>(pool: pg.Pool, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const c = await pool.connect()
  try {
    await c.query("begin")
    await c.query("set local role service_role")
    await c.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ role: "service_role" })])
    return await fn(c)
  } finally {
    await c.query("rollback").catch(() => {})
    c.release()
  }
}

// The site documents migration (supabase/migrations/20261127000200_site_documents.sql) on real PostgreSQL with
// Supabase's roles emulated: what visitors, non-members, editors, the owner and the service role may do.
describe.skipIf(!url)("Supabase migrations: site documents under row-level security (PostgreSQL)", () => {
  const dbName = `sb_docs_rls_${process.pid}_${Date.now().toString(36)}`
  let pool: pg.Pool
  let drop: (() => Promise<void>) | undefined
  const ids = { owner: "", editor: "", outsider: "" }

  type Who = "anon" | keyof typeof ids
  const subOf = (who: Who) => (who === "anon" ? "" : ids[who])
  const as = <T>(who: Who, fn: (c: pg.PoolClient) => Promise<T>) => runAs(pool, subOf(who), fn)
  const attempt = (who: Who, sql: string, params: unknown[] = []) => attemptAs(pool, subOf(who), sql, params)
  const slugs = (who: Who, sql = "select slug from public.documents order by slug") => as(who, async (c) => (await c.query(sql)).rows.map((r) => r.slug as string))

  beforeAll(async () => {
    const db = await openSupabaseDb(url!, dbName, { max: 10, label: "documents-rls" })
    pool = db.pool
    drop = db.drop
    ids.owner = (await pool.query("insert into auth.users (email) values ('owner@example.com') returning id")).rows[0].id
    await pool.query("insert into public.invitations (email, role) values ('editor@example.com', 'editor')")
    ids.editor = (await pool.query("insert into auth.users (email) values ('editor@example.com') returning id")).rows[0].id
    const c = await pool.connect()
    await c.query("begin; set local session_replication_role = replica")
    ids.outsider = (await c.query("insert into auth.users (email) values ('outsider@example.com') returning id")).rows[0].id
    await c.query("commit")
    c.release()
    await pool.query(`
      insert into public.documents (type, slug, title, data, published, publish_at) values
        ('site_page', 'live', 'Live', '{"sections": []}', true, null),
        ('site_page', 'draft', 'Draft', '{"sections": []}', false, null),
        ('site_page', 'scheduled', 'Scheduled', '{"sections": []}', true, now() + interval '1 day'),
        ('site_page', 'due', 'Due', '{"sections": []}', true, now() - interval '1 minute'),
        ('site_settings', 'site_settings', 'Site settings', '{"content": {}}', true, null);
      insert into private.content_seeds (name) values ('earlier-seed');
    `)
  }, 120_000)

  afterAll(async () => {
    await drop?.()
  }, 60_000)

  it("visitors and non-members read live documents only: never a draft, never a scheduled one before its time", async () => {
    for (const who of ["anon", "outsider"] as const) {
      expect(await slugs(who), who).toEqual(["due", "live", "site_settings"])
      expect(await slugs(who, "select slug from public.documents where slug in ('draft', 'scheduled')"), who).toEqual([])
    }
    expect(await slugs("editor")).toEqual(["draft", "due", "live", "scheduled", "site_settings"])
    // The next due time, without the document.
    const next = await as("anon", async (c) => (await c.query("select public.next_document_publish_at() as at")).rows[0].at as Date)
    expect(next.getTime()).toBeGreaterThan(Date.now())
  })

  it("visitors and non-members cannot insert, update or delete a document", async () => {
    const writes = [
      "insert into public.documents (type, slug, title, published) values ('site_page', 'intruder', 'x', true)",
      "update public.documents set title = 'Defaced'",
      "update public.documents set published = true where slug = 'draft'",
      "delete from public.documents",
    ]
    for (const who of ["anon", "outsider"] as const) {
      for (const sql of writes) {
        const result = await attempt(who, sql)
        expect(result === "denied" || result === 0, `${who}: ${sql} -> ${result}`).toBe(true)
      }
    }
    expect(await attempt("anon", writes[0]!)).toBe("denied")
    expect((await pool.query("select count(*)::int as n from public.documents")).rows[0].n).toBe(5)
  })

  it("members write site pages; contact details and site settings only the owner and admins; a document keeps its type", async () => {
    const page = "insert into public.documents (type, slug, title) values ('case_study', 'new-work', 'New work')"
    const settings = "update public.documents set data = '{\"content\": {\"name\": \"x\"}}' where type = 'site_settings'"
    const contact = "insert into public.documents (type, slug, title) values ('contact_details', 'contact_details', 'Contact')"
    expect(await attempt("editor", page)).toBe(1)
    expect(await attempt("editor", settings)).toBe(0)
    expect(await attempt("editor", contact)).toBe("denied")
    expect(await attempt("owner", settings)).toBe(1)
    expect(await attempt("owner", contact)).toBe(1)
    await expect(as("owner", (c) => c.query("update public.documents set type = 'case_study' where slug = 'live'"))).rejects.toThrow(/keeps its type/)
    // The version is the database's: a client cannot set it.
    const version = await as("editor", async (c) => (await c.query("update public.documents set version = 99 where slug = 'draft' returning version")).rows[0].version)
    expect(version).toBe(2)
  })

  it("nobody but the service role reads content_seeds or runs a seed", async () => {
    for (const who of ["anon", "outsider", "editor", "owner"] as const) {
      expect(await attempt(who, "select * from private.content_seeds"), who).toBe("denied")
      expect(await attempt(who, "insert into private.content_seeds (name) values ('x')"), who).toBe("denied")
      expect(await attempt(who, "select public.seed_documents('x', '[]'::jsonb)"), who).toBe("denied")
    }
    const ran = await asServiceRole(pool, async (c) => {
      const docs = JSON.stringify([
        { type: "site_page", slug: "", title: "Home", published: true, data: { sections: [] } },
        { type: "site_page", slug: "live", title: "Taken", published: true, data: { sections: [] } },
        { type: "footer", slug: "footer", title: "Footer", published: true, data: { content: {} } },
      ])
      const first = (await c.query("select public.seed_documents('site-v1', $1::jsonb) as n", [docs])).rows[0].n
      const again = (await c.query("select public.seed_documents('site-v1', $1::jsonb) as n", [docs])).rows[0].n
      const earlier = (await c.query("select public.seed_documents('earlier-seed', $1::jsonb) as n", [docs])).rows[0].n
      const home = (await c.query("select title, published, published_at is not null as dated, version from public.documents where type = 'site_page' and slug = ''")).rows[0]
      const kept = (await c.query("select title from public.documents where type = 'site_page' and slug = 'live'")).rows[0].title
      const revisions = (await c.query("select r.kind, r.summary, r.author_email, r.data from public.content_revisions r join public.documents d on d.id = r.document_id where d.slug = ''")).rows
      const audit = (await c.query("select count(*)::int as n from public.audit_log")).rows[0].n
      return { first, again, earlier, home, kept, revisions, audit }
    })
    expect(ran).toEqual({
      first: 2,
      again: 0,
      earlier: 0,
      home: { title: "Home", published: true, dated: true, version: 1 },
      kept: "Live",
      revisions: [{ kind: "site_page", summary: "created", author_email: "", data: { title: "Home", slug: "", published: true, publish_at: null, sections: [] } }],
      audit: 0,
    })
  })
})
