import { readFileSync } from "node:fs"
import { join } from "node:path"

import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { openSupabaseDb, runAs } from "../../helpers/supabase-db"

const url = process.env.TEST_DATABASE_URL
const MIGRATION = "20261128000400_one_store.sql"
const FILE_URL = "https://project.supabase.co/storage/v1/object/public/uploads"

type Row = Record<string, unknown>

/** A transaction as PostgREST runs one request of the signed-in member `sub`, committed. */
async function commitAs(pool: pg.Pool, sub: string, fn: (c: pg.PoolClient) => Promise<unknown>): Promise<void> {
  const c = await pool.connect()
  try {
    await c.query("begin")
    await c.query("set local role authenticated")
    await c.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ sub, role: "authenticated" })])
    await fn(c)
    await c.query("commit")
  } catch (err) {
    await c.query("rollback").catch(() => {})
    throw err
  } finally {
    c.release()
  }
}

const byId = (rows: Row[]) => [...rows].sort((a, b) => String(a.id).localeCompare(String(b.id)))

// The Supabase twin of migration 0016 on a database with content saved through the old tables by a member (so the
// old triggers wrote its revisions, redirects and audit entries): every post, page and person reads the same from the
// one store afterwards, and its revisions, redirects, audit entries and media usage are kept as they were.
describe.skipIf(!url)(`Supabase migration ${MIGRATION} on an existing database (PostgreSQL)`, () => {
  const dbName = `sb_one_store_${process.pid}_${Date.now().toString(36)}`
  let pool: pg.Pool
  let drop: (() => Promise<void>) | undefined
  let owner = ""
  const id: Record<string, string> = {}
  type Kept = { revisions: Row[]; redirects: Row[]; audit: Row[] }
  let before: Kept & { posts: Row[]; pages: Row[]; people: Row[]; media: Row[] }

  const snapshot = async (): Promise<Kept> => ({
    revisions: (await pool.query("select * from public.content_revisions order by seq")).rows,
    redirects: (await pool.query("select * from public.redirects order by from_path")).rows,
    audit: (await pool.query("select * from public.audit_log order by seq")).rows,
  })

  beforeAll(async () => {
    const db = await openSupabaseDb(url!, dbName, { max: 4, label: "one-store-migration", until: MIGRATION })
    pool = db.pool
    drop = db.drop
    owner = (await pool.query("insert into auth.users (email) values ('owner@example.com') returning id")).rows[0].id
    await pool.query("insert into storage.objects (bucket_id, name) values ('uploads', 'post-images/smile.png'), ('uploads', 'price-list.pdf')")

    const insert = async (c: pg.PoolClient, sql: string, params: unknown[]) => (await c.query(`${sql} returning id`, params)).rows[0].id as string
    await commitAs(pool, owner, async (c) => {
      id.author = await insert(c, "insert into public.people (name, slug, credentials, job_title, bio, photo, photo_alt, links) values ($1, $2, $3, $4, $5, $6, $7, $8)", [
        "Dr. Maya Chen", "maya-chen", "DDS", "Clinical Director", "Twenty years of implants.", `${FILE_URL}/post-images/smile.png`, "Maya smiling", ["https://example.org/maya", "https://example.org/maya-2"],
      ])
      id.reviewer = await insert(c, "insert into public.people (name, slug, credentials) values ('Dr. Sam Lee', 'sam-lee', 'DMD')", [])
      id.spanishAuthor = await insert(c, "insert into public.people (name, slug) values ('Ana Ruiz', 'ana-ruiz')", [])
      id.unnamed = await insert(c, "insert into public.people (name, slug) values ('Kept for later', 'kept-for-later')", [])
      id.gone = await insert(c, "insert into public.people (name, slug) values ('Left the clinic', 'left')", [])
      await c.query("delete from public.people where id = $1", [id.gone])

      id.post = await insert(c, `insert into public.posts (title, slug, excerpt, content, category, tags, published, featured_image, featured_image_alt, meta_title,
          meta_description, author_id, reviewer_id, last_reviewed, medical_disclaimer, canonical_url, noindex, social_image, social_title, social_description)
        values ('Implant care', 'implant-care', 'How to care', $1, 'Dental', '{implants,care}', true, $2, 'A smile', 'Implant care | Clinic',
          'All about implants', $3, $4, '2026-11-01', true, 'https://example.org/implants', false, null, 'Share me', 'Shared text')`, [
        `Price list: ${FILE_URL}/price-list.pdf`, `${FILE_URL}/post-images/smile.png`, id.author, id.reviewer,
      ])
      id.translation = await insert(c, `insert into public.posts (title, slug, content, published, locale, translation_of, source_version, author_id)
        values ('Cuidado de implantes', 'cuidado-de-implantes', 'Cuerpo', true, 'es', $1, 1, $2)`, [id.post, id.spanishAuthor])
      id.draft = await insert(c, "insert into public.posts (title, slug, published, author_id) values ('Draft', 'draft', false, $1)", [id.unnamed])
      id.scheduled = await insert(c, "insert into public.posts (title, slug, published, publish_at) values ('Soon', 'soon', true, now() + interval '2 days')", [])
      // A live post moves (a redirect from its old address, a revision, an audit entry) and is edited again.
      await c.query("update public.posts set slug = 'caring-for-implants' where id = $1", [id.post])
      await c.query("update public.posts set title = 'Caring for implants' where id = $1", [id.post])

      id.page = await insert(c, "insert into public.pages (title, slug, content, published, meta_title, noindex) values ('About', 'about', $1, true, 'About us', true)", [
        `![team](${FILE_URL}/post-images/smile.png)`,
      ])
      id.pageTranslation = await insert(c, "insert into public.pages (title, slug, published, locale, translation_of, source_version) values ('Sobre nosotros', 'sobre', true, 'es', $1, 1)", [id.page])
      id.pageDraft = await insert(c, "insert into public.pages (title, slug, published) values ('Pricing', 'pricing', false)", [])
      await c.query("update public.pages set slug = 'about-us' where id = $1", [id.page])
    })
    await pool.query("insert into public.redirects (from_path, to_path) values ('/old-about', '/about-us')")

    before = {
      posts: byId((await pool.query("select * from public.posts")).rows),
      pages: byId((await pool.query("select * from public.pages")).rows),
      people: byId((await pool.query("select * from public.people")).rows),
      media: (await pool.query("select path, coalesce(post_id, page_id) as document_id, usage from public.media_refs order by path, usage")).rows,
      ...(await snapshot()),
    }
    // The fill is what this test compares against: it must hold every kind of row.
    expect(before.posts).toHaveLength(4)
    expect(before.pages).toHaveLength(3)
    expect(before.people).toHaveLength(4)
    expect(before.revisions.length).toBeGreaterThanOrEqual(9)
    expect(before.redirects.map((r) => r.from_path)).toEqual(["/about", "/blog/implant-care", "/old-about"])
    expect(new Set(before.audit.map((e) => e.record_type))).toEqual(new Set(["post", "page", "person"]))
    expect(before.media).toHaveLength(3)

    await pool.query(readFileSync(join(process.cwd(), "supabase/migrations", MIGRATION), "utf8"))
  }, 120_000)

  afterAll(async () => {
    await drop?.()
  })

  const documents = async (type: string) => byId((await pool.query("select * from public.documents where type = $1", [type])).rows)
  // A document as the old table's row: its own fields from data beside the columns every document has.
  const asOld = (d: Row, columns: string[], title = "title") => ({
    ...(d.data as Row),
    ...Object.fromEntries(columns.map((c) => [c, d[c]])),
    [title]: d.title,
  })
  const CONTENT_COLUMNS = ["id", "slug", "published", "publish_at", "published_at", "version", "created_at", "updated_at", "locale", "translation_of", "source_version"]

  it("keeps every post: its columns, its fields in data, its address and its author and reviewer as references", async () => {
    const posts = await documents("post")
    expect(posts.map((d) => asOld(d, CONTENT_COLUMNS))).toEqual(before.posts)
    expect(Object.fromEntries(posts.map((d) => [d.id, [d.path, d.redirect_on_move, d.publishable, d.revisions]]))).toEqual({
      [id.post!]: ["/blog/caring-for-implants", true, true, true],
      [id.translation!]: ["/es/blog/cuidado-de-implantes", true, true, true],
      [id.draft!]: ["/blog/draft", true, true, true],
      [id.scheduled!]: ["/blog/soon", true, true, true],
    })
    expect(Object.fromEntries(posts.map((d) => [d.id, d.refs]))).toEqual({
      [id.post!]: { author_id: id.author, reviewer_id: id.reviewer },
      [id.translation!]: { author_id: id.spanishAuthor },
      [id.draft!]: { author_id: id.unnamed },
      [id.scheduled!]: {},
    })
    const refs = (await pool.query("select document_id, field, target_id from public.document_refs order by document_id, field")).rows
    expect(refs).toEqual(
      [
        { document_id: id.post, field: "author_id", target_id: id.author },
        { document_id: id.post, field: "reviewer_id", target_id: id.reviewer },
        { document_id: id.translation, field: "author_id", target_id: id.spanishAuthor },
        { document_id: id.draft, field: "author_id", target_id: id.unnamed },
      ].sort((a, b) => a.document_id!.localeCompare(b.document_id!) || a.field.localeCompare(b.field)),
    )
  })

  it("keeps every page and every person (a person's name is its title and stays in data; published from its creation)", async () => {
    const pages = await documents("page")
    expect(pages.map((d) => asOld(d, CONTENT_COLUMNS))).toEqual(before.pages)
    expect(Object.fromEntries(pages.map((d) => [d.id, d.path]))).toEqual({ [id.page!]: "/about-us", [id.pageTranslation!]: "/es/sobre", [id.pageDraft!]: "/pricing" })

    const people = await documents("person")
    expect(people.map((d) => asOld(d, ["id", "slug", "created_at", "updated_at"], "name"))).toEqual(before.people)
    for (const p of people) {
      expect(p).toMatchObject({ locale: "en", published: true, publish_at: null, published_at: p.created_at, version: 1, redirect_on_move: false, publishable: false, revisions: false })
      expect(p.path).toBe(`/blog/author/${p.slug}`)
    }
    expect(await pool.query("select 1 from pg_tables where schemaname = 'public' and tablename in ('posts', 'pages', 'people')")).toMatchObject({ rowCount: 0 })
  })

  it("keeps every revision (now keyed by its document), redirect, audit entry and file use, and writes none of its own", async () => {
    const after = await snapshot()
    const keyed = before.revisions.map(({ post_id, page_id, ...r }) => ({ ...r, document_id: post_id ?? page_id }))
    expect(after.revisions).toEqual(keyed)
    expect(after.redirects).toEqual(before.redirects)
    expect(after.audit).toEqual(before.audit)
    expect((await pool.query("select path, document_id, usage from public.media_refs order by path, usage")).rows).toEqual(before.media)
  })

  it("afterwards: visitors read what they read before, and a member's save is versioned, revised, redirected and audited", async () => {
    const visible = await runAs(pool, "", async (c) => (await c.query("select type, slug from public.documents order by type, slug")).rows.map((r) => `${r.type}:${r.slug}`))
    // Live posts and pages, and the people live posts name; never a draft, a scheduled post or an unnamed person.
    expect(visible).toEqual(["page:about-us", "page:sobre", "person:ana-ruiz", "person:maya-chen", "person:sam-lee", "post:caring-for-implants", "post:cuidado-de-implantes"])
    const counts = await runAs(pool, "", async (c) => (await c.query("select * from public.person_live_post_counts()")).rows)
    expect(counts).toEqual([
      { slug: "ana-ruiz", locale: "es", total: 1 },
      { slug: "maya-chen", locale: "en", total: 1 },
      { slug: "sam-lee", locale: "en", total: 1 },
    ])

    const { revisions, audit } = await snapshot()
    await commitAs(pool, owner, (c) => c.query("update public.documents set slug = 'implants', path = '/blog/implants' where id = $1", [id.post]))
    const saved = (await pool.query("select version from public.documents where id = $1", [id.post])).rows[0].version as number
    expect(saved).toBe(before.posts.find((p) => p.id === id.post)!.version as number + 1)
    const now = await snapshot()
    expect(now.revisions.length).toBe(revisions.length + 1)
    expect(now.audit.slice(audit.length).map((e) => [e.action, e.record_type, e.record_id])).toEqual([["update", "post", id.post]])
    expect(now.redirects.map((r) => [r.from_path, r.to_path])).toContainEqual(["/blog/caring-for-implants", "/blog/implants"])
    expect(now.redirects.map((r) => [r.from_path, r.to_path])).toContainEqual(["/blog/implant-care", "/blog/implants"])

    // A person a post names cannot be deleted; a person's save is audited as an update, with no revision.
    await expect(commitAs(pool, owner, (c) => c.query("delete from public.documents where id = $1", [id.author]))).rejects.toMatchObject({ code: "23503" })
    await commitAs(pool, owner, (c) => c.query("update public.documents set title = 'Dr. Maya Chen, DDS' where id = $1", [id.author]))
    const last = await snapshot()
    expect(last.revisions.length).toBe(now.revisions.length)
    expect(last.audit.slice(now.audit.length).map((e) => [e.action, e.record_type, e.summary])).toEqual([["update", "person", "Dr. Maya Chen, DDS"]])
  })
})
