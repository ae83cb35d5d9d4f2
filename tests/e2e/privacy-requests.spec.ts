import { readFile } from "node:fs/promises"

import { expect, test, type Page } from "@playwright/test"

import { startServer, type ServerProcess } from "@/scripts/lib/server-process.mjs"
import { verifyWebhookSignature } from "@/lib/server/webhook/sign"

import { registerAndSignIn, signInAt } from "../helpers/auth"
import { startMailSink, type MailSink } from "../helpers/mail-sink"
import { startWebhookReceiver } from "../helpers/webhook-receiver"

// Admin → Privacy end to end on a production server of its own (embedded database), with a real SMTP sink and a real
// webhook receiver: a lead sent through the contact form is found by its e-mail address, exported as JSON and CSV
// with its recipients, and erased after the confirmation dialog; the webhook then receives a signed lead.deleted.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3217)
const OWNER = { email: "owner@privacy.test", password: "privacy requests owner passphrase 5520" }
const EDITOR = { email: "eddie@privacy.test", password: "privacy requests editor passphrase 5521" }
const SECRET = "privacy-e2e-webhook-secret"
const VISITOR = { name: "Priya Patient", email: "priya.patient@clinic.example" }

test.describe.configure({ mode: "serial" })

test.describe("data-subject requests", () => {
  let server: ServerProcess
  let mail: MailSink
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    mail = await startMailSink(0)
    hook = await startWebhookReceiver(0)
    server = await startServer({
      port: BASE_PORT + 8,
      env: { TRUSTED_PROXY_COUNT: "1", SMTP_URL: mail.url, MAIL_FROM: "Lumora Website <website@privacy.test>", WEBHOOK_URL: hook.url, WEBHOOK_SECRET: SECRET, OUTBOX_RETRY_BASE_SECONDS: "0.2" },
    })
  })

  test.afterAll(async () => {
    await server?.stop()
    await mail?.stop()
    await hook?.close()
  })

  async function sendContactForm(page: Page) {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": "198.18.40.7" })
    await page.goto(`${server.url}/contact`)
    const form = page.getByTestId("contact-form")
    await form.getByLabel("Name").fill(VISITOR.name)
    await form.getByLabel("Email").fill(VISITOR.email)
    await form.getByLabel("Message").fill("Please call me about our clinic's new patient portal.")
    await page.waitForTimeout(3200) // a person's pace: not flagged by the timing check
    await form.getByRole("button", { name: "Send Message" }).click()
    await expect(page.getByText("Thank you! Your message is on its way.")).toBeVisible()
  }

  test("a lead from the contact form is found, exported as JSON and CSV with its recipients, and erased; the webhook gets a signed lead.deleted", async ({ page, browser }) => {
    test.setTimeout(180_000)
    await registerAndSignIn(page, server.url, OWNER)
    const visitor = await browser.newPage()
    await sendContactForm(visitor)
    await visitor.close()
    // The team's e-mail and the signed webhook have gone out: both are recipients of the lead.
    await expect.poll(() => hook.received.filter((c) => c.body.includes(VISITOR.email)).length, { timeout: 20_000 }).toBe(1)
    const leadId = JSON.parse(hook.received.find((c) => c.body.includes(VISITOR.email))!.body).id as string
    await expect.poll(() => mail.received.length, { timeout: 20_000 }).toBeGreaterThan(0)

    await page.goto(`${server.url}/admin/privacy`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy")

    // Bad input is refused in words, and nothing is recorded.
    await page.getByLabel("E-mail address").fill("not an address")
    await page.getByRole("button", { name: "Find" }).click()
    await expect(page.getByText("Enter a valid e-mail address, such as name@example.com").first()).toBeVisible()
    await expect(page.getByText("No requests yet.")).toBeVisible()

    // Found by the address in any case and spacing.
    await page.getByLabel("E-mail address").fill("  PRIYA.Patient@clinic.example ")
    await page.getByRole("button", { name: "Find" }).click()
    const results = page.getByTestId("dsr-results")
    await expect(results).toContainText("1 lead found, sent to 2 recipients.")
    await expect(results).toContainText("Please call me about our clinic's new patient portal.")
    await expect(results.getByRole("table", { name: "Recipients" })).toContainText(OWNER.email)
    await expect(results.getByRole("table", { name: "Recipients" })).toContainText(hook.url)
    const requests = page.getByTestId("dsr-requests")
    await expect(requests.locator("tr[data-status=open]")).toHaveCount(1)
    await expect(requests).not.toContainText("priya")

    // The JSON download lists the lead and every recipient with its dates.
    const [json] = await Promise.all([page.waitForEvent("download"), results.getByRole("button", { name: "Export JSON" }).click()])
    expect(json.suggestedFilename()).toMatch(/^data-subject-\d{4}-\d{2}-\d{2}\.json$/)
    const report = JSON.parse(await readFile((await json.path())!, "utf8"))
    expect(report.leads).toHaveLength(1)
    expect(report.leads[0]).toMatchObject({ id: leadId, name: VISITOR.name, email: VISITOR.email })
    const recipients = report.leads[0].recipients as { channel: string; to: string; queued_at: string; sent_at: string | null }[]
    expect(recipients.map((r) => `${r.channel} ${r.to}`).sort()).toEqual([`email ${OWNER.email}`, `webhook ${hook.url}`])
    for (const r of recipients) expect(r.queued_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(recipients.find((r) => r.channel === "webhook")!.sent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)

    // The CSV download: a line for the lead and one per recipient.
    const [csv] = await Promise.all([page.waitForEvent("download"), results.getByRole("button", { name: "Export CSV" }).click()])
    const text = await readFile((await csv.path())!, "utf8")
    expect(text).toContain("Record,Lead,Date (UTC),Kind,Name,Email,Message,Status,Consent,Channel,To,What,Delivery,Sent (UTC)")
    expect(text).toContain(`lead,${leadId},`)
    expect(text).toContain(`recipient,${leadId},`)
    expect(text).toContain(`,webhook,${hook.url},contact-message,sent,`)
    expect(text).toContain(`,email,${OWNER.email},`)

    // An unknown address: an empty export, not an error.
    await page.getByLabel("E-mail address").fill("nobody@nowhere.example")
    await page.getByRole("button", { name: "Find" }).click()
    await expect(results).toContainText("Nothing is held about this e-mail address.")
    const [empty] = await Promise.all([page.waitForEvent("download"), results.getByRole("button", { name: "Export JSON" }).click()])
    expect(JSON.parse(await readFile((await empty.path())!, "utf8"))).toMatchObject({ leads: [], recipients: [] })

    // A request received 60 days ago and still open is overdue.
    await page.getByLabel("E-mail address").fill("late.requester@clinic.example")
    await page.getByLabel("Request received on").fill(new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10))
    await page.getByRole("button", { name: "Find" }).click()
    await expect(requests.locator("tr[data-overdue=true]")).toHaveCount(1)
    await expect(requests.locator("tr[data-overdue=true]")).toContainText("Overdue")
    await page.getByLabel("Request received on").fill("")

    // Erase, after the confirmation dialog (Cancel first: nothing happens).
    await page.getByLabel("E-mail address").fill(VISITOR.email)
    await page.getByRole("button", { name: "Find" }).click()
    await expect(results).toContainText("1 lead found, sent to 2 recipients.")
    await results.getByRole("button", { name: "Erase everything" }).click()
    const dialog = page.getByRole("alertdialog")
    await expect(dialog.getByRole("heading")).toHaveText("Erase everything about this e-mail address?")
    await dialog.getByRole("button", { name: "Cancel" }).click()
    await expect(dialog).toBeHidden()
    await results.getByRole("button", { name: "Erase everything" }).click()
    await dialog.getByRole("button", { name: "Erase", exact: true }).click()
    await expect(page.getByText("Erased 1 lead; 1 lead.deleted event queued.")).toBeVisible()
    await expect(requests.locator("tr[data-status=completed]").first()).toContainText("Erased 1 lead; 1 lead.deleted event queued")

    // The webhook that received the lead receives a signed lead.deleted naming it, nothing personal.
    await expect.poll(() => hook.received.filter((c) => c.body.includes("lead.deleted")).length, { timeout: 20_000 }).toBe(1)
    const deleted = hook.received.find((c) => c.body.includes("lead.deleted"))!
    expect(JSON.parse(deleted.body)).toMatchObject({ type: "lead.deleted", id: leadId, reason: "data_subject_request" })
    expect(verifyWebhookSignature(deleted.body, SECRET, String(deleted.headers["x-webhook-signature"]))).toBe(true)
    expect(deleted.body).not.toContain("priya")

    // Gone from the inbox and the leads, and found no more.
    await page.goto(`${server.url}/admin/messages`)
    await expect(page.getByText(VISITOR.name)).toHaveCount(0)
    await page.goto(`${server.url}/admin/leads`)
    await expect(page.getByText(VISITOR.name)).toHaveCount(0)
    await page.goto(`${server.url}/admin/privacy`)
    await page.getByLabel("E-mail address").fill(VISITOR.email)
    await page.getByRole("button", { name: "Find" }).click()
    await expect(page.getByTestId("dsr-results")).toContainText("Nothing is held about this e-mail address.")

    // The export endpoint answers bad input with a 4xx and words, never a 5xx.
    const bad = await page.request.post(`${server.url}/admin/privacy/export`, { headers: { origin: server.url }, form: { email: "nope", format: "json" } })
    expect(bad.status()).toBe(400)
    expect(await bad.text()).toBe("Enter a valid e-mail address, such as name@example.com")
    const noFormat = await page.request.post(`${server.url}/admin/privacy/export`, { headers: { origin: server.url }, form: { email: VISITOR.email, format: "xml" } })
    expect(noFormat.status()).toBe(400)
  })

  test("an editor has no Privacy screen: no entry, the page refuses, the export is refused", async ({ page, browser }) => {
    test.setTimeout(120_000)
    await signInAt(page, server.url, OWNER)
    await page.goto(`${server.url}/admin/team`)
    await page.getByLabel("Email").fill(EDITOR.email)
    await page.getByLabel("Role", { exact: true }).selectOption("editor")
    await page.getByRole("button", { name: "Send invitation" }).click()
    const link = await page.getByLabel("Link to share").inputValue()
    const editor = await (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.61" } })).newPage()
    await editor.goto(link)
    await editor.getByLabel("Password").fill(EDITOR.password)
    await editor.getByRole("button", { name: "Set password and sign in" }).click()
    await expect(editor).toHaveURL(/\/admin$/)
    const nav = editor.getByTestId("admin-nav-vertical")
    await expect(nav.getByRole("link", { name: "Leads" })).toBeVisible()
    await expect(nav.getByRole("link", { name: "Privacy" })).toHaveCount(0)
    await editor.goto(`${server.url}/admin/privacy`)
    await expect(editor.getByText("Only the owner and admins can handle data-subject requests")).toBeVisible()
    await expect(editor.getByLabel("E-mail address")).toHaveCount(0)
    const refused = await editor.request.post(`${server.url}/admin/privacy/export`, { headers: { origin: server.url }, form: { email: VISITOR.email, format: "json" } })
    expect(refused.status()).toBe(403)
    expect(await refused.text()).toBe("Only the owner and admins can handle data-subject requests")
    await editor.context().close()
  })
})
