import { render, screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { JOURNEY } from "@/lib/copy/analytics"
import { LeadJourney } from "@/components/admin/lead-journey"

describe("LeadJourney", () => {
  it("shows the landing page, first and last content read (linked), views, referrer and campaign", () => {
    render(
      <LeadJourney
        visit={{
          landing_path: "/services",
          first_content: { type: "post", id: "p1", path: "/blog/hipaa-email" },
          last_content: { type: "page", id: "g1", path: "/about-us" },
          views: 4,
        }}
        referrerOrigin="https://www.google.com"
        utmCampaign="spring"
        titles={new Map([["post:p1", "HIPAA-safe email"]])}
      />,
    )
    const section = screen.getByRole("region", { name: JOURNEY.title })
    const value = (label: string) => within(section).getByText(label).nextElementSibling!
    expect(within(value(JOURNEY.landing) as HTMLElement).getByRole("link", { name: "/services" }).getAttribute("href")).toBe("/services")
    expect(within(value(JOURNEY.firstContent) as HTMLElement).getByRole("link", { name: "HIPAA-safe email" }).getAttribute("href")).toBe("/blog/hipaa-email")
    expect(within(value(JOURNEY.lastContent) as HTMLElement).getByRole("link", { name: "/about-us" }).getAttribute("href")).toBe("/about-us")
    expect(value(JOURNEY.views).textContent).toBe("4")
    expect(value(JOURNEY.referrer).textContent).toBe("https://www.google.com")
    expect(value(JOURNEY.campaign).textContent).toBe("spring")
    expect(screen.queryByText(JOURNEY.noVisit)).toBeNull()
  })

  it("says when no visit was counted, and still shows the referrer and campaign", () => {
    render(<LeadJourney visit={null} referrerOrigin="" utmCampaign="" />)
    expect(screen.getByText(JOURNEY.noVisit)).toBeTruthy()
    expect(screen.queryByText(JOURNEY.landing)).toBeNull()
    expect(screen.getByText(JOURNEY.referrer).nextElementSibling!.textContent).toBe(JOURNEY.direct)
    expect(screen.getByText(JOURNEY.campaign).nextElementSibling!.textContent).toBe(JOURNEY.none)
  })

  it("says None when the visit read no post or page", () => {
    render(<LeadJourney visit={{ landing_path: "/", first_content: null, last_content: null, views: 1 }} referrerOrigin="" utmCampaign="" />)
    expect(screen.getByText(JOURNEY.firstContent).nextElementSibling!.textContent).toBe(JOURNEY.none)
  })
})
