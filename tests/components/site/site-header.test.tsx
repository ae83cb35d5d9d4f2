import { describe, expect, it, vi } from "vitest"
import { fireEvent, render, screen, within } from "@testing-library/react"

import { DEFAULT_NAVIGATION, type NavigationContent } from "@/lib/domain/site-content"

vi.mock("next/navigation", () => ({ usePathname: () => "/" }))

const { SiteHeader, desktopNavItems } = await import("@/components/site/site-header")

describe("desktopNavItems", () => {
  it("keeps what the desktop menu draws: a menu its label and panel, a link its label and address", () => {
    const items = desktopNavItems(DEFAULT_NAVIGATION.items)
    expect(items.map((item) => item.label)).toEqual(["Services", "Resources", "Work", "Blog", "Contact"])
    expect(items[0]).toEqual({ label: "Services", panel: DEFAULT_NAVIGATION.items[0]!.items })
    expect(items[2]).toEqual({ label: "Work", href: "/work" })
    // Nothing the other kind ignores travels in the page's payload.
    expect(Object.keys(items[0]!).sort()).toEqual(["label", "panel"])
    expect(Object.keys(items[2]!).sort()).toEqual(["href", "label"])
  })

  it("leaves out an empty icon", () => {
    const [menu] = desktopNavItems([
      { kind: "menu", label: "Help", href: "", items: [{ title: "FAQ", description: "Answers", href: "/faq", icon: null }] },
    ])
    expect(menu).toEqual({ label: "Help", panel: [{ title: "FAQ", description: "Answers", href: "/faq" }] })
  })
})

describe("SiteHeader", () => {
  it("draws the logo, the desktop menu and the mobile menu from the navigation document it is given", () => {
    const navigation: NavigationContent = {
      items: [
        { kind: "menu", label: "Offers", href: "", items: [{ title: "Audits", description: "A check-up", href: "/audits", icon: "search" }] },
        { kind: "link", label: "Pricing", href: "/pricing", items: [] },
      ],
      mobile: [{ label: "Careers", href: "/careers" }],
      cta: { label: "Get a Quote", href: "/quote" },
    }
    render(<SiteHeader navigation={navigation} siteName="Example Clinic Co" />)
    const header = screen.getByTestId("site-header")
    expect(within(header).getByRole("img", { name: "Example Clinic Co" })).toBeTruthy()

    const main = within(header).getByRole("navigation", { name: "Main" })
    expect(within(main).getByRole("link", { name: "Pricing" }).getAttribute("href")).toBe("/pricing")
    expect(within(main).getByRole("link", { name: "Get a Quote" }).getAttribute("href")).toBe("/quote")
    const trigger = screen.getByTestId("offers-trigger")
    expect(trigger.textContent).toBe("Offers")
    fireEvent.click(trigger)
    const panel = screen.getByTestId("offers-panel")
    expect(within(panel).getByRole("link", { name: /Audits/ }).getAttribute("href")).toBe("/audits")
    expect(panel.textContent).toContain("A check-up")

    fireEvent.click(screen.getByTestId("mobile-menu-toggle"))
    const mobile = within(header).getByRole("navigation", { name: "Mobile" })
    expect(within(mobile).getAllByRole("link").map((link) => link.textContent)).toEqual(["Careers", "Get a Quote"])
  })
})
