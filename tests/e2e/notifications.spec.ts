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

const REAL_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36"

/** Sets the team e-mail's and the webhook's mode on the Lead settings screen, as the owner does. */
async function chooseModes(page: Page, mode: "Full details" | "Protected (recommended for clinics)") {
  await ensureAdmin(page, "/admin/leads/settings")
  const form = page.getByRole("form", { name: "What notifications carry" })
  await form.getByRole("group", { name: "Team e-mail" }).getByRole("radio", { name: mode, exact: true }).check()
  await form.getByRole("group", { name: "Webhook" }).getByRole("radio", { name: mode, exact: true }).check()
  await form.getByRole("button", { name: "Save notification modes" }).click()
  await expect(page.getByText("Notification modes saved")).toBeVisible()
}

test("protected mode: the team e-mail and the webhook carry no personal data; the signed link and the admin show it in full", async ({ browser, page, request }) => {
  test.setTimeout(90_000)
  const tag = unique("canary").replace(" ", "-")
  const canary = {
    name: `Canary ${tag}`,
    email: `${tag}@patient.example`,
    phone: `+1 555 ${String(Date.now()).slice(-7)}`,
    text: `${tag}: my implant hurts since Tuesday`,
  }
  await chooseModes(page, "Protected (recommended for clinics)")
  // The screen says in words what leaves the site in each mode.
  const form = page.getByRole("form", { name: "What notifications carry" })
  await expect(form).toContainText("Protected is recommended for clinics")
  await expect(form.getByRole("group", { name: "Team e-mail" })).toContainText("No name, e-mail address, phone, message or answers; Reply-To is not the visitor.")
  await expect(form.getByRole("group", { name: "Webhook" })).toContainText("a signed link that works for 7 days")
  await expect(page.getByTestId("notification-mode-crm")).toContainText("only the fields of the field map")

  try {
    const mailsBefore = sink.received.length
    const hooksBefore = hook.received.length
    // A visitor lands from a campaign (its page-view beacon records the journey), then writes through the contact form.
    const context = await browser.newContext({ userAgent: REAL_UA, extraHTTPHeaders: { "x-forwarded-for": `198.18.7.${(Date.now() % 200) + 1}` } })
    const visitor = await context.newPage()
    const [beacon] = await Promise.all([
      visitor.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/views", { timeout: 20_000 }),
      visitor.goto("/blog?utm_source=google&utm_medium=cpc&utm_campaign=spring-implants"),
    ])
    expect((await beacon.response())?.status()).toBe(204)
    await visitor.waitForFunction(() => sessionStorage.getItem("lumora.lead-context") !== null)
    await visitor.goto("/contact")
    const contact = visitor.getByTestId("contact-form")
    await contact.getByLabel("Name").fill(canary.name)
    await contact.getByLabel("Email").fill(canary.email)
    await contact.getByLabel("Message").fill(`${canary.text}. Call me on ${canary.phone}.`)
    await visitor.waitForTimeout(3200)
    await contact.getByRole("button", { name: "Send Message" }).click()
    await expect(visitor.getByText(CONTACT_TEXT.successTitle)).toBeVisible()
    await context.close()

    const leaks = (text: string) => [canary.name, canary.email, canary.phone, tag, "implant hurts"].filter((c) => text.includes(c))

    // The webhook: the lead's id, type, source and the signed link; nothing the visitor wrote.
    await expect.poll(() => hook.received.slice(hooksBefore).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1)
    const call = hook.received.slice(hooksBefore).find((c) => c.body.includes("data_url"))!
    expect(verifyWebhookSignature(call.body, E2E_WEBHOOK_SECRET, String(call.headers["x-webhook-signature"]))).toBe(true)
    expect(leaks(call.body)).toEqual([])
    const body = JSON.parse(call.body) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(["data_url", "data_url_expires_at", "id", "source", "type"])
    expect(body).toMatchObject({ type: "contact.message", source: { landing_path: "/blog", campaign: "spring-implants" } })
    const id = String(body.id)
    expect(id).toMatch(/^[0-9a-f-]{36}$/)

    // The team's e-mail: the one line, literally; no Reply-To; no canary anywhere in it (headers, text, HTML).
    await expect.poll(() => sink.received.slice(mailsBefore).filter((m) => m.parsed.text?.includes(`/admin/leads/${id}`)).length, { timeout: 15_000 }).toBe(1)
    const mail = sink.received.slice(mailsBefore).find((m) => m.parsed.text?.includes(`/admin/leads/${id}`))!
    const text = String(mail.parsed.text).trim()
    const prefix = "New lead from /blog (campaign spring-implants) — open it in the admin: "
    expect(text.startsWith(prefix)).toBe(true)
    expect(text.slice(prefix.length)).toMatch(new RegExp(`^https?://[^\\s]+/admin/leads/${id}$`))
    expect(mail.parsed.subject).toBe("New lead")
    expect(mail.parsed.replyTo).toBeUndefined()
    expect(leaks(mail.raw)).toEqual([])
    expect(leaks(`${mail.parsed.subject}\n${mail.parsed.text}\n${String(mail.parsed.html)}`)).toEqual([])

    // The signed link gives the full data; an altered one is refused (403), a malformed one too (400).
    const dataUrl = new URL(String(body.data_url))
    const fetched = await request.get(`${dataUrl.pathname}${dataUrl.search}`)
    expect(fetched.status()).toBe(200)
    expect(await fetched.json()).toMatchObject({ id, name: canary.name, email: canary.email, message: `${canary.text}. Call me on ${canary.phone}.` })
    const forged = new URLSearchParams(dataUrl.search)
    forged.set("s", "0".repeat(64))
    expect((await request.get(`${dataUrl.pathname}?${forged}`)).status()).toBe(403)
    expect((await request.get(`${dataUrl.pathname}?e=soon&s=x`)).status()).toBe(400)

    // The admin shows the lead in full.
    await page.goto(`/admin/leads/${id}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(canary.name)
    await expect(page.getByText(canary.email).first()).toBeVisible()
    await expect(page.getByText(`${canary.text}. Call me on ${canary.phone}.`)).toBeVisible()
  } finally {
    // Back to the default for the other tests of this server.
    await chooseModes(page, "Full details")
  }
})
