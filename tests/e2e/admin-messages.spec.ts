import { expect, test, type Page } from "@playwright/test"

import { CONTACT_TEXT } from "@/lib/copy/contact"
import { INBOX } from "@/lib/copy/inbox"

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

  test("a message that does not exist: the page says it could not be loaded and leads back to the inbox", async ({ page }) => {
    await ensureAdmin(page, "/admin/messages/7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09")
    await expect(page.getByRole("alert").filter({ hasText: "Failed to load message" })).toBeVisible()
    await page.getByRole("link", { name: "Back to Messages" }).click()
    await expect(page).toHaveURL(/\/admin\/messages$/)
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible()
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
      expect(lines[0]).toBe(
        "Received (UTC),Name,Email,Message,Read,Folder,Spam check,Page,Referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content,Language",
      )
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

  test("the inbox: views, search, 25 a page in the URL, a message's page, read/unread, archive, spam and not spam, CSV of the view", async ({ page }) => {
    test.setTimeout(120_000)
    const tag = unique("bulk").replace(/\s+/g, "-")
    // 27 leads through the public endpoint, each from its own address (the per-IP limit is 5 in 10 minutes).
    for (let i = 0; i < 27; i++) {
      const response = await page.request.post("/api/contact", {
        headers: { "x-forwarded-for": `198.18.${Math.floor(i / 200)}.${(i % 200) + 1}` },
        data: { name: `Lead ${String(i).padStart(2, "0")} ${tag}`, email: `lead${i}@clinic.example`, message: `Implant consults ${tag} #${i}` },
      })
      expect(response.status()).toBe(200)
    }
    await ensureAdmin(page, `/admin/messages?q=${encodeURIComponent(tag)}`)
    const items = page.getByTestId("message-item")
    await expect(items).toHaveCount(25)
    await expect(page.getByTestId("list-total")).toHaveText("Showing 1–25 of 27 messages")
    await page.getByRole("link", { name: "Next", exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/messages\\?q=${tag}&page=2$`))
    await expect(items).toHaveCount(2)
    await page.reload()
    await expect(items).toHaveCount(2)
    await expect(items.first()).toContainText(`Lead 01 ${tag}`)
    // A browser's own timing claims are not trusted: sent without the page's token, they are possible spam.
    await expect(items.first().getByText("Possible spam")).toBeVisible()

    await test.step("search by e-mail narrows to one; its page shows the message and marks it read", async () => {
      await page.getByRole("searchbox").fill("lead7@clinic")
      await page.getByRole("searchbox").press("Enter")
      await expect(page).toHaveURL(/\?q=lead7%40clinic$/)
      await expect(items).toHaveCount(1)
      await items.first().getByRole("link", { name: `Open message from Lead 07 ${tag}` }).click()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Lead 07 ${tag}`)
      await expect(page.getByTestId("message-body")).toHaveText(`Implant consults ${tag} #7`)
      await expect(page.getByRole("button", { name: "Mark as unread" })).toBeVisible()
      await page.getByRole("button", { name: "Mark as unread" }).click()
      await expect(page.getByRole("button", { name: "Mark as read" })).toBeVisible()
    })

    await test.step("Archive moves it to Archived; Move to inbox brings it back", async () => {
      await page.getByRole("button", { name: "Archive" }).click()
      await expectToast(page, "Success", "Message archived")
      await expect(page.getByTestId("message-folder")).toHaveText("Archived")
      await page.goto("/admin/messages?view=archived")
      await expect(page.getByRole("link", { name: "Archived" })).toHaveAttribute("aria-current", "page")
      await expect(items).toHaveCount(1)
      await expect(items.first()).toContainText(`Lead 07 ${tag}`)
      await page.goto(`/admin/messages?q=${encodeURIComponent(tag)}`)
      await expect(page.getByTestId("list-total")).toHaveText("Showing 1–25 of 26 messages")
    })

    await test.step("Spam moves a message to the Spam view; Not spam moves it back without the mark", async () => {
      await page.goto(`/admin/messages?q=${encodeURIComponent(`lead3@clinic`)}`)
      await items.first().getByRole("link", { name: `Open message from Lead 03 ${tag}` }).click()
      await page.getByRole("button", { name: "Spam", exact: true }).click()
      await expectToast(page, "Success", "Message moved to spam")
      await page.goto("/admin/messages?view=spam")
      await expect(page.getByText("Spam is deleted automatically 30 days after it arrives here.")).toBeVisible()
      const spamItem = items.filter({ hasText: `Lead 03 ${tag}` })
      await expect(spamItem).toHaveCount(1)
      const csv = await page.request.get("/admin/messages/export?view=spam").then((r) => r.text())
      expect(csv).toContain(`Lead 03 ${tag},lead3@clinic.example,Implant consults ${tag} #3,yes,spam,`)
      expect(csv).not.toContain(`Lead 04 ${tag}`)
      await spamItem.getByRole("link", { name: `Open message from Lead 03 ${tag}` }).click()
      await page.getByRole("button", { name: "Not spam" }).click()
      await expectToast(page, "Success", "Message moved to the inbox")
      await expect(page.getByTestId("message-folder")).toHaveText("Inbox")
      await expect(page.getByTestId("possible-spam-badge")).toHaveCount(0)
    })

    await test.step("Delete on the message's page asks first, then goes back to the list", async () => {
      await page.getByRole("button", { name: "Delete message" }).click()
      const dialog = page.getByRole("alertdialog")
      await expect(dialog.getByText("Are you sure?")).toBeVisible()
      await expect(dialog.getByText("This action cannot be undone. This will permanently delete the message.")).toBeVisible()
      await dialog.getByRole("button", { name: "Delete" }).click()
      await expectToast(page, "Success", "Message deleted")
      await expect(page).toHaveURL(/\/admin\/messages$/)
      const csv = await page.request.get(`/admin/messages/export?q=${encodeURIComponent(tag)}`).then((r) => r.text())
      expect(csv.trim().split("\r\n")).toHaveLength(1 + 25)
      expect(csv).not.toContain(`Lead 03 ${tag}`)
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
