import { expect, test } from "@playwright/test"

import { DASHBOARD } from "@/lib/copy/admin"
import { POSTS } from "@/lib/copy/posts"

import { expectToast, unique } from "../helpers/admin"
import { E2E_ADMIN, ensureAdmin } from "../helpers/auth"

test.describe("Admin dashboard", () => {
  // Spec files run in name order on one fresh data folder: this one runs before any admin spec creates posts.
  test("a fresh site: zero counts, 'No posts yet' with a link to the first post, quick actions, welcome", async ({ page }) => {
    await ensureAdmin(page, "/admin")
    await expect(page.getByRole("heading", { level: 1, name: DASHBOARD.title })).toBeVisible()
    await expect(page.getByTestId("welcome")).toHaveText(DASHBOARD.welcome(E2E_ADMIN.email))
    const posts = page.getByTestId("stat-total-posts")
    const pages = page.getByTestId("stat-total-pages")
    await expect(posts).toContainText(DASHBOARD.totalPosts)
    await expect(pages).toContainText(DASHBOARD.totalPages)
    await expect(posts.getByTestId("stat-total")).toHaveText("0")
    await expect(posts.getByTestId("stat-published")).toHaveText("0 published")
    await expect(page.getByText(DASHBOARD.noPosts)).toBeVisible()
    await expect(page.getByTestId("recent-posts").getByRole("link", { name: DASHBOARD.createFirstPost })).toHaveAttribute("href", "/admin/posts/new")
    const quick = page.getByTestId("quick-actions")
    await expect(quick.getByRole("link", { name: DASHBOARD.newPost })).toHaveAttribute("href", "/admin/posts/new")
    await expect(quick.getByRole("link", { name: DASHBOARD.newPage })).toHaveAttribute("href", "/admin/pages/new")
  })

  test("counts and the 5 most recent posts with their status", async ({ page }) => {
    test.setTimeout(90_000)
    await ensureAdmin(page, "/admin")
    const titles: string[] = []
    for (let i = 0; i < 6; i++) {
      const title = unique(`Dashboard post ${i}`)
      titles.push(title)
      await page.goto("/admin/posts/new")
      await page.getByLabel(POSTS.fieldTitle, { exact: true }).fill(title)
      if (i === 5) await page.getByRole("checkbox", { name: "Published" }).check()
      await page.getByRole("button", { name: POSTS.save }).click()
      await expectToast(page, "Success", POSTS.created)
      await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/)
    }
    const newestUrl = new URL(page.url()).pathname

    await page.getByRole("link", { name: "Dashboard" }).first().click()
    await expect(page.getByTestId("stat-total-posts").getByTestId("stat-total")).toHaveText("6")
    await expect(page.getByTestId("stat-total-posts").getByTestId("stat-published")).toHaveText("1 published")
    const recent = page.getByTestId("recent-post")
    await expect(recent).toHaveCount(5)
    await expect(recent.getByRole("link")).toHaveText(titles.slice(1).reverse())
    await expect(recent.first().getByTestId("status-badge")).toHaveText("Published")
    await expect(recent.nth(1).getByTestId("status-badge")).toHaveText("Draft")
    await expect(recent.first().getByRole("link")).toHaveAttribute("href", newestUrl)
    await expect(page.getByText(DASHBOARD.noPosts)).toHaveCount(0)
  })
})
