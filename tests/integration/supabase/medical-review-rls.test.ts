import pg from "pg"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { REVIEW_MESSAGES } from "@/lib/copy/medical-review"
import { DECLARATIONS } from "@/lib/domain/content"

import { attemptAs, insertPerson, insertPost, openSupabaseDb, runAs } from "../../helpers/supabase-db"

const url = process.env.TEST_DATABASE_URL

// Medical review on Supabase (supabase/migrations/20261202000100_medical_review.sql and 20261202000300_medical_review_gate.sql)
// on real PostgreSQL with Supabase's roles emulated: who reads requests and approvals through the data API, that no
// key but the server's functions writes them, that a Reviewer member edits and publishes nothing, and the database's
// publish gate: a document that requires review goes live or is scheduled only with a standing approval, which any
// change of a reviewed field withdraws.
describe.skipIf(!url)("Supabase migrations: medical review under row-level security (PostgreSQL)", () => {
  const dbName = `sb_review_rls_${process.pid}_${Date.now().toString(36)}`
  let pool: pg.Pool
  let drop: (() => Promise<void>) | undefined
  const ids = { owner: "", editor: "", reviewer: "", outsider: "" }
  const docs = { person: "", draft: "", live: "" }
  type Who = "anon" | keyof typeof ids
  const subOf = (who: Who) => (who === "anon" ? "" : ids[who])
  const attempt = (who: Who, sql: string, params: unknown[] = []) => attemptAs(pool, subOf(who), sql, params)
  const rows = (who: Who, sql: string, params: unknown[] = []) => runAs(pool, subOf(who), async (c) => (await c.query(sql, params)).rows)

  /** The write as `who`, committed as PostgREST commits a call: "ok", or the refusal's code and message. */
  async function write(who: Who, sql: string, params: unknown[] = []): Promise<{ ok: true } | { code: string; message: string }> {
    try {
      await runAs(pool, subOf(who), (c) => c.query(sql, params), { commit: true })
      return { ok: true }
    } catch (err) {
      const e = err as { code?: string; message?: string }
      return { code: e.code ?? "?", message: e.message ?? "" }
    }
  }
  const approve = (doc: string, name = "Dr. Ana Ruiz") =>
    pool.query(
      `insert into public.medical_approvals (document_id, locale, content_hash, version, reviewer_id, reviewer_name, next_review_at, source)
       values ($1, 'en', repeat('a', 64), 1, $2, $3, now() + interval '12 months', 'member') returning id`,
      [doc, docs.person, name],
    )
  const standing = async (doc: string) =>
    (await pool.query("select reviewer_name from public.medical_approvals where document_id = $1 and withdrawn_at is null order by seq", [doc])).rows.map((r) => r.reviewer_name)
  const setting = (key: string, value: unknown) =>
    pool.query("insert into public.site_settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value", [key, JSON.stringify(value)])
  const needs = (noun: string) => ({ code: "PT422", message: REVIEW_MESSAGES.publishNeedsApproval(noun) })

  beforeAll(async () => {
    const db = await openSupabaseDb(url!, dbName, { max: 10, label: "medical-review-rls" })
    pool = db.pool
    drop = db.drop
    ids.owner = (await pool.query("insert into auth.users (email) values ('owner@example.com') returning id")).rows[0].id
    await pool.query("insert into public.invitations (email, role) values ('editor@example.com', 'editor'), ('reviewer@clinic.example', 'reviewer')")
    ids.editor = (await pool.query("insert into auth.users (email) values ('editor@example.com') returning id")).rows[0].id
    ids.reviewer = (await pool.query("insert into auth.users (email) values ('reviewer@clinic.example') returning id")).rows[0].id
    const c = await pool.connect()
    await c.query("begin; set local session_replication_role = replica")
    ids.outsider = (await c.query("insert into auth.users (email) values ('outsider@example.com') returning id")).rows[0].id
    await c.query("commit")
    c.release()
    expect((await pool.query("select role from public.memberships where user_id = $1", [ids.reviewer])).rows).toEqual([{ role: "reviewer" }])
  }, 120_000)

  afterAll(async () => {
    await drop?.()
  }, 60_000)

  beforeEach(async () => {
    await pool.query("delete from public.site_settings")
    await pool.query("delete from public.audit_log")
    await pool.query("delete from public.documents where type <> 'person'")
    await pool.query("delete from public.documents")
    docs.person = await insertPerson(pool, { name: "Dr. Ana Ruiz", slug: "ana-ruiz", data: { credentials: "MD" } })
    docs.draft = await insertPost(pool, { title: "Heart health draft", slug: "heart-draft", data: { category: "Cardiology", content: "Draft body." } })
    docs.live = await insertPost(pool, { title: "Heart health", slug: "heart", published: true, data: { category: "Cardiology", content: "Live body." } })
    await pool.query(
      `insert into public.review_requests (document_id, locale, reviewer_id, reviewer_email, content_hash, token_hash, token_expires_at)
       values ($1, 'en', $2, 'ana@clinic.example', repeat('b', 64), repeat('c', 64), now() + interval '7 days')`,
      [docs.draft, docs.person],
    )
    await approve(docs.draft)
    await approve(docs.live)
  })

  it("visitors read no request and the approvals of live documents only; members read every one; a Reviewer reads as a visitor", async () => {
    expect(await attempt("anon", "select * from public.review_requests")).toBe("denied")
    for (const who of ["outsider", "reviewer"] as const) {
      expect(await rows(who, "select id from public.review_requests"), who).toEqual([])
    }
    for (const who of ["anon", "outsider", "reviewer"] as const) {
      expect(await rows(who, "select document_id from public.medical_approvals"), who).toEqual([{ document_id: docs.live }])
    }
    for (const who of ["editor", "owner"] as const) {
      expect(await rows(who, "select document_id from public.review_requests"), who).toEqual([{ document_id: docs.draft }])
      expect((await rows(who, "select document_id from public.medical_approvals")).map((r) => r.document_id).sort(), who).toEqual([docs.draft, docs.live].sort())
    }
    // A scheduled document is no more visible than a draft.
    await pool.query("update public.documents set publish_at = now() + interval '1 day' where id = $1", [docs.live])
    expect(await rows("anon", "select document_id from public.medical_approvals")).toEqual([])
  })

  it("no key writes an approval or a request through the data API: not the owner, an editor, a Reviewer or a visitor", async () => {
    const writes = [
      [`insert into public.medical_approvals (document_id, locale, content_hash, version, reviewer_name, next_review_at, source)
        values ($1, 'en', repeat('d', 64), 1, 'Dr. Forged', now() + interval '1 year', 'member')`, [docs.draft]],
      ["update public.medical_approvals set withdrawn_at = null, reviewer_name = 'Dr. Forged'", []],
      ["update public.medical_approvals set withdrawn_at = now()", []],
      ["delete from public.medical_approvals", []],
      [`insert into public.review_requests (document_id, locale, reviewer_email, content_hash, token_hash, token_expires_at)
        values ($1, 'en', 'x@example.com', repeat('d', 64), repeat('e', 64), now() + interval '7 days')`, [docs.live]],
      ["update public.review_requests set status = 'approved', token_used_at = now()", []],
      ["delete from public.review_requests", []],
    ] as const
    for (const who of ["owner", "editor", "reviewer", "outsider", "anon"] as const) {
      for (const [sql, params] of writes) expect(await attempt(who, sql, [...params]), `${who}: ${sql}`).toBe("denied")
    }
    expect(await standing(docs.draft)).toEqual(["Dr. Ana Ruiz"])
    expect((await pool.query("select status, count(*)::int as n from public.review_requests group by status")).rows).toEqual([{ status: "pending", n: 1 }])
  })

  it("a Reviewer member can neither create, edit, publish nor delete a document", async () => {
    const writes = [
      ["insert into public.documents (type, slug, title) values ('post', 'by-reviewer', 'x')", []],
      ["update public.documents set title = 'Edited by the reviewer' where id = $1", [docs.draft]],
      ["update public.documents set published = true where id = $1", [docs.draft]],
      ["delete from public.documents where id = $1", [docs.draft]],
    ] as const
    for (const [sql, params] of writes) {
      const result = await attempt("reviewer", sql, [...params])
      expect(result === "denied" || result === 0, `${sql} -> ${result}`).toBe(true)
    }
    // The same statements as an editor do write (they are not refused for another reason).
    expect(await attempt("editor", writes[1][0], [...writes[1][1]])).toBe(1)
    expect((await pool.query("select title, published from public.documents where id = $1", [docs.draft])).rows).toEqual([{ title: "Heart health draft", published: false }])
  })

  describe("the publish gate", () => {
    beforeEach(async () => {
      await setting("clinicalCategories", ["cardiology"])
    })

    it("a clinical post without a standing approval cannot be published, scheduled or inserted live; with one it can", async () => {
      await pool.query("delete from public.medical_approvals where document_id = $1", [docs.draft])
      const publish = "update public.documents set published = true where id = $1"
      expect(await write("editor", publish, [docs.draft])).toEqual(needs("post"))
      expect(await write("owner", "update public.documents set published = true, publish_at = now() + interval '1 day' where id = $1", [docs.draft])).toEqual(needs("post"))
      expect(await write("editor", "update public.documents set publish_at = now() + interval '1 day' where id = $1", [docs.draft])).toEqual(needs("post"))
      expect(await write("editor", "insert into public.documents (type, slug, title, published, data) values ('post', 'straight-live', 'x', true, '{\"category\": \"Cardiology\"}')")).toEqual(needs("post"))
      expect((await pool.query("select published, publish_at from public.documents where id = $1", [docs.draft])).rows).toEqual([{ published: false, publish_at: null }])
      expect((await pool.query("select count(*)::int as n from public.documents where slug = 'straight-live'")).rows[0].n).toBe(0)
      // A draft saves freely; an approval lets it go live.
      expect(await write("editor", "update public.documents set data = data || '{\"tags\": [\"heart\"]}' where id = $1", [docs.draft])).toEqual({ ok: true })
      await approve(docs.draft)
      expect(await write("editor", publish, [docs.draft])).toEqual({ ok: true })
    })

    it("a withdrawn approval does not count; unpublishing and non-clinical posts are never held", async () => {
      await pool.query("update public.medical_approvals set withdrawn_at = now() where document_id = $1", [docs.draft])
      expect(await write("editor", "update public.documents set published = true where id = $1", [docs.draft])).toEqual(needs("post"))
      await pool.query("update public.medical_approvals set withdrawn_at = now() where document_id = $1", [docs.live])
      expect(await write("editor", "update public.documents set published = false where id = $1", [docs.live])).toEqual({ ok: true })
      const other = await insertPost(pool, { title: "Agency news", slug: "news", data: { category: "News" } })
      expect(await write("editor", "update public.documents set published = true where id = $1", [other])).toEqual({ ok: true })
    })

    it("categories match as slugs, accents and case aside, as the application compares them", async () => {
      await setting("clinicalCategories", ["Cardiología", "mental health"])
      await pool.query("delete from public.medical_approvals")
      const post = (slug: string, category: string) => insertPost(pool, { title: slug, slug, data: { category } })
      for (const [slug, category, held] of [
        ["a", "cardiologia", true],
        ["b", "CARDIOLOGÍA ", true],
        ["c", "Mental Health", true],
        ["d", "mental-health-tips", false],
        ["e", "", false],
      ] as const) {
        const id = await post(slug, category)
        expect(await write("editor", "update public.documents set published = true where id = $1", [id]), `${category}`).toEqual(held ? needs("post") : { ok: true })
      }
    })

    it("the owner's setting holds every reviewable type, in its own words, and no other type", async () => {
      await setting("medicalReviewForAll", true)
      await setting("clinicalCategories", [])
      const reviewable = DECLARATIONS.filter((d) => d.review)
      expect(reviewable.map((d) => d.name).sort()).toEqual(["case_study", "event", "page", "post", "resource", "site_page"])
      for (const decl of reviewable) {
        const insert = `insert into public.documents (type, slug, title, published, data) values ($1, 'gated-' || $1, 'x', true, '{}')`
        expect(await write("editor", insert, [decl.name]), decl.name).toEqual(needs(decl.labels.singular))
      }
      expect(await write("owner", "insert into public.documents (type, slug, title, published, data) values ('footer', 'footer', 'Footer', true, '{}')")).toEqual({ ok: true })
      // The site's starting content (a seed, through the service role's function) is the site's own copy: not held.
      const c = await pool.connect()
      try {
        await c.query("begin; set local role service_role")
        const seeded = await c.query("select public.seed_documents('review-seed', $1::jsonb) as n", [
          JSON.stringify([{ type: "site_page", slug: "about", title: "About", published: true, data: { sections: [] } }]),
        ])
        await c.query("commit")
        expect(seeded.rows[0].n).toBe(1)
      } finally {
        await c.query("rollback").catch(() => {})
        c.release()
      }
    })

    it("the database's reviewed fields and category field are each type's declaration", async () => {
      for (const decl of DECLARATIONS) {
        const row = (await pool.query("select private.review_fields($1) as fields, private.review_category_field($1) as category", [decl.name])).rows[0]
        expect(row, decl.name).toEqual({ fields: decl.review ? [...decl.review.fields] : null, category: decl.review?.category ?? null })
      }
    })
  })

  describe("withdrawn by an edit", () => {
    it("a change of a reviewed field withdraws the standing approval, audited in the member's name; other fields leave it", async () => {
      const draft = docs.draft
      for (const sql of [
        "update public.documents set data = data || '{\"tags\": [\"cardio\"], \"featured_image_alt\": \"A heart\"}' where id = $1",
        "update public.documents set slug = 'heart-draft-2' where id = $1",
        // A missing field and JSON null read as "", as the application's hash reads them.
        "update public.documents set data = (data - 'excerpt') || '{\"meta_description\": null}' where id = $1",
      ]) {
        expect(await write("editor", sql, [draft]), sql).toEqual({ ok: true })
        expect(await standing(draft), sql).toEqual(["Dr. Ana Ruiz"])
      }
      expect(await write("editor", "update public.documents set data = data || '{\"content\": \"Draft body, edited.\"}' where id = $1", [draft])).toEqual({ ok: true })
      expect(await standing(draft)).toEqual([])
      expect((await pool.query("select action, record_type, record_id, summary, actor_email from public.audit_log where action = 'review_withdraw'")).rows).toEqual([
        { action: "review_withdraw", record_type: "post", record_id: draft, summary: "Heart health draft", actor_email: "editor@example.com" },
      ])
      for (const [field, sql] of [
        ["title", "update public.documents set title = 'Heart health, new' where id = $1"],
        ["excerpt", "update public.documents set data = data || '{\"excerpt\": \"New.\"}' where id = $1"],
        ["meta_description", "update public.documents set data = data || '{\"meta_description\": \"New.\"}' where id = $1"],
      ] as const) {
        await approve(draft)
        expect(await write("editor", sql, [draft]), field).toEqual({ ok: true })
        expect(await standing(draft), field).toEqual([])
      }
      // A site page's sections (structured) are compared as values.
      const page = (await pool.query(`insert into public.documents (type, slug, title, data) values ('site_page', 'care', 'Care', '{"sections": [{"type": "hero", "title": "A"}]}') returning id`)).rows[0].id
      await approve(page)
      expect(await write("editor", `update public.documents set data = '{"sections": [{"title": "A", "type": "hero"}]}' where id = $1`, [page])).toEqual({ ok: true })
      expect(await standing(page)).toEqual(["Dr. Ana Ruiz"])
      expect(await write("editor", `update public.documents set data = '{"sections": [{"type": "hero", "title": "B"}]}' where id = $1`, [page])).toEqual({ ok: true })
      expect(await standing(page)).toEqual([])
    })

    it("a resource's or event's reviewed sub-fields withdraw it; its alt texts, gate, times and seats leave it", async () => {
      const details = {
        kind: "guide",
        summary: "What implants involve.",
        cover: { src: "/uploads/a.webp", alt: "An implant model", width: 1200, height: 630 },
        file: "/uploads/guide.pdf",
        gated: false,
        body: "## Steps",
      }
      const resource = (await pool.query(`insert into public.documents (type, slug, title, data) values ('resource', 'implants', 'Implants', $1) returning id`, [{ details }])).rows[0].id
      await approve(resource)
      for (const sql of [
        `update public.documents set data = jsonb_set(data, '{details,cover,alt}', '"A model of a dental implant"') where id = $1`,
        `update public.documents set data = jsonb_set(data, '{details,gated}', 'true') where id = $1`,
        `update public.documents set data = jsonb_set(data, '{details,kind}', '"template"') where id = $1`,
        `update public.documents set data = jsonb_set(data, '{details,cover}', 'null') where id = $1`,
      ]) {
        expect(await write("editor", sql, [resource]), sql).toEqual({ ok: true })
        expect(await standing(resource), sql).toEqual(["Dr. Ana Ruiz"])
      }
      expect(await write("editor", `update public.documents set data = jsonb_set(data, '{details,summary}', '"What implants cost."') where id = $1`, [resource])).toEqual({ ok: true })
      expect(await standing(resource)).toEqual([])
      for (const [field, sql] of [
        ["body", `update public.documents set data = jsonb_set(data, '{details,body}', '"## Steps, again"') where id = $1`],
        ["file", `update public.documents set data = jsonb_set(data, '{details,file}', '"/uploads/other.pdf"') where id = $1`],
        // A missing sub-field reads as "", as an empty one does; a summary taken away is a change.
        ["summary removed", `update public.documents set data = data #- '{details,summary}' where id = $1`],
      ] as const) {
        await approve(resource)
        expect(await write("editor", sql, [resource]), field).toEqual({ ok: true })
        expect(await standing(resource), field).toEqual([])
      }
      await approve(resource)
      expect(await write("editor", `update public.documents set data = jsonb_set(data, '{details,summary}', '""') where id = $1`, [resource])).toEqual({ ok: true })
      expect(await standing(resource)).toEqual(["Dr. Ana Ruiz"])

      const eventDetails = { summary: "Why gums bleed.", start: "2027-01-10T18:00", end: "2027-01-10T19:00", time_zone: "UTC", capacity: "40", registration_open: true, body: "Brushing." }
      const event = (await pool.query(`insert into public.documents (type, slug, title, data) values ('event', 'gums', 'Gums', $1) returning id`, [{ details: eventDetails }])).rows[0].id
      await approve(event)
      expect(await write("editor", `update public.documents set data = jsonb_set(jsonb_set(jsonb_set(data, '{details,start}', '"2027-01-11T18:00"'), '{details,end}', '"2027-01-11T19:00"'), '{details,capacity}', '"10"') where id = $1`, [event])).toEqual({ ok: true })
      expect(await standing(event)).toEqual(["Dr. Ana Ruiz"])
      expect(await write("editor", `update public.documents set data = jsonb_set(data, '{details,body}', '"Flossing."') where id = $1`, [event])).toEqual({ ok: true })
      expect(await standing(event)).toEqual([])
    })

    it("editing a live clinical post's reviewed text is refused whole, naming the reviewer; as a draft it saves and needs a new sign-off", async () => {
      await setting("clinicalCategories", ["cardiology"])
      const live = docs.live
      const edit = "update public.documents set data = data || '{\"content\": \"Live body, edited.\"}' where id = $1"
      expect(await write("editor", edit, [live])).toEqual({ code: "PT422", message: REVIEW_MESSAGES.publishApprovalWithdrawn("post", "Dr. Ana Ruiz") })
      expect(await standing(live)).toEqual(["Dr. Ana Ruiz"])
      expect((await pool.query("select data->>'content' as content, published from public.documents where id = $1", [live])).rows).toEqual([{ content: "Live body.", published: true }])
      expect((await pool.query("select count(*)::int as n from public.audit_log")).rows[0].n).toBe(0)
      // A non-reviewed change of the live post keeps it live and approved.
      expect(await write("editor", "update public.documents set data = data || '{\"tags\": [\"x\"]}' where id = $1", [live])).toEqual({ ok: true })
      // Saved as a draft with the change: withdrawn; publishing again waits for a new approval.
      expect(await write("editor", "update public.documents set published = false, data = data || '{\"content\": \"Live body, edited.\"}' where id = $1", [live])).toEqual({ ok: true })
      expect(await standing(live)).toEqual([])
      expect(await write("editor", "update public.documents set published = true where id = $1", [live])).toEqual(needs("post"))
    })
  })

  describe("the functions: members ask and revoke, a link reads and decides only its own document", () => {
    const TOKEN = "c".repeat(64)
    type Called = { value: unknown } | { code: string; message: string }
    async function callAs(who: Who, sql: string, params: unknown[] = [], commit = true): Promise<Called> {
      try {
        return { value: await runAs(pool, subOf(who), async (c) => (await c.query(sql, params)).rows[0]?.v, { commit }) }
      } catch (err) {
        const e = err as { code?: string; message?: string }
        return { code: e.code ?? "?", message: e.message ?? "" }
      }
    }
    const open = (who: Who = "anon", token = TOKEN) => callAs(who, "select public.review_link_open($1) as v", [token])
    const decide = (args: { decision?: string; comment?: string; name?: string; version?: number; token?: string } = {}) =>
      callAs("anon", "select public.review_link_decide($1, $2, $3, $4, 'MD', repeat('f', 64), $5) as v", [
        args.token ?? TOKEN,
        args.decision ?? "approved",
        args.comment ?? "",
        args.name ?? "Dr. Ana Ruiz",
        args.version ?? 1,
      ])
    const request = async () => (await pool.query("select status, token_used_at is not null as used, viewed_at is not null as viewed, comment from public.review_requests")).rows[0]

    it("only members ask for a review: the database names who asked, replaces the open request and caps the link at 7 days", async () => {
      const ask = (who: Who) =>
        callAs(who, "select public.review_create_request($1, $2, 'Ana@Clinic.example', repeat('1', 64), null, repeat('9', 64), now() + interval '30 days') as v", [docs.live, docs.person])
      expect(await ask("anon")).toMatchObject({ code: "42501" })
      for (const who of ["outsider", "reviewer"] as const) expect(await ask(who), who).toMatchObject({ code: "42501" })
      const made = (await ask("editor")) as { value: Record<string, unknown> }
      expect(made.value).toMatchObject({ document_id: docs.live, reviewer_email: "ana@clinic.example", requested_by: ids.editor, requested_by_email: "editor@example.com", status: "pending" })
      expect(Date.parse(String(made.value.token_expires_at)) - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600 * 1000)
      await callAs("editor", "select public.review_create_request($1, $2, 'ana@clinic.example', repeat('1', 64), null, repeat('8', 64), now() + interval '1 day') as v", [docs.live, docs.person])
      expect((await pool.query("select status from public.review_requests where document_id = $1 order by seq", [docs.live])).rows.map((r) => r.status)).toEqual(["revoked", "pending"])
      // A reviewer who is not in People is refused in words.
      expect(await callAs("editor", "select public.review_create_request($1, $1, 'a@b.example', repeat('1', 64), null, repeat('7', 64), now()) as v", [docs.live])).toEqual({
        code: "PT422",
        message: "Choose a reviewer from People",
      })
    })

    it("a link opens its own request's document (and no other), marks and audits the first opening in the reviewer's name", async () => {
      expect(await open("anon", "0".repeat(64))).toEqual({ value: null })
      const opened = (await open()) as { value: { request: Record<string, unknown>; subject: Record<string, unknown> } }
      expect(opened.value.request).toMatchObject({ document_id: docs.draft, status: "pending" })
      expect(opened.value.request).not.toHaveProperty("token_hash")
      expect(opened.value.request).not.toHaveProperty("requested_by")
      expect(opened.value.subject).toMatchObject({
        document: { id: docs.draft, title: "Heart health draft", data: { content: "Draft body." } },
        approved: { document_id: docs.draft, reviewer_name: "Dr. Ana Ruiz" },
        reviewer: { name: "Dr. Ana Ruiz", credentials: "MD" },
      })
      await open()
      expect((await pool.query("select action, actor_id, actor_email, record_id from public.audit_log")).rows).toEqual([
        { action: "review_view", actor_id: null, actor_email: "Dr. Ana Ruiz", record_id: docs.draft },
      ])
      expect(await request()).toMatchObject({ viewed: true, status: "pending" })
      // The same visitor still reads nothing of the draft or its request through the data API.
      expect(await rows("anon", "select id from public.documents where id = $1", [docs.draft])).toEqual([])
      // A revoked, expired or used link shows its request's state and no document.
      for (const sql of [
        "update public.review_requests set status = 'revoked', revoked_at = now()",
        "update public.review_requests set token_expires_at = now() - interval '1 second'",
        "update public.review_requests set token_used_at = now(), status = 'approved'",
      ]) {
        await pool.query("update public.review_requests set status = 'pending', revoked_at = null, token_used_at = null, token_expires_at = now() + interval '1 day'")
        await pool.query(sql)
        const bad = (await open()) as { value: { subject: unknown } }
        expect(bad.value.subject, sql).toBeNull()
      }
    })

    it("the decision records the approval on the version shown, once, uses the link up and lets the post be published", async () => {
      await setting("clinicalCategories", ["cardiology"])
      await setting("reReviewMonths", { cardiology: 6 })
      await pool.query("delete from public.medical_approvals")
      // The document moved on since the page was shown: nothing is recorded.
      expect(await decide({ version: 7 })).toEqual({ value: { changed: true } })
      expect(await request()).toMatchObject({ status: "pending", used: false })
      expect(await decide({ decision: "changes_requested", comment: " " })).toMatchObject({ code: "22023" })
      expect(await decide({ name: "" })).toMatchObject({ code: "22023" })
      // Two submits at once: both wait behind a save holding the document, then exactly one counts.
      const holder = await pool.connect()
      await holder.query("begin")
      await holder.query("select 1 from public.documents where id = $1 for update", [docs.draft])
      const both = Promise.all([decide(), decide()])
      const waiting = async () => (await pool.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'")).rows[0].n
      for (let i = 0; i < 500 && (await waiting()) < 2; i++) await new Promise((r) => setImmediate(r))
      expect(await waiting()).toBe(2)
      await holder.query("commit")
      holder.release()
      const [a, b] = await both
      const outcomes = [a, b].map((o) => ("value" in o ? (o.value as Record<string, unknown>) : o))
      expect(outcomes.filter((o) => "approval" in o)).toHaveLength(1)
      expect(outcomes.filter((o) => (o as { problem?: string }).problem === "used")).toHaveLength(1)
      expect(await request()).toMatchObject({ status: "approved", used: true })
      const approval = (
        await pool.query("select source, reviewer_name, reviewer_credentials, version, withdrawn_at, next_review_at = approved_at + interval '6 months' as due from public.medical_approvals")
      ).rows
      expect(approval).toEqual([{ source: "link", reviewer_name: "Dr. Ana Ruiz", reviewer_credentials: "MD", version: 1, withdrawn_at: null, due: true }])
      expect((await pool.query("select action, actor_email from public.audit_log order by seq")).rows).toEqual([{ action: "review_approve", actor_email: "Dr. Ana Ruiz" }])
      expect(await write("editor", "update public.documents set published = true where id = $1", [docs.draft])).toEqual({ ok: true })
    })

    it("requests for changes use the link up without an approval; a revoked link decides nothing; only members revoke", async () => {
      expect(await callAs("reviewer", "select count(*) as v from public.review_revoke_pending($1)", [docs.draft])).toMatchObject({ code: "42501" })
      expect(await callAs("anon", "select count(*) as v from public.review_revoke_pending($1)", [docs.draft])).toMatchObject({ code: "42501" })
      expect(await decide({ decision: "changes_requested", comment: "Cite the 2024 guideline." })).toMatchObject({ value: { approval: null, request: { status: "changes_requested" } } })
      expect(await request()).toMatchObject({ status: "changes_requested", used: true, comment: "Cite the 2024 guideline." })
      await pool.query("update public.review_requests set status = 'pending', token_used_at = null")
      const id = (await pool.query("select id from public.review_requests")).rows[0].id
      expect(await callAs("editor", "select count(*)::int as v from public.review_revoke_request($1, $2)", [id, docs.live])).toEqual({ value: 0 })
      expect(await callAs("editor", "select count(*)::int as v from public.review_revoke_request($1, $2)", [id, docs.draft])).toEqual({ value: 1 })
      expect(await decide()).toEqual({ value: { problem: "revoked" } })
    })

    it("a link is bound to the version it was sent for (20261202001300): a change of a reviewed field kills it and shows what changed; nothing is decided", async () => {
      const SENT = "9".repeat(64)
      const made = (await callAs("editor", "select public.review_create_request($1, $2, 'ana@clinic.example', repeat('1', 64), null, $3, now() + interval '7 days') as v", [
        docs.draft,
        docs.person,
        SENT,
      ])) as { value: Record<string, unknown> }
      expect(made.value).toMatchObject({ version: 1, relinked_at: null })
      // Fields outside the review leave the link working.
      await pool.query(`update public.documents set data = data || '{"tags": ["gums"]}' where id = $1`, [docs.draft])
      const works = (await open("anon", SENT)) as { value: { subject: unknown; changed?: unknown } }
      expect(works.value.subject).not.toBeNull()
      expect(works.value.changed).toBeUndefined()
      // The body changes: the link is dead; it shows the document now and the text it was sent for, and no document to review.
      await pool.query(`update public.documents set data = data || '{"content": "A newer body."}' where id = $1`, [docs.draft])
      expect((await pool.query("select version from public.documents where id = $1", [docs.draft])).rows[0].version).toBe(3)
      const dead = (await open("anon", SENT)) as { value: { subject: unknown; changed: { document: { data: { content: string } }; sent_data: { content: string } } } }
      expect(dead.value.subject).toBeNull()
      expect(dead.value.changed.document.data.content).toBe("A newer body.")
      expect(dead.value.changed.sent_data.content).toBe("Draft body.")
      // Deciding is refused even when the caller names the current version: nothing recorded, the link not used.
      expect(await decide({ token: SENT, version: 3 })).toEqual({ value: { changed: true } })
      expect((await pool.query("select count(*)::int as n from public.medical_approvals where source = 'link'")).rows[0].n).toBe(0)
      expect((await pool.query("select status, token_used_at from public.review_requests where token_hash = $1", [SENT])).rows).toEqual([{ status: "pending", token_used_at: null }])
      expect((await pool.query("select action from public.audit_log where action like 'review_%' order by seq")).rows.map((r) => r.action)).toEqual(["review_view"])
    })

    it("a resource's link reads its sub-fields by path: an alt-text edit leaves it working, a summary edit kills it", async () => {
      const details = { kind: "guide", summary: "What implants involve.", cover: { src: "/uploads/a.webp", alt: "A model", width: 1200, height: 630 }, file: "/uploads/g.pdf", gated: false, body: "Steps." }
      const resource = (await pool.query(`insert into public.documents (type, slug, title, data) values ('resource', 'implant-guide', 'Implants', $1) returning id`, [{ details }])).rows[0].id
      const SENT = "6".repeat(64)
      await callAs("editor", "select public.review_create_request($1, $2, 'ana@clinic.example', repeat('1', 64), null, $3, now() + interval '7 days') as v", [resource, docs.person, SENT])
      await pool.query(`update public.documents set data = jsonb_set(data, '{details,cover,alt}', '"A model of an implant"') where id = $1`, [resource])
      const works = (await open("anon", SENT)) as { value: { subject: unknown; changed?: unknown } }
      expect(works.value.subject).not.toBeNull()
      expect(works.value.changed).toBeUndefined()
      await pool.query(`update public.documents set data = jsonb_set(data, '{details,summary}', '"What implants cost."') where id = $1`, [resource])
      const dead = (await open("anon", SENT)) as { value: { subject: unknown; changed: { sent_data: { details: { summary: string } } } } }
      expect(dead.value.subject).toBeNull()
      expect(dead.value.changed.sent_data.details.summary).toBe("What implants involve.")
    })

    it("Send me a new link: only for a link that died of a change, once, to the same reviewer and address, for the version now", async () => {
      const SENT = "9".repeat(64)
      const NEW = "7".repeat(64)
      await callAs("editor", "select public.review_create_request($1, $2, 'ana@clinic.example', repeat('1', 64), null, $3, now() + interval '7 days') as v", [docs.draft, docs.person, SENT])
      const relink = (token: string, fresh: string, version: number) =>
        callAs("anon", "select public.review_link_relink($1, $2, now() + interval '30 days', repeat('2', 64), $3) as v", [token, fresh, version])
      // A link that still works asks for nothing; a forged one is forged.
      expect(await relink(SENT, NEW, 1)).toEqual({ value: { unchanged: true } })
      expect(await relink("0".repeat(64), NEW, 1)).toEqual({ value: { problem: "forged" } })
      await pool.query(`update public.documents set data = data || '{"content": "A newer body."}' where id = $1`, [docs.draft])
      // The app hashed an older version than the document's now: nothing is issued.
      expect(await relink(SENT, NEW, 1)).toEqual({ value: { moved: true } })
      const made = (await relink(SENT, NEW, 2)) as { value: { request: Record<string, unknown>; reviewer: string; title: string } }
      expect(made.value).toMatchObject({
        reviewer: "Dr. Ana Ruiz",
        title: "Heart health draft",
        request: { document_id: docs.draft, reviewer_id: docs.person, reviewer_email: "ana@clinic.example", version: 2, status: "pending", content_hash: "2".repeat(64) },
      })
      expect(made.value.request).not.toHaveProperty("token_hash")
      expect(Date.parse(String(made.value.request.token_expires_at)) - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600 * 1000)
      // Once per dead link.
      expect(await relink(SENT, "6".repeat(64), 2)).toEqual({ value: { already: true } })
      const rows = await pool.query("select token_hash, status, relinked_at is not null as relinked from public.review_requests where document_id = $1 order by seq", [docs.draft])
      expect(rows.rows.map((r) => [r.token_hash, r.status, r.relinked])).toEqual([
        ["c".repeat(64), "revoked", false],
        [SENT, "revoked", true],
        [NEW, "pending", false],
      ])
      // The dead link still shows what changed; the new one opens and decides.
      const dead = (await open("anon", SENT)) as { value: { subject: unknown; changed: unknown; request: { relinked_at: unknown } } }
      expect(dead.value.subject).toBeNull()
      expect(dead.value.changed).not.toBeNull()
      expect(dead.value.request.relinked_at).not.toBeNull()
      expect(((await open("anon", NEW)) as { value: { subject: unknown } }).value.subject).not.toBeNull()
      expect(await decide({ token: NEW, version: 2 })).toMatchObject({ value: { approval: { source: "link", version: 2 } } })
      expect((await pool.query("select action, actor_email from public.audit_log where action like 'review_%' and action <> 'review_withdraw' order by seq")).rows).toEqual([
        { action: "review_request", actor_email: "Dr. Ana Ruiz" },
        { action: "review_view", actor_email: "Dr. Ana Ruiz" },
        { action: "review_approve", actor_email: "Dr. Ana Ruiz" },
      ])
      // A bad argument is refused in words; a used link gets no new one.
      expect(await relink(NEW, "x", 2)).toMatchObject({ code: "22023" })
      expect(await relink(NEW, "5".repeat(64), 2)).toEqual({ value: { problem: "used" } })
    })

    it("the queue is the members': open requests with their document, approvals due for re-review of live documents", async () => {
      await pool.query("update public.medical_approvals set next_review_at = now() - interval '1 day'")
      const queue = (await callAs("editor", "select public.review_queue(now()) as v")) as { value: { open: Record<string, unknown>[]; due: Record<string, unknown>[] } }
      expect(queue.value.open.map((r) => [r.document_id, r.document_title])).toEqual([[docs.draft, "Heart health draft"]])
      expect(queue.value.due.map((r) => [r.document_id, r.document_type])).toEqual([[docs.live, "post"]])
      const outsider = (await callAs("outsider", "select public.review_queue(now()) as v")) as { value: { open: unknown[] } }
      expect(outsider.value.open).toEqual([])
      expect(await callAs("anon", "select public.review_queue(now()) as v")).toMatchObject({ code: "42501" })
    })
  })
  describe("a Reviewer member's sign-off (20261202000700): only the open request addressed to them, read-only", () => {
    type Called = { value: unknown } | { code: string; message: string }
    async function callAs(who: Who, sql: string, params: unknown[] = []): Promise<Called> {
      try {
        return { value: await runAs(pool, subOf(who), async (c) => (await c.query(sql, params)).rows[0]?.v, { commit: true }) }
      } catch (err) {
        const e = err as { code?: string; message?: string }
        return { code: e.code ?? "?", message: e.message ?? "" }
      }
    }
    let mine = ""
    const open = (who: Who, doc: string) => callAs(who, "select public.review_member_open($1) as v", [doc])
    const decide = (who: Who, doc: string, args: { decision?: string; comment?: string; version?: number } = {}) =>
      callAs(who, "select public.review_member_decide($1, $2, $3, repeat('f', 64), $4) as v", [doc, args.decision ?? "approved", args.comment ?? "", args.version ?? 1])
    const requestOf = async (doc: string) =>
      (await pool.query("select status, comment, token_used_at is not null as used from public.review_requests where document_id = $1 order by seq desc limit 1", [doc])).rows[0]
    const approvalsOf = async (doc: string) =>
      (await pool.query("select source, reviewer_name, reviewer_credentials, reviewer_email, version, recorded_by, recorded_by_email from public.medical_approvals where document_id = $1", [doc])).rows

    beforeEach(async () => {
      mine = await insertPost(pool, { title: "Blood pressure draft", slug: "bp-draft", data: { category: "Cardiology", content: "Mine to review." } })
      await pool.query(
        `insert into public.review_requests (document_id, locale, reviewer_id, reviewer_email, content_hash, token_hash, token_expires_at)
         values ($1, 'en', $2, 'reviewer@clinic.example', repeat('b', 64), repeat('d', 64), now() + interval '7 days')`,
        [mine, docs.person],
      )
    })

    it("reads exactly the documents with an open request addressed to them; nothing else, and nothing through the data API", async () => {
      const opened = (await open("reviewer", mine)) as { value: { request: Record<string, unknown>; subject: Record<string, unknown> } }
      expect(opened.value.request).toMatchObject({ document_id: mine, status: "pending", reviewer_email: "reviewer@clinic.example" })
      expect(opened.value.request).not.toHaveProperty("token_hash")
      expect(opened.value.subject).toMatchObject({ document: { id: mine, title: "Blood pressure draft", data: { content: "Mine to review." } }, reviewer: { name: "Dr. Ana Ruiz", credentials: "MD" } })
      // Someone else's request, and a document with no request, read as nothing.
      expect(await open("reviewer", docs.draft)).toEqual({ value: null })
      expect(await open("reviewer", docs.live)).toEqual({ value: null })
      // Opening is read-only and not the link's: nothing marked, nothing audited.
      expect((await pool.query("select viewed_at from public.review_requests where document_id = $1", [mine])).rows).toEqual([{ viewed_at: null }])
      expect((await pool.query("select count(*)::int as n from public.audit_log")).rows[0].n).toBe(0)
      // The data API still shows the Reviewer no draft and no request.
      expect(await rows("reviewer", "select id from public.documents where id = any($1)", [[mine, docs.draft]])).toEqual([])
      expect(await rows("reviewer", "select id from public.review_requests")).toEqual([])
      // A decided or revoked request reads as nothing.
      await pool.query("update public.review_requests set status = 'revoked', revoked_at = now() where document_id = $1", [mine])
      expect(await open("reviewer", mine)).toEqual({ value: null })
    })

    it("only the Reviewer role may call them: an editor, admin or owner cannot forge an approval, a visitor cannot call at all", async () => {
      await pool.query("update public.review_requests set reviewer_email = 'editor@example.com' where document_id = $1", [mine])
      for (const who of ["editor", "owner", "outsider"] as const) {
        expect(await open(who, mine), who).toMatchObject({ code: "42501" })
        expect(await decide(who, mine), who).toMatchObject({ code: "42501" })
      }
      expect(await open("anon", mine)).toMatchObject({ code: "42501" })
      expect(await decide("anon", mine)).toMatchObject({ code: "42501" })
      expect(await approvalsOf(mine)).toEqual([])
      expect(await requestOf(mine)).toMatchObject({ status: "pending" })
    })

    it("decides their own request on the version shown, once, in the reviewer's name, audited as the member; never someone else's", async () => {
      await setting("reReviewMonths", { cardiology: 6 })
      // Someone else's request (addressed to ana@clinic.example) stays as it was.
      expect(await decide("reviewer", docs.draft)).toEqual({ value: { problem: "not_pending" } })
      expect(await requestOf(docs.draft)).toMatchObject({ status: "pending", used: false })
      expect(await approvalsOf(docs.draft)).toEqual([expect.objectContaining({ source: "member", recorded_by: null })])
      // The document moved on since the page was shown: nothing is recorded.
      expect(await decide("reviewer", mine, { version: 2 })).toEqual({ value: { changed: true } })
      expect(await decide("reviewer", mine, { decision: "changes_requested", comment: " " })).toMatchObject({ code: "22023" })
      expect(await requestOf(mine)).toMatchObject({ status: "pending" })
      const waiting = async () => (await pool.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'")).rows[0].n
      // A save in flight when the Reviewer submits: the decision waits for it and then sees the new version.
      const saving = await pool.connect()
      await saving.query("begin")
      await saving.query("update public.documents set version = version + 1, data = data || '{\"tags\": [\"bp\"]}' where id = $1", [mine])
      const during = decide("reviewer", mine)
      for (let i = 0; i < 500 && (await waiting()) < 1; i++) await new Promise((r) => setImmediate(r))
      await saving.query("commit")
      saving.release()
      expect(await during).toEqual({ value: { changed: true } })
      expect(await approvalsOf(mine)).toEqual([])
      const version = (await pool.query("select version from public.documents where id = $1", [mine])).rows[0].version as number
      expect(version).toBeGreaterThan(1)
      // Two submits at once: both wait behind a save holding the document, then exactly one counts.
      const holder = await pool.connect()
      await holder.query("begin")
      await holder.query("select 1 from public.documents where id = $1 for update", [mine])
      const both = Promise.all([decide("reviewer", mine, { version }), decide("reviewer", mine, { version })])
      for (let i = 0; i < 500 && (await waiting()) < 2; i++) await new Promise((r) => setImmediate(r))
      expect(await waiting()).toBe(2)
      await holder.query("commit")
      holder.release()
      const outcomes = (await both).map((o) => ("value" in o ? (o.value as Record<string, unknown>) : o))
      expect(outcomes.filter((o) => "approval" in o)).toHaveLength(1)
      expect(outcomes.filter((o) => (o as { problem?: string }).problem === "not_pending")).toHaveLength(1)
      expect(await requestOf(mine)).toMatchObject({ status: "approved", used: false })
      expect(await approvalsOf(mine)).toEqual([
        { source: "member", reviewer_name: "Dr. Ana Ruiz", reviewer_credentials: "MD", reviewer_email: "reviewer@clinic.example", version, recorded_by: ids.reviewer, recorded_by_email: "reviewer@clinic.example" },
      ])
      expect((await pool.query("select next_review_at = approved_at + interval '6 months' as due from public.medical_approvals where document_id = $1", [mine])).rows).toEqual([{ due: true }])
      expect((await pool.query("select action, actor_id, actor_email, record_id from public.audit_log")).rows).toEqual([
        { action: "review_approve", actor_id: ids.reviewer, actor_email: "reviewer@clinic.example", record_id: mine },
      ])
      // The approval lets an editor publish; the Reviewer themself still cannot.
      expect(await attempt("reviewer", "update public.documents set published = true where id = $1", [mine])).toBe(0)
      expect(await write("editor", "update public.documents set published = true where id = $1", [mine])).toEqual({ ok: true })
    })

    it("lists only the open requests addressed to them (20261202001100), with each document's type and title; only the Reviewer may ask", async () => {
      const listed = (await callAs("reviewer", "select public.review_member_requests() as v")) as { value: Record<string, unknown>[] }
      expect(listed.value).toEqual([
        expect.objectContaining({ document_id: mine, document_type: "post", document_title: "Blood pressure draft", status: "pending", reviewer_email: "reviewer@clinic.example" }),
      ])
      expect(listed.value[0]).not.toHaveProperty("token_hash")
      expect(listed.value[0]).not.toHaveProperty("data")
      for (const who of ["editor", "owner", "outsider", "anon"] as const) {
        expect(await callAs(who, "select public.review_member_requests() as v"), who).toMatchObject({ code: "42501" })
      }
      // Decided or revoked, a request is no longer listed.
      await pool.query("update public.review_requests set status = 'revoked', revoked_at = now() where document_id = $1", [mine])
      expect(await callAs("reviewer", "select public.review_member_requests() as v")).toEqual({ value: [] })
    })

    it("requests changes with a comment and no approval; cannot edit the document they review", async () => {
      expect(await decide("reviewer", mine, { decision: "changes_requested", comment: "Cite the 2024 guideline." })).toMatchObject({
        value: { approval: null, request: { status: "changes_requested", comment: "Cite the 2024 guideline." } },
      })
      expect(await approvalsOf(mine)).toEqual([])
      expect((await pool.query("select action, actor_id from public.audit_log")).rows).toEqual([{ action: "review_changes", actor_id: ids.reviewer }])
      for (const sql of [
        "update public.documents set title = 'Rewritten' where id = $1",
        "update public.documents set published = true where id = $1",
        "delete from public.documents where id = $1",
      ]) {
        expect(await attempt("reviewer", sql, [mine]), sql).toBe(0)
      }
      expect((await pool.query("select title, published from public.documents where id = $1", [mine])).rows).toEqual([{ title: "Blood pressure draft", published: false }])
    })
  })
})
