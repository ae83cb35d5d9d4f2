import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"

import { createSupabaseBackend } from "@/lib/backend/supabase"
import { DataError } from "@/lib/domain/errors"

import { MemoryJar } from "../../helpers/data-harness"
import { startSupabaseStub, type RecordedRequest, type StubResponse } from "../../helpers/supabase-stub"
import * as rec from "./recorded"

const ANON_KEY = "anon-key-for-tests"
// What a gated resource's document holds in place of its file's address (supabase/migrations/20261202002700_gated_files.sql).
const GATED_MARKER = `gated:${"3a".repeat(32)}`
const SERVICE_KEY = "service-role-key-for-tests"
const DOC_ID = "7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d"
const STALE_ID = "8b7c6d5e-4f3a-4b2c-8d9e-0f1a2b3c4d5e"

const hero = { id: "hero-1", type: "hero", hidden: false, anchor: "", data: { title: "Implants that last" } }
// A documents row as PostgREST returns it: the columns, the type's fields in data.
const docRow = {
  id: DOC_ID,
  type: "site_page",
  slug: "lp/dental-implants",
  title: "Dental implants",
  data: { sections: [hero], meta_title: "Implants", meta_description: "" },
  published: true,
  publish_at: null,
  published_at: "2026-11-27T09:00:00.123456+00:00",
  version: 1,
  created_at: "2026-11-27T09:00:00.123456+00:00",
  updated_at: "2026-11-27T09:00:00.123456+00:00",
  seq: 1,
}

// A gated resource as the database stores it (supabase/migrations/20261202002700_gated_files.sql): the marker in data,
// the address in gated_files, which members read.
const GATED_ID = "9c8d7e6f-5a4b-4c3d-8e2f-1a0b9c8d7e6f"
const GATED_URL = "https://project.supabase.co/storage/v1/object/public/uploads/k2j4h6-Patient-journey-map.pdf"
const gatedRow = {
  ...docRow,
  id: GATED_ID,
  type: "resource",
  slug: "patient-journey-map",
  title: "Patient Journey Map",
  data: { details: { kind: "template", summary: "", cover: "", file: GATED_MARKER, gated: true, body: "" } },
}

function route(req: RecordedRequest): StubResponse | undefined {
  const body = req.body as Record<string, unknown> | undefined
  if (req.method === "GET" && req.path === "/rest/v1/documents" && req.query.get("type") === "eq.resource") return { status: 200, body: [gatedRow], headers: { "content-range": "0-0/1" } }
  switch (`${req.method} ${req.path}`) {
    case "GET /rest/v1/gated_files":
      return { status: 200, body: req.query.get("document_id") === `in.(${GATED_ID})` ? [{ document_id: GATED_ID, file: GATED_URL }] : [] }
    case "POST /rest/v1/documents":
      return body?.slug === docRow.slug
        ? { status: 409, body: { ...rec.uniqueViolation, message: 'duplicate key value violates unique constraint "documents_type_slug_key"' } }
        : { status: 201, body: [{ ...docRow, ...body, id: DOC_ID }] }
    case "PATCH /rest/v1/documents":
      // The stale document's version moved on: the filtered UPDATE matches nothing.
      return req.query.get("id") === `eq.${STALE_ID}` ? { status: 200, body: [] } : { status: 200, body: [{ ...docRow, ...body, version: 2 }] }
    case "GET /rest/v1/documents":
      if (req.query.get("id") === `eq.${STALE_ID}`) return { status: 200, body: [{ version: 4, updated_at: "2026-11-27T10:00:00+00:00" }] }
      return { status: 200, body: [docRow], headers: { "content-range": "0-0/1" } }
    case "GET /rest/v1/content_revisions":
      return { status: 200, body: [{ id: "1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a", data: { title: "Dental implants" }, author_email: "editor@example.com" }] }
    case "PATCH /rest/v1/content_revisions":
      return { status: 204 }
    case "POST /rest/v1/rpc/latest_authors":
      return { status: 200, body: [{ record_id: DOC_ID, author_email: "editor@example.com", created_at: docRow.updated_at }] }
    case "POST /rest/v1/rpc/next_document_publish_at":
      return { status: 200, body: "2099-01-01T09:00:00+00:00" }
    case "POST /rest/v1/rpc/seed_documents":
      return { status: 200, body: 2 }
  }
  return undefined
}

