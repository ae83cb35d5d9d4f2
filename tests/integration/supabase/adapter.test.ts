import { createDocument, updateDocument } from "@/lib/data/documents"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { createSupabaseBackend } from "@/lib/backend/supabase"
import { openMessageFields } from "@/lib/backend/sql/lead-crypto"
import * as auth from "@/lib/data/auth"
import { runWithDataContext } from "@/lib/server/request/context"
import { DataError } from "@/lib/data/errors"
import * as media from "@/lib/data/media"
import * as messages from "@/lib/data/messages"
import * as posts from "@/lib/data/posts"

import { MemoryJar, resetThrottle } from "../../helpers/data-harness"
import { supabaseLeadBlindIndex, supabaseLeadSecrets } from "../../helpers/supabase-leads"
import { startSupabaseStub, type RecordedRequest, type StubResponse } from "../../helpers/supabase-stub"
import * as rec from "./recorded"

const ANON_KEY = "anon-key-for-tests"
const PNG_1X1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64")

function route(req: RecordedRequest): StubResponse | undefined {
  const bearer = req.headers.authorization === `Bearer ${rec.ACCESS_TOKEN}`
  const body = req.body as Record<string, unknown> | undefined
  switch (`${req.method} ${req.path}`) {
    case "POST /auth/v1/token":
      return body?.password === "right passphrase" ? { status: 200, body: rec.passwordGrant } : { status: 400, body: rec.invalidCredentials }
    case "GET /auth/v1/user":
      return bearer ? { status: 200, body: rec.authUser } : { status: 401, body: { code: 401, error_code: "bad_jwt", msg: "invalid JWT" } }
    case "POST /auth/v1/logout":
      return { status: 204 }
    case "POST /auth/v1/signup":
      if (body?.email === "new@example.com") return { status: 200, body: rec.signupPendingConfirmation }
      if (body?.email === "existing@example.com") return { status: 200, body: rec.signupExistingObfuscated }
      return { status: 500, body: rec.signupRefusedByTrigger }
    case "GET /rest/v1/memberships":
      return { status: 200, body: bearer ? [{ role: "owner" }] : [] }
    // The owner's two-factor requirement (off), read for every member of a role that reads leads.
    case "GET /rest/v1/site_settings":
      return { status: 200, body: [] }
    // Posts are documents of type post: every read and write names the type.
    case "GET /rest/v1/documents":
      if (req.query.get("type") !== "eq.post") return undefined
      // Only English posts exist here: a read filtered to another locale finds none.
      if (req.query.get("locale") === "eq.es") return { status: 200, body: [], headers: { "content-range": "*/0" } }
      return { status: 200, body: [rec.postRow], headers: { "content-range": "0-0/41" } }
    case "HEAD /rest/v1/documents":
      if (req.query.get("type") !== "eq.post") return undefined
      return { status: 200, headers: { "content-range": req.query.get("published") ? "*/12" : "*/41" } }
    case "POST /rest/v1/documents":
      if (body?.type !== "post") return undefined
      return body?.slug === rec.postRow.slug ? { status: 409, body: rec.uniqueViolation } : { status: 201, body: [{ ...rec.postRow, ...body }] }
    case "PATCH /rest/v1/documents":
      if (req.query.get("type") !== "eq.post") return undefined
      return { status: 200, body: [{ ...rec.postRow, ...body, version: 3 }] }
    case "GET /rest/v1/content_revisions":
      return { status: 200, body: [] }
    case "POST /rest/v1/rpc/redirect_table":
      return { status: 200, body: [{ id: "4c3b2a19-0f8e-4d7c-9b6a-5e4d3c2b1a09", from_path: `/blog/${rec.postRow.slug}`, to_path: "/blog/dental-marketing-2026", status: 301 }] }
    case "POST /rest/v1/rpc/published_posts":
      return { status: 200, body: (body as { p_locale?: string } | undefined)?.p_locale === "en" ? [{ post: rec.postRow, total: 1 }] : [] }
    // The project's lead key check and blind index key, sealed (supabase/migrations/20261202002800).
    case "POST /rest/v1/rpc/lead_secrets":
      return { status: 200, body: supabaseLeadSecrets() }
    case "POST /rest/v1/rpc/submit_contact_message":
      return { status: 200, body: (body as { p_id?: string } | undefined)?.p_id ?? null }
    case "POST /rest/v1/messages":
      return { status: 201 }
    case "POST /rest/v1/audit_log":
      return { status: 201 }
    case "POST /storage/v1/object/list/uploads":
      return { status: 200, body: (body?.prefix ?? "") === "" ? rec.storageList : [] }
    case "DELETE /storage/v1/object/uploads":
      return { status: 200, body: [{ name: (body?.prefixes as string[])[0], bucket_id: "uploads" }] }
    // PostgREST's answers to an upsert and a delete without Prefer: return=representation.
    case "POST /rest/v1/media_meta":
      return { status: 201 }
    case "DELETE /rest/v1/media_meta":
    case "DELETE /rest/v1/media_refs":
      return { status: 204 }
  }
  if (req.method === "POST" && req.path.startsWith("/storage/v1/object/uploads/")) {
    return { status: 200, body: rec.storageUploaded(req.path.replace("/storage/v1/object/uploads/", "")) }
  }
  return undefined
}

