import { describe, expect, it } from "vitest"

import { leadSource, protectedLeadLine } from "@/lib/domain/leads/notification-modes"

describe("the protected e-mail's line", () => {
  it("names the landing path and the campaign, and the lead's admin address", () => {
    const source = leadSource({ page_path: "/contact", utm: { utm_campaign: "spring-implants" }, visit: { landing_path: "/lp/dental-implants" } })
    expect(protectedLeadLine(source, "https://www.example.com/admin/leads/1")).toBe(
      "New lead from /lp/dental-implants (campaign spring-implants) — open it in the admin: https://www.example.com/admin/leads/1",
    )
  })

  it("omits the campaign's parenthesis when there is none, and falls back to the form's page without a journey", () => {
    const source = leadSource({ page_path: "/contact", utm: {}, visit: null })
    expect(protectedLeadLine(source, "https://www.example.com/admin/leads/1")).toBe("New lead from /contact — open it in the admin: https://www.example.com/admin/leads/1")
  })
})
