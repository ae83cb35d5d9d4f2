import { render, screen, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { CONTENT_TYPES } from "@/lib/domain/content"
import { adminNavigation, settingsCards } from "@/lib/domain/content/admin"
import { AdminNav } from "@/components/admin/admin-nav"

vi.mock("next/navigation", () => ({ usePathname: () => "/admin/case-studies/abc" }))

const TODAY = [
  ["Dashboard", "/admin"],
  ["Analytics", "/admin/analytics"],
  ["Manage Posts", "/admin/posts"],
  ["Manage Pages", "/admin/pages"],
  ["Site Pages", "/admin/site-pages"],
  ["Case Studies", "/admin/case-studies"],
  ["Resources", "/admin/resources"],
  ["Events", "/admin/events"],
  ["Medical Review", "/admin/reviews"],
  ["Menus & Site Settings", "/admin/settings"],
  ["Media Library", "/admin/media"],
  ["Messages", "/admin/messages"],
  ["Leads", "/admin/leads"],
  ["Privacy", "/admin/privacy"],
  ["Redirects", "/admin/redirects"],
  ["People", "/admin/people"],
  ["SEO Settings", "/admin/seo-settings"],
  ["Activity", "/admin/activity"],
  ["Team", "/admin/team"],
  ["Account", "/admin/account"],
]

function links() {
  return within(screen.getByRole("navigation", { name: "Admin navigation" })).getAllByRole("link")
}

describe("the admin navigation, from the content declarations", () => {
  it("lists the content types' entries among the fixed ones, in order, each at its address", () => {
    render(<AdminNav items={adminNavigation()} orientation="vertical" />)
    expect(links().map((a) => [a.textContent, a.getAttribute("href")])).toEqual(TODAY)
  })

  it("marks the entry of the current screen and leaves out the entries the role does not open", () => {
    render(<AdminNav items={adminNavigation()} orientation="vertical" hidden={["/admin/team", "/admin/seo-settings"]} />)
    const names = links().map((a) => a.textContent)
    expect(names).not.toContain("Team")
    expect(names).not.toContain("SEO Settings")
    expect(names).toHaveLength(18)
    expect(screen.getByRole("link", { name: "Case Studies" }).getAttribute("aria-current")).toBe("page")
    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBeNull()
  })

  it("shows a newly declared type at its order, with an icon, and no type without an entry", () => {
    // Events is declared today (after Resources); a type declared next, say podcasts, takes its place after it.
    const podcasts = { ...CONTENT_TYPES.case_study, adminPath: "/admin/podcasts", admin: { nav: { label: "Podcasts", order: 77, group: "content" as const } } }
    render(<AdminNav items={adminNavigation({ ...CONTENT_TYPES, podcasts })} orientation="horizontal" />)
    const all = links()
    const names = all.map((a) => a.textContent)
    expect(names.slice(5, 10)).toEqual(["Case Studies", "Resources", "Events", "Podcasts", "Medical Review"])
    expect(all[8]!.getAttribute("href")).toBe("/admin/podcasts")
    expect(all[8]!.querySelector("svg")).not.toBeNull()
    // Singletons have a card, not an entry.
    expect(names).not.toContain("Navigation")
    expect(names).toHaveLength(21)
  })

  it("shows the unread count after Messages", () => {
    render(<AdminNav items={adminNavigation()} orientation="vertical" unreadMessages={3} />)
    expect(screen.getByRole("link", { name: /Messages/ }).textContent).toBe("Messagesunread: 3")
  })
})

describe("the cards of Menus & Site Settings, from the singletons' declarations", () => {
  it("are the four singletons, each with its title, description and address", () => {
    expect(settingsCards()).toEqual([
      { title: "Navigation", href: "/admin/settings/navigation", description: "The header's menus and mega-menu groups, and the mobile menu's order." },
      { title: "Footer", href: "/admin/settings/footer", description: "The footer's columns and links." },
      {
        title: "Contact Details",
        href: "/admin/settings/contact-details",
        description: "E-mail, phone, address, opening hours and social links. Owner and admins only.",
      },
      {
        title: "Site Settings",
        href: "/admin/settings/site-settings",
        description: "The site's name, tagline, default social image and the floating call-to-action. Owner and admins only.",
      },
    ])
  })
})
