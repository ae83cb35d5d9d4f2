import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { contentActions } from "@/lib/data/audit"

import { attemptAs, openSupabaseDb, runAs } from "../../helpers/supabase-db"

const url = process.env.TEST_DATABASE_URL

const SESSION_ID = "7b0e3c1a-2f4d-4e5b-9a6c-8d7e6f5a4b3c"

/**
 * A transaction as PostgREST runs one request for the user `sub`: role and JWT claims set, then committed (or rolled
 * back when fn throws).
 */
async function commitAs<T>(pool: pg.Pool, sub: string, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const c = await pool.connect()
  try {
    await c.query("begin")
    await c.query("set local role authenticated")
    await c.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ sub, role: "authenticated", session_id: SESSION_ID })])
    const result = await fn(c)
    await c.query("commit")
    return result
  } catch (err) {
    await c.query("rollback").catch(() => {})
    throw err
  } finally {
    c.release()
  }
}

// A content save on Supabase: PostgREST runs each request in its own transaction, so the triggers of
// supabase/migrations (20261122001200_content_save_hooks.sql, then the documents' hooks that posts, pages and people
// share since 20261128000400_one_store.sql) write the save's redirect change and audit entries in
// the write's own transaction (the data layer skips them: Backend.contentHooksInDatabase).
describe.skipIf(!url)("Supabase migrations: a content save's redirects and audit entries commit with the write (PostgreSQL)", () => {
  const dbName = `sb_hooks_${process.pid}_${Date.now().toString(36)}`
  let pool: pg.Pool
  let drop: (() => Promise<void>) | undefined
  let ownerId = ""
  let adminId = ""
  let outsiderId = ""

  const redirects = async () =>
    (await pool.query("select from_path, to_path, status, automatic from public.redirects order by from_path")).rows as {
      from_path: string
      to_path: string
      status: number
      automatic: boolean
    }[]
  const entries = async (recordId?: string) =>
    (
      await pool.query(
        "select action, record_type, record_id, summary, actor_id, actor_email, session_id from public.audit_log where $1::text is null or record_id = $1 order by seq",
        [recordId ?? null],
      )
    ).rows
  const postId = async (slug: string) => (await pool.query("select id from public.documents where type = 'post' and slug = $1", [slug])).rows[0]?.id as string | undefined
  const reset = () => pool.query("truncate public.redirects, public.audit_log, private.content_seeds; delete from public.document_refs; delete from public.documents")
  // Posts, pages and people are documents; each write stores the address the app writes (path, redirect_on_move),
  // and a person what its declaration says (no publishing, no revisions).
  const ADDRESS = { post: "'/blog/' || slug", page: "'/' || slug" }

  beforeAll(async () => {
    const db = await openSupabaseDb(url!, dbName, { max: 8, label: "save-hooks" })
    pool = db.pool
    drop = db.drop
    ownerId = (await pool.query("insert into auth.users (email) values ('owner@example.com') returning id")).rows[0].id
    const c = await pool.connect()
    await c.query("begin; set local session_replication_role = replica")
    adminId = (await c.query("insert into auth.users (email) values ('admin@example.com') returning id")).rows[0].id
    outsiderId = (await c.query("insert into auth.users (email) values ('outsider@example.com') returning id")).rows[0].id
    await c.query("commit")
    c.release()
    await pool.query("insert into public.memberships (user_id, role) values ($1, 'admin')", [adminId])
  }, 120_000)

  afterAll(async () => {
    await drop?.()
  })

  it("a published post's new slug: a failure later in the transaction leaves neither redirect nor audit entry; a commit leaves all", async () => {
    await reset()
    await pool.query(`
      insert into public.documents (type, title, slug, published, path, redirect_on_move) values ('post', 'Gum health', 'gum-health', true, '/blog/gum-health', true);
      insert into public.redirects (from_path, to_path) values ('/blog/gum-care', '/blog/gum-health');
    `)
    const id = (await postId("gum-health"))!
    const before = await redirects()

    // Rolled back: the write, its revision, its redirect change and its audit entry are all visible inside the
    // transaction, and a later statement of the same transaction fails.
    const inside = await runAs(pool, ownerId, async (c) => {
      await c.query("update public.documents set slug = 'healthy-gums', path = '/blog/healthy-gums' where id = $1", [id])
      const seen = {
        redirects: (await c.query("select from_path, to_path from public.redirects order by from_path")).rows,
        audit: (await c.query("select action from public.audit_log where record_id = $1", [id])).rows.map((r) => r.action),
      }
      const failed = await c.query("do $$ begin raise exception 'a later step fails'; end $$").then(
        () => null,
        (err: Error) => err.message,
      )
      return { ...seen, failed }
    })
    expect(inside).toEqual({
      redirects: [
        { from_path: "/blog/gum-care", to_path: "/blog/healthy-gums" },
        { from_path: "/blog/gum-health", to_path: "/blog/healthy-gums" },
      ],
      audit: ["update"],
      failed: "a later step fails",
    })
    expect((await pool.query("select slug, version from public.documents where id = $1", [id])).rows[0]).toEqual({ slug: "gum-health", version: 1 })
    expect(await redirects()).toEqual(before)
    expect(await entries()).toEqual([])

    // Committed: all of them.
    await commitAs(pool, ownerId, (c) => c.query("update public.documents set slug = 'healthy-gums', path = '/blog/healthy-gums' where id = $1", [id]))
    expect(await redirects()).toEqual([
      { from_path: "/blog/gum-care", to_path: "/blog/healthy-gums", status: 301, automatic: false },
      { from_path: "/blog/gum-health", to_path: "/blog/healthy-gums", status: 301, automatic: true },
    ])
    expect(await entries()).toEqual([
      { action: "update", record_type: "post", record_id: id, summary: "Gum health", actor_id: ownerId, actor_email: "owner@example.com", session_id: SESSION_ID },
    ])
    const revisions = await pool.query("select version, data->>'slug' as slug from public.content_revisions where document_id = $1 order by seq", [id])
    expect(revisions.rows).toEqual([
      { version: 1, slug: "gum-health" },
      { version: 2, slug: "healthy-gums" },
    ])
  })

  it("a save whose audit entry cannot be written is refused as a whole: the write and its redirect go with it", async () => {
    await reset()
    await pool.query("insert into public.documents (type, title, slug, published, path, redirect_on_move) values ('page', 'About', 'about', true, '/about', true)")
    const result = await runAs(pool, "", async (c) => {
      // As the database owner, inside the transaction: the log refuses updates from now on (rolled back at the end).
      await c.query("reset role")
      await c.query("alter table public.audit_log add constraint refuse_updates check (action <> 'update')")
      await c.query("set local role authenticated")
      await c.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ sub: ownerId, role: "authenticated" })])
      await c.query("savepoint save")
      const error = await c.query("update public.documents set slug = 'about-us', path = '/about-us' where type = 'page' and slug = 'about'").then(
        () => null,
        (err: { code?: string }) => err.code,
      )
      await c.query("rollback to savepoint save")
      const pages = (await c.query("select slug from public.documents where type = 'page'")).rows.map((r) => r.slug)
      const moved = (await c.query("select count(*)::int as n from public.redirects")).rows[0].n
      return { error, pages, moved }
    })
    expect(result).toEqual({ error: "23514", pages: ["about"], moved: 0 })
    expect(await redirects()).toEqual([])
  })

  it("posts and pages: the audit actions are contentActions' (create, publish, schedule, unpublish, update, delete)", async () => {
    await reset()
    const future = new Date(Date.now() + 86_400_000).toISOString()
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString()
    const past = new Date(Date.now() - 60_000).toISOString()
    type State = { published: boolean; publish_at: string | null }
    const draft: State = { published: false, publish_at: null }
    const live: State = { published: true, publish_at: null }
    const due: State = { published: true, publish_at: past }
    const scheduled: State = { published: true, publish_at: future }
    const rescheduled: State = { published: true, publish_at: later }
    // Each case: the state before (null: created), the state after, and what the log must say.
    const cases: [string, State | null, State, string[]][] = [
      ["created draft", null, draft, ["create"]],
      ["created live", null, live, ["create", "publish"]],
      ["created scheduled", null, scheduled, ["create", "schedule"]],
      ["created with a past schedule", null, due, ["create", "publish"]],
      ["draft published", draft, live, ["publish"]],
      ["draft scheduled", draft, scheduled, ["schedule"]],
      ["live unpublished", live, draft, ["unpublish"]],
      ["live scheduled", live, scheduled, ["schedule"]],
      ["scheduled rescheduled", scheduled, rescheduled, ["schedule"]],
      ["scheduled published now", scheduled, live, ["publish"]],
      ["scheduled unpublished", scheduled, draft, ["unpublish"]],
      ["scheduled edited", scheduled, scheduled, ["update"]],
      ["live edited", live, live, ["update"]],
      ["draft edited", draft, draft, ["update"]],
      ["due edited to live", due, live, ["update"]],
    ]
    for (const recordType of ["post", "page"] as const) {
      const table = `${recordType}s`
      const address = ADDRESS[recordType]
      for (const [i, [name, before, after, expected]] of cases.entries()) {
        const slug = `${recordType}-${i}`
        // The data layer's rule agrees with the expectation (so the trigger is checked against contentActions).
        const asRow = (s: State) => ({ id: "x", ...s })
        expect(contentActions(before && asRow(before), asRow(after)), `${name} (contentActions)`).toEqual(expected)
        if (before) {
          await pool.query(`insert into public.documents (type, title, slug, published, publish_at, path, redirect_on_move) values ('${recordType}', $1, $2::text, $3, $4, ${address.replace("slug", "$2")}, true)`, [name, slug, before.published, before.publish_at])
        }
        const id = await commitAs(pool, ownerId, async (c) => {
          if (!before) {
            const sql = `insert into public.documents (type, title, slug, published, publish_at, path, redirect_on_move) values ('${recordType}', $1, $2::text, $3, $4, ${address.replace("slug", "$2")}, true) returning id`
            return (await c.query(sql, [name, slug, after.published, after.publish_at])).rows[0].id as string
          }
          const sql = `update public.documents set title = $1 || ' (edited)', published = $3, publish_at = $4 where type = '${recordType}' and slug = $2 returning id`
          return (await c.query(sql, [name, slug, after.published, after.publish_at])).rows[0].id as string
        })
        const logged = await entries(id)
        expect(logged.map((e) => e.action), `${table}: ${name}`).toEqual(expected)
        const title = before ? `${name} (edited)` : name
        for (const e of logged) expect(e, `${table}: ${name}`).toMatchObject({ record_type: recordType, summary: title, actor_id: ownerId, actor_email: "owner@example.com" })
      }
      // Delete: one entry naming what was deleted; a member who is not the owner is stamped as themselves.
      const id = (await pool.query("select id from public.documents where type = $1 and slug = $2", [recordType, `${recordType}-0`])).rows[0].id as string
      await commitAs(pool, adminId, (c) => c.query("delete from public.documents where id = $1", [id]))
      expect((await entries(id)).at(-1)).toMatchObject({ action: "delete", record_type: recordType, summary: "created draft", actor_id: adminId, actor_email: "admin@example.com" })
    }
  })

  it("documents: the audit actions are contentActions', filed under the document's type with its title", async () => {
    await reset()
    const future = new Date(Date.now() + 86_400_000).toISOString()
    type State = { published: boolean; publish_at: string | null }
    const draft: State = { published: false, publish_at: null }
    const live: State = { published: true, publish_at: null }
    const scheduled: State = { published: true, publish_at: future }
    const cases: [string, State | null, State][] = [
      ["created draft", null, draft],
      ["created live", null, live],
      ["created scheduled", null, scheduled],
      ["draft published", draft, live],
      ["live unpublished", live, draft],
      ["live scheduled", live, scheduled],
      ["scheduled published now", scheduled, live],
      ["live edited", live, live],
    ]
    for (const type of ["site_page", "case_study", "navigation"] as const) {
      for (const [i, [name, before, after]] of cases.entries()) {
        const slug = `${type}-${i}`
        if (before) {
          await pool.query("insert into public.documents (type, slug, title, published, publish_at) values ($1, $2, $3, $4, $5)", [type, slug, name, before.published, before.publish_at])
        }
        const id = await commitAs(pool, ownerId, async (c) => {
          if (!before) {
            const sql = "insert into public.documents (type, slug, title, published, publish_at) values ($1, $2, $3, $4, $5) returning id"
            return (await c.query(sql, [type, slug, name, after.published, after.publish_at])).rows[0].id as string
          }
          const sql = "update public.documents set title = $1 || ' (edited)', published = $3, publish_at = $4 where slug = $2 returning id"
          return (await c.query(sql, [name, slug, after.published, after.publish_at])).rows[0].id as string
        })
        const asRow = (s: State) => ({ id: "x", ...s })
        const logged = await entries(id)
        expect(logged.map((e) => e.action), `${type}: ${name}`).toEqual(contentActions(before && asRow(before), asRow(after)))
        for (const e of logged) expect(e, `${type}: ${name}`).toMatchObject({ record_type: type, summary: before ? `${name} (edited)` : name, actor_id: ownerId, session_id: SESSION_ID })
      }
      const id = (await pool.query("select id from public.documents where slug = $1", [`${type}-0`])).rows[0].id as string
      await commitAs(pool, adminId, (c) => c.query("delete from public.documents where id = $1", [id]))
      expect((await entries(id)).at(-1)).toMatchObject({ action: "delete", record_type: type, summary: "created draft", actor_id: adminId })
    }
  })

  it("documents: a save's revision is the SQL backend's snapshot (title, slug, published, the type's fields, publish_at)", async () => {
    await reset()
    const id = await commitAs(pool, ownerId, async (c) => {
      const sql = "insert into public.documents (type, slug, title, data) values ('resource', 'guide', 'Guide', $1) returning id"
      return (await c.query(sql, [{ details: { kind: "guide" }, meta_title: null }])).rows[0].id as string
    })
    await commitAs(pool, adminId, (c) => c.query("update public.documents set data = data || '{\"meta_title\": \"A guide\"}', published = true where id = $1", [id]))
    const revisions = await pool.query("select kind, version, summary, author_email, data from public.content_revisions where document_id = $1 order by seq", [id])
    expect(revisions.rows).toEqual([
      { kind: "resource", version: 1, summary: "created", author_email: "owner@example.com", data: { title: "Guide", slug: "guide", published: false, publish_at: null, details: { kind: "guide" }, meta_title: null } },
      { kind: "resource", version: 2, summary: "", author_email: "admin@example.com", data: { title: "Guide", slug: "guide", published: true, publish_at: null, details: { kind: "guide" }, meta_title: "A guide" } },
    ])
  })

  it("documents: redirects at the declared public paths for site pages, case studies and resources; none for the singletons or a seed", async () => {
    await reset()
    // Each write stores the document's address as the app does (path and redirect_on_move, from the declaration).
    await pool.query(`
      insert into public.documents (type, slug, title, published, path, redirect_on_move) values
        ('site_page', 'lp/implants', 'Implants', true, '/lp/implants', true), ('site_page', '', 'Home', true, '/', true),
        ('case_study', 'smile-dental', 'Smile Dental', true, '/work/smile-dental', true), ('resource', 'seo-guide', 'SEO guide', true, '/resources/seo-guide', true),
        ('navigation', 'navigation', 'Navigation', true, null, false);
      insert into public.redirects (from_path, to_path) values ('/offers', '/'), ('/work/bright', '/work'), ('/resources/new-guide', '/resources'),
        ('/navigation', '/'), ('/seeded', '/');
    `)
    await commitAs(pool, ownerId, async (c) => {
      await c.query("update public.documents set slug = 'lp/dental-implants', path = '/lp/dental-implants' where slug = 'lp/implants'")
      await c.query("update public.documents set slug = 'smile-dental-clinic', path = '/work/smile-dental-clinic' where slug = 'smile-dental'")
      await c.query("update public.documents set slug = 'seo-guide-2027', path = '/resources/seo-guide-2027' where slug = 'seo-guide'")
      // Claiming an address releases a redirect from it, at the type's own path.
      await c.query("insert into public.documents (type, slug, title, published, path, redirect_on_move) values ('site_page', 'offers', 'Offers', true, '/offers', true)")
      await c.query("insert into public.documents (type, slug, title, published, path, redirect_on_move) values ('case_study', 'bright', 'Bright', true, '/work/bright', true)")
      await c.query("insert into public.documents (type, slug, title, publish_at, published, path, redirect_on_move) values ('resource', 'new-guide', 'New', now() + interval '1 day', true, '/resources/new-guide', true)")
      // A singleton has no address: its saves touch no redirect.
      await c.query("update public.documents set slug = 'nav', published = true where type = 'navigation'")
    })
    expect((await redirects()).map((r) => [r.from_path, r.to_path, r.automatic])).toEqual([
      ["/lp/implants", "/lp/dental-implants", true],
      ["/navigation", "/", false],
      ["/resources/seo-guide", "/resources/seo-guide-2027", true],
      ["/seeded", "/", false],
      ["/work/smile-dental", "/work/smile-dental-clinic", true],
    ])
    // The seed (service role) inserts a live page at /seeded and leaves the redirect from it, as on the SQL backend.
    const c = await pool.connect()
    try {
      await c.query("begin; set local role service_role")
      await c.query("select public.seed_documents('hooks-seed', $1::jsonb)", [JSON.stringify([{ type: "site_page", slug: "seeded", title: "Seeded", published: true, data: { sections: [] }, path: "/seeded", redirect_on_move: true }])])
      await c.query("commit")
    } finally {
      c.release()
    }
    expect((await redirects()).some((r) => r.from_path === "/seeded")).toBe(true)
    // The setting that held the redirects back lasts only for the seed.
    await commitAs(pool, ownerId, (c2) => c2.query("update public.documents set slug = 'seeded-2', path = '/seeded-2' where slug = 'seeded'"))
    expect((await redirects()).find((r) => r.from_path === "/seeded")).toMatchObject({ to_path: "/seeded-2", automatic: true })
  })

  it("documents: a type no migration lists gets its redirects at the address the app stored, in its language, only when it says so", async () => {
    await reset()
    // What the app writes for a type declared after the last migration ("trade_show" at /events/{slug}).
    await commitAs(pool, ownerId, async (c) => {
      await c.query(`insert into public.documents (type, locale, slug, title, published, path, redirect_on_move) values
        ('trade_show', 'en', 'expo', 'Expo', true, '/events/expo', true), ('trade_show', 'es', 'feria', 'Feria', true, '/es/events/feria', true),
        ('webinar', 'en', 'live', 'Live', true, '/webinars/live', false)`)
    })
    await pool.query("insert into public.redirects (from_path, to_path) values ('/events/fair', '/events')")
    await commitAs(pool, ownerId, async (c) => {
      await c.query("update public.documents set slug = 'expo-2026', path = '/events/expo-2026' where slug = 'expo'")
      await c.query("update public.documents set slug = 'feria-2026', path = '/es/events/feria-2026' where slug = 'feria'")
      // Declared without redirects: it moves and leaves none.
      await c.query("update public.documents set slug = 'live-2026', path = '/webinars/live-2026' where slug = 'live'")
      // Claiming an address releases a redirect from it.
      await c.query("insert into public.documents (type, slug, title, published, path, redirect_on_move) values ('trade_show', 'fair', 'Fair', true, '/events/fair', true)")
    })
    expect((await redirects()).map((r) => [r.from_path, r.to_path, r.automatic])).toEqual([
      ["/es/events/feria", "/es/events/feria-2026", true],
      ["/events/expo", "/events/expo-2026", true],
    ])
    // Its audit entries are filed under its type name, as for any declared type.
    expect([...new Set((await entries()).filter((e) => e.record_type === "trade_show").map((e) => e.summary))].sort()).toEqual(["Expo", "Fair", "Feria"])
  })

  it("people: create, update and delete entries with the person's name", async () => {
    await reset()
    const id = await commitAs(pool, ownerId, async (c) => {
      const sql = `insert into public.documents (type, title, slug, data, published, path, redirect_on_move, publishable, revisions)
        values ('person', 'Dr. Maya Chen', 'maya-chen', '{"name": "Dr. Maya Chen"}', true, '/blog/author/maya-chen', false, false, false) returning id`
      return (await c.query(sql)).rows[0].id as string
    })
    await commitAs(pool, adminId, (c) =>
      c.query(`update public.documents set title = 'Dr. Maya Chen, DDS', data = '{"name": "Dr. Maya Chen, DDS"}', slug = 'maya', path = '/blog/author/maya' where id = $1`, [id]),
    )
    await commitAs(pool, ownerId, (c) => c.query("delete from public.documents where id = $1", [id]))
    expect((await entries(id)).map(({ action, record_type, summary, actor_email }) => ({ action, record_type, summary, actor_email }))).toEqual([
      { action: "create", record_type: "person", summary: "Dr. Maya Chen", actor_email: "owner@example.com" },
      { action: "update", record_type: "person", summary: "Dr. Maya Chen, DDS", actor_email: "admin@example.com" },
      { action: "delete", record_type: "person", summary: "Dr. Maya Chen, DDS", actor_email: "owner@example.com" },
    ])
    // A person has no redirects, and no revisions.
    expect(await redirects()).toEqual([])
    expect((await pool.query("select count(*)::int as n from public.content_revisions where document_id = $1", [id])).rows[0].n).toBe(0)
  })

  it("redirects: a document that goes live or is scheduled releases a redirect from its own address; drafts and unpublished moves do not", async () => {
    await reset()
    await pool.query(`insert into public.redirects (from_path, to_path) values
      ('/blog/soon', '/blog'), ('/blog/draft', '/blog'), ('/pricing', '/contact'), ('/blog/quiet', '/blog'), ('/blog/old-draft', '/blog')`)
    await pool.query("insert into public.documents (type, title, slug, published, path, redirect_on_move) values ('post', 'Old draft', 'old-draft', false, '/blog/old-draft', true)")
    await commitAs(pool, ownerId, async (c) => {
      await c.query("insert into public.documents (type, title, slug, published, publish_at, path, redirect_on_move) values ('post', 'Soon', 'soon', true, now() + interval '1 day', '/blog/soon', true)")
      await c.query("insert into public.documents (type, title, slug, published, path, redirect_on_move) values ('post', 'Draft', 'draft', false, '/blog/draft', true)")
      await c.query("insert into public.documents (type, title, slug, published, path, redirect_on_move) values ('page', 'Pricing', 'pricing', false, '/pricing', true)")
      await c.query("update public.documents set published = true where type = 'page' and slug = 'pricing'")
      // An unpublished document that moves leaves no redirect (and a draft claims no address).
      await c.query("update public.documents set slug = 'quiet', path = '/blog/quiet' where type = 'post' and slug = 'old-draft'")
    })
    expect((await redirects()).map((r) => r.from_path)).toEqual(["/blog/draft", "/blog/old-draft", "/blog/quiet"])

    // A scheduled post is published (with a later publish_at): as in moveContentRedirects, moving it leaves a 301.
    await commitAs(pool, ownerId, (c) => c.query("update public.documents set slug = 'later', path = '/blog/later' where type = 'post' and slug = 'soon'"))
    expect((await redirects()).filter((r) => r.from_path === "/blog/soon")).toEqual([
      { from_path: "/blog/soon", to_path: "/blog/later", status: 301, automatic: true },
    ])

    // A live page that moves: old → new, chains collapse, a redirect from the new address (a loop) goes.
    await pool.query("insert into public.redirects (from_path, to_path) values ('/prices', '/pricing'), ('/plans', '/contact')")
    await commitAs(pool, ownerId, (c) => c.query("update public.documents set slug = 'plans', path = '/plans' where type = 'page' and slug = 'pricing'"))
    expect((await redirects()).filter((r) => !r.from_path.startsWith("/blog/"))).toEqual([
      { from_path: "/prices", to_path: "/plans", status: 301, automatic: false },
      { from_path: "/pricing", to_path: "/plans", status: 301, automatic: true },
    ])
  })

  it("a write without a signed-in member (SQL editor, migrations) changes redirects but logs nothing", async () => {
    await reset()
    await pool.query("insert into public.documents (type, title, slug, published, path, redirect_on_move) values ('post', 'Seeded', 'seeded', true, '/blog/seeded', true)")
    await pool.query("update public.documents set slug = 'seeded-moved', path = '/blog/seeded-moved' where type = 'post' and slug = 'seeded'")
    expect(await entries()).toEqual([])
    expect((await redirects()).map((r) => [r.from_path, r.to_path])).toEqual([["/blog/seeded", "/blog/seeded-moved"]])
  })

  it("visitors and non-members cannot call the private functions, nor write content to set them off", async () => {
    await reset()
    await pool.query("insert into public.documents (type, title, slug, published, path, redirect_on_move) values ('post', 'Live', 'live', true, '/blog/live', true)")
    const calls = [
      "select private.write_content_audit(array['create'], 'post', gen_random_uuid(), 'forged')",
      "select private.content_actions(false, null, true, null, true)",
      "select private.content_state(true, null)",
      "select private.document_save_hooks()",
      "select private.document_refs_sync()",
      "select private.media_refs_sync()",
      "select private.record_document_revision()",
    ]
    for (const sub of ["", outsiderId, ownerId]) {
      for (const sql of calls) expect(await attemptAs(pool, sub, sql), `${sub || "anon"}: ${sql}`).toBe("denied")
    }
    for (const sub of ["", outsiderId]) {
      for (const sql of [
        "insert into public.documents (type, title, slug, published, path, redirect_on_move) values ('post', 'x', 'live-2', true, '/blog/live-2', true)",
        "update public.documents set slug = 'hijacked', path = '/blog/hijacked' where type = 'post'",
        "delete from public.documents where type = 'post'",
        "insert into public.documents (type, title, slug, publishable, revisions) values ('person', 'x', 'x', false, false)",
        "insert into public.documents (type, slug, title, published) values ('site_page', 'live-2', 'x', true)",
        "update public.documents set slug = 'hijacked'",
        "delete from public.documents",
      ]) {
        const result = await attemptAs(pool, sub, sql)
        expect(result === "denied" || result === 0, `${sub || "anon"}: ${sql} -> ${result}`).toBe(true)
      }
    }
    expect(await entries()).toEqual([])
    expect(await redirects()).toEqual([])
    expect(await postId("live")).toBeTruthy()
  })
})
