import { expect, test, type Page } from "@playwright/test"

import { CONTACT_TEXT } from "@/lib/copy/contact"
import { CONTACT_SECTION, PARTNER_CATEGORIES } from "@/components/contact/content"

import { ensureAdmin } from "../helpers/auth"
import { axeViolations } from "../helpers/marketing"

// Each test speaks from its own address, so the per-IP limit of one never touches another.
let ipCounter = 0
async function useFreshIp(page: Page) {
  ipCounter += 1
  const ip = `198.51.100.${(Date.now() % 200) + ipCounter}`
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ip })
  return ip
}

function uniqueMessage(tag: string) {
  return `${tag} ${Date.now().toString(36)}: we run two dental offices and want more implant consultations.`
}

async function fillForm(page: Page, values: { name: string; email: string; message: string }) {
  const form = page.getByTestId("contact-form")
  await form.getByLabel("Name").fill(values.name)
  await form.getByLabel("Email").fill(values.email)
  await form.getByLabel("Message").fill(values.message)
}

/** Every stored message of one inbox view, read as the admin sees them (the CSV export), from a separate tab. */
async function storedMessages(page: Page, view: "inbox" | "spam" = "inbox"): Promise<string> {
  const admin = await page.context().newPage()
  await ensureAdmin(admin, "/admin/messages")
  const csv = await admin.evaluate((v) => fetch(`/admin/messages/export?view=${v}`).then((r) => r.text()), view)
  await admin.close()
  return csv
}

/** A form sent within 3 s of the page opening is marked "Possible spam", so wait like a person would. */
const MIN_FILL_WAIT = 3200

