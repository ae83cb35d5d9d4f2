import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { createSupabaseBackend } from "@/lib/backend/supabase"
import { openEventBody, sealMessageFields } from "@/lib/backend/sql/lead-crypto"

import { MemoryJar } from "../../helpers/data-harness"
import { startSupabaseStub, type RecordedRequest, type StubResponse } from "../../helpers/supabase-stub"

const ANON_KEY = "anon-key-for-tests"
const LEAD = "3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f"
const OTHER = "4a3b2c1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d"
const EDITOR = "5b4c3d2e-1f0a-4b9c-8d7e-6f5a4b3c2d1e"
const VERSION = "6c5d4e3f-2a1b-4c0d-9e8f-7a6b5c4d3e2f"

// A messages row as PostgREST returns it (numeric as text, times with microseconds).
const row = {
  id: LEAD,
  name: "Dana Whitfield",
  email: "dana@clinic.example",
  message: "Hello",
  folder: "inbox",
  read: false,
  created_at: "2026-12-02T09:00:00.123456+00:00",
  lead_status: "contacted",
  owner_id: EDITOR,
  lead_value: "1250.50",
  tags: ["implants"],
  received_at: "2026-12-02T09:00:00.123456+00:00",
  first_response_at: "2026-12-02T09:20:00+00:00",
  due_at: "2026-12-02T10:00:00+00:00",
  utm: { utm_source: "google" },
  landing_path: "/blog",
}

let applyAnswer: StubResponse = { status: 200, body: [row] }
let bulkAnswer: StubResponse = { status: 200, body: 2 }

function route(req: RecordedRequest): StubResponse | undefined {
  switch (`${req.method} ${req.path}`) {
    case "GET /rest/v1/messages":
      // The lead's page embeds its consent version (cv); the list does not ask for it.
      return String(req.query.get("select")).includes("cv:consent_versions")
        ? { status: 200, body: [{ ...row, ...sealMessageFields(row), consent_version_id: VERSION, consent_marketing: true, consent_at: "2026-12-02T09:00:00+00:00", cv: { form: "contact", text: "I agree.\n\nNews, please.", hash: "ab".repeat(32), version: 3 } }] }
        : { status: 200, body: [row], headers: { "content-range": "0-0/12001" } }
    case "POST /rest/v1/rpc/apply_lead":
      return applyAnswer
    case "POST /rest/v1/rpc/apply_leads":
      return bulkAnswer
    case "POST /rest/v1/rpc/lead_response_figures":
      return { status: 200, body: { leads: 4, answered: 3, median: 1800000.4, within: 2, on_clock: 4 } }
    case "POST /rest/v1/rpc/lead_members":
      return { status: 200, body: [{ id: EDITOR, email: "eddie@example.com", role: "editor" }] }
    case "POST /rest/v1/rpc/save_lead_view":
      return { status: 200, body: [{ name: "Google", query: "source=google" }] }
  }
  return undefined
}

