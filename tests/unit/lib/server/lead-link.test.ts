import { describe, expect, it } from "vitest"

import { checkLeadLink, LEAD_LINK_TTL_MS, leadLinkPath, readLeadLink, signLeadLink } from "@/lib/server/lead-link"

const SECRET = "a".repeat(64)
const LEAD = "4b3c2d1e-0000-4000-8000-000000000001"
const T0 = Date.parse("2026-12-02T10:00:00.000Z")

/** The link as a request brings it back: the path's id and query. */
const roundTrip = (path: string) => {
  const url = new URL(path, "https://site.example")
  return readLeadLink(decodeURIComponent(url.pathname.split("/").pop()!), url.searchParams)
}

describe("signed lead-data links", () => {
  it("opens until its expiry, then is expired (410), never before", () => {
    const link = roundTrip(leadLinkPath(signLeadLink(SECRET, LEAD, T0)))!
    expect(link).toMatchObject({ lead: LEAD, expires: T0 + LEAD_LINK_TTL_MS })
    expect(checkLeadLink(SECRET, link, T0)).toEqual({ ok: true })
    expect(checkLeadLink(SECRET, link, T0 + LEAD_LINK_TTL_MS - 1)).toEqual({ ok: true })
    expect(checkLeadLink(SECRET, link, T0 + LEAD_LINK_TTL_MS)).toEqual({ ok: false, reason: "expired" })
  })

  it("refuses a forged or altered link (403) before looking at its expiry", () => {
    const link = signLeadLink(SECRET, LEAD, T0)
    expect(checkLeadLink("b".repeat(64), link, T0)).toEqual({ ok: false, reason: "invalid" })
    expect(checkLeadLink(SECRET, { ...link, expires: link.expires + 1 }, T0)).toEqual({ ok: false, reason: "invalid" })
    expect(checkLeadLink(SECRET, { ...link, lead: LEAD.replace(/1$/, "2") }, T0)).toEqual({ ok: false, reason: "invalid" })
    // A forged link with an expiry long past is still "forged", not "expired".
    expect(checkLeadLink(SECRET, { ...link, expires: 1 }, T0)).toEqual({ ok: false, reason: "invalid" })
  })

  it("reads nothing from malformed input (400)", () => {
    const q = (s: string) => new URLSearchParams(s)
    const sig = "0".repeat(64)
    expect(readLeadLink("not-a-uuid", q(`e=1&s=${sig}`))).toBeNull()
    expect(readLeadLink(LEAD, q(`e=soon&s=${sig}`))).toBeNull()
    expect(readLeadLink(LEAD, q("e=1&s=xyz"))).toBeNull()
    expect(readLeadLink(LEAD, q(""))).toBeNull()
    expect(readLeadLink(LEAD, q(`e=1&s=${sig}`))).toEqual({ lead: LEAD, expires: 1, signature: sig })
  })
})
