import { describe, expect, it, vi } from "vitest"
import { fireEvent, render, screen } from "@testing-library/react"

import { DEFAULT_NAVIGATION } from "@/lib/domain/site-content"

let pathname = "/"
vi.mock("next/navigation", () => ({ usePathname: () => pathname }))

const { MobileMenu } = await import("@/components/site/mobile-menu")

const props = { links: DEFAULT_NAVIGATION.mobile, cta: DEFAULT_NAVIGATION.cta, ctaClassName: "cta" }

describe("MobileMenu", () => {
  it("opens with the toggle and lists the spec's entries", () => {
    render(<MobileMenu {...props} />)
    const toggle = screen.getByTestId("mobile-menu-toggle")
    expect(toggle.getAttribute("aria-expanded")).toBe("false")
    fireEvent.click(toggle)
    expect(toggle.getAttribute("aria-expanded")).toBe("true")
    const names = screen.getAllByRole("link").map((link) => link.textContent)
    expect(names).toEqual(["Services", "Work", "Blog", "Resources", "Contact", "Book a Call"])
    expect(screen.getByRole("link", { name: "Work" }).getAttribute("href")).toBe("/work")
    expect(screen.getByRole("link", { name: "Contact" }).getAttribute("href")).toBe("/contact")
  })

  it("draws the links and the button it is given", () => {
    pathname = "/pricing"
    render(
      <MobileMenu
        links={[
          { label: "Pricing", href: "/pricing" },
          { label: "Careers", href: "/careers" },
        ]}
        cta={{ label: "Get a Quote", href: "/contact" }}
        ctaClassName="cta"
      />,
    )
    fireEvent.click(screen.getByTestId("mobile-menu-toggle"))
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Pricing", "Careers", "Get a Quote"])
    expect(screen.getByRole("link", { name: "Pricing" }).getAttribute("aria-current")).toBe("page")
    expect(screen.getByRole("link", { name: "Careers" }).getAttribute("href")).toBe("/careers")
    expect(screen.queryByRole("link", { name: "Book a Call" })).toBeNull()
    pathname = "/"
  })

  it("shows no button when the call-to-action is empty", () => {
    render(<MobileMenu links={[{ label: "Work", href: "/work" }]} cta={{ label: "", href: "" }} ctaClassName="cta" />)
    fireEvent.click(screen.getByTestId("mobile-menu-toggle"))
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Work"])
  })

  it("closes on an outside pointer down and on a route change", () => {
    const { rerender } = render(
      <div>
        <MobileMenu {...props} />
        <p>outside</p>
      </div>,
    )
    const toggle = screen.getByTestId("mobile-menu-toggle")
    fireEvent.click(toggle)
    fireEvent.pointerDown(screen.getByText("outside"))
    expect(toggle.getAttribute("aria-expanded")).toBe("false")

    fireEvent.click(toggle)
    expect(toggle.getAttribute("aria-expanded")).toBe("true")
    pathname = "/blog"
    rerender(
      <div>
        <MobileMenu {...props} />
        <p>outside</p>
      </div>,
    )
    expect(toggle.getAttribute("aria-expanded")).toBe("false")
  })
})
