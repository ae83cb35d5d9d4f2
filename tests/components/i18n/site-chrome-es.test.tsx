import { describe, expect, it, vi } from "vitest"
import { fireEvent, render, screen, within } from "@testing-library/react"

import { DEFAULT_SITE_CHROME } from "@/lib/domain/site-content"
import { EN } from "@/lib/copy/public/en"
import { ES } from "@/lib/copy/public/es"

vi.mock("next/navigation", () => ({ usePathname: () => "/" }))

const { SiteHeader } = await import("@/components/site/site-header")
const { SiteFooter } = await import("@/components/site/site-footer")
const { SkipLink } = await import("@/components/site/skip-link")
const { NotFoundView } = await import("@/components/site/not-found-view")

const { navigation, footer, contact, settings } = DEFAULT_SITE_CHROME

describe("the header in each language", () => {
  it("keeps its English names when no words are passed", () => {
    render(<SiteHeader navigation={navigation} siteName={settings.name} />)
    const header = screen.getByTestId("site-header")
    expect(within(header).getByRole("navigation", { name: "Main" })).toBeTruthy()
    const toggle = within(header).getByRole("button", { name: "Open menu" })
    fireEvent.click(toggle)
    expect(within(header).getByRole("button", { name: "Close menu" })).toBeTruthy()
    expect(within(header).getByRole("navigation", { name: "Mobile" })).toBeTruthy()
    expect(within(header).getByRole("img", { name: settings.name }).closest("a")?.getAttribute("href")).toBe("/")
  })

  it("names its menus in Spanish and links its logo to the Spanish home", () => {
    render(<SiteHeader navigation={navigation} siteName={settings.name} homeHref="/es" text={ES.shell} />)
    const header = screen.getByTestId("site-header")
    expect(within(header).getByRole("navigation", { name: "Principal" })).toBeTruthy()
    fireEvent.click(within(header).getByRole("button", { name: "Abrir menú" }))
    expect(within(header).getByRole("button", { name: "Cerrar menú" })).toBeTruthy()
    expect(within(header).getByRole("navigation", { name: "Menú móvil" })).toBeTruthy()
    expect(within(header).getByRole("img", { name: settings.name }).closest("a")?.getAttribute("href")).toBe("/es")
  })
})

describe("the footer and skip link in each language", () => {
  it("draws the English scroll-to-top button by default", () => {
    render(<SiteFooter year={2026} footer={footer} contact={contact} siteName={settings.name} />)
    expect(screen.getByRole("button", { name: "Scroll to top" })).toBeTruthy()
  })

  it("draws the Spanish scroll-to-top button and home link when given", () => {
    render(<SiteFooter year={2026} footer={footer} contact={contact} siteName={settings.name} homeHref="/es" scrollToTopLabel={ES.shell.scrollToTop} />)
    expect(screen.getByRole("button", { name: "Volver arriba" })).toBeTruthy()
    expect(screen.getByRole("img", { name: settings.name }).closest("a")?.getAttribute("href")).toBe("/es")
  })

  it("writes the skip link in the page's language", () => {
    const { unmount } = render(<SkipLink label={EN.site.skipLink} />)
    expect(screen.getByRole("link", { name: "Skip to main content" }).getAttribute("href")).toBe("#main-content")
    unmount()
    render(<SkipLink label={ES.site.skipLink} />)
    expect(screen.getByRole("link", { name: "Saltar al contenido principal" })).toBeTruthy()
  })
})

describe("the 404 in each language", () => {
  it("keeps its English words and home link", () => {
    render(<NotFoundView text={EN.site.notFound} code="404" backHref="/" linkClassName="" titleClassName="" />)
    expect(screen.getByRole("heading", { name: "Oops! Page not found" })).toBeTruthy()
    expect(screen.getByText("The page you are looking for has moved or never existed.")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/")
  })

  it("speaks Spanish, its link to the Spanish home", () => {
    render(<NotFoundView text={ES.site.notFound} code="404" backHref="/es" linkClassName="" titleClassName="" />)
    expect(screen.getByRole("heading", { name: "¡Uy! No encontramos esta página" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "Volver al inicio" }).getAttribute("href")).toBe("/es")
  })
})
