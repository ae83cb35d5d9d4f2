import { expect, test, type Browser, type Page } from "@playwright/test"

import { DEFAULT_CONTACT_DETAILS } from "@/lib/domain/site-content/contact-details"
import { SPANISH_CONTACT_DETAILS } from "@/lib/domain/seed/es/site-chrome"

import { expectToast } from "../helpers/admin"
import { ensureAdmin } from "../helpers/auth"

// Consent versions end to end (docs/leads.md, "Consent"): the owner edits the contact form's consent wording, a
// visitor sees it next to the send button (in the page's server render, in each language), sends with the marketing
// box ticked, and each lead's page shows the version its visitor was shown: 2 for the new wording, 1 for a lead sent
// before the change and for a page opened before it.
const NEW_WORDING = "By sending this message you let Lumora Health use your details to answer you. Consent wording, second version."
const run = Date.now().toString(36)
const MESSAGE = "We run two dental offices and want more implant consultations this spring."

test.describe.configure({ mode: "serial" })

let ip = 0
async function visitor(browser: Browser): Promise<Page> {
  ip += 1
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${(Date.now() % 150) + 50 + ip}` } })
  return context.newPage()
}

/** Fills and sends the contact form on the page as it is (the marketing box ticked or not), and waits for the thanks. */
async function send(page: Page, name: string, marketing: boolean) {
  const form = page.getByTestId("contact-form")
  await form.getByLabel("Name").fill(name)
  await form.getByLabel("Email").fill(`${name.toLowerCase().replace(/\W+/g, ".")}@clinic.example`)
  await form.getByLabel("Message").fill(MESSAGE)
  const box = form.getByTestId("consent-marketing")
  await expect(box).not.toBeChecked()
  if (marketing) await box.check()
  await form.getByRole("button", { name: "Send Message" }).click()
  await expect(page.getByTestId("contact-success")).toBeVisible()
}

async function openLead(page: Page, name: string) {
  await ensureAdmin(page, "/admin/leads")
  await page.getByRole("link", { name, exact: true }).click()
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible()
  return page.getByTestId("lead-consent")
}

test.describe("consent versions", () => {
  const oldLead = `Ada Before ${run}`
  const stale = `Ben Stale ${run}`
  const newLead = `Cleo After ${run}`

  test("the owner's new wording is version 2 for new leads; leads sent with the earlier wording keep version 1", async ({ page, browser }) => {
    // One story across three visitors, the editor and three lead pages.
    test.setTimeout(120_000)
    // A visitor sees the built-in wording next to the send button, with the privacy policy's link, and sends.
    const before = await visitor(browser)
    await before.goto("/contact")
    const text = before.getByTestId("contact-form").getByTestId("consent-text")
    await expect(text).toContainText(DEFAULT_CONTACT_DETAILS.consentContact)
    await expect(text.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy-policy")
    await send(before, oldLead, false)
    // Another opens the page now and sends only after the owner's change.
    const stalePage = await visitor(browser)
    await stalePage.goto("/contact")
    await expect(stalePage.getByTestId("consent-text")).toContainText(DEFAULT_CONTACT_DETAILS.consentContact)

    // The owner changes the contact form's wording in Menus & Site Settings → Contact Details.
    await ensureAdmin(page, "/admin/settings/contact-details")
    await expect(page.getByRole("heading", { level: 1, name: "Edit Contact Details" })).toBeVisible()
    await page.getByLabel("Consent: contact form", { exact: true }).fill(NEW_WORDING)
    await page.getByRole("checkbox", { name: "Published" }).check()
    await page.getByRole("button", { name: "Save Contact Details" }).click()
    await expectToast(page, "Success", "Contact details updated successfully")

    // The new wording is in the page's server render (no script needed), right after the send button.
    const html = await (await page.request.get("/contact")).text()
    expect(html).toContain(NEW_WORDING)
    const after = await visitor(browser)
    await after.goto("/contact")
    const form = after.getByTestId("contact-form")
    await expect(form.getByTestId("consent-text")).toContainText(NEW_WORDING)
    await expect(form.locator('button[type="submit"] + p[data-testid="consent-text"]')).toHaveCount(1)
    await send(after, newLead, true)
    // The page opened before the change still shows (and sends) the wording its visitor read.
    await send(stalePage, stale, false)

    // The Spanish form shows its own language's wording.
    await after.goto("/es/contact")
    await expect(after.getByTestId("consent-text")).toContainText(SPANISH_CONTACT_DETAILS.consentContact)
    await expect(after.getByTestId("consent-text").getByRole("link", { name: "Política de privacidad" })).toHaveAttribute("href", "/es/privacy-policy")

    // Each lead's page shows what was agreed.
    let consent = await openLead(page, newLead)
    await expect(consent.getByTestId("lead-consent-version")).toHaveText("Wording version 2")
    await expect(consent.getByTestId("lead-consent-marketing")).toHaveText("Yes")
    await expect(consent.getByTestId("lead-consent-text")).toContainText(NEW_WORDING)
    await expect(consent).toContainText("/contact")
    await expect(consent).toContainText("English")
    for (const name of [oldLead, stale]) {
      consent = await openLead(page, name)
      await expect(consent.getByTestId("lead-consent-version")).toHaveText("Wording version 1")
      await expect(consent.getByTestId("lead-consent-marketing")).toHaveText("No")
      await expect(consent.getByTestId("lead-consent-text")).toContainText(DEFAULT_CONTACT_DETAILS.consentContact)
    }
  })

  test.afterAll(async ({ browser }) => {
    // The built-in wording again for the specs that follow (its version 1 is reused: same wording, same version).
    const page = await browser.newPage()
    await ensureAdmin(page, "/admin/settings/contact-details")
    await page.getByLabel("Consent: contact form", { exact: true }).fill("")
    await page.getByRole("checkbox", { name: "Published" }).check()
    await page.getByRole("button", { name: "Save Contact Details" }).click()
    await expectToast(page, "Success", "Contact details updated successfully")
    await page.close()
  })
})
