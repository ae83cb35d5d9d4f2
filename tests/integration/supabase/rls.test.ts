import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { openMessageFields } from "@/lib/backend/sql/lead-crypto"

import { sealedLead, supabaseLeadBlindIndex } from "../../helpers/supabase-leads"
import { attemptAs, insertPage, insertPost, openSupabaseDb, runAs } from "../../helpers/supabase-db"

const url = process.env.TEST_DATABASE_URL

// The Supabase migrations on real PostgreSQL, with Supabase's roles and auth/storage schemas emulated: each check
// runs in a transaction as anon or authenticated, with the JWT claims set the way PostgREST sets them.
describe.skipIf(!url)("Supabase migrations: row-level security matrix (PostgreSQL)", () => {
  const dbName = `sb_rls_${process.pid}_${Date.now().toString(36)}`
  let pool: pg.Pool
  let drop: (() => Promise<void>) | undefined
  let ownerId = ""
  let outsiderId = ""

  type Who = "anon" | "outsider" | "owner"
  const subOf = (who: Who) => who === "owner" ? ownerId : who === "outsider" ? outsiderId : ""
  const as = <T>(who: Who, fn: (c: pg.PoolClient) => Promise<T>) => runAs(pool, subOf(who), fn)
  /** Rows affected, or "denied" when PostgreSQL refuses the statement outright. */
  const attempt = (who: Who, sql: string, params: unknown[] = []) => attemptAs(pool, subOf(who), sql, params)
  const count = (who: Who, sql: string) => as(who, async (c) => (await c.query(sql)).rows.length)

  beforeAll(async () => {
    const db = await openSupabaseDb(url!, dbName, { max: 25, label: "rls" })
    pool = db.pool
    drop = db.drop
    // The first account becomes the owner through the trigger on auth.users.
    ownerId = (await pool.query("insert into auth.users (email) values ('owner@example.com') returning id")).rows[0].id
    // A signed-in user without membership (created around the trigger, as a stale or foreign account would be).
    const c = await pool.connect()
    await c.query("begin; set local session_replication_role = replica")
    outsiderId = (await c.query("insert into auth.users (email) values ('outsider@example.com') returning id")).rows[0].id
    await c.query("commit")
    c.release()
    // Posts and pages are documents of their type (20261128000400_one_store.sql), written as the app writes them.
    await insertPost(pool, { title: "Public post", slug: "public-post", published: true })
    await insertPost(pool, { title: "Draft post", slug: "draft-post", published: false })
    await insertPage(pool, { title: "About", slug: "about", published: true })
    await insertPage(pool, { title: "Secret", slug: "secret", published: false })
    await pool.query(`
      insert into public.messages (name, email, message) values ('Ann', 'ann@example.com', 'Hello');
      insert into storage.objects (bucket_id, name) values ('uploads', 'post-images/abc.png'), ('uploads', 'abc-report.pdf');
    `)
  }, 120_000)

  // Dropping the database waits for the pool's connections to end: slow on a busy machine.
  afterAll(async () => {
    await drop?.()
  }, 60_000)

  it("makes the first account the owner and refuses every later registration", async () => {
    expect((await pool.query("select user_id, role from public.memberships")).rows).toEqual([{ user_id: ownerId, role: "owner" }])
    await expect(pool.query("insert into auth.users (email) values ('late@example.com')")).rejects.toThrow(/Registration is closed/)
    expect((await pool.query("select count(*)::int as n from auth.users")).rows[0].n).toBe(2)
  })

  it("lets anon and non-members read only published posts and pages", async () => {
    for (const who of ["anon", "outsider"] as const) {
      expect(await count(who, "select slug from public.documents where type = 'post'"), who).toBe(1)
      expect(await count(who, "select slug from public.documents where type = 'post' and not published"), who).toBe(0)
      expect(await count(who, "select slug from public.documents where type = 'page'"), who).toBe(1)
      const found = await as(who, async (c) => (await c.query("select * from public.search_published_posts('post', '', 10, 0)")).rows)
      expect(found.map((r) => r.post.slug), who).toEqual(["public-post"])
      // % and _ are literal characters, not wildcards.
      for (const q of ["%", "_", "p_st"]) {
        const none = await as(who, async (c) => (await c.query("select * from public.search_published_posts($1, '', 10, 0)", [q])).rows)
        expect(none, `${who} ${q}`).toEqual([])
      }
    }
    expect(await count("owner", "select slug from public.documents where type = 'post'")).toBe(2)
    expect(await count("owner", "select slug from public.documents where type = 'page'")).toBe(2)
  })

  it("lets anon and non-members change nothing", async () => {
    const writes: [string, unknown[]][] = [
      ["insert into public.documents (type, title, slug) values ('post', 'x', 'intruder')", []],
      ["update public.documents set title = 'Defaced' where type = 'post'", []],
      ["delete from public.documents where type = 'post'", []],
      ["insert into public.documents (type, title, slug) values ('page', 'x', 'intruder')", []],
      ["update public.documents set published = true where type = 'page'", []],
      ["delete from public.documents where type = 'page'", []],
      ["insert into public.document_refs (document_id, field, target_id) select id, 'author_id', id from public.documents limit 1", []],
      ["update public.messages set read = true", []],
      ["delete from public.messages", []],
      ["insert into public.memberships (user_id, role) values ($1, 'admin')", [outsiderId]],
      ["update public.memberships set role = 'admin'", []],
      ["delete from public.memberships", []],
      ["insert into storage.objects (bucket_id, name) values ('uploads', 'evil.html')", []],
      ["insert into storage.objects (bucket_id, name) values ('uploads', 'post-images/evil.png')", []],
      ["update storage.objects set name = 'renamed.png'", []],
      ["delete from storage.objects", []],
      ["insert into private.admin_emails (email) values ('me@example.com')", []],
    ]
    for (const who of ["anon", "outsider"] as const) {
      for (const [sql, params] of writes) {
        const result = await attempt(who, sql, params)
        expect(result === "denied" || result === 0, `${who}: ${sql} -> ${result}`).toBe(true)
      }
      expect(await count(who, "select * from storage.objects"), who).toBe(0)
    }
    expect(await attempt("anon", "select * from public.messages")).toBe("denied")
    expect(await count("outsider", "select * from public.messages")).toBe(0)
    expect(await attempt("anon", "select * from public.memberships")).toBe("denied")
    expect(await count("outsider", "select * from public.memberships")).toBe(0)
  })

  it("publishing: visitors see only what is live now, never share links, previews, schedules or hit counts", async () => {
    await pool.query(`
      insert into public.documents (type, title, slug, published, publish_at) values
        ('post', 'Scheduled', 'scheduled-post', true, now() + interval '1 hour'), ('post', 'Due', 'due-post', true, now() - interval '1 minute'),
        ('page', 'Soon', 'soon', true, now() + interval '1 hour');
      insert into public.share_links (token_hash, kind, record_id, expires_at)
        select 'hash-ok', 'post', id, now() + interval '7 days' from public.documents where type = 'post' and slug = 'draft-post';
      insert into public.share_links (token_hash, kind, record_id, expires_at, revoked_at)
        select 'hash-revoked', 'post', id, now() + interval '7 days', now() from public.documents where type = 'post' and slug = 'draft-post';
      insert into public.redirects (from_path, to_path, status, hits) values ('/old', '/contact', 301, 5);
    `)
    await pool.query("insert into public.previews (user_id, kind, data, expires_at) values ($1, 'post', '{}', now() + interval '1 hour')", [ownerId])
    try {
      for (const who of ["anon", "outsider"] as const) {
        expect(await count(who, "select slug from public.documents where type = 'post' and slug = 'scheduled-post'"), who).toBe(0)
        expect(await count(who, "select slug from public.documents where type = 'post' and slug = 'due-post'"), who).toBe(1)
        expect(await count(who, "select slug from public.documents where type = 'page' and slug = 'soon'"), who).toBe(0)
        const found = await as(who, async (c) => (await c.query("select * from public.search_published_posts('', '', 10, 0)")).rows)
        expect(found.map((r) => r.post.slug).sort(), who).toEqual(["due-post", "public-post"])
        for (const table of ["share_links", "previews", "redirects"]) {
          const read = await attempt(who, `select * from public.${table}`)
          expect(read === "denied" || read === 0, `${who} reads ${table}: ${read}`).toBe(true)
        }
        // Serving redirects needs sources and targets only: no hit counts.
        const table = await as(who, async (c) => (await c.query("select * from public.redirect_table()")).rows)
        expect(table.map((r) => Object.keys(r).sort()), who).toEqual([["from_path", "id", "status", "to_path"]])
        // The next due instant, without which record it is.
        const due = await as(who, async (c) => (await c.query("select public.next_publish_at() as at")).rows[0].at)
        expect(due, who).toBeInstanceOf(Date)
        // A valid token opens that one draft; a revoked or unknown one nothing.
        const shared = await as(who, async (c) => (await c.query("select public.shared_record('hash-ok') as r")).rows[0].r)
        expect(shared?.row?.slug, who).toBe("draft-post")
        for (const hash of ["hash-revoked", "nope"]) {
          expect(await as(who, async (c) => (await c.query("select public.shared_record($1) as r", [hash])).rows[0].r), `${who} ${hash}`).toBeNull()
        }
        for (const sql of [
          "insert into public.redirects (from_path, to_path) values ('/evil', 'https://evil.example/')",
          "update public.redirects set to_path = 'https://evil.example/'",
          "delete from public.redirects",
          "insert into public.share_links (token_hash, kind, record_id, expires_at) values ('x', 'post', gen_random_uuid(), now() + interval '1 day')",
          "update public.share_links set revoked_at = null",
          "delete from public.previews",
          "select public.move_url('/contact', '/evil')",
        ]) {
          const result = await attempt(who, sql)
          expect(result === "denied" || result === 0, `${who}: ${sql} -> ${result}`).toBe(true)
        }
      }
      expect(await count("owner", "select slug from public.documents where type = 'post' and slug = 'scheduled-post'")).toBe(1)
      expect(await count("owner", "select * from public.share_links")).toBe(2)
      expect(await count("owner", "select * from public.previews")).toBe(1)
      expect(await attempt("owner", "update public.redirects set hits = hits + 1")).toBe(1)
      const moved = await as("owner", async (c) => {
        await c.query("select public.move_url('/contact', '/contact-us')")
        return (await c.query("select from_path, to_path from public.redirects order by from_path")).rows
      })
      expect(moved).toEqual([
        { from_path: "/contact", to_path: "/contact-us" },
        { from_path: "/old", to_path: "/contact-us" },
      ])
      // published_at is the first publication time: a scheduled row's is its publish_at.
      const stamp = await as("owner", async (c) => (await c.query("select published_at = publish_at as same from public.documents where type = 'post' and slug = 'scheduled-post'")).rows[0].same)
      expect(stamp).toBe(true)
    } finally {
      await pool.query(`delete from public.documents where type = 'post' and slug in ('scheduled-post', 'due-post'); delete from public.documents where type = 'page' and slug = 'soon';
        truncate public.share_links, public.previews, public.redirects`)
    }
  })

  it("refuses a direct insert into messages with the public key: contact messages go through the checked function", async () => {
    for (const who of ["anon", "outsider"] as const) {
      expect(await attempt(who, "insert into public.messages (name, email, message) values ('A', 'a@example.com', 'Hi')")).toBe("denied")
      expect(
        await attempt(who, "insert into public.messages (name, email, message, created_at) values ('A', 'a@example.com', 'Hi', '2001-01-01')"),
      ).toBe("denied")
    }
  })

  it("stores a contact message through submit_contact_message, sealed, unread and stamped by the database", async () => {
    const stored = await as("anon", async (c) => {
      const id = (
        await c.query(
          "select public.submit_contact_message(null, $1, $2, $3, $4, $5, 'spam', 'honeypot filled', false, '/contact', 'https://www.google.com', $6::jsonb) as id",
          [...sealedLead("Ann", "ann@example.com", "Hello there"), JSON.stringify({ utm_source: "news" })],
        )
      ).rows[0].id
      await c.query("reset role")
      const sql =
        "select name, email, message, email_bidx, name_bidx, read, folder, spam_reason, page_path, utm, created_at > now() - interval '1 minute' as fresh, spam_since is not null as stamped from public.messages where id = $1"
      const raw = (await c.query(sql, [id])).rows[0]
      expect(JSON.stringify(raw)).not.toMatch(/Ann|ann@|Hello/)
      return { ...raw, ...openMessageFields(raw), undecryptable: undefined }
    })
    expect(stored).toEqual({
      name: "Ann",
      email: "ann@example.com",
      message: "Hello there",
      email_bidx: supabaseLeadBlindIndex("email", "ann@example.com"),
      name_bidx: supabaseLeadBlindIndex("name", "Ann"),
      read: false,
      folder: "spam",
      spam_reason: "honeypot filled",
      page_path: "/contact",
      utm: { utm_source: "news" },
      fresh: true,
      stamped: true,
      undecryptable: undefined,
    })
  })

  it("refuses plain-text fields, missing blind indexes and floods in submit_contact_message", async () => {
    const code = (sql: string, params: unknown[] = []) =>
      as("anon", async (c) => {
        try {
          await c.query(sql, params)
          return "ok"
        } catch (err) {
          return (err as { code?: string }).code
        }
      })
    const [name, email, message, emailBidx, nameBidx] = sealedLead("A", "a@example.com", "Hi")
    const submit = "select public.submit_contact_message(null, $1, $2, $3, $4, $5)"
    expect(await code(submit, [name, email, message, emailBidx, nameBidx])).toBe("ok")
    // A field in plain text, or not a sealed value, is refused: the database never stores a lead's field in clear.
    expect(await code(submit, ["A", email, message, emailBidx, nameBidx])).toBe("22023")
    expect(await code(submit, [name, "a@example.com", message, emailBidx, nameBidx])).toBe("22023")
    expect(await code(submit, [name, email, "Hi", emailBidx, nameBidx])).toBe("22023")
    expect(await code(submit, [name, email, `lc1.00000000.${"x".repeat(30000)}.y`, emailBidx, nameBidx])).toBe("22023")
    expect(await code(submit, [name, email, message, "", nameBidx])).toBe("22023")
    expect(await code(submit, [name, email, message, emailBidx, "ann"])).toBe("22023")
    // A visitor cannot file a message straight into the archive.
    expect(await code("select public.submit_contact_message(null, $1, $2, $3, $4, $5, 'archived')", [name, email, message, emailBidx, nameBidx])).toBe("22023")
    const flood = sealedLead("A", "flood@example.com", "Hi")
    const sixth = await as("anon", async (c) => {
      for (let i = 0; i < 5; i++) await c.query(submit, flood)
      try {
        await c.query(submit, flood)
        return "stored"
      } catch (err) {
        return (err as { code?: string }).code
      }
    })
    expect(sixth).toBe("54000")
  })

  it("lets an admin do everything, and stamps published_at on first publish", async () => {
    expect(await attempt("owner", "insert into public.documents (type, title, slug) values ('post', 'New', 'new-post')")).toBe(1)
    expect(await attempt("owner", "update public.documents set title = 'Edited' where type = 'post'")).toBe(2)
    expect(await attempt("owner", "delete from public.documents where type = 'post'")).toBe(2)
    expect(await attempt("owner", "update public.documents set published = true where type = 'page'")).toBe(2)
    expect(await attempt("owner", "delete from public.documents where type = 'page' and slug = 'secret'")).toBe(1)
    expect(await count("owner", "select * from public.messages")).toBe(1)
    expect(await attempt("owner", "update public.messages set read = true")).toBe(1)
    expect(await attempt("owner", "delete from public.messages")).toBe(1)
    expect(await count("owner", "select * from public.memberships")).toBe(1)
    const stamped = await as("owner", async (c) => {
      await c.query("update public.documents set published = true where type = 'post' and slug = 'draft-post'")
      return (await c.query("select published_at from public.documents where type = 'post' and slug = 'draft-post'")).rows[0].published_at
    })
    expect(stamped).toBeInstanceOf(Date)
  })

  it("lets an admin upload only into the expected folders, with image extensions for featured images", async () => {
    expect(await count("owner", "select * from storage.objects")).toBe(2)
    expect(await attempt("owner", "insert into storage.objects (bucket_id, name) values ('uploads', 'post-images/k3j2h1.webp')")).toBe(1)
    expect(await attempt("owner", "insert into storage.objects (bucket_id, name) values ('uploads', 'x7y8-brochure.pdf')")).toBe(1)
    for (const name of ["post-images/evil.svg", "post-images/a/b.png", "elsewhere/file.png", "post-images/evil.html"]) {
      expect(await attempt("owner", "insert into storage.objects (bucket_id, name) values ('uploads', $1)", [name]), name).toBe("denied")
    }
    expect(await attempt("owner", "insert into storage.objects (bucket_id, name) values ('other', 'a.png')")).toBe("denied")
    expect(await attempt("owner", "delete from storage.objects where name = 'abc-report.pdf'")).toBe(1)
    const bucket = (await pool.query("select public, file_size_limit from storage.buckets where id = 'uploads'")).rows[0]
    expect(bucket).toEqual({ public: true, file_size_limit: "10485760" })
  })

  it("media library: where-used kept by triggers for members only; visitors read image sizes and nothing else", async () => {
    const base = "https://project.supabase.co/storage/v1/object/public/uploads"
    const refs = await as("owner", async (c) => {
      await c.query("update public.documents set data = data || jsonb_build_object('content', $1::text, 'featured_image', $2::text) where type = 'post' and slug = 'public-post'", [
        `See ![x](${base}/abc-report.pdf) and ${base}/missing.png`,
        `${base}/post-images/abc.png`,
      ])
      await c.query("insert into public.media_meta (path, alt, width, height) values ('post-images/abc.png', 'Smile', 640, 360)")
      const rows = (await c.query("select path, usage from public.media_refs order by path")).rows
      await c.query(`update public.documents set data = data || '{"content": "", "featured_image": null}' where type = 'post' and slug = 'public-post'`)
      const after = (await c.query("select count(*)::int as n from public.media_refs")).rows[0].n
      return { rows, after }
    })
    expect(refs).toEqual({
      rows: [
        { path: "abc-report.pdf", usage: "content" },
        { path: "post-images/abc.png", usage: "featured" },
      ],
      after: 0,
    })
    await pool.query("update public.documents set data = data || jsonb_build_object('featured_image', $1::text) where type = 'post' and slug = 'public-post'", [`${base}/post-images/abc.png`])
    await pool.query("insert into public.media_meta (path, alt, width, height) values ('post-images/abc.png', 'Smile', 640, 360)")
    try {
      expect(await attempt("anon", "select * from public.media_refs")).toBe("denied")
      expect(await count("outsider", "select * from public.media_refs")).toBe(0)
      expect(await count("owner", "select * from public.media_refs")).toBe(1)
      expect(await as("anon", async (c) => (await c.query("select path, width, height from public.media_meta")).rows)).toEqual([
        { path: "post-images/abc.png", width: 640, height: 360 },
      ])
      expect(await attempt("anon", "select alt from public.media_meta")).toBe("denied")
      for (const who of ["anon", "outsider"] as const) {
        for (const sql of [
          "insert into public.media_meta (path, alt) values ('x.png', 'x')",
          "update public.media_meta set alt = 'Defaced'",
          "delete from public.media_meta",
          "insert into public.media_refs (path, document_id, usage) select 'x', id, 'content' from public.documents limit 1",
          "delete from public.media_refs",
        ]) {
          const result = await attempt(who, sql)
          expect(result === "denied" || result === 0, `${who}: ${sql} -> ${result}`).toBe(true)
        }
      }
      expect(await attempt("owner", "insert into public.media_refs (path, document_id, usage) select 'x', id, 'content' from public.documents limit 1")).toBe("denied")
      expect(await attempt("owner", "update public.media_meta set alt = 'Bright smile'")).toBe(1)
    } finally {
      await pool.query(`update public.documents set data = data || '{"featured_image": null}' where type = 'post' and slug = 'public-post'; delete from public.media_meta`)
    }
  })

  it("takes membership changes into account on the next statement", async () => {
    await pool.query("delete from public.memberships where user_id = $1", [ownerId])
    try {
      expect(await count("owner", "select slug from public.documents where type = 'post'")).toBe(1)
      expect(await attempt("owner", "delete from public.documents where type = 'post'")).toBe(0)
    } finally {
      await pool.query("insert into public.memberships (user_id, role) values ($1, 'owner')", [ownerId])
    }
  })

  it("revisions: saves record who and what in the same transaction, the version filter lets one of two saves win, visitors read none", async () => {
    const postId = (await pool.query("select id from public.documents where type = 'post' and slug = 'draft-post'")).rows[0].id as string
    const result = await as("owner", async (c) => {
      const before = (await c.query("select version from public.documents where id = $1", [postId])).rows[0].version as number
      const edit = `update public.documents set title = 'Edited once', data = data || '{"social_title": "Shared once", "noindex": true}' where id = $1 and version = $2`
      const first = (await c.query(edit, [postId, before])).rowCount
      const stale = (await c.query("update public.documents set title = 'Stale save' where id = $1 and version = $2", [postId, before])).rowCount
      const revs = (
        await c.query("select version, author_email, data->>'title' as title, data->>'social_title' as social_title, data->'noindex' as noindex from public.content_revisions where document_id = $1 order by seq desc", [postId])
      ).rows
      // A client cannot set the version itself.
      await c.query("update public.documents set version = 999 where id = $1", [postId])
      const after = (await c.query("select version from public.documents where id = $1", [postId])).rows[0].version as number
      for (let i = 0; i < 55; i++) await c.query("update public.documents set data = data || jsonb_build_object('content', $2::text) where id = $1", [postId, `draft ${i}`])
      const kept = (await c.query("select count(*)::int as n from public.content_revisions where document_id = $1", [postId])).rows[0].n as number
      await c.query("update public.content_revisions set summary = 'title changed' where document_id = $1", [postId])
      const presence = await c.query("insert into public.editor_presence (kind, record_id, user_id, email) values ('post', $1, $2, 'owner@example.com')", [postId, ownerId])
      const deleted = await c.query("delete from public.documents where id = $1", [postId])
      const orphaned = (await c.query("select count(*)::int as n from public.content_revisions where document_id = $1", [postId])).rows[0].n as number
      return { before, first, stale, revs, after, kept, presence: presence.rowCount, deleted: deleted.rowCount, orphaned }
    })
    expect(result.first).toBe(1)
    expect(result.stale).toBe(0)
    // The seed's insert (no user) made the first revision; the owner's save the second, the stale one none.
    expect(result.revs).toEqual([
      { version: result.before + 1, author_email: "owner@example.com", title: "Edited once", social_title: "Shared once", noindex: true },
      { version: result.before, author_email: "", title: "Draft post", social_title: "", noindex: false },
    ])
    expect(result.after).toBe(result.before + 2)
    expect(result.kept).toBe(50)
    expect(result.presence).toBe(1)
    expect([result.deleted, result.orphaned]).toEqual([1, 0])

    await pool.query("update public.documents set title = 'Seen by admins only' where type = 'post' and slug = 'public-post'")
    await pool.query("insert into public.editor_presence (kind, record_id, user_id, email) values ('post', $1, $2, 'owner@example.com')", [postId, ownerId])
    try {
      for (const who of ["anon", "outsider"] as const) {
        const revs = await attempt(who, "select * from public.content_revisions")
        expect(revs === "denied" || revs === 0, `${who} reads revisions`).toBe(true)
        const seen = await attempt(who, "select * from public.editor_presence")
        expect(seen === "denied" || seen === 0, `${who} reads presence`).toBe(true)
        for (const sql of [
          "update public.content_revisions set summary = 'x'",
          "delete from public.content_revisions",
          "insert into public.content_revisions (kind, document_id, version, data) select 'post', id, 1, '{}' from public.documents",
          "delete from public.editor_presence",
        ]) {
          const r = await attempt(who, sql)
          expect(r === "denied" || r === 0, `${who}: ${sql} -> ${r}`).toBe(true)
        }
      }
      expect(await attempt("outsider", "insert into public.editor_presence (kind, record_id, user_id, email) values ('post', gen_random_uuid(), $1, 'x@example.com')", [outsiderId])).toBe("denied")
      // An admin announces only themselves, and cannot rewrite a revision's snapshot.
      expect(await attempt("owner", "insert into public.editor_presence (kind, record_id, user_id, email) values ('post', gen_random_uuid(), $1, 'x@example.com')", [outsiderId])).toBe("denied")
      expect(await attempt("owner", "update public.content_revisions set data = '{}'")).toBe("denied")
      expect(await count("owner", "select * from public.content_revisions where author_email = ''")).toBeGreaterThan(0)
      // "Last edited by" for the lists: admins get the newest author per record, anyone else nothing.
      const ids = "array(select id from public.documents where type = 'post')"
      const authors = await as("owner", async (c) => (await c.query(`select * from public.latest_authors('post', ${ids})`)).rows)
      expect(authors.find((a) => a.author_email === "")).toBeTruthy()
      expect(authors.length).toBe((await pool.query("select count(*)::int as n from public.documents where type = 'post'")).rows[0].n)
      expect(await attempt("anon", `select * from public.latest_authors('post', ${ids})`)).toBe("denied")
      expect(await attempt("outsider", `select * from public.latest_authors('post', ${ids})`)).toBe(0)
    } finally {
      await pool.query("delete from public.editor_presence")
    }
  })

  it("turns 20 concurrent first registrations into exactly one owner", async () => {
    await pool.query("truncate public.memberships; delete from auth.users")
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => pool.query("insert into auth.users (email) values ($1)", [`racer${i}@example.com`])),
    )
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1)
    expect((await pool.query("select role, count(*)::int as n from public.memberships group by role")).rows).toEqual([{ role: "owner", n: 1 }])
  }, 60_000)

  it("with an allow-list, lets only listed e-mails register: the first owner, the rest admins", async () => {
    await pool.query("truncate public.memberships; delete from auth.users; insert into private.admin_emails values ('boss@example.com'), ('ed@example.com')")
    await expect(pool.query("insert into auth.users (email) values ('intruder@example.com')")).rejects.toThrow(/Registration is closed/)
    await pool.query("insert into auth.users (email) values ('Ed@Example.com')")
    await pool.query("insert into auth.users (email) values ('boss@example.com')")
    const roles = await pool.query("select u.email, m.role from auth.users u join public.memberships m on m.user_id = u.id order by u.email")
    expect(roles.rows).toEqual([
      { email: "Ed@Example.com", role: "owner" },
      { email: "boss@example.com", role: "admin" },
    ])
  })
})
