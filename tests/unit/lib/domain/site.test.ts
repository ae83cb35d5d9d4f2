import { describe, expect, it } from "vitest"

import { absoluteUrl, footerServiceLinks, SERVICES, SITE } from "@/lib/domain/site"

describe("site configuration", () => {
  it("carries the spec's tagline", () => {
    expect(SITE.tagline).toBe("Strategic Execution Meets Aesthetic Intelligence")
  })

  it("lists six services and five footer service links without analytics", () => {
    expect(SERVICES).toHaveLength(6)
    expect(footerServiceLinks()).toHaveLength(5)
    expect(footerServiceLinks().map((l) => l.href)).not.toContain("/services/analytics")
  })

  it("builds absolute URLs on the base URL without doubled slashes", () => {
    expect(absoluteUrl("/blog")).toBe(`${SITE.url}/blog`)
    expect(absoluteUrl("blog")).toBe(`${SITE.url}/blog`)
    expect(SITE.url.endsWith("/")).toBe(false)
  })
})
