import { beforeEach, describe, expect, it, vi } from "vitest"

import { DataError } from "@/lib/domain/errors"
import type { AnalyticsReport } from "@/lib/domain/analytics/types"

const mocks = vi.hoisted(() => ({
  requireContentAccess: vi.fn(),
  getAnalyticsReport: vi.fn(),
  contentDirectory: vi.fn(),
}))
vi.mock("@/lib/data/auth", () => ({ requireContentAccess: mocks.requireContentAccess }))
vi.mock("@/lib/data/analytics-report", () => ({ getAnalyticsReport: mocks.getAnalyticsReport }))
vi.mock("@/lib/site/analytics/view-paths", () => ({ contentDirectory: mocks.contentDirectory }))

const { GET } = await import("@/app/(admin)/admin/(panel)/analytics/export/route")

const report: AnalyticsReport & { preset: string } = {
  preset: "7",
  range: { from: "2025-03-01", to: "2025-03-07" },
  granularity: "day",
  totals: { visitors: 40, views: 120, leads: 5 },
  series: [],
  topPages: [{ value: "/blog/hipaa-email", views: 70, visitors: 25 }],
  topPosts: [],
  content: [{ type: "post", id: "p1", path: "", title: "", views: 70, visitors: 25, leads: 3, leadRate: 0.12 }],
  referrers: [{ value: "", views: 80, visitors: 30 }],
  sources: [],
  campaigns: [{ campaign: "=spring", visitors: 12, views: 30, leads: 2 }],
  devices: [],
}

/** The body as sent, byte-order mark included (Response.text() drops it). */
const body = async (res: Response) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer())
const get = (query: string, headers: Record<string, string> = {}) => GET(new Request(`http://localhost/admin/analytics/export?${query}`, { headers }))

beforeEach(() => {
  vi.clearAllMocks()
  mocks.requireContentAccess.mockResolvedValue({ id: "u1", email: "editor@example.com", role: "editor" })
  mocks.getAnalyticsReport.mockResolvedValue(report)
  mocks.contentDirectory.mockResolvedValue(new Map([["post:p1", { path: "/blog/hipaa-email", title: "HIPAA-safe email" }]]))
})

describe("GET /admin/analytics/export", () => {
  it("returns one table of the range as CSV: header, rows, a file name with the range", async () => {
    const res = await get("table=pages&range=7")
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8")
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="analytics-pages-2025-03-01-to-2025-03-07.csv"')
    expect(await body(res)).toBe("\uFEFFPage,Visitors,Views\r\n/blog/hipaa-email,25,70\r\n")
    expect(mocks.getAnalyticsReport).toHaveBeenCalledWith({ range: "7" })
  })

  it("names posts from the directory, passes a custom range on, and defuses formula-like cells", async () => {
    const content = await body(await get("table=content&range=custom&from=2025-03-01&to=2025-03-07"))
    expect(content).toBe("\uFEFFTitle,Path,Type,Views,Visitors,Leads,Lead rate (%)\r\nHIPAA-safe email,/blog/hipaa-email,Post,70,25,3,12\r\n")
    expect(mocks.getAnalyticsReport).toHaveBeenCalledWith({ range: "custom", from: "2025-03-01", to: "2025-03-07" })
    expect(await body(await get("table=campaigns&range=7"))).toBe("\uFEFFCampaign,Visitors,Views,Leads\r\n'=spring,12,30,2\r\n")
    expect(await (await get("table=referrers&range=7")).text()).toContain("Direct / none,30,80")
  })

  it("answers 400 for an unknown table or a refused range", async () => {
    expect((await get("table=visitors&range=7")).status).toBe(400)
    expect(mocks.getAnalyticsReport).not.toHaveBeenCalled()
    mocks.getAnalyticsReport.mockRejectedValueOnce(new DataError("validation", "The start date must be on or before the end date"))
    const res = await get("table=pages&range=custom&from=2025-03-09&to=2025-03-01")
    expect(res.status).toBe(400)
    expect(await res.text()).toBe("The start date must be on or before the end date")
  })

  it("answers 401 without a session and 403 across sites, before reading the table", async () => {
    mocks.requireContentAccess.mockRejectedValueOnce(new DataError("unauthorized", "Sign in"))
    expect((await get("table=nonsense")).status).toBe(401)
    expect((await get("table=pages&range=7", { "sec-fetch-site": "cross-site" })).status).toBe(403)
    expect(mocks.getAnalyticsReport).not.toHaveBeenCalled()
  })
})
