import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "@playwright/test"

import { E2E_ADMIN, ensureAdmin, forgetAdminSession } from "../helpers/auth"

// The navigation's entries in their order, as a member sees them.
const ADMIN_NAV = [
  { label: "Dashboard", href: "/admin" },
  { label: "Analytics", href: "/admin/analytics" },
  { label: "Manage Posts", href: "/admin/posts" },
  { label: "Manage Pages", href: "/admin/pages" },
  { label: "Site Pages", href: "/admin/site-pages" },
  { label: "Case Studies", href: "/admin/case-studies" },
  { label: "Resources", href: "/admin/resources" },
  { label: "Events", href: "/admin/events" },
  { label: "Medical Review", href: "/admin/reviews" },
  { label: "Menus & Site Settings", href: "/admin/settings" },
  { label: "Media Library", href: "/admin/media" },
  { label: "Messages", href: "/admin/messages" },
  { label: "Leads", href: "/admin/leads" },
  { label: "Privacy", href: "/admin/privacy" },
  { label: "Redirects", href: "/admin/redirects" },
  { label: "People", href: "/admin/people" },
  { label: "SEO Settings", href: "/admin/seo-settings" },
  { label: "Activity", href: "/admin/activity" },
  { label: "Team", href: "/admin/team" },
  { label: "Account", href: "/admin/account" },
]

test.describe("Admin layout", () => {
  test("signed-out visitors are sent to the sign-in page, remembering where they were going", async ({ page }) => {
    await page.goto("/admin/posts?q=seo")
    await expect(page).toHaveURL(/\/admin\/login\?next=/)
    expect(new URL(page.url()).searchParams.get("next")).toBe("/admin/posts?q=seo")
  })

  test("top bar, navigation with the active entry, breadcrumb back to Dashboard", async ({ page }) => {
    await ensureAdmin(page, "/admin")
    const header = page.locator("header").first()
    await expect(header.getByText("Lumora Health")).toBeVisible()
    await expect(page.getByTestId("admin-badge")).toHaveText("Admin")
    await expect(page.getByTestId("admin-user-email")).toHaveText(E2E_ADMIN.email)
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible()
    await expect(page.locator("footer")).toHaveCount(0)

    const nav = page.getByTestId("admin-nav-vertical")
    // Messages may carry its unread count after the label.
    await expect(nav.getByRole("link")).toHaveText(ADMIN_NAV.map((item) => new RegExp(`^${item.label}(unread: \\d+)?$`)))
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page")

    await nav.getByRole("link", { name: "Manage Posts" }).click()
    await expect(page).toHaveURL(/\/admin\/posts$/)
    await expect(nav.getByRole("link", { name: "Manage Posts" })).toHaveAttribute("aria-current", "page")
    await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page")

    await page.goto("/admin/posts/new")
    await expect(nav.getByRole("link", { name: "Manage Posts" })).toHaveAttribute("aria-current", "page")
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" })
    await expect(crumbs).toContainText("Dashboard")
    await expect(crumbs).toContainText("Manage Posts")
    await expect(crumbs).toContainText("Create New Post")
    await crumbs.getByRole("link", { name: "Dashboard" }).click()
    await expect(page).toHaveURL(/\/admin$/)

    for (const item of ADMIN_NAV.slice(2)) {
      await nav.getByRole("link", { name: item.label }).click()
      await expect(page).toHaveURL(new RegExp(`${item.href}$`))
      await expect(nav.getByRole("link", { name: item.label })).toHaveAttribute("aria-current", "page")
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    }
  })

  test("works at 375 px: navigation reachable, nothing wider than the screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    for (const path of ["/admin", "/admin/posts", "/admin/posts/new", "/admin/pages", "/admin/media", "/admin/messages", "/admin/leads", "/admin/leads/settings"]) {
      await ensureAdmin(page, path)
      await expect(page.getByTestId("admin-nav-vertical")).toBeHidden()
      await expect(page.getByTestId("admin-nav-horizontal")).toBeVisible()
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, `${path} fits 375 px`).toBeLessThanOrEqual(375)
    }
    await page.getByTestId("admin-nav-horizontal").getByRole("link", { name: "Manage Pages" }).click()
    await expect(page).toHaveURL(/\/admin\/pages$/)
  })

  test("Logout ends the session and returns to /admin/login", async ({ page }) => {
    await ensureAdmin(page, "/admin/pages")
    await page.getByRole("button", { name: "Logout" }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    forgetAdminSession()
    await page.goto("/admin")
    await expect(page).toHaveURL(/\/admin\/login/)
  })
})

test.describe("Admin accessibility", () => {
  for (const path of ["/admin", "/admin/posts", "/admin/posts/new", "/admin/pages", "/admin/pages/new", "/admin/media", "/admin/messages", "/admin/leads", "/admin/leads/settings"]) {
    test(`${path} has no serious axe violation`, async ({ page }) => {
      await ensureAdmin(page, path)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
    })
  }
})
