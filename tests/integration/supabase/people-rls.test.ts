import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { attemptAs, insertPerson, insertPost, openSupabaseDb, runAs } from "../../helpers/supabase-db"

const url = process.env.TEST_DATABASE_URL

// People (documents of type person since 20261128000400) and the site-settings table of the Supabase migrations on real PostgreSQL, with Supabase's roles
// emulated (tests/integration/supabase/emulation.sql): each check runs in a rolled-back transaction.
describe.skipIf(!url)("Supabase migrations: people and settings row-level security (PostgreSQL)", () => {
  const dbName = `sb_people_${process.pid}_${Date.now().toString(36)}`
  let pool: pg.Pool
  let drop: (() => Promise<void>) | undefined
  let ownerId = ""
  let memberId = ""
  let outsiderId = ""

  type Who = "anon" | "outsider" | "member" | "owner"
  const subOf = (who: Who) => ({ owner: ownerId, member: memberId, outsider: outsiderId, anon: "" })[who]
  const as = <T>(who: Who, fn: (c: pg.PoolClient) => Promise<T>) => runAs(pool, subOf(who), fn)
  const attempt = (who: Who, sql: string, params: unknown[] = []) => attemptAs(pool, subOf(who), sql, params)
  const slugs = (who: Who, sql: string) => as(who, async (c) => (await c.query(sql)).rows.map((r) => r.slug as string))

  beforeAll(async () => {
    const db = await openSupabaseDb(url!, dbName, { max: 10, label: "people-rls" })
    pool = db.pool
    drop = db.drop
    ownerId = (await pool.query("insert into auth.users (email) values ('owner@example.com') returning id")).rows[0].id
    const c = await pool.connect()
    await c.query("begin; set local session_replication_role = replica")
    memberId = (await c.query("insert into auth.users (email) values ('admin@example.com') returning id")).rows[0].id
    outsiderId = (await c.query("insert into auth.users (email) values ('outsider@example.com') returning id")).rows[0].id
    await c.query("commit")
    c.release()
    await pool.query("insert into public.memberships (user_id, role) values ($1, 'admin')", [memberId])
    // People are documents of type person, named by posts through their references (document_refs).
    const person: Record<string, string> = {}
    for (const [name, slug] of [["Author Live", "author-live"], ["Reviewer Live", "reviewer-live"], ["Draft Only", "draft-only"], ["Scheduled Only", "scheduled-only"], ["Nobody", "nobody"]]) {
      person[slug!] = await insertPerson(pool, { name: name!, slug: slug! })
    }
    await insertPost(pool, { title: "Live", slug: "live", published: true, author_id: person["author-live"], reviewer_id: person["reviewer-live"] })
    await insertPost(pool, { title: "Draft", slug: "draft", published: false, author_id: person["draft-only"] })
    await insertPost(pool, { title: "Later", slug: "later", published: true, publish_at: new Date(Date.now() + 86_400_000).toISOString(), author_id: person["scheduled-only"] })
    await pool.query(`insert into public.site_settings (key, value) values ('medicalDisclaimer', '"Not advice."'), ('blockPublishOnChecklistFailures', 'true')`)
  }, 120_000)

  afterAll(async () => {
    await drop?.()
  })

  it("lets anon and non-members read only people named on a live post", async () => {
    for (const who of ["anon", "outsider"] as const) {
      expect((await slugs(who, "select slug from public.documents where type = 'person' order by slug")).sort(), who).toEqual(["author-live", "reviewer-live"])
      // What a visitor may read of the references: a live post's, naming exactly those people.
      expect(await as(who, async (c) => (await c.query("select field from public.document_refs order by field")).rows.map((r) => r.field)), who).toEqual(["author_id", "reviewer_id"])
    }
    expect((await slugs("member", "select slug from public.documents where type = 'person'")).length).toBe(5)
    expect((await slugs("owner", "select slug from public.documents where type = 'person'")).length).toBe(5)
  })

  it("lets only members insert, update and delete people", async () => {
    for (const who of ["anon", "outsider"] as const) {
      expect(await attempt(who, "insert into public.documents (type, title, slug, publishable, revisions) values ('person', 'X', 'x', false, false)"), who).toBe("denied")
      expect([0, "denied"], who).toContain(await attempt(who, "update public.documents set title = 'Hacked' where type = 'person'"))
      expect([0, "denied"], who).toContain(await attempt(who, "delete from public.documents where type = 'person' and slug = 'nobody'"))
      expect(await attempt(who, "insert into public.document_refs (document_id, field, target_id) select id, 'author_id', id from public.documents limit 1"), who).toBe("denied")
    }
    expect(await attempt("member", "insert into public.documents (type, title, slug, publishable, revisions) values ('person', 'X', 'x', false, false)")).toBe(1)
    expect(await attempt("member", "update public.documents set title = 'Renamed' where type = 'person' and slug = 'nobody'")).toBe(1)
    expect(await attempt("member", "delete from public.documents where type = 'person' and slug = 'nobody'")).toBe(1)
  })

  it("keeps a person named on a post from being deleted (foreign key)", async () => {
    await expect(as("owner", (c) => c.query("delete from public.documents where type = 'person' and slug = 'draft-only'"))).rejects.toMatchObject({ code: "23503" })
  })

  it("shows visitors only the disclaimer setting and lets only the owner change settings", async () => {
    const keys = (who: Who) => as(who, async (c) => (await c.query("select key from public.site_settings order by key")).rows.map((r) => r.key))
    expect(await keys("anon")).toEqual(["medicalDisclaimer"])
    expect(await keys("outsider")).toEqual(["medicalDisclaimer"])
    expect(await keys("member")).toEqual(["blockPublishOnChecklistFailures", "medicalDisclaimer"])
    for (const who of ["anon", "outsider", "member"] as const) {
      expect([0, "denied"], who).toContain(await attempt(who, "update public.site_settings set value = 'false' where key = 'blockPublishOnChecklistFailures'"))
      expect(await attempt(who, "insert into public.site_settings (key, value) values ('x', '1')"), who).toBe("denied")
    }
    expect(await attempt("owner", "update public.site_settings set value = 'false' where key = 'blockPublishOnChecklistFailures'")).toBe(1)
  })
})
