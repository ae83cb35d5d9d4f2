import { expect, test } from "@playwright/test"

import { INBOX } from "@/lib/messages/inbox"

import { ensureAdmin } from "../helpers/auth"

test.describe("Messages", () => {
  test("the inbox is listed in the navigation and shows its empty state", async ({ page }) => {
    await ensureAdmin(page, "/admin/messages")
    await expect(page.getByRole("heading", { level: 1, name: INBOX.title })).toBeVisible()
    await expect(page.getByText(INBOX.empty)).toBeVisible()
  })

  test("the CSV export needs an admin session", async ({ playwright, baseURL, page }) => {
    const anonymous = await playwright.request.newContext({ baseURL, maxRedirects: 0 })
    const response = await anonymous.get("/admin/messages/export")
    expect([302, 303, 307, 401]).toContain(response.status())
    await anonymous.dispose()

    await ensureAdmin(page, "/admin/messages")
    const csv = await page.request.get("/admin/messages/export")
    expect(csv.status()).toBe(200)
    expect(csv.headers()["content-type"]).toContain("text/csv")
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect((await csv.text()).replace(/^\uFEFF/, "").split("\r\n")[0]).toBe("Received (UTC),Name,Email,Message,Read")
  })
})
