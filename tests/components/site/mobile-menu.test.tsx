import { describe, expect, it, vi } from "vitest"
import { fireEvent, render, screen } from "@testing-library/react"

let pathname = "/"
vi.mock("next/navigation", () => ({ usePathname: () => pathname }))

const { MobileMenu } = await import("@/components/site/mobile-menu")

describe("MobileMenu", () => {
  it("opens with the toggle and lists the spec's entries", () => {
    render(<MobileMenu ctaClassName="cta" />)
    const toggle = screen.getByTestId("mobile-menu-toggle")
    expect(toggle.getAttribute("aria-expanded")).toBe("false")
    fireEvent.click(toggle)
    expect(toggle.getAttribute("aria-expanded")).toBe("true")
    for (const name of ["Services", "Work", "Blog", "Resources", "Contact", "Book a Call"]) {
      expect(screen.getByRole("link", { name })).toBeTruthy()
    }
  })

  it("closes on an outside pointer down and on a route change", () => {
    const { rerender } = render(
      <div>
        <MobileMenu ctaClassName="cta" />
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
        <MobileMenu ctaClassName="cta" />
        <p>outside</p>
      </div>,
    )
    expect(toggle.getAttribute("aria-expanded")).toBe("false")
  })
})
