import { describe, expect, it } from "vitest"

import { formTokenAge, issueFormToken } from "@/lib/server/form-token"
import { externalOrigin, sanitizeLeadContext, utmFromSearch } from "@/lib/domain/contact/lead-context"
import { readContactBody } from "@/lib/server/http/read-contact-body"
import { spamVerdict } from "@/lib/domain/contact/spam"

describe("spamVerdict", () => {
  it("the honeypot is strong (Spam), timing alone is weak (inbox, Possible spam), neither is clean", () => {
    expect(spamVerdict({ honeypot: "x", tokenAgeMs: 60_000 })).toEqual({ folder: "spam", possible_spam: false, spam_reason: "honeypot filled" })
    expect(spamVerdict({ honeypot: "", tokenAgeMs: 1_234 })).toEqual({
      folder: "inbox",
      possible_spam: true,
      spam_reason: "sent 1.2 s after the page opened",
    })
    expect(spamVerdict({ honeypot: "x", tokenAgeMs: 500 })).toEqual({
      folder: "spam",
      possible_spam: false,
      spam_reason: "honeypot filled; sent 0.5 s after the page opened",
    })
    expect(spamVerdict({ honeypot: "", tokenAgeMs: 3_000 })).toEqual({ folder: "inbox", possible_spam: false, spam_reason: "" })
  })
})

describe("form token", () => {
  const secret = "s".repeat(64)
  it("reads its age back; refuses a forged, foreign or future token", () => {
    const now = 1_800_000_000_000
    expect(formTokenAge(issueFormToken(secret, now - 4_000), secret, now)).toBe(4_000)
    expect(formTokenAge(issueFormToken("other", now - 4_000), secret, now)).toBeNull()
    expect(formTokenAge(issueFormToken(secret, now + 60_000), secret, now)).toBeNull()
    const [issued, mac] = issueFormToken(secret, now - 1_000).split(".")
    expect(formTokenAge(`${Number(issued) - 60_000}.${mac}`, secret, now)).toBeNull()
    for (const junk of [undefined, 5000, "", "abc", `${now}.zz`, "x".repeat(500)]) expect(formTokenAge(junk, secret, now)).toBeNull()
  })
})

describe("lead context", () => {
  it("keeps the five UTM values of a landing URL and an external referrer's origin only", () => {
    expect(utmFromSearch("?utm_source=google&utm_medium=cpc&gclid=1&utm_term=")).toEqual({ utm_source: "google", utm_medium: "cpc" })
    expect(externalOrigin("https://www.google.com/search?q=dentist", "https://lumora.example")).toBe("https://www.google.com")
    expect(externalOrigin("https://lumora.example/blog", "https://lumora.example")).toBe("")
    expect(externalOrigin("javascript:alert(1)", "https://lumora.example")).toBe("")
  })

  it("sanitizes what a browser sends: a path without query, an origin, known UTM keys, bounded", () => {
    expect(sanitizeLeadContext({ page: "/services/seo", referrer: "https://t.co", utm: { utm_source: "x", evil: "y" } })).toEqual({
      page_path: "/services/seo",
      referrer_origin: "https://t.co",
      utm: { utm_source: "x" },
    })
    expect(sanitizeLeadContext({ page: "/contact?email=a@b", referrer: "https://t.co/path", utm: [1] })).toEqual({
      page_path: "",
      referrer_origin: "",
      utm: {},
    })
    expect(sanitizeLeadContext({ utm: { utm_campaign: "c".repeat(500) } }).utm.utm_campaign).toHaveLength(200)
  })
})

describe("readContactBody", () => {
  const post = (body: BodyInit, type?: string) =>
    readContactBody(new Request("http://x/api/contact", { method: "POST", body, headers: type ? { "content-type": type } : {} }))

  it("reads JSON and form data (gathering utm_* fields)", async () => {
    expect(await post(JSON.stringify({ name: "A", utm: { utm_source: "g" } }), "application/json")).toEqual({
      ok: true,
      data: { name: "A", utm: { utm_source: "g" } },
    })
    expect(await post(new URLSearchParams({ name: "A", utm_source: "g" }).toString(), "application/x-www-form-urlencoded")).toEqual({
      ok: true,
      data: { name: "A", utm_source: "g", utm: { utm_source: "g" } },
    })
    const form = new FormData()
    form.set("name", "B")
    const multipart = new Request("http://x/api/contact", { method: "POST", body: form })
    expect(await readContactBody(multipart)).toMatchObject({ ok: true, data: { name: "B" } })
  })

  it("refuses other types (415), unreadable bodies (400) and bodies over the limit (413)", async () => {
    expect(await post("name=x", "text/plain")).toMatchObject({ ok: false, status: 415 })
    expect(await post("name=x")).toMatchObject({ ok: false, status: 415 })
    expect(await post("{oops", "application/json")).toMatchObject({ ok: false, status: 400 })
    expect(await post("[1,2]", "application/json")).toMatchObject({ ok: false, status: 400 })
    expect(await post(new Uint8Array([0xff, 0xfe, 0x7b]), "application/json")).toMatchObject({ ok: false, status: 400 })
    expect(await post("x".repeat(70_000), "application/json")).toMatchObject({ ok: false, status: 413 })
    expect(await post("--b\r\nbroken", "multipart/form-data; boundary=zz")).toMatchObject({ ok: false, status: 400 })
  })
})
