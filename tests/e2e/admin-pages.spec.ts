import { expect, test } from "@playwright/test"

import { PAGES } from "@/lib/copy/pages"
import { slugify } from "@/lib/domain/slug"

import { expectToast, openRowMenu, statusOf, unique } from "../helpers/admin"
import { ensureAdmin } from "../helpers/auth"

test.describe("Manage Pages and the page editor", () => {
  test("create → publish → served at /{slug} → unpublish → gone → delete", async ({ page }) => {
    test.setTimeout(120_000)
    const title = unique("About Our Clinic Team")
    const slug = slugify(title)

    await test.step("the list links to a new page; validation errors show", async () => {
      await ensureAdmin(page, "/admin/pages")
      await expect(page.getByRole("heading", { level: 1, name: PAGES.listTitle })).toBeVisible()
      await page.getByRole("link", { name: PAGES.newPage }).click()
      await expect(page.getByRole("heading", { level: 1, name: PAGES.createTitle })).toBeVisible()
      await expect(page.getByRole("link", { name: PAGES.back })).toBeVisible()
      await page.getByRole("button", { name: PAGES.save }).click()
      await expect(page.getByText("Title is required")).toBeVisible()
      await expect(page.getByText("Slug is required")).toBeVisible()
    })

    await test.step("a slug that collides with a site route is refused", async () => {
      await page.getByLabel(PAGES.fieldTitle, { exact: true }).fill(title)
      await expect(page.getByLabel(PAGES.fieldSlug, { exact: true })).toHaveValue(slug)
      await page.getByLabel(PAGES.fieldSlug, { exact: true }).fill("blog")
      await page.getByRole("button", { name: PAGES.save }).click()
      await expectToast(page, "Error", PAGES.saveFailed)
      await expect(page.getByText("Slug already in use")).toBeVisible()
    })

    let editUrl = ""
    await test.step("a published page is created and served at /{slug} with its title", async () => {
      await page.getByLabel(PAGES.fieldSlug, { exact: true }).fill(slug)
      await page.getByLabel(PAGES.fieldContent, { exact: true }).fill("## Our promise\n\nCare that <script>alert(1)</script> feels personal.")
      await page.getByRole("tab", { name: "Preview" }).click()
      await expect(page.getByTestId("content-preview").getByRole("heading", { name: "Our promise" })).toBeVisible()
      await page.getByRole("tab", { name: "Write" }).click()
      await page.getByRole("checkbox", { name: "Published" }).check()
      await page.getByRole("button", { name: PAGES.save }).click()
      await expectToast(page, "Success", PAGES.created)
      await expect(page).toHaveURL(/\/admin\/pages\/[0-9a-f-]{36}$/)
      await expect(page.getByRole("heading", { level: 1, name: PAGES.editTitle })).toBeVisible()
      editUrl = page.url()
      await expect(page.getByRole("link", { name: "View on site" })).toHaveAttribute("href", `/${slug}`)

      let alerted = false
      page.on("dialog", (dialog) => {
        alerted = true
        void dialog.dismiss()
      })
      await page.goto(`/${slug}`)
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
      await expect(page.getByRole("heading", { name: "Our promise" })).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(`^${title}`))
      await expect(page.locator("header").first()).toBeVisible()
      expect(alerted, "no script from page content ran").toBe(false)
      expect(await statusOf(page, `/${slug}/extra`)).toBe(404)
    })

    await test.step("unpublishing from the list takes the page offline", async () => {
      await page.goto(`/admin/pages?q=${encodeURIComponent(title)}`)
      const row = page.getByTestId("page-row")
      await expect(row).toHaveCount(1)
      await expect(row).toContainText(`/${slug}`)
      await expect(row.getByTestId("status-badge")).toHaveText("Published")
      const menu = await openRowMenu(page, title)
      await menu.getByRole("menuitem", { name: "Unpublish" }).click()
      await expectToast(page, "Status updated", PAGES.nowUnpublished)
      await expect(row.getByTestId("status-badge")).toHaveText("Draft")
      expect(await statusOf(page, `/${slug}`)).toBe(404)
    })

    await test.step("publishing again from the list brings it back", async () => {
      const menu = await openRowMenu(page, title)
      await menu.getByRole("menuitem", { name: "Publish" }).click()
      await expectToast(page, "Status updated", PAGES.nowPublished)
      expect(await statusOf(page, `/${slug}`)).toBe(200)
    })

    await test.step("Cancel keeps it; Delete removes it and its public URL", async () => {
      let menu = await openRowMenu(page, title)
      await menu.getByRole("menuitem", { name: "Delete" }).click()
      const dialog = page.getByRole("alertdialog")
      await expect(dialog.getByText("Are you sure?")).toBeVisible()
      await expect(dialog.getByText(PAGES.deleteDescription)).toBeVisible()
      await dialog.getByRole("button", { name: "Cancel" }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByTestId("page-row")).toHaveCount(1)

      menu = await openRowMenu(page, title)
      await menu.getByRole("menuitem", { name: "Delete" }).click()
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click()
      await expectToast(page, PAGES.deletedTitle, PAGES.deletedDescription)
      await expect(page.getByTestId("page-row")).toHaveCount(0)
      await expect(page.getByText(PAGES.empty)).toBeVisible()
      await expect(page.getByRole("link", { name: PAGES.createFirst })).toBeVisible()
      expect(await statusOf(page, `/${slug}`)).toBe(404)
      await page.goto(editUrl)
      await expectToast(page, "Error", PAGES.loadOneFailed)
    })
  })

  test("an unknown one-segment URL is still the not-found page", async ({ page }) => {
    const response = await page.goto(`/${slugify(unique("no such page"))}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByText("Oops! Page not found")).toBeVisible()
  })
})
