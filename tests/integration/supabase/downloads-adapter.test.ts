import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"

import { createSupabaseBackend } from "@/lib/backend/supabase"
import { deriveSecret } from "@/lib/backend/supabase/secrets"
import { openDownload, submitDownloadRequest } from "@/lib/data/download-request"
import { runWithDataContext } from "@/lib/server/request/context"
import { downloadLinkPath, signDownloadLink } from "@/lib/server/download-link"

import { MemoryJar } from "../../helpers/data-harness"
import { supabaseLeadSecrets } from "../../helpers/supabase-leads"
import { startSupabaseStub, type RecordedRequest, type StubResponse } from "../../helpers/supabase-stub"

const ANON_KEY = "anon-key-for-tests"
// What a gated resource's document holds in place of its file's address (supabase/migrations/20261202002700_gated_files.sql).
const GATED_MARKER = `gated:${"3a".repeat(32)}`
const SERVICE_KEY = "service-role-key-for-tests"
const SLUG = "patient-journey-map"
const OBJECT = "k2j4h6-Patient-journey-map.pdf"
const PDF = Buffer.from("%PDF-1.4\n% the patient journey map\n")
const REQUEST_ID = "3f2b8c1e-5d4a-4c3b-9a8f-7e6d5c4b3a21"
const RESOURCE_ID = "6f5e4d3c-2b1a-4098-8f7e-6d5c4b3a2918"
const CONSENT_ID = "7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918"

/** What Storage answers for the object: its bytes, gone, or down. */
let storage: "ok" | "gone" | "down" = "ok"
/** The resource's file as the document holds it (a public URL of the bucket, by default; else the gated marker). */
let fileUrl = ""
/** The gated file's row as the service role reads it (supabase/migrations/20261202002700_gated_files.sql). */
let gatedRow: { file: string; bucket: string } | null = null

const resourceRow = () => ({
  id: RESOURCE_ID,
  type: "resource",
  slug: SLUG,
  title: "Patient Journey Map",
  data: { details: { kind: "template", summary: "Map every step.", cover: "", file: fileUrl, gated: true, body: "" } },
  published: true,
  publish_at: null,
  published_at: "2026-11-27T09:00:00.123456+00:00",
  version: 1,
  created_at: "2026-11-27T09:00:00.123456+00:00",
  updated_at: "2026-11-27T09:00:00.123456+00:00",
  seq: 1,
})

function objectAnswer(): StubResponse {
  if (storage === "down") return { status: 503, body: { statusCode: "503", error: "Service Unavailable", message: "upstream" } }
  if (storage === "gone") return { status: 400, body: { statusCode: "404", error: "not_found", message: "Object not found" } }
  return { status: 200, body: PDF, headers: { "content-type": "application/pdf", "content-length": String(PDF.length) } }
}

const service = (req: RecordedRequest) => req.headers.authorization === `Bearer ${SERVICE_KEY}`

