import { expect, test, type Page } from "@playwright/test"

import { CONTACT_TEXT } from "@/lib/copy/contact"
import { verifyWebhookSignature } from "@/lib/server/webhook/sign"

import { unique } from "../helpers/admin"
import { E2E_ADMIN, ensureAdmin } from "../helpers/auth"
import { E2E_SMTP_PORT, E2E_WEBHOOK_PORT, E2E_WEBHOOK_SECRET } from "../helpers/e2e-notifications"
import { startMailSink, type MailSink } from "../helpers/mail-sink"
import { startWebhookReceiver } from "../helpers/webhook-receiver"

// The server under test was started with SMTP_URL and WEBHOOK_URL pointing at these ports (playwright.config.ts).
test.describe.configure({ mode: "serial" })

let sink: MailSink
let hook: Awaited<ReturnType<typeof startWebhookReceiver>>

test.beforeAll(async () => {
  sink = await startMailSink(E2E_SMTP_PORT)
  hook = await startWebhookReceiver(E2E_WEBHOOK_PORT)
})
test.afterAll(async () => {
  await sink?.stop()
  await hook?.close()
})

let ip = 0
async function sendFromContactPage(page: Page, values: { name: string; email: string; message: string }) {
  ip += 1
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `192.0.2.${(Date.now() % 100) + 100 + ip}` })
  const form = page.getByTestId("contact-form")
  await form.getByLabel("Name").fill(values.name)
  await form.getByLabel("Email").fill(values.email)
  await form.getByLabel("Message").fill(values.message)
  await page.waitForTimeout(3200) // a person's pace: not flagged by the timing check
  await form.getByRole("button", { name: "Send Message" }).click()
  await expect(page.getByText(CONTACT_TEXT.successTitle)).toBeVisible()
}

const mailsAbout = (tag: string) => sink.received.filter((m) => m.parsed.text?.includes(tag))

