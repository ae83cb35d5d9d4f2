import { describe, expect, it } from "vitest"

import { readJsonLimited } from "@/lib/server/http/read-json"

const post = (body: string, headers: Record<string, string> = {}) => new Request("http://x/api/preview", { method: "POST", body, headers })

describe("readJsonLimited", () => {
  it("parses a body within the limit", async () => {
    expect(await readJsonLimited(post('{"kind":"site_page"}'), 100)).toEqual({ ok: true, value: { kind: "site_page" } })
  })

  it("refuses a larger body, by its declared length or while reading, without parsing it", async () => {
    expect(await readJsonLimited(post("x".repeat(50), { "content-length": "5000" }), 100)).toEqual({ ok: false, reason: "too_large" })
    expect(await readJsonLimited(post(`{"a":"${"x".repeat(200)}"}`), 100)).toEqual({ ok: false, reason: "too_large" })
  })

  it("calls anything but JSON malformed", async () => {
    expect(await readJsonLimited(post("{not json"), 100)).toEqual({ ok: false, reason: "malformed" })
  })
})