function route(req: RecordedRequest): StubResponse | undefined {
  const body = req.body as Record<string, unknown> | undefined
  switch (`${req.method} ${req.path}`) {
    case "GET /rest/v1/documents":
      return { status: 200, body: req.query.get("slug") === `eq.${SLUG}` ? [resourceRow()] : [] }
    // The project's lead key check and blind index key, sealed (supabase/migrations/20261202002800).
    case "POST /rest/v1/rpc/lead_secrets":
      return { status: 200, body: supabaseLeadSecrets() }
    // Consent (with the service-role key): no contact details saved, so the built-in wording, numbered on first use.
    case "POST /rest/v1/rpc/plain_lead_rows":
      return { status: 200, body: { messages: [], events: [] } }
    case "POST /rest/v1/rpc/last_live_document":
      return { status: 200, body: [] }
    case "GET /rest/v1/consent_versions":
      return { status: 200, body: [] }
    case "POST /rest/v1/rpc/ensure_consent_version":
      return { status: 200, body: [{ ...(body ?? {}), id: CONSENT_ID, form: body?.p_form, locale: body?.p_locale, text: body?.p_text, hash: body?.p_hash, version: 1, created_at: "2026-12-02T09:00:00+00:00", created_by: null }] }
    case "POST /rest/v1/rpc/submit_download_request":
      return { status: 200, body: body?.p_id ?? null }
    // The gated file's address: the service role reads it (and records the move); the anon key reads no row.
    case "GET /rest/v1/gated_files":
      return { status: 200, body: service(req) && gatedRow && req.query.get("document_id") === `eq.${RESOURCE_ID}` ? [gatedRow] : [] }
    case "PATCH /rest/v1/gated_files":
      if (!service(req) || !gatedRow) return { status: 200, body: [] }
      gatedRow = { ...gatedRow, bucket: String(body?.bucket) }
      return { status: 204 }
    case "POST /storage/v1/object/move":
      if (!service(req)) return { status: 400, body: { statusCode: "403", error: "Unauthorized", message: "invalid signature" } }
      // Only this object, from the public bucket into the private one under the same name.
      if (JSON.stringify(body) !== JSON.stringify({ bucketId: "uploads", sourceKey: OBJECT, destinationBucket: "gated", destinationKey: OBJECT })) return { status: 400, body: { statusCode: "400", error: "unexpected move" } }
      return { status: 200, body: { message: "Successfully moved" } }
    case `GET /storage/v1/object/authenticated/gated/${OBJECT}`:
      return service(req) ? objectAnswer() : { status: 400, body: { statusCode: "403", error: "Unauthorized", message: "invalid signature" } }
    // Storage: the public endpoint for anyone, the authenticated one for the service role only.
    case `GET /storage/v1/object/public/uploads/${OBJECT}`:
      return objectAnswer()
    case `GET /storage/v1/object/authenticated/uploads/${OBJECT}`:
      return req.headers.authorization === `Bearer ${SERVICE_KEY}` ? objectAnswer() : { status: 400, body: { statusCode: "403", error: "Unauthorized", message: "invalid signature" } }
  }
  return undefined
}