test.describe("/contact", () => {
  test("Get in Touch, partner categories, contact information and the form", async ({ page }) => {
    await page.goto("/contact")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch")
    await expect(page.getByTestId("partner-categories").getByRole("listitem")).toHaveText([...PARTNER_CATEGORIES])
    await expect(page.getByRole("heading", { name: CONTACT_SECTION.detailsTitle })).toBeVisible()
    await expect(page.getByTestId("contact-details")).toContainText("hello@lumorahealth.com")
    await expect(page.getByTestId("contact-details")).toContainText("+1 (512) 555-0148")
    await expect(page.getByTestId("contact-details")).toContainText("1100 Congress Avenue, Suite 410, Austin, TX 78701")
    await expect(page.getByTestId("contact-details")).toContainText("Monday to Friday, 8:00 am to 6:00 pm CT")
    await expect(page.getByRole("heading", { name: CONTACT_TEXT.formTitle })).toBeVisible()
    const form = page.getByTestId("contact-form")
    await expect(form.getByLabel("Name")).toHaveAttribute("required", "")
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email")
    await expect(form.getByLabel("Message")).toHaveAttribute("required", "")
  })

  test("validation: each field's errors under it, prefixed with its label", async ({ page }) => {
    await page.goto("/contact")
    const form = page.getByTestId("contact-form")
    await form.getByRole("button", { name: CONTACT_TEXT.submit }).click()
    await expect(form.getByTestId("name-error")).toHaveText("Name is required")
    await expect(form.getByTestId("email-error")).toHaveText("Email is required")
    await expect(form.getByTestId("message-error")).toHaveText("Message is required")
    await expect(form.getByLabel("Name")).toBeFocused()
    await form.getByLabel("Email").fill("dr.patel@")
    await form.getByRole("button", { name: CONTACT_TEXT.submit }).click()
    await expect(form.getByTestId("email-error")).toHaveText("Email should be a valid email address")
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true")
  })

  test("success: Sending... while the request runs, then the thank-you panel", async ({ page }) => {
    await useFreshIp(page)
    await page.goto("/contact")
    const message = uniqueMessage("success")
    await fillForm(page, { name: "Dr. Priya Patel", email: "priya@brightsmile.dental", message })
    await page.waitForTimeout(MIN_FILL_WAIT)
    // Hold the request briefly so the submitting state can be seen.
    await page.route("**/contact", async (route) => {
      if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 700))
      await route.continue()
    })
    await page.getByRole("button", { name: CONTACT_TEXT.submit }).click()
    const sending = page.getByRole("button", { name: CONTACT_TEXT.submitting })
    await expect(sending).toBeVisible()
    await expect(sending).toBeDisabled()
    const panel = page.getByTestId("contact-success")
    await expect(panel).toContainText(CONTACT_TEXT.successTitle)
    await expect(page.getByTestId("contact-form")).toHaveCount(0)
    await panel.getByRole("button", { name: CONTACT_TEXT.sendAnother }).click()
    await expect(page.getByTestId("contact-form").getByLabel("Name")).toHaveValue("")
    // Stored before the panel showed: the admin's inbox has it, unread.
    const csv = await storedMessages(page)
    // Not flagged (sent at a person's pace), in the inbox, with the page it was sent from.
    expect(csv).toContain(`Dr. Priya Patel,priya@brightsmile.dental,${message},no,inbox,,/contact,`)
  })

  test("a request that never reaches the server: its own message and the generic one; the form stays", async ({ page }) => {
    await page.goto("/contact")
    const message = uniqueMessage("offline")
    await fillForm(page, { name: "Dr. Priya Patel", email: "priya@brightsmile.dental", message })
    await page.route("**/contact", (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()))
    await page.getByRole("button", { name: CONTACT_TEXT.submit }).click()
    const alert = page.getByTestId("contact-error")
    await expect(alert).toContainText(CONTACT_TEXT.genericError)
    expect((await alert.innerText()).split("\n").filter(Boolean).length).toBeGreaterThanOrEqual(2)
    await expect(page.getByTestId("contact-form").getByLabel("Message")).toHaveValue(message)
    await expect(page.getByRole("button", { name: CONTACT_TEXT.submit })).toBeEnabled()
  })

  test("the sixth message from one address in ten minutes is refused with a clear message", async ({ browser }) => {
    test.setTimeout(60_000)
    const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `203.0.113.${(Date.now() % 200) + 20}` } })
    const pages = await Promise.all(Array.from({ length: 6 }, () => context.newPage()))
    await Promise.all(pages.map((p) => p.goto("/contact")))
    for (const [i, p] of pages.entries()) {
      await fillForm(p, { name: `Clinic ${i}`, email: `team${i}@clinic.example`, message: uniqueMessage(`limit-${i}`) })
    }
    await pages[0]!.waitForTimeout(MIN_FILL_WAIT)
    for (const p of pages.slice(0, 5)) {
      await p.getByRole("button", { name: CONTACT_TEXT.submit }).click()
      await expect(p.getByTestId("contact-success")).toBeVisible()
    }
    const last = pages[5]!
    await last.getByRole("button", { name: CONTACT_TEXT.submit }).click()
    const alert = last.getByTestId("contact-error")
    await expect(alert).toContainText("You have sent several messages in a short time. Please try again in 10 minutes.")
    await expect(alert).toContainText(CONTACT_TEXT.genericError)
    await expect(last.getByTestId("contact-form").getByLabel("Name")).toHaveValue("Clinic 5")
    const csv = await storedMessages(last)
    for (const i of [0, 1, 2, 3, 4]) expect(csv).toContain(`Clinic ${i},team${i}@clinic.example`)
    expect(csv).not.toContain("Clinic 5,")
    await context.close()
  })

  test("a filled honeypot gets the thank-you panel like anyone, and the message lands in Spam with the reason", async ({ page }) => {
    await useFreshIp(page)
    await page.goto("/contact")
    const message = uniqueMessage("honeypot")
    await fillForm(page, { name: "Buy Followers", email: "bot@spam.example", message })
    await page.locator('input[name="_gotcha"]').fill("https://spam.example", { force: true })
    await page.waitForTimeout(MIN_FILL_WAIT)
    await page.getByRole("button", { name: CONTACT_TEXT.submit }).click()
    await expect(page.getByTestId("contact-success")).toBeVisible()
    expect(await storedMessages(page)).not.toContain(message)
    expect(await storedMessages(page, "spam")).toContain(`Buy Followers,bot@spam.example,${message},no,spam,honeypot filled,/contact,`)
  })

  test("a message sent 1 s after the page opened is kept: in the inbox, marked Possible spam with the time", async ({ page }) => {
    await useFreshIp(page)
    await page.goto("/contact")
    const message = uniqueMessage("too-fast")
    await fillForm(page, { name: "Fast Fiona", email: "fiona@autofill.example", message })
    await page.waitForTimeout(1000)
    await page.getByRole("button", { name: CONTACT_TEXT.submit }).click()
    await expect(page.getByTestId("contact-success")).toBeVisible()
    const csv = await storedMessages(page)
    expect(csv).toMatch(new RegExp(`Fast Fiona,fiona@autofill\\.example,${message},no,inbox,sent [0-2]\\.\\d s after the page opened,/contact,`))
    const admin = await page.context().newPage()
    await ensureAdmin(admin, "/admin/messages?q=Fast+Fiona")
    const item = admin.getByTestId("message-item").filter({ hasText: message })
    await expect(item.getByText("Possible spam")).toBeVisible()
    await expect(item.getByTestId("possible-spam-badge")).toHaveAttribute("title", /^sent [0-2]\.\d s after the page opened$/)
    await admin.close()
  })

  test("bad bodies get a clear 4xx and store nothing: not form data or JSON, malformed JSON, oversized", async ({ request }) => {
    const headers = { "x-forwarded-for": "198.51.100.250" }
    const text = await request.post("/api/contact", { headers: { ...headers, "content-type": "text/plain" }, data: "name=x" })
    expect(text.status()).toBe(415)
    expect(await text.json()).toMatchObject({ ok: false, errors: ["The form must be sent as form data or JSON."] })
    const broken = await request.post("/api/contact", { headers: { ...headers, "content-type": "application/json" }, data: "{not json" })
    expect(broken.status()).toBe(400)
    const big = await request.post("/api/contact", {
      headers: { ...headers, "content-type": "application/json" },
      data: JSON.stringify({ name: "A", email: "a@b.example", message: "x".repeat(100_000) }),
    })
    expect(big.status()).toBe(413)
    expect(await big.json()).toMatchObject({ errors: ["The message is too large to send."] })
    const invalid = await request.post("/api/contact", { headers, form: { name: "", email: "nope", message: "hi" } })
    expect(invalid.status()).toBe(400)
    expect(await invalid.json()).toMatchObject({ ok: false, fieldErrors: { name: ["is required"], email: ["should be a valid email address"] } })
    const foreign = await request.post("/api/contact", { headers: { ...headers, origin: "https://evil.example" }, form: { name: "A", email: "a@b.example", message: "hi" } })
    expect(foreign.status()).toBe(403)
  })

  for (const width of [375, 1280]) {
    test(`axe finds nothing at ${width} px, idle and with errors`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto("/contact")
      expect(await axeViolations(page)).toEqual([])
      await page.getByRole("button", { name: CONTACT_TEXT.submit }).click()
      await expect(page.getByTestId("name-error")).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  }
})