describe("Supabase adapter: site documents (recorded API shapes)", () => {
  let stub: Awaited<ReturnType<typeof startSupabaseStub>>
  const sent = (method: string, path: string) => stub.requests.filter((r) => r.method === method && r.path === path)
  const backend = (serviceKey = "") => createSupabaseBackend(new MemoryJar(), { url: stub.url, anonKey: ANON_KEY }, serviceKey)

  beforeAll(async () => {
    stub = await startSupabaseStub(route)
  })
  afterAll(() => stub.close())
  beforeEach(() => {
    stub.requests.length = 0
  })

  it("creates a document with its declared fields in data and answers the flattened row", async () => {
    const row = await backend().documents.of("site_page").create({
      title: "Offers",
      slug: "offers",
      sections: [hero],
      published: false,
      schedule: "",
      meta_title: "",
      publish_at: null,
      unknown_field: "dropped",
    } as never)
    const [insert] = sent("POST", "/rest/v1/documents")
    expect(insert!.body).toEqual({
      type: "site_page",
      slug: "offers",
      title: "Offers",
      published: false,
      publish_at: null,
      data: expect.objectContaining({ sections: [hero], meta_title: "", meta_description: null }),
      // An original in the default language (docs/i18n.md).
      locale: "en",
      translation_of: null,
      source_version: null,
      // Its address, written by the app from the declaration (read by the save hook for redirects).
      path: "/offers",
      redirect_on_move: true,
      // Its references (declared reference fields that are set; none here), kept by the database as document_refs.
      refs: {},
      // What the save triggers and row-level security read of its declaration.
      publishable: true,
      revisions: true,
    })
    expect((insert!.body as { data: object }).data).not.toHaveProperty("unknown_field")
    expect((insert!.body as { data: object }).data).not.toHaveProperty("title")
    expect(row).toMatchObject({ id: DOC_ID, type: "site_page", slug: "offers", title: "Offers", sections: [hero], updated_by_email: "editor@example.com" })
    expect(row).not.toHaveProperty("data")
  })

  it("a (type, slug) already taken is slugTaken(); a stale version is a version_conflict naming who saved", async () => {
    const taken = await backend().documents.of("site_page").create({ title: "X", slug: docRow.slug, published: false, publish_at: null } as never).catch((e: unknown) => e)
    expect(taken).toBeInstanceOf(DataError)
    expect((taken as DataError).fieldErrors?.slug).toBeDefined()

    const stale = await backend()
      .documents.of("site_page")
      .update(STALE_ID, { title: "X", slug: "x", published: false, publish_at: null } as never, { userId: null, email: "", expectedVersion: 3 })
      .catch((e: unknown) => e)
    expect(stale).toBeInstanceOf(DataError)
    expect(stale).toMatchObject({ code: "conflict", reason: "version_conflict", conflict: { savedBy: "editor@example.com", version: 4 } })
    const [patch] = sent("PATCH", "/rest/v1/documents")
    expect([patch!.query.get("id"), patch!.query.get("type"), patch!.query.get("version")]).toEqual([`eq.${STALE_ID}`, "eq.site_page", "eq.3"])
  })

  it("public reads ask for the type's live documents only and flatten them", async () => {
    const doc = await backend().documents.getPublished("site_page", "lp/dental-implants")
    const [get] = sent("GET", "/rest/v1/documents")
    expect(get!.query.get("type")).toBe("eq.site_page")
    expect(get!.query.get("slug")).toBe("eq.lp/dental-implants")
    expect(get!.query.get("published")).toBe("eq.true")
    expect(get!.query.get("or")).toMatch(/^\(publish_at\.is\.null,publish_at\.lte\./)
    expect(doc).toMatchObject({ slug: "lp/dental-implants", published: true, sections: [hero], meta_title: "Implants", updated_by_email: "" })
    expect(await backend().documents.nextPublishAt()).toBe("2099-01-01T09:00:00.000Z")
  })

  it("lists with the newest revision's author, filtered by type", async () => {
    const page = await backend().documents.of("site_page").list({ page: 1, pageSize: 20, search: "", sort: "created_at", order: "desc" } as never)
    expect(page).toMatchObject({ total: 1, rows: [{ id: DOC_ID, updated_by_email: "editor@example.com", sections: [hero] }] })
    expect(sent("GET", "/rest/v1/documents")[0]!.query.get("type")).toBe("eq.site_page")
    expect(sent("POST", "/rest/v1/rpc/latest_authors")[0]!.body).toEqual({ k: "site_page", ids: [DOC_ID] })
  })

  it("seeds through the service-role key only; without it, no seed and one clear log line", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    try {
      const docs = [{ type: "site_page" as const, slug: "", title: "Home", published: true, data: { sections: [hero], extra: 1 } }]
      expect(await backend("").documents.seed("site-v1", docs)).toBe(0)
      expect(stub.requests).toEqual([])
      expect(warn.mock.calls.map((c) => String(c[0])).join("\n")).toMatch(/seed "site-v1" skipped: SUPABASE_SERVICE_ROLE_KEY is not set/)

      expect(await backend(SERVICE_KEY).documents.seed("site-v1", docs)).toBe(2)
      const [call] = sent("POST", "/rest/v1/rpc/seed_documents")
      expect(call!.headers.apikey).toBe(SERVICE_KEY)
      expect(call!.headers.authorization).toBe(`Bearer ${SERVICE_KEY}`)
      expect(call!.body).toEqual({
        seed_name: "site-v1",
        docs: [{ type: "site_page", locale: "en", slug: "", title: "Home", published: true, data: expect.objectContaining({ sections: [hero], meta_title: null, extra: 1 }), path: "/", redirect_on_move: true }],
      })
    } finally {
      warn.mockRestore()
    }
  })
  it("a gated resource's file: members get the address from gated_files (one request); public reads keep the marker and ask nothing more", async () => {
    const store = backend().documents.of("resource")
    expect((await store.get(GATED_ID))?.details).toMatchObject({ file: GATED_URL, gated: true })
    const listed = await store.list({ page: 1, pageSize: 20, search: "", sort: "created_at", order: "desc", locale: "en" })
    expect(listed.rows[0]?.details).toMatchObject({ file: GATED_URL })
    expect(sent("GET", "/rest/v1/gated_files").map((r) => r.query.get("document_id"))).toEqual([`in.(${GATED_ID})`, `in.(${GATED_ID})`])

    stub.requests.length = 0
    expect((await backend().documents.getPublished("resource", "patient-journey-map"))?.details).toMatchObject({ file: GATED_MARKER })
    expect((await backend().documents.listPublished("resource")).map((r) => (r.details as { file: string }).file)).toEqual([GATED_MARKER])
    expect(sent("GET", "/rest/v1/gated_files")).toEqual([])
  })
})