describe("Supabase adapter: gated downloads (recorded API shapes)", () => {
  let stub: Awaited<ReturnType<typeof startSupabaseStub>>
  const storageRequests = () => stub.requests.filter((r) => r.path.startsWith("/storage/"))
  const as = <T>(serviceKey: string, fn: () => Promise<T>) =>
    runWithDataContext(
      { jar: new MemoryJar(), headers: new Headers({ "x-forwarded-for": "203.0.113.9" }), backend: async (jar) => createSupabaseBackend(jar, { url: stub.url, anonKey: ANON_KEY }, serviceKey) },
      fn,
    )
  const open = { hit: async () => ({ ok: true, retryAfterMs: 0 }) }
  async function issue(serviceKey: string): Promise<URLSearchParams> {
    const result = await as(serviceKey, () =>
      submitDownloadRequest(SLUG, { name: "Dana Whitfield", email: "dana@clinic.example", token: null }, { ip: "203.0.113.9", tokenAge: async () => 60_000, limiter: open }),
    )
    if (!result.ok) throw new Error(`refused: ${result.errors.join("; ")}`)
    stub.requests.length = 0
    return new URL(result.url).searchParams
  }

  beforeAll(async () => {
    stub = await startSupabaseStub(route)
  })
  afterAll(() => stub.close())
  beforeEach(() => {
    storage = "ok"
    fileUrl = `${stub.url}/storage/v1/object/public/uploads/${OBJECT}`
    gatedRow = null
    stub.requests.length = 0
  })

  it("with the service-role key, a link is signed with the derived secret, verifies on another server and streams the file from Storage", async () => {
    const search = await issue(SERVICE_KEY)
    const expected = signDownloadLink(deriveSecret(SERVICE_KEY, "download_link"), SLUG, search.get("r")!, Number(search.get("e")) - 86_400_000)
    expect(search.get("s")).toBe(expected.signature)

    // A second backend (another server, or this one after a restart) with the same key opens it.
    const opened = await as(SERVICE_KEY, () => openDownload(SLUG, search))
    expect(opened.ok).toBe(true)
    if (!opened.ok) return
    expect(opened.file).toMatchObject({ downloadName: "Patient-journey-map.pdf", contentType: "application/pdf", size: PDF.length, inline: false })
    expect(Buffer.from(await new Response(opened.file.stream()).arrayBuffer())).toEqual(PDF)

    const [read, ...more] = storageRequests()
    expect(more).toEqual([])
    expect(read).toMatchObject({ method: "GET", path: `/storage/v1/object/authenticated/uploads/${OBJECT}` })
    expect(read!.headers.authorization).toBe(`Bearer ${SERVICE_KEY}`)
  })

  it("without the key, the process's own secret signs it and the file comes from the public endpoint, with no key sent", async () => {
    const search = await issue("")
    expect(search.get("s")).not.toBe(signDownloadLink(deriveSecret(SERVICE_KEY, "download_link"), SLUG, search.get("r")!, Number(search.get("e")) - 86_400_000).signature)
    const opened = await as("", () => openDownload(SLUG, search))
    expect(opened.ok).toBe(true)
    if (opened.ok) expect(Buffer.from(await new Response(opened.file.stream()).arrayBuffer())).toEqual(PDF)
    const [read] = storageRequests()
    expect(read).toMatchObject({ method: "GET", path: `/storage/v1/object/public/uploads/${OBJECT}` })
    expect(read!.headers.authorization ?? "").not.toContain(SERVICE_KEY)
    // The key's link does not open on a server without it (and the other way round): separate secrets.
    expect(await as(SERVICE_KEY, () => openDownload(SLUG, search))).toMatchObject({ ok: false, status: 403 })
  })

  it("a forged, altered or expired link never reaches Storage (nor the documents)", async () => {
    const search = await issue(SERVICE_KEY)
    const forged = signDownloadLink("0".repeat(64), SLUG, REQUEST_ID, Date.now())
    const forgedSearch = new URL(downloadLinkPath(forged), "https://example.test").searchParams
    const altered = new URLSearchParams(search)
    altered.set("e", String(Number(search.get("e")) + 86_400_000))
    const expiredLink = signDownloadLink(deriveSecret(SERVICE_KEY, "download_link"), SLUG, REQUEST_ID, Date.now() - 90_000_000)
    const expired = new URL(downloadLinkPath(expiredLink), "https://example.test").searchParams

    expect(await as(SERVICE_KEY, () => openDownload(SLUG, forgedSearch))).toMatchObject({ ok: false, status: 403 })
    expect(await as(SERVICE_KEY, () => openDownload(SLUG, altered))).toMatchObject({ ok: false, status: 403 })
    expect(await as(SERVICE_KEY, () => openDownload("another-resource", search))).toMatchObject({ ok: false, status: 403 })
    expect(await as(SERVICE_KEY, () => openDownload(SLUG, new URLSearchParams()))).toMatchObject({ ok: false, status: 403 })
    expect(await as(SERVICE_KEY, () => openDownload(SLUG, expired))).toMatchObject({ ok: false, status: 410 })
    expect(stub.requests).toEqual([])
  })

  it("a file gone from Storage is 404; Storage down throws (the route's 503)", async () => {
    const search = await issue(SERVICE_KEY)
    storage = "gone"
    expect(await as(SERVICE_KEY, () => openDownload(SLUG, search))).toMatchObject({ ok: false, status: 404 })
    storage = "down"
    await expect(as(SERVICE_KEY, () => openDownload(SLUG, search))).rejects.toThrow(/Storage answered 503/)
  })

  it("only a URL of the bucket is read: another address or a path that leaves the bucket is 404, with no request", async () => {
    const search = await issue(SERVICE_KEY)
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined)
    for (const url of [
      "https://elsewhere.example/storage/v1/object/public/uploads/x.pdf",
      `${stub.url}/storage/v1/object/public/other-bucket/${OBJECT}`,
      `${stub.url}/storage/v1/object/public/uploads/../../../rest/v1/messages`,
      `${stub.url}/storage/v1/object/public/uploads/%2e%2e%2Fsecret`,
      `${stub.url}/storage/v1/object/public/uploads/%E0%A4%A`,
      "/api/uploads/missing.pdf",
    ]) {
      fileUrl = url
      stub.requests.length = 0
      expect(await as(SERVICE_KEY, () => openDownload(SLUG, search))).toMatchObject({ ok: false, status: 404 })
      expect(storageRequests()).toEqual([])
    }
    expect(error).not.toHaveBeenCalled()
    error.mockRestore()
  })
  it("a gated file (the document holds the marker): read with the key from gated_files, moved once into the private bucket, then served from it", async () => {
    fileUrl = GATED_MARKER
    gatedRow = { file: `${stub.url}/storage/v1/object/public/uploads/${OBJECT}`, bucket: "uploads" }
    const search = await issue(SERVICE_KEY)
    const opened = await as(SERVICE_KEY, () => openDownload(SLUG, search))
    expect(opened.ok).toBe(true)
    if (!opened.ok) return
    expect(opened.file).toMatchObject({ downloadName: "Patient-journey-map.pdf", contentType: "application/pdf", size: PDF.length })
    expect(Buffer.from(await new Response(opened.file.stream()).arrayBuffer())).toEqual(PDF)
    const calls = stub.requests.filter((r) => !r.path.startsWith("/rest/v1/documents")).map((r) => `${r.method} ${r.path}`)
    expect(calls).toEqual(["GET /rest/v1/gated_files", "POST /storage/v1/object/move", "PATCH /rest/v1/gated_files", `GET /storage/v1/object/authenticated/gated/${OBJECT}`])
    for (const r of stub.requests.filter((r) => !r.path.startsWith("/rest/v1/documents"))) expect(r.headers.authorization).toBe(`Bearer ${SERVICE_KEY}`)
    expect(gatedRow.bucket).toBe("gated")

    // Moved: the next download goes to the private bucket directly; the public endpoint is never asked.
    stub.requests.length = 0
    const again = await as(SERVICE_KEY, () => openDownload(SLUG, search))
    expect(again.ok).toBe(true)
    if (again.ok) await again.file.stream().cancel()
    expect(stub.requests.filter((r) => !r.path.startsWith("/rest/v1/documents")).map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /rest/v1/gated_files",
      `GET /storage/v1/object/authenticated/gated/${OBJECT}`,
    ])
  })

  it("a gated file without the service-role key is 404 (logged once), with no Storage request; gone from gated_files, 404", async () => {
    fileUrl = GATED_MARKER
    gatedRow = { file: `${stub.url}/storage/v1/object/public/uploads/${OBJECT}`, bucket: "gated" }
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined)
    const search = await issue("")
    expect(await as("", () => openDownload(SLUG, search))).toMatchObject({ ok: false, status: 404 })
    expect(stub.requests.filter((r) => r.path.startsWith("/storage/") || r.path.includes("gated_files"))).toEqual([])
    expect(error).toHaveBeenCalledWith(expect.stringContaining("SUPABASE_SERVICE_ROLE_KEY"))
    error.mockRestore()

    gatedRow = null
    const keyed = await issue(SERVICE_KEY)
    expect(await as(SERVICE_KEY, () => openDownload(SLUG, keyed))).toMatchObject({ ok: false, status: 404 })
    expect(storageRequests()).toEqual([])
  })
})