describe("Supabase adapter: leads (requests against a local stub)", () => {
  let stub: Awaited<ReturnType<typeof startSupabaseStub>>
  const sent = (method: string, path: string) => stub.requests.filter((r) => r.method === method && r.path === path)
  const leads = () => createSupabaseBackend(new MemoryJar(), { url: stub.url, anonKey: ANON_KEY }, "").leads!

  beforeAll(async () => {
    stub = await startSupabaseStub(route)
  })
  afterAll(() => stub.close())
  beforeEach(() => {
    stub.requests.length = 0
    applyAnswer = { status: 200, body: [row] }
    bulkAnswer = { status: 200, body: 2 }
  })

  it("lists with every filter as PostgREST filters (spam never listed), newest first, the count capped as on SQL", async () => {
    const list = await leads().list(
      { owner: EDITOR, status: "contacted", receivedFrom: "2026-12-01T23:00:00.000Z", overdueAt: "2026-12-02T12:00:00.000Z", source: "google", campaign: "implants", landing: "/blog" },
      2,
      25,
    )
    const [get] = sent("GET", "/rest/v1/messages")
    const q = Object.fromEntries(get!.query)
    expect(q).toMatchObject({
      folder: "eq.inbox",
      owner_id: `eq.${EDITOR}`,
      lead_status: "eq.contacted",
      received_at: "gte.2026-12-01T23:00:00.000Z",
      first_response_at: "is.null",
      due_at: "lt.2026-12-02T12:00:00.000Z",
      "utm->>utm_source": "eq.google",
      "utm->>utm_campaign": "eq.implants",
      landing_path: "eq./blog",
      order: "received_at.desc,id.desc",
      offset: "25",
      limit: "25",
    })
    expect(get!.headers.prefer).toContain("count=exact")
    expect(list.total).toBe(10_001)
    expect(list.rows[0]).toMatchObject({ id: LEAD, status: "contacted", owner_id: EDITOR, value: "1250.50", tags: ["implants"], first_response_at: "2026-12-02T09:20:00.000Z" })

    await leads().list({ unassigned: true, archived: true }, 1, 25)
    expect(Object.fromEntries(sent("GET", "/rest/v1/messages")[1]!.query)).toMatchObject({ folder: "eq.archived", owner_id: "is.null" })
  })

  it("applies a change and its events in one call; a lead the member cannot see answers null; e-mails and CRM jobs are refused (no outbox)", async () => {
    const saved = await leads().apply(LEAD, { status: "won", owner_id: null, first_response_at: "2026-12-02T09:20:00.000Z" }, [{ kind: "status", at: "2026-12-02T09:20:00.000Z", actor: { id: EDITOR, email: "eddie@example.com" }, data: { from: "new", to: "won" } }], [])
    expect(saved?.id).toBe(LEAD)
    expect(sent("POST", "/rest/v1/rpc/apply_lead")[0]!.body).toEqual({
      p_id: LEAD,
      p_patch: { status: "won", owner_id: null, first_response_at: "2026-12-02T09:20:00.000Z" },
      p_events: [{ at: "2026-12-02T09:20:00.000Z", actor_id: EDITOR, actor_email: "eddie@example.com", kind: "status", body: "", data: { from: "new", to: "won" } }],
    })
    // A note's body leaves the server sealed (docs/privacy.md, "Supabase").
    await leads().apply(LEAD, {}, [{ kind: "note", body: "Called Dana back about implants", actor: { id: EDITOR, email: "eddie@example.com" } }], [])
    const note = (sent("POST", "/rest/v1/rpc/apply_lead")[1]!.body as { p_events: { body: string }[] }).p_events[0]!.body
    expect(note).toMatch(/^lc1\./)
    expect(openEventBody(note, "note")).toBe("Called Dana back about implants")
    applyAnswer = { status: 200, body: [] }
    expect(await leads().apply(OTHER, { status: "won" }, [], [])).toBeNull()
    await expect(leads().apply(LEAD, {}, [], [{ kind: "email", topic: "lead-reply", ref: LEAD, payload: {} }])).rejects.toMatchObject({ code: "unavailable" })
    await expect(leads().sweep("reminder", "2026-12-02T09:20:00.000Z", 50, () => [])).rejects.toMatchObject({ code: "unavailable" })
    expect(sent("POST", "/rest/v1/rpc/apply_lead")).toHaveLength(3)
  })

  it("a lead's page: its sealed fields opened and its consent version embedded, as the SQL store joins it", async () => {
    const lead = await leads().get(LEAD)
    expect(lead).toMatchObject({ name: "Dana Whitfield", email: "dana@clinic.example", message: "Hello", undecryptable: false })
    expect(lead?.consent).toEqual({ version_id: VERSION, version: 3, form: "contact", text: "I agree.\n\nNews, please.", hash: "ab".repeat(32), marketing: true, at: "2026-12-02T09:00:00.000Z" })
  })

  it("bulk changes are one call: true when all applied, false when the function answers PT404 (none applied)", async () => {
    const changes = [LEAD, OTHER].map((id) => ({ id, patch: { folder: "archived" as const }, events: [{ kind: "archived" as const, actor: { id: EDITOR, email: "eddie@example.com" } }] }))
    expect(await leads().applyMany(changes)).toBe(true)
    expect((sent("POST", "/rest/v1/rpc/apply_leads")[0]!.body as { p_changes: unknown[] }).p_changes).toHaveLength(2)
    bulkAnswer = { status: 404, body: { code: "PT404", details: null, hint: null, message: "lead not found" } }
    expect(await leads().applyMany(changes)).toBe(false)
    bulkAnswer = { status: 403, body: { code: "42501", details: null, hint: null, message: "new row violates row-level security policy" } }
    await expect(leads().applyMany(changes)).rejects.toMatchObject({ code: "forbidden" })
  })

  it("reads the figures, the members and saves a view through their functions", async () => {
    expect(await leads().responseFigures("2026-11-25T00:00:00.000Z", "2026-12-02T12:00:00.001Z", "2026-12-02T12:00:00.000Z")).toEqual({ leads: 4, answered: 3, medianMs: 1800000, withinTarget: 2, onClock: 4 })
    expect(sent("POST", "/rest/v1/rpc/lead_response_figures")[0]!.body).toEqual({ p_from: "2026-11-25T00:00:00.000Z", p_to: "2026-12-02T12:00:00.001Z", p_now: "2026-12-02T12:00:00.000Z" })
    expect(await leads().members()).toEqual([{ id: EDITOR, email: "eddie@example.com", role: "editor" }])
    // The member is the session's, never a value the app sends.
    expect(await leads().saveView(EDITOR, { name: "Google", query: "source=google" })).toEqual([{ name: "Google", query: "source=google" }])
    expect(sent("POST", "/rest/v1/rpc/save_lead_view")[0]!.body).toEqual({ p_name: "Google", p_query: "source=google" })
  })
})
