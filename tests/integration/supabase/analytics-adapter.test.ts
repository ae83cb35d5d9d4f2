import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { createSupabaseBackend } from "@/lib/backend/supabase"
import { supabaseAnalyticsWriter } from "@/lib/backend/supabase/analytics"
import * as auth from "@/lib/data/auth"
import { DataError } from "@/lib/domain/errors"
import type { PageView } from "@/lib/domain/analytics/types"
import { runWithDataContext } from "@/lib/server/request/context"

import { MemoryJar, resetThrottle } from "../../helpers/data-harness"
import { supabaseLeadSecrets } from "../../helpers/supabase-leads"
import { startSupabaseStub, type RecordedRequest, type StubResponse } from "../../helpers/supabase-stub"
import * as rec from "./recorded"

const ANON_KEY = "anon-key-for-tests"
const DAILY_TOTAL = 1203

const dailyRow = (i: number) => ({ day: "2026-11-20", dimension: "path", value: `/p/${String(i).padStart(4, "0")}`, views: i + 1, visitors: 1 })

function route(req: RecordedRequest): StubResponse | undefined {
  const body = req.body as Record<string, unknown> | undefined
  const member = req.headers.authorization === `Bearer ${rec.ACCESS_TOKEN}`
  switch (`${req.method} ${req.path}`) {
    case "POST /auth/v1/token":
      return { status: 200, body: rec.passwordGrant }
    case "GET /auth/v1/user":
      return member ? { status: 200, body: rec.authUser } : { status: 401, body: {} }
    case "GET /rest/v1/memberships":
      return { status: 200, body: member ? [{ role: "owner" }] : [] }
    case "POST /rest/v1/audit_log":
      return { status: 201 }
    case "GET /rest/v1/analytics_daily": {
      // Two pages, as PostgREST sends them: the first with the exact count the request asked for.
      const offset = Number(req.query.get("offset") ?? 0)
      const limit = Number(req.query.get("limit") ?? DAILY_TOTAL)
      const rows = Array.from({ length: Math.max(0, Math.min(limit, DAILY_TOTAL - offset)) }, (_, i) => dailyRow(offset + i))
      const counted = String(req.headers.prefer ?? "").includes("count=exact")
      return { status: 200, body: rows, headers: { "content-range": `${offset}-${offset + rows.length - 1}/${counted ? DAILY_TOTAL : "*"}` } }
    }
    case "GET /rest/v1/analytics_hourly":
      return {
        status: 200,
        body: [
          { hour: "2026-11-20T09:00:00+00:00", dimension: "total", value: "", views: 4, visitors: 3 },
          { hour: "2026-11-20T10:00:00+00:00", dimension: "total", value: "", views: 2, visitors: 2 },
        ],
        headers: { "content-range": "0-1/2" },
      }
    case "GET /rest/v1/messages":
      return {
        status: 200,
        body: [
          { last_content_type: "post", last_content_id: "post-1", campaign: "spring" },
          { last_content_type: "post", last_content_id: "post-1", campaign: null },
          { last_content_type: "page", last_content_id: "page-1", campaign: "" },
          { last_content_type: null, last_content_id: null, campaign: "spring" },
        ],
        headers: { "content-range": "0-3/4" },
      }
    case "HEAD /rest/v1/messages":
      return { status: 200, headers: { "content-range": "*/4" } }
    case "POST /rest/v1/rpc/record_page_views":
      return { status: 200, body: (body?.views as unknown[]).length - 1 }
    case "POST /rest/v1/rpc/analytics_salt":
      return { status: 200, body: "0123456789abcdef" }
    case "POST /rest/v1/rpc/rollup_analytics":
      return { status: 204 }
    case "POST /rest/v1/rpc/prune_page_views":
      return { status: 200, body: 7 }
    case "POST /rest/v1/rpc/clear_analytics":
      return member ? { status: 204 } : { status: 401, body: { code: "42501", message: "permission denied for function clear_analytics" } }
    // The project's lead key check and blind index key, sealed (supabase/migrations/20261202002800).
    case "POST /rest/v1/rpc/lead_secrets":
      return { status: 200, body: supabaseLeadSecrets() }
    case "POST /rest/v1/rpc/submit_contact_message":
      return { status: 200, body: body?.p_id ?? null }
  }
  return undefined
}