test("a lead arrives by e-mail (Reply-To the visitor, escaped) and at the signed webhook, with where it came from", async ({ browser, page }) => {
  test.setTimeout(60_000)
  const tag = unique("implants")
  const visitor = await browser.newPage()
  // Landing from a search ad, then on to the contact page in the same tab.
  await visitor.goto("/?utm_source=google&utm_medium=cpc&utm_campaign=implants-q3", { referer: "https://www.google.com/" })
  await visitor.waitForFunction(() => sessionStorage.getItem("lumora.lead-context") !== null)
  await visitor.goto("/contact")
  await sendFromContactPage(visitor, {
    name: "Dr. <b>Mia</b> O'Neil",
    email: "mia@smiles.example",
    message: `${tag}: <img src=x onerror=alert(1)> & two offices`,
  })
  await visitor.close()

  await expect.poll(() => mailsAbout(tag).length, { timeout: 15_000 }).toBe(1)
  const mail = mailsAbout(tag)[0]!
  expect(mail.to).toEqual([E2E_ADMIN.email])
  expect(mail.parsed.from?.value).toEqual([{ name: "Lumora Website", address: "website@e2e.test" }])
  expect(mail.parsed.replyTo?.value).toEqual([{ name: "Dr. <b>Mia</b> O'Neil", address: "mia@smiles.example" }])
  expect(mail.parsed.subject).toBe("New message from Dr. <b>Mia</b> O'Neil")
  expect(mail.parsed.text).toContain(`${tag}: <img src=x onerror=alert(1)> & two offices`)
  expect(mail.parsed.text).toContain("Page: /contact")
  expect(mail.parsed.text).toContain("Referrer: https://www.google.com")
  expect(mail.parsed.text).toContain("UTM: utm_source=google, utm_medium=cpc, utm_campaign=implants-q3")
  const html = String(mail.parsed.html)
  expect(html).toContain(`${tag}: &lt;img src=x onerror=alert(1)&gt; &amp; two offices`)
  expect(html).toContain("Dr. &lt;b&gt;Mia&lt;/b&gt; O&#39;Neil")
  expect(html).not.toContain("<img")
  const adminLink = /\/admin\/messages\/([0-9a-f-]{36})/.exec(mail.parsed.text ?? "")
  expect(adminLink).not.toBeNull()

  await expect.poll(() => hook.received.filter((c) => c.body.includes(tag)).length).toBe(1)
  const call = hook.received.find((c) => c.body.includes(tag))!
  expect(call.headers["content-type"]).toBe("application/json")
  expect(verifyWebhookSignature(call.body, E2E_WEBHOOK_SECRET, String(call.headers["x-webhook-signature"]))).toBe(true)
  expect(JSON.parse(call.body)).toMatchObject({
    type: "contact.message",
    id: adminLink![1],
    name: "Dr. <b>Mia</b> O'Neil",
    email: "mia@smiles.example",
    possible_spam: false,
    page_path: "/contact",
    referrer_origin: "https://www.google.com",
    utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "implants-q3" },
  })

  // The link in the e-mail opens the message in the admin, with its context and "Sent".
  await ensureAdmin(page, `/admin/messages/${adminLink![1]}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dr. <b>Mia</b> O'Neil")
  await expect(page.getByTestId("message-body")).toHaveText(`${tag}: <img src=x onerror=alert(1)> & two offices`)
  const context = page.getByTestId("message-context")
  await expect(context).toContainText("/contact")
  await expect(context).toContainText("https://www.google.com")
  await expect(context).toContainText("utm_campaign: implants-q3")
  await expect(page.getByTestId("delivery-badge")).toHaveText("Sent")
  await expect(page.getByTestId("delivery-job")).toHaveCount(2)
  await expect(page.getByTestId("delivery-job").first()).toContainText(`E-mail to ${E2E_ADMIN.email}: Sent`)
  await expect(page.getByRole("link", { name: "Reply" })).toHaveAttribute(
    "href",
    `mailto:mia@smiles.example?subject=${encodeURIComponent("Re: your message to Lumora Health")}`,
  )
  await page.goto("/admin/messages")
  await expect(page.getByTestId("notifications-on")).toHaveText(
    `New messages are e-mailed to ${E2E_ADMIN.email}. Each new message is posted to the webhook (signed).`,
  )
})

test("with the SMTP server down the message shows Retrying with the error, and is e-mailed once it is back", async ({ browser, page }) => {
  test.setTimeout(90_000)
  await sink.stop()
  const tag = unique("outage")
  const visitor = await browser.newPage()
  await visitor.goto("/contact")
  await sendFromContactPage(visitor, { name: "Outage Olivia", email: "olivia@clinic.example", message: `${tag}: please call us` })
  await visitor.close()

  await ensureAdmin(page, "/admin/messages?q=Outage+Olivia")
  await page.getByRole("link", { name: "Open message from Outage Olivia" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Outage Olivia")
  await expect(async () => {
    await page.reload()
    await expect(page.getByTestId("delivery-badge")).toHaveText("Retrying", { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await expect(page.getByTestId("delivery-job").first()).toContainText(/Retrying: attempt \d+ failed \(.*(ECONNREFUSED|connect).*\); next attempt/)
  await expect(page.getByRole("button", { name: "Retry now" })).toBeVisible()
  expect(mailsAbout(tag)).toHaveLength(0)

  await sink.start()
  // The backoff brings it within seconds in this test server (2 s, doubling); nobody has to press anything.
  await expect.poll(() => mailsAbout(tag).length, { timeout: 40_000 }).toBe(1)
  await expect(async () => {
    await page.reload()
    await expect(page.getByTestId("delivery-badge")).toHaveText("Sent", { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  // Delivered once: no second copy turns up.
  await page.waitForTimeout(2_500)
  expect(mailsAbout(tag)).toHaveLength(1)
})