test.describe("/es/contact", () => {
  test("in Spanish: labels, validation messages, the thank-you panel, and the lead stored as Spanish", async ({ page }) => {
    await useFreshIp(page)
    await page.goto("/es/contact")
    await expect(page.locator("html")).toHaveAttribute("lang", "es")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hablemos")
    const form = page.getByTestId("contact-form")
    await form.getByRole("button", { name: "Enviar mensaje" }).click()
    await expect(form.getByTestId("name-error")).toHaveText("Nombre es obligatorio")
    await expect(form.getByTestId("email-error")).toHaveText("Correo electrónico es obligatorio")
    await expect(form.getByTestId("message-error")).toHaveText("Mensaje es obligatorio")
    await form.getByLabel("Correo electrónico").fill("dra.garcia@")
    await form.getByRole("button", { name: "Enviar mensaje" }).click()
    await expect(form.getByTestId("email-error")).toHaveText("Correo electrónico debe ser una dirección de correo electrónico válida")

    const message = uniqueMessage("español")
    await form.getByLabel("Nombre").fill("Dra. Lucía García")
    await form.getByLabel("Correo electrónico").fill("lucia@sonrisaclara.example")
    await form.getByLabel("Mensaje").fill(message)
    await page.waitForTimeout(MIN_FILL_WAIT)
    await form.getByRole("button", { name: "Enviar mensaje" }).click()
    await expect(page.getByTestId("contact-success")).toContainText("¡Gracias! Su mensaje va en camino.")
    const line = (await storedMessages(page)).split("\r\n").find((l) => l.includes(message))
    expect(line).toContain("Dra. Lucía García,lucia@sonrisaclara.example")
    expect(line).toContain(",/es/contact,")
    expect(line?.endsWith(",es")).toBe(true)
  })
})
