import { describe, expect, it } from "vitest"

import { checkRequest, mayBeDecodedAsAction, refusalPage } from "@/server/request-guard.mjs"

const page = (url: string) => checkRequest({ method: "GET", url, headers: {} }, { trustForwardedHost: false })
const action = (headers: Record<string, string>) =>
  checkRequest({ method: "POST", url: "/contact", headers: { "next-action": "abc", host: "example.com", ...headers } }, { trustForwardedHost: false })

describe("checkRequest", () => {
  it("refuses paths that are not valid percent-encoding with 400", () => {
    expect(page("/%")?.status).toBe(400)
    expect(page("/blog/%E0%A4%A")?.status).toBe(400)
    expect(page("/blog/%zz?x=1")?.status).toBe(400)
    expect(page("/blog/category/%25")).toBeNull()
    expect(page("/blog?q=%")).toBeNull() // the query string is the page's to read
    expect(page("/")).toBeNull()
  })

  it("refuses cross-origin, odd-typed and oversized server-action requests", () => {
    const ok = { origin: "http://example.com", "content-type": "text/plain;charset=UTF-8", "content-length": "20" }
    expect(action(ok)).toBeNull()
    expect(action({ ...ok, "content-type": "multipart/form-data; boundary=x" })).toBeNull()
    expect(action({ ...ok, origin: "http://evil.test" })?.status).toBe(403)
    expect(action({ ...ok, origin: "null" })?.status).toBe(403)
    expect(action({ ...ok, "content-type": "application/json" })?.status).toBe(415)
    expect(action({ ...ok, "content-type": "" })?.status).toBe(415)
    expect(action({ ...ok, "content-length": String(1024 * 1024 + 1) })?.status).toBe(413)
    expect(action({ ...ok, "content-length": "12abc" })?.status).toBe(413)
  })

  it("trusts X-Forwarded-Host for the origin check only behind trusted proxies", () => {
    const headers = { "next-action": "a", host: "internal:3000", "x-forwarded-host": "example.com", origin: "https://example.com", "content-type": "text/plain" }
    expect(checkRequest({ method: "POST", url: "/", headers }, { trustForwardedHost: true })).toBeNull()
    expect(checkRequest({ method: "POST", url: "/", headers }, { trustForwardedHost: false })?.status).toBe(403)
  })

  it("renders a refusal page that echoes nothing from the request", () => {
    const html = refusalPage({ title: "Bad request", detail: "The address of this request could not be read." })
    expect(html).toContain("<h1>Bad request</h1>")
    expect(html).not.toContain("<script")
  })
})

describe("mayBeDecodedAsAction", () => {
  it("covers action calls and form posts to pages, not route handlers or reads", () => {
    expect(mayBeDecodedAsAction({ method: "POST", url: "/contact", headers: { "next-action": "x" } })).toBe(true)
    expect(mayBeDecodedAsAction({ method: "POST", url: "/admin/login", headers: { "content-type": "multipart/form-data; boundary=a" } })).toBe(true)
    expect(mayBeDecodedAsAction({ method: "POST", url: "/", headers: { "content-type": "application/x-www-form-urlencoded" } })).toBe(true)
    expect(mayBeDecodedAsAction({ method: "POST", url: "/api/admin/media", headers: { "content-type": "multipart/form-data" } })).toBe(false)
    expect(mayBeDecodedAsAction({ method: "POST", url: "/", headers: { "content-type": "application/json" } })).toBe(false)
    expect(mayBeDecodedAsAction({ method: "GET", url: "/", headers: { "next-action": "x" } })).toBe(false)
  })
})