describe("Supabase adapter: analytics against recorded API shapes", () => {
  let stub: Awaited<ReturnType<typeof startSupabaseStub>>
  let jar: MemoryJar
  const config = () => ({ url: stub.url, anonKey: ANON_KEY })
  const sent = (method: string, path: string) => stub.requests.filter((r) => r.method === method && r.path === path)
  const analytics = () => createSupabaseBackend(jar, config()).analytics

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
    await runWithDataContext(
      { jar, headers: new Headers({ "x-forwarded-for": "203.0.113.9" }), backend: async (cj) => createSupabaseBackend(cj, config()) },
      () => auth.signIn("owner@example.com", "right passphrase"),
    )
    stub.requests.length = 0
  }

  const view = (i: number): PageView => ({
    id: `view-${String(i).padStart(12, "0")}`,
    occurred_at: "2026-11-20T10:00:00.000Z",
    visitor: "hash",
    path: "/",
    content_type: null,
    content_id: null,
    referrer: "",
    utm: {},
    device: "desktop",
    language: "en",
  })

  it("the writer sends views, salts, roll-ups and prunes through the checked functions with the public key only", async () => {
    const writer = supabaseAnalyticsWriter(config())!
    expect(await writer.insert(Array.from({ length: 1200 }, (_, i) => view(i)))).toBe(1197)
    const batches = sent("POST", "/rest/v1/rpc/record_page_views")
    expect(batches.map((r) => ((r.body as { views: unknown[] }).views).length)).toEqual([500, 500, 200])
    expect((batches[0]!.body as { views: PageView[] }).views[0]).toEqual(view(0))
    expect(await writer.salt("2026-11-20")).toBe("0123456789abcdef")
    expect(sent("POST", "/rest/v1/rpc/analytics_salt")[0]!.body).toEqual({ p_day: "2026-11-20" })
    await writer.rollup("2026-11-20", "2026-11-19T23:00:00.000Z", "2026-11-20T23:00:00.000Z")
    expect(sent("POST", "/rest/v1/rpc/rollup_analytics")[0]!.body).toEqual({
      p_day: "2026-11-20",
      p_start: "2026-11-19T23:00:00.000Z",
      p_end: "2026-11-20T23:00:00.000Z",
    })
    expect(await writer.prune(30)).toBe(7)
    expect(sent("POST", "/rest/v1/rpc/prune_page_views")[0]!.body).toEqual({ days: 30 })
    // Raw views are not readable with the public key: the contact function reads the visit itself.
    expect(await writer.visitorViews("hash", "2026-11-19T00:00:00.000Z")).toBeNull()
    expect(stub.requests.every((r) => r.headers.authorization === `Bearer ${ANON_KEY}` && r.headers.apikey === ANON_KEY && !r.headers.cookie)).toBe(true)
    expect(stub.requests.filter((r) => r.method === "GET")).toEqual([])
  })

  it("a member reads the daily roll-ups page by page, mapped like the SQL store's rows", async () => {
    await signedIn()
    const rows = await analytics().daily({ from: "2026-11-01", to: "2026-11-30" }, ["total", "path"])
    expect(rows).toHaveLength(DAILY_TOTAL)
    expect(rows[0]).toEqual({ bucket: "2026-11-20", dimension: "path", value: "/p/0000", views: 1, visitors: 1 })
    expect(rows.at(-1)!.value).toBe(`/p/${DAILY_TOTAL - 1}`)
    const reqs = sent("GET", "/rest/v1/analytics_daily")
    expect(reqs.map((r) => [r.query.get("offset"), r.query.get("limit")])).toEqual([
      ["0", "1000"],
      ["1000", "1000"],
    ])
    const [first] = reqs
    expect(first!.query.getAll("day")).toEqual(["gte.2026-11-01", "lte.2026-11-30"])
    expect(first!.query.get("dimension")).toBe("in.(total,path)")
    expect(first!.query.get("order")).toBe("day.asc,dimension.asc,value.asc")
    expect(first!.headers.prefer).toContain("count=exact")
    expect(reqs[1]!.headers.prefer ?? "").not.toContain("count=exact")
    expect(first!.headers.authorization).toBe(`Bearer ${rec.ACCESS_TOKEN}`)
  })

  it("hourly buckets are ISO instants", async () => {
    await signedIn()
    const rows = await analytics().hourly("2026-11-20T00:00:00.000Z", "2026-11-21T00:00:00.000Z", ["total"])
    expect(rows).toEqual([
      { bucket: "2026-11-20T09:00:00.000Z", dimension: "total", value: "", views: 4, visitors: 3 },
      { bucket: "2026-11-20T10:00:00.000Z", dimension: "total", value: "", views: 2, visitors: 2 },
    ])
    const [req] = sent("GET", "/rest/v1/analytics_hourly")
    expect(req!.query.getAll("hour")).toEqual(["gte.2026-11-20T00:00:00.000Z", "lt.2026-11-21T00:00:00.000Z"])
  })

  it("counts leads from the messages outside spam, by last content page and by campaign", async () => {
    await signedIn()
    const leads = await analytics().leads("2026-11-01T00:00:00.000Z", "2026-12-01T00:00:00.000Z")
    expect(leads).toEqual({
      total: 4,
      byContent: [
        { type: "post", id: "post-1", leads: 2 },
        { type: "page", id: "page-1", leads: 1 },
      ],
      byCampaign: [{ campaign: "spring", leads: 2 }],
    })
    const [req] = sent("GET", "/rest/v1/messages")
    expect(req!.query.get("select")).toBe("last_content_type,last_content_id,campaign:utm->>utm_campaign")
    expect(req!.query.get("folder")).toBe("neq.spam")
    expect(req!.query.getAll("created_at")).toEqual(["gte.2026-11-01T00:00:00.000Z", "lt.2026-12-01T00:00:00.000Z"])
  })

  it("counts the leads alone (the dashboard's card) with one request that reads no rows", async () => {
    await signedIn()
    expect(await analytics().leadCount("2026-11-01T00:00:00.000Z", "2026-12-01T00:00:00.000Z")).toBe(4)
    const [req] = sent("HEAD", "/rest/v1/messages")
    expect(req!.headers.prefer).toContain("count=exact")
    expect(req!.query.get("folder")).toBe("neq.spam")
    expect(req!.query.getAll("created_at")).toEqual(["gte.2026-11-01T00:00:00.000Z", "lt.2026-12-01T00:00:00.000Z"])
    expect(sent("GET", "/rest/v1/messages")).toEqual([])
  })

  it("clears through the owner-only function; a refusal is the app's forbidden error", async () => {
    const refused = await analytics().clear().catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(DataError)
    expect((refused as DataError).code).toBe("forbidden")
    await signedIn()
    await analytics().clear()
    expect(sent("POST", "/rest/v1/rpc/clear_analytics").at(-1)!.headers.authorization).toBe(`Bearer ${rec.ACCESS_TOKEN}`)
    // No direct delete of the tables: one transaction in the database.
    expect(stub.requests.filter((r) => r.method === "DELETE")).toEqual([])
  })

  it("a contact message carries the sender's visitor hash to the contact function", async () => {
    const input = {
      id: "3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f",
      name: "Ann",
      email: "ann@example.com",
      message: "Hello",
      folder: "inbox" as const,
      spam_reason: "",
      possible_spam: false,
      page_path: "/contact",
      referrer_origin: "",
      utm: {},
    }
    const messages = createSupabaseBackend(jar, config()).messages
    await messages.create({ ...input, visit: null, visitor: "visitor-hash" }, [])
    await messages.create({ ...input, visit: null }, [])
    expect(sent("POST", "/rest/v1/rpc/submit_contact_message").map((r) => (r.body as { p_visitor: unknown }).p_visitor)).toEqual(["visitor-hash", null])
  })
})
