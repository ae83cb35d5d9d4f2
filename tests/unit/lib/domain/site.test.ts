import { describe, expect, it } from "vitest"

import { absoluteUrl, SERVICES, SITE } from "@/lib/domain/site"
import { DEFAULT_SITE_CHROME } from "@/lib/domain/site-content"

describe("site configuration", () => {
  it("carries the spec's tagline", () => {
    expect(SITE.tagline).toBe("Strategic Execution Meets Aesthetic Intelligence")
    expect(DEFAULT_SITE_CHROME.settings.tagline).toBe("Strategic Execution Meets Aesthetic Intelligence")
  })

  it("lists six services and five footer service links without analytics", () => {
    expect(SERVICES).toHaveLength(6)
    const footerServices = DEFAULT_SITE_CHROME.footer.columns.find((c) => c.heading === "Services")!
    expect(footerServices.links.map((l) => l.label)).toEqual([
      "Social Media Management",
      "Web Development",
      "Content Creation",
      "Email Marketing",
      "SEO Strategy",
    ])
    expect(footerServices.links.map((l) => l.href)).not.toContain("/services/analytics")
  })

  it("builds absolute URLs on the base URL without doubled slashes", () => {
    expect(absoluteUrl("/blog")).toBe(`${SITE.url}/blog`)
    expect(absoluteUrl("blog")).toBe(`${SITE.url}/blog`)
    expect(SITE.url.endsWith("/")).toBe(false)
  })
})