describe("Supabase adapter against recorded API shapes", () => {
  let stub: Awaited<ReturnType<typeof startSupabaseStub>>
  let jar: MemoryJar
  const call = <T>(fn: () => Promise<T>, j: MemoryJar = jar) =>
    runWithDataContext(
      { jar: j, headers: new Headers({ "x-forwarded-for": "203.0.113.9" }), backend: async (cj) => createSupabaseBackend(cj, { url: stub.url, anonKey: ANON_KEY }) },
      fn,
    )
  const sent = (method: string, path: string) => stub.requests.filter((r) => r.method === method && r.path === path)

  beforeAll(async () => {
    stub = await startSupabaseStub(route)
  })
  afterAll(() => stub.close())
  beforeEach(() => {
    stub.requests.length = 0
    jar = new MemoryJar()
    resetThrottle()
  })

  async function signedIn() {
    await call(() => auth.signIn("owner@example.com", "right passphrase"))
    stub.requests.length = 0
  }

  it("signs in with the password grant, keeps the session in cookies and verifies the user with getUser", async () => {
    const result = await call(() => auth.signIn("Owner@Example.com", "right passphrase"))
    // Supabase mode has no second step of its own (docs/team.md): the password signs in.
    expect(result).toEqual({ secondStep: false, user: { id: rec.USER_ID, email: "owner@example.com", role: "owner" } })
    const [token] = sent("POST", "/auth/v1/token")
    expect(token!.query.get("grant_type")).toBe("password")
    expect(token!.body).toMatchObject({ email: "owner@example.com", password: "right passphrase" })
    expect(token!.headers.apikey).toBe(ANON_KEY)
    const cookie = jar.getAll().find((c) => /^sb-127-auth-token(\.0)?$/.test(c.name))
    expect(cookie?.value).toMatch(/^base64-/)

    stub.requests.length = 0
    expect(await call(() => auth.requireContentAccess())).toMatchObject({ id: rec.USER_ID, role: "owner" })
    expect(sent("GET", "/auth/v1/user")).toHaveLength(1) // verified with the Auth server, not read from the cookie
    expect(sent("GET", "/rest/v1/memberships")[0]!.query.get("user_id")).toBe(`eq.${rec.USER_ID}`)
  })

  it("answers a wrong password with the one generic message and no cookie", async () => {
    const err = await call(() => auth.signIn("owner@example.com", "wrong")).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(DataError)
    expect((err as DataError).message).toBe("Invalid email or password")
    expect(jar.getAll()).toEqual([])
  })

  it("refuses admin calls without a session before touching the tables", async () => {
    const err = await call(() => posts.listPosts({})).catch((e: unknown) => e)
    expect((err as DataError).code).toBe("unauthorized")
    expect(stub.requests.filter((r) => r.path.startsWith("/rest/"))).toEqual([])
  })

  it("maps registration: refused by the trigger → closed; pending confirmation → the spec's text", async () => {
    const refused = await call(() => auth.signUp("intruder@example.com", "some fine passphrase")).catch((e: unknown) => e)
    expect((refused as DataError).message).toBe("Registration is closed. Ask the site owner to give you access.")
    expect(await call(() => auth.signUp("new@example.com", "some fine passphrase"))).toEqual({ confirmationRequired: true })
    expect(sent("POST", "/auth/v1/signup")[1]!.body).toMatchObject({ email: "new@example.com", password: "some fine passphrase" })
  })

  it("answers an already registered e-mail exactly like a closed registration (no account enumeration)", async () => {
    const closed = await call(() => auth.signUp("intruder@example.com", "some fine passphrase")).catch((e: unknown) => e)
    const existing = await call(() => auth.signUp("existing@example.com", "some fine passphrase")).catch((e: unknown) => e)
    expect(existing).toBeInstanceOf(DataError)
    expect({ code: (existing as DataError).code, message: (existing as DataError).message }).toEqual({
      code: (closed as DataError).code,
      message: "Registration is closed. Ask the site owner to give you access.",
    })
  })

  it("lists posts with an escaped ilike filter, order, range and an exact count", async () => {
    await signedIn()
    const page = await call(() => posts.listPosts({ search: "100%_dental", sort: "title", order: "asc", page: 2, pageSize: 10 }))
    expect(page).toMatchObject({ total: 41, page: 2, pageSize: 10 })
    expect(page.rows[0]).toMatchObject({ slug: rec.postRow.slug, tags: ["seo", "local"], created_at: "2025-11-21T08:00:00.123Z" })
    const [req] = sent("GET", "/rest/v1/documents")
    expect(req!.query.get("type")).toBe("eq.post")
    expect(req!.query.get("title")).toBe("ilike.%100\\%\\_dental%")
    expect(req!.query.get("order")).toBe("title.asc,seq.asc")
    expect(req!.query.get("offset")).toBe("10")
    expect(req!.query.get("limit")).toBe("10")
    expect(req!.headers.prefer).toContain("count=exact")
    expect(req!.headers.authorization).toBe(`Bearer ${rec.ACCESS_TOKEN}`)
  })

  it("counts with two head requests and maps a duplicate slug to the field error", async () => {
    await signedIn()
    expect(await call(() => posts.countPosts())).toEqual({ total: 41, published: 12 })
    expect(sent("HEAD", "/rest/v1/documents").map((r) => [r.query.get("type"), r.query.get("published")])).toEqual([
      ["eq.post", null],
      ["eq.post", "eq.true"],
    ])
    const input = { title: "Again", slug: rec.postRow.slug, tags: [], published: false }
    const err = (await call(() => createDocument("post", input)).catch((e: unknown) => e)) as DataError
    expect(err.fieldErrors?.slug).toEqual(["Slug already in use"])
    const created = await call(() => createDocument("post", { ...input, slug: "fresh-one" }))
    expect(created.slug).toBe("fresh-one")
    // The post's own fields go in data; its references (none here) in refs, which the database keeps as document_refs.
    expect(sent("POST", "/rest/v1/documents").at(-1)!.body).toMatchObject({
      type: "post",
      slug: "fresh-one",
      data: { tags: [], featured_image: null },
      refs: {},
      path: "/blog/fresh-one",
      redirect_on_move: true,
    })
    // The audit entry is written by the database, in the insert's own transaction.
    expect(sent("POST", "/rest/v1/audit_log")).toHaveLength(0)
  })

  it("leaves a save's redirect change and audit entries to the database's triggers, and reloads the redirect table after it", async () => {
    await signedIn()
    // The stored post is published: moving it leaves a redirect (written by the trigger in the UPDATE's transaction).
    const saved = await call(() => updateDocument("post", rec.postRow.id, { title: rec.postRow.title, slug: "dental-marketing-2026", tags: [], published: false }, 2))
    expect(saved).toMatchObject({ slug: "dental-marketing-2026", version: 3 })
    const [update] = sent("PATCH", "/rest/v1/documents")
    expect(update!.query.get("version")).toBe("eq.2")
    expect(update!.body).toMatchObject({ slug: "dental-marketing-2026", published: false, path: "/blog/dental-marketing-2026", redirect_on_move: true })
    // One request writes: no audit entry, redirect move or release of the data layer's own after it.
    expect(stub.requests.filter((r) => r.method !== "GET" && r.method !== "HEAD").map((r) => `${r.method} ${r.path}`)).toEqual([
      "PATCH /rest/v1/documents",
      "POST /rest/v1/rpc/redirect_table",
    ])
    expect(sent("GET", "/rest/v1/redirects")).toHaveLength(0)
  })

  it("pages the public blog through the security-invoker RPC with the anon key only, the blog's rules applied in the app", async () => {
    const found = await call(() => posts.listPublishedPosts({ search: " Dental ", category: "Dental", limit: 12, offset: 0 }))
    expect(found.total).toBe(1)
    const [req] = sent("POST", "/rest/v1/rpc/published_posts")
    expect(req!.body).toEqual({ p_locale: "en", lim: 500, off: 0 })
    expect(req!.headers.authorization).toBe(`Bearer ${ANON_KEY}`)
  })

  it("reads another locale's posts through the same RPC with that locale, never the default one's", async () => {
    const found = await call(() => posts.listPublishedPosts({ limit: 12, offset: 0, locale: "es" }))
    expect(found.total).toBe(0)
    const bySlug = await call(() => posts.getPublishedPostBySlug(String(rec.postRow.slug), "es"))
    expect(bySlug).toBeNull()
    const [req] = sent("POST", "/rest/v1/rpc/published_posts").slice(-1)
    expect(req!.body).toEqual({ p_locale: "es", lim: 12, off: 0 })
    const [get] = sent("GET", "/rest/v1/documents").slice(-1)
    expect(get!.query.get("locale")).toBe("eq.es")
  })

  it("stores a contact message through the checked function, never by a direct insert", async () => {
    const row = await call(() => messages.createMessage({ name: "Ann", email: "ann@example.com", message: "Hello" }))
    expect(row).toMatchObject({ name: "Ann", read: false, folder: "inbox" })
    const [req] = sent("POST", "/rest/v1/rpc/submit_contact_message")
    // Sealed by the server before they leave it, with their blind indexes (docs/privacy.md, "Supabase").
    const body = req!.body as Record<string, string>
    expect(body).toMatchObject({ p_id: row.id, p_folder: "inbox", p_locale: "en", p_email_bidx: supabaseLeadBlindIndex("email", "ann@example.com"), p_name_bidx: supabaseLeadBlindIndex("name", "Ann") })
    expect(openMessageFields({ id: row.id, name: body.p_name, email: body.p_email, message: body.p_message })).toEqual({ name: "Ann", email: "ann@example.com", message: "Hello", undecryptable: false })
    expect(JSON.stringify(req!.body)).not.toMatch(/Ann|ann@|Hello/)
    expect(row.locale).toBe("en")
    expect(sent("POST", "/rest/v1/messages")).toHaveLength(0)
  })

  it("uploads featured images under post-images/{random}.{ext} and media as {random}-{name}; deletes by id", async () => {
    await signedIn()
    const featured = await call(() => media.uploadMedia(new File([PNG_1X1], "Photo.PNG"), { kind: "featured" }))
    const [up] = stub.requests.filter((r) => r.path.startsWith("/storage/v1/object/uploads/"))
    expect(up!.path).toMatch(/^\/storage\/v1\/object\/uploads\/post-images\/[0-9a-z]{1,13}\.png$/)
    expect(featured.url).toBe(`${stub.url}/storage/v1/object/public/uploads/${up!.path.replace("/storage/v1/object/uploads/", "")}`)
    // The pixel size read from the bytes is kept beside the object.
    expect(sent("POST", "/rest/v1/media_meta")[0]!.body).toEqual({ path: up!.path.replace("/storage/v1/object/uploads/", ""), width: 1, height: 1 })
    stub.requests.length = 0
    await call(() => media.uploadMedia(new File(["%PDF-1.4"], "Price list.pdf")))
    const [doc] = stub.requests.filter((r) => r.path.startsWith("/storage/v1/object/uploads/"))
    expect(doc!.path).toMatch(/^\/storage\/v1\/object\/uploads\/[0-9a-z]{1,13}-Price-list\.pdf$/)

    const listed = await call(() => media.listMedia())
    expect(listed).toEqual([
      expect.objectContaining({ id: rec.storageList[1]!.id, name: "k2j4h6-brochure.pdf", size: 20480 }),
    ])
    await call(() => media.deleteMedia(rec.storageList[1]!.id))
    expect(sent("DELETE", "/storage/v1/object/uploads")[0]!.body).toEqual({ prefixes: ["k2j4h6-brochure.pdf"] })
    // Its where-used rows and details go with it.
    expect(sent("DELETE", "/rest/v1/media_refs")).toHaveLength(1)
    expect(sent("DELETE", "/rest/v1/media_meta")).toHaveLength(1)
  })

  it("signs out through the Auth API", async () => {
    await signedIn()
    await call(() => auth.signOut())
    expect(sent("POST", "/auth/v1/logout")).toHaveLength(1)
  })
})
