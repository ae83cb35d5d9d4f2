import { describe, expect, it } from "vitest"

import { redirectKey, redirectLocation } from "@/lib/server/redirects/table-state"

describe("redirect location", () => {
  it("keeps the request's query string and stays relative for site paths", () => {
    expect(redirectLocation("/blog/new", "?utm_source=mail")).toBe("/blog/new?utm_source=mail")
    expect(redirectLocation("/services?tab=1", "?ref=old")).toBe("/services?tab=1&ref=old")
    expect(redirectLocation("/contact", "")).toBe("/contact")
    expect(redirectLocation("https://example.com/x?a=1", "?b=2")).toBe("https://example.com/x?a=1&b=2")
  })

  it("treats a trailing slash as the same source", () => {
    expect(redirectKey("/old/")).toBe("/old")
    expect(redirectKey("/")).toBe("/")
  })
})
