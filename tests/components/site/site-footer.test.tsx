import { describe, expect, it } from "vitest"
import { render, screen, within } from "@testing-library/react"

import { DEFAULT_SITE_CHROME, type SiteChrome } from "@/lib/domain/site-content"
import { SiteFooter } from "@/components/site/site-footer"

const { footer, contact, settings } = DEFAULT_SITE_CHROME

describe("SiteFooter", () => {
  it("draws today's footer from the default documents", () => {
    render(<SiteFooter year={2026} footer={footer} contact={contact} siteName={settings.name} />)
    const root = screen.getByTestId("site-footer")
    const services = within(root).getByRole("navigation", { name: "Services" })
    expect(within(services).getAllByRole("link").map((l) => l.textContent)).toEqual([
      "Social Media Management",
      "Web Development",
      "Content Creation",
      "Email Marketing",
      "SEO Strategy",
    ])
    const company = within(root).getByRole("navigation", { name: "Company" })
    expect(within(company).getAllByRole("link").map((l) => l.textContent)).toEqual([
      "Our Services",
      "Our Work",
      "Blog",
      "Resources",
      "Contact",
      "Privacy Policy",
      "Terms of Service",
    ])
    expect(within(root).getByRole("link", { name: "Follow us on Instagram" }).getAttribute("href")).toBe("https://www.instagram.com/lumorahealth")
    expect(within(root).getByRole("link", { name: /hello@lumorahealth\.com/ }).getAttribute("href")).toBe("mailto:hello@lumorahealth.com")
    expect(within(root).getByRole("link", { name: /\+1 \(512\) 555-0148/ }).getAttribute("href")).toBe("tel:+15125550148")
    expect(root.textContent).toContain("1100 Congress Avenue, Suite 410, Austin, TX 78701")
    expect(root.textContent).toContain("Strategic Execution Meets Aesthetic Intelligence. Digital marketing for healthcare and wellness brands.")
    expect(root.textContent).toContain("© 2026 Lumora Health. All rights reserved.")
    expect(within(root).getByRole("img", { name: "Lumora Health" })).toBeTruthy()
  })

  it("draws changed documents: columns, texts, contact details and the site's name", () => {
    const changed: SiteChrome = {
      ...DEFAULT_SITE_CHROME,
      footer: {
        tagline: "Growth for clinics.",
        instagramLabel: "Instagram",
        columns: [{ heading: "Explore", links: [{ label: "Pricing", href: "/pricing" }] }],
        contactHeading: "Reach us",
        copyright: "Copyright {year}, {siteName}",
      },
      contact: {
        ...DEFAULT_SITE_CHROME.contact,
        email: "team@example.com",
        phone: "+44 20 7946 0000",
        address: "1 Example Street, London",
        hours: "",
        instagramUrl: "https://www.instagram.com/example",
        socials: [{ label: "LinkedIn", href: "https://www.linkedin.com/company/example", icon: "linkedin" }],
      },
    }
    render(<SiteFooter year={2031} footer={changed.footer} contact={changed.contact} siteName="Example Clinic Co" />)
    const root = screen.getByTestId("site-footer")
    expect(within(root).queryByRole("navigation", { name: "Services" })).toBeNull()
    const explore = within(root).getByRole("navigation", { name: "Explore" })
    expect(within(explore).getByRole("link", { name: "Pricing" }).getAttribute("href")).toBe("/pricing")
    expect(within(root).getByRole("heading", { name: "Reach us" })).toBeTruthy()
    expect(within(root).getByRole("link", { name: "Instagram" }).getAttribute("href")).toBe("https://www.instagram.com/example")
    expect(within(root).getByRole("link", { name: "LinkedIn" }).getAttribute("href")).toBe("https://www.linkedin.com/company/example")
    expect(within(root).getByRole("link", { name: /team@example\.com/ }).getAttribute("href")).toBe("mailto:team@example.com")
    expect(within(root).getByRole("link", { name: /\+44 20 7946 0000/ }).getAttribute("href")).toBe("tel:+442079460000")
    expect(root.textContent).toContain("1 Example Street, London")
    expect(root.textContent).toContain("Growth for clinics.")
    expect(root.textContent).toContain("Copyright 2031, Example Clinic Co")
    expect(within(root).getByRole("img", { name: "Example Clinic Co" })).toBeTruthy()
    expect(root.textContent).not.toContain("lumorahealth")
    expect(root.textContent).not.toContain("Lumora")
  })
})
