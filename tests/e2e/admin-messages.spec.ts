import { expect, test, type Page } from "@playwright/test"

import { CONTACT_TEXT } from "@/lib/contact/messages"
import { INBOX } from "@/lib/messages/inbox"

import { expectToast, unique } from "../helpers/admin"
import { ensureAdmin } from "../helpers/auth"

/** Sends the public contact form (the embedded path stores it) from its own address, as a person would. */
async function sendContactMessage(page: Page, values: { name: string; email: string; message: string }) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `192.0.2.${(Date.now() % 200) + 20}` })
  await page.goto("/contact")
  const form = page.getByTestId("contact-form")
  await form.getByLabel("Name").fill(values.name)
  await form.getByLabel("Email").fill(values.email)
  await form.getByLabel("Message").fill(values.message)
  await page.waitForTimeout(3200) // the server drops forms sent faster than a person types
  await form.getByRole("button", { name: CONTACT_TEXT.submit }).click()
  await expect(page.getByText(CONTACT_TEXT.successTitle)).toBeVisible()
  await page.setExtraHTTPHeaders({})
}

test.describe("Messages", () => {
  // Spec files run in name order on one fresh data folder: no message has been sent before this one.
  test("an empty inbox says so and offers no export", async ({ page }) => {
    await ensureAdmin(page, "/admin/messages")
    await expect(page.getByRole("heading", { level: 1, name: INBOX.title })).toBeVisible()
    await expect(page.getByText(INBOX.empty)).toBeVisible()
    await expect(page.getByRole("link", { name: INBOX.exportCsv })).toHaveCount(0)
  })

  test("contact-form messages: newest first, unread mark, mark as read, CSV export, delete with Cancel first", async ({ browser, page }) => {
    test.setTimeout(90_000)
    const first = { name: "=HYPERLINK(\"http://evil.example\")", email: "dana@clinic.example", message: unique('Implant consults, "asap"') }
    const second = { name: unique("Lee Wellness"), email: "lee@spa.example", message: unique("Med spa growth") }
    const visitor = await browser.newPage()
    await sendContactMessage(visitor, first)
    await sendContactMessage(visitor, second)
    await visitor.close()

    await ensureAdmin(page, "/admin/messages")
    const items = page.getByTestId("message-item")
    await expect(items).toHaveCount(2)
    await expect(items.nth(0)).toContainText(second.name)
    await expect(items.nth(1)).toContainText(first.name)
    await expect(items.nth(1)).toContainText(first.message)
    await expect(items.nth(1).getByRole("link", { name: first.email })).toHaveAttribute("href", `mailto:${first.email}`)
    await expect(page.getByTestId("unread-badge")).toHaveCount(2)
    await expect(page.getByTestId("messages-summary")).toHaveText(`${INBOX.total(2)} · ${INBOX.unreadCount(2)}`)
    await expect(page.getByTestId("admin-nav-vertical").getByRole("link", { name: /Messages/ })).toContainText("2")

    await items.nth(0).getByRole("button", { name: INBOX.markRead }).click()
    await expect(items.nth(0).getByTestId("unread-badge")).toHaveCount(0)
    await expect(items.nth(0).getByRole("button", { name: INBOX.markUnread })).toBeVisible()
    await expect(page.getByTestId("messages-summary")).toHaveText(`${INBOX.total(2)} · ${INBOX.unreadCount(1)}`)

    await test.step("the CSV export lists both, with spreadsheet formulas defused", async () => {
      const download = page.waitForEvent("download")
      await page.getByRole("link", { name: INBOX.exportCsv }).click()
      const file = await download
      expect(file.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/)
      const csv = (await page.request.get("/admin/messages/export").then((r) => r.text())).replace(/^\uFEFF/, "")
      const lines = csv.split("\r\n")
      expect(lines[0]).toBe("Received (UTC),Name,Email,Message,Read")
      expect(csv).toContain(`${second.name},${second.email},${second.message},yes`)
      const quotedMessage = `"${first.message.replace(/"/g, '""')}"`
      expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")",${first.email},${quotedMessage},no`)
    })

    await test.step("Cancel keeps the message, Delete removes it", async () => {
      await items.nth(1).getByRole("button", { name: `${INBOX.deleteMessage}: ${first.name}` }).click()
      const dialog = page.getByRole("alertdialog")
      await expect(dialog.getByText("Are you sure?")).toBeVisible()
      await expect(dialog.getByText(INBOX.deleteDescription)).toBeVisible()
      await dialog.getByRole("button", { name: "Cancel" }).click()
      await expect(dialog).toBeHidden()
      await expect(items).toHaveCount(2)
      await items.nth(1).getByRole("button", { name: `${INBOX.deleteMessage}: ${first.name}` }).click()
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click()
      await expectToast(page, "Success", INBOX.deleted)
      await expect(items).toHaveCount(1)
      await expect(items.first()).toContainText(second.name)
    })
  })

  test("the CSV export needs an admin session", async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL, maxRedirects: 0 })
    const response = await anonymous.get("/admin/messages/export")
    expect([302, 303, 307, 401]).toContain(response.status())
    expect(await response.text()).not.toContain("@")
    await anonymous.dispose()
  })
})
