import { expect, test, type Browser, type Page } from "@playwright/test"
import pg from "pg"

import { startServer, type ServerProcess } from "@/scripts/lib/server-process.mjs"

import { expectToast } from "../helpers/admin"
import { registerAndSignIn, signInAt } from "../helpers/auth"
import { startCrmSink } from "../helpers/crm-sink"
import { leadBlindIndex } from "../helpers/lead-bidx"
import { startMailSink, type MailSink } from "../helpers/mail-sink"

// The lead pipeline end to end: two production servers on one fresh PostgreSQL database, a real SMTP sink, a local
// CRM, and the team's clock set by the test (TEST_CLOCK: the "testClock" setting, read by both servers).
const url = process.env.TEST_DATABASE_URL
const BASE_PORT = Number(process.env.E2E_PORT ?? 3217)
const OWNER = { email: "owner@leads.test", password: "lead pipeline owner passphrase 4410" }
const EDITOR = { email: "eddie@leads.test", password: "lead pipeline editor passphrase 4411" }
const TEAM = "team@leads.test"
/** A real browser's user agent: Headless Chrome's own is counted as a bot, and a bot's visit has no journey. */
const REAL_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36"
const HOURS = { timeZone: "Europe/Berlin", days: [1, 2, 3, 4, 5], start: "09:00", end: "17:00", targetMinutes: 60 }

test.describe.configure({ mode: "serial" })

test.describe("lead pipeline on two servers", () => {
  test.skip(!url, "set TEST_DATABASE_URL")

  let a: ServerProcess
  let b: ServerProcess
  let mail: MailSink
  let crm: Awaited<ReturnType<typeof startCrmSink>>
  let admin: pg.Client
  let db: pg.Client
  let dbName = ""
  let ip = 10

  const setting = (key: string, value: unknown) =>
    db.query("insert into site_settings (key, value) values ($1, $2::jsonb) on conflict (key) do update set value = excluded.value", [key, JSON.stringify(value)])
  const setClock = (at: string) => setting("testClock", at)
  /** A visitor's message through the public form's endpoint (each from its own address). */
  async function contact(page: Page, server: ServerProcess, name: string, extra: Record<string, unknown> = {}): Promise<string> {
    const response = await page.request.post(`${server.url}/api/contact`, {
      headers: { "x-forwarded-for": `198.18.7.${++ip}`, origin: server.url },
      data: { name, email: `${name.split(" ")[0]!.toLowerCase()}@clinic.example`, message: `Hello from ${name}`, ...extra },
    })
    expect(response.status()).toBe(200)
    const [row] = (await db.query<{ id: string }>("select id from messages where name_bidx = $1", [await leadBlindIndex(db, "name", name)])).rows
    return row!.id
  }
  async function otherBrowser(browser: Browser): Promise<Page> {
    return (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.44" } })).newPage()
  }

  /**
   * A visitor with a known journey: a real browser (a real browser's user agent, its own address) opens `landing`,
   * its page-view beacon is answered, then it sends the contact form's request with the form's campaign context.
   */
  async function visitorLead(browser: Browser, server: ServerProcess, name: string, landing: string, utm: Record<string, string>): Promise<string> {
    const context = await browser.newContext({ userAgent: REAL_UA, extraHTTPHeaders: { "x-forwarded-for": `198.18.9.${++ip}` } })
    const page = await context.newPage()
    const [beacon] = await Promise.all([
      page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/views", { timeout: 20_000 }),
      page.goto(`${server.url}${landing}`),
    ])
    expect((await beacon.response())?.status()).toBe(204)
    const response = await page.request.post(`${server.url}/api/contact`, {
      headers: { origin: server.url },
      data: { name, email: `${name.split(" ")[0]!.toLowerCase()}@clinic.example`, message: `Hello from ${name}`, page: "/contact", utm },
    })
    expect(response.status()).toBe(200)
    await context.close()
    const [row] = (await db.query<{ id: string; landing_path: string }>("select id, landing_path from messages where name_bidx = $1", [await leadBlindIndex(db, "name", name)])).rows
    // The journey is the one the browser made, not one the test wrote.
    expect(row!.landing_path).toBe(landing.split("?")[0])
    return row!.id
  }

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    dbName = `leads_e2e_${Date.now().toString(36)}`
    admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${dbName}`)
    const dbUrl = new URL(url!)
    dbUrl.pathname = `/${dbName}`
    mail = await startMailSink(0)
    crm = await startCrmSink(0)
    const env = {
      DATABASE_URL: dbUrl.toString(),
      TRUSTED_PROXY_COUNT: "1",
      SMTP_URL: mail.url,
      MAIL_FROM: "Lumora Website <website@leads.test>",
      TEAM_EMAIL: TEAM,
      TEST_CLOCK: "1",
      CRM_ALLOW_PRIVATE: "1",
      HUBSPOT_FORMS_URL: crm.url,
      OUTBOX_RETRY_BASE_SECONDS: "0.2",
    }
    ;[a, b] = await Promise.all([startServer({ port: BASE_PORT + 8, env }), startServer({ port: BASE_PORT + 9, env })])
    db = new pg.Client({ connectionString: dbUrl.toString() })
    await db.connect()
    await setting("leadPipeline", HOURS)
  })

  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await mail?.stop()
    await crm?.close()
    await db?.end()
    if (dbName) await admin.query(`drop database if exists ${dbName} with (force)`)
    await admin?.end()
  })

  test("a lead's lifecycle: assigned, status changed, a note @mentions a member by e-mail, a reply reaches the lead with the team's Reply-To; bad input is refused in words", async ({ page, browser }) => {
    test.setTimeout(120_000)
    // Months before the figures' test, so its leads stay out of those figures.
    await setClock("2026-06-03T08:00:00.000Z")
    await registerAndSignIn(page, a.url, OWNER)
    await page.goto(`${a.url}/admin/team`)
    await page.getByLabel("Email").fill(EDITOR.email)
    await page.getByLabel("Role", { exact: true }).selectOption("editor")
    await page.getByRole("button", { name: "Send invitation" }).click()
    const link = await page.getByLabel("Link to share").inputValue()
    const editor = await otherBrowser(browser)
    await editor.goto(link)
    await editor.getByLabel("Password").fill(EDITOR.password)
    await editor.getByRole("button", { name: "Set password and sign in" }).click()
    await expect(editor).toHaveURL(/\/admin$/)
    await editor.context().close()

    const id = await contact(page, b, "Dana Whitfield")
    await contact(page, b, "Otto Other")
    await page.goto(`${a.url}/admin/leads`)
    await expect(page.getByTestId("leads-summary")).toHaveText("2 leads")
    await page.getByRole("link", { name: "Dana Whitfield" }).click()
    await expect(page.getByTestId("lead-status")).toHaveText("New")

    // Bad input: words under the field, nothing saved.
    await page.getByLabel("Value").fill("abc")
    await page.getByLabel("Status", { exact: true }).selectOption("won")
    await page.getByRole("button", { name: "Save lead" }).click()
    await expect(page.getByRole("form", { name: "Lead" }).getByRole("alert")).toHaveText("Enter the value as an amount of 0 or more, such as 1250 or 1250.50")
    expect((await db.query("select lead_status, lead_value from messages where id = $1", [id])).rows[0]).toEqual({ lead_status: "new", lead_value: null })

    await setClock("2026-06-03T08:20:00.000Z")
    await page.getByLabel("Value").fill("1250")
    await page.getByLabel("Status", { exact: true }).selectOption("contacted")
    await page.getByLabel("Owner", { exact: true }).selectOption({ label: EDITOR.email })
    await page.getByRole("button", { name: "Save lead" }).click()
    await expectToast(page, "Success", "Lead saved")
    const timeline = page.getByTestId("lead-timeline")
    await expect(timeline).toContainText("Status changed: New → Contacted")
    await expect(timeline).toContainText(`Assigned: ${EDITOR.email}`)
    await expect(page.getByTestId("lead-first-response")).toHaveText("20 min")

    await page.getByLabel("Note", { exact: true }).fill(`Budget **confirmed**. @${EDITOR.email} please call them back.`)
    await page.getByRole("button", { name: "Add note" }).click()
    await expectToast(page, "Success", "Note added")
    await expect(timeline.locator("strong", { hasText: "confirmed" })).toBeVisible()

    await page.getByLabel("Subject").fill("Your website project")
    await page.getByLabel("Reply", { exact: true }).fill("Hello Dana, thank you for your message. When can we call?")
    await page.getByRole("button", { name: "Send reply" }).click()
    await expectToast(page, "Success", "Reply queued for sending")
    await expect(timeline).toContainText("Reply sent: Your website project")

    await expect.poll(() => mail.received.filter((m) => m.to.includes(EDITOR.email) && /mentioned you/.test(m.parsed.subject ?? "")).length, { timeout: 20_000 }).toBe(1)
    const mention = mail.received.find((m) => m.to.includes(EDITOR.email) && /mentioned you/.test(m.parsed.subject ?? ""))!
    expect(mention.parsed.subject).toBe(`${OWNER.email} mentioned you on the lead Dana Whitfield`)
    await expect.poll(() => mail.received.filter((m) => m.to.includes("dana@clinic.example")).length, { timeout: 20_000 }).toBe(1)
    const reply = mail.received.find((m) => m.to.includes("dana@clinic.example"))!
    expect(reply.parsed.subject).toBe("Your website project")
    expect(reply.parsed.replyTo?.value[0]?.address).toBe(TEAM)
    expect(reply.parsed.text).toContain("When can we call?")
  })

  test("an editor sees and works only the leads assigned to them, and cannot export", async ({ page }) => {
    test.setTimeout(60_000)
    await signInAt(page, b.url, EDITOR)
    await page.goto(`${b.url}/admin/leads`)
    await expect(page.getByTestId("leads-summary")).toHaveText("1 lead")
    await expect(page.getByTestId("lead-row")).toHaveCount(1)
    await expect(page.getByRole("link", { name: "Dana Whitfield" })).toBeVisible()
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveCount(0)
    const other = (await db.query<{ id: string }>("select id from messages where name_bidx = $1", [await leadBlindIndex(db, "name", "Otto Other")])).rows[0]!.id
    await page.goto(`${b.url}/admin/leads/${other}`)
    await expect(page.getByText("This lead could not be loaded: it may not exist, or it is assigned to another member.")).toBeVisible()
    expect((await page.request.get(`${b.url}/admin/leads/export`, { headers: { origin: b.url } })).status()).toBe(403)
  })

  test("the response-time figures: median time to first response and the share within the target, from known times", async ({ page }) => {
    test.setTimeout(90_000)
    // Wednesday 2 Dec 2026, 10:00 in Berlin: leads answered after 10, 30 and 90 working minutes.
    const answers: [string, number][] = [["Fig One", 10], ["Fig Two", 30], ["Fig Three", 90]]
    const ids: string[] = []
    for (const [name] of answers) {
      await setClock("2026-12-02T09:00:00.000Z")
      ids.push(await contact(page, a, name))
    }
    await signInAt(page, a.url, OWNER)
    for (const [i, [, minutes]] of answers.entries()) {
      await setClock(new Date(Date.parse("2026-12-02T09:00:00.000Z") + minutes * 60_000).toISOString())
      await page.goto(`${a.url}/admin/leads/${ids[i]}`)
      await page.getByLabel("Status", { exact: true }).selectOption("qualified")
      await page.getByRole("button", { name: "Save lead" }).click()
      await expectToast(page, "Success", "Lead saved")
    }
    await setClock("2026-12-02T12:00:00.000Z")
    await page.goto(`${a.url}/admin/leads`)
    const week = page.getByTestId("lead-figures-7")
    await expect(week).toContainText("Last 7 days")
    await expect(week.getByTestId("lead-median")).toHaveText("30 min")
    await expect(week.getByTestId("lead-within-target")).toHaveText("67%")
    await expect(week).toContainText("3 of 3 answered")
    // The same figures on the dashboard.
    await page.goto(`${b.url}/admin`)
    await expect(page.getByRole("heading", { name: "Response time" })).toBeVisible()
    await expect(page.getByTestId("lead-figures-30").getByTestId("lead-median")).toHaveText("30 min")
    await expect(page.getByTestId("lead-figures-30").getByTestId("lead-within-target")).toHaveText("67%")
  })

  test("one reminder before the target and one escalation after it, each sent once by two servers, in working hours", async ({ page }) => {
    test.setTimeout(120_000)
    // Saturday 28 Nov 2026, 22:00 in Berlin: due on Monday at 10:00, reminded at 09:45.
    await setClock("2026-11-28T21:00:00.000Z")
    const wendy = await contact(page, b, "Wendy Waiting")
    const subjects = () => mail.received.map((m) => m.parsed.subject ?? "").filter((s) => s.includes("Wendy Waiting"))
    // Sunday evening: nothing yet.
    await setClock("2026-11-29T20:00:00.000Z")
    // Monday 09:50 in Berlin.
    await setClock("2026-11-30T08:50:00.000Z")
    await expect.poll(subjects, { timeout: 20_000 }).toContain("Reminder: the lead Wendy Waiting is waiting for an answer")
    // Monday 10:30: overdue.
    await setClock("2026-11-30T09:30:00.000Z")
    await expect.poll(subjects, { timeout: 20_000 }).toContain("Overdue: the lead Wendy Waiting has not been answered")
    // Both servers sweep every few seconds: give each two more rounds, then count.
    await page.waitForTimeout(11_000)
    const reminders = mail.received.filter((m) => m.parsed.subject === "Reminder: the lead Wendy Waiting is waiting for an answer")
    const escalations = mail.received.filter((m) => m.parsed.subject === "Overdue: the lead Wendy Waiting has not been answered")
    expect(reminders).toHaveLength(1)
    expect(escalations).toHaveLength(1)
    // Unassigned: the reminder went to the team; the escalation to the admins (the owner here).
    expect([...reminders[0]!.to].sort()).toEqual([EDITOR.email, OWNER.email].sort())
    expect(escalations[0]!.to).toEqual([OWNER.email])
    const sweeps = (await db.query<{ topic: string; n: number }>("select topic, count(*)::int as n from outbox where topic in ('lead-reminder', 'lead-escalation') and ref = $1 group by topic order by topic", [wendy])).rows
    expect(sweeps).toEqual([{ topic: "lead-escalation", n: 1 }, { topic: "lead-reminder", n: 1 }])
  })

  test("a CRM down for a while, then back, receives every lead exactly once (HubSpot Forms v3, keyed by the lead's id)", async ({ page }) => {
    test.setTimeout(120_000)
    // The owner sets HubSpot up on the lead settings screen; a portal id that is not digits is refused in words.
    await signInAt(page, a.url, OWNER)
    await page.goto(`${a.url}/admin/leads`)
    await page.getByRole("link", { name: "Lead settings" }).click()
    await page.getByLabel("CRM", { exact: true }).selectOption("hubspot")
    await page.getByLabel("HubSpot portal id").fill("abc")
    await page.getByLabel("HubSpot form GUID").fill("0b5a4c2e-1d3f-4e5a-9b8c-7d6e5f4a3b2c")
    await page.getByLabel("Field map").fill("email = email\nfirstname = firstname\nlastname = lastname")
    await page.getByRole("button", { name: "Save lead settings" }).click()
    await expect(page.getByRole("form", { name: "Lead settings" }).getByRole("alert")).toHaveText("Enter the HubSpot portal id (digits) and the form's GUID")
    expect((await db.query("select 1 from site_settings where key = 'leadCrm'")).rowCount).toBe(0)
    await page.getByLabel("HubSpot portal id").fill("123456")
    await page.getByRole("button", { name: "Save lead settings" }).click()
    await expectToast(page, "Success", "Lead settings saved")
    crm.state.down = true
    const ids = [await contact(page, a, "Crm Alpha"), await contact(page, b, "Crm Beta"), await contact(page, a, "Crm Gamma")]
    await expect.poll(() => new Set(crm.refused.map((d) => d.headers["idempotency-key"])).size, { timeout: 30_000 }).toBe(3)
    await expect.poll(() => crm.refused.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(6)
    expect(crm.accepted).toHaveLength(0)
    await page.goto(`${a.url}/admin/leads/${ids[0]}`)
    await expect(page.getByTestId("lead-crm")).toContainText("CRM answered 503: down for maintenance")

    crm.state.down = false
    await expect.poll(() => crm.accepted.length, { timeout: 40_000 }).toBe(3)
    await page.waitForTimeout(6_000)
    expect(crm.accepted.map((d) => d.headers["idempotency-key"]).sort()).toEqual([...ids].sort())
    expect(JSON.parse(crm.accepted.find((d) => d.headers["idempotency-key"] === ids[0])!.body).fields).toContainEqual({ objectTypeId: "0-1", name: "email", value: "crm@clinic.example" })
    await page.reload()
    await expect(page.getByTestId("lead-crm")).toContainText("Delivered to the CRM")
    await setting("leadCrm", { kind: "none" })
  })

  test("the owner's CSV export of the current filter is in the audit log with who and how many rows", async ({ page }) => {
    test.setTimeout(60_000)
    await signInAt(page, a.url, OWNER)
    await page.goto(`${a.url}/admin/leads?status=qualified`)
    await expect(page.getByTestId("leads-summary")).toHaveText("3 leads")
    const download = page.waitForEvent("download")
    await page.getByRole("link", { name: "Export CSV" }).click()
    const file = await download
    const csv = await (await file.createReadStream()).toArray()
    const text = Buffer.concat(csv).toString("utf8")
    expect(text.trim().split("\r\n")).toHaveLength(4)
    await page.goto(`${a.url}/admin/activity`)
    await expect(page.getByText("Exported 3 leads")).toBeVisible()
    await expect(page.getByRole("row").filter({ hasText: "Exported 3 leads" })).toContainText(OWNER.email)
  })

  test("the list filters by source, campaign and landing page (from the visitors' journeys); a member's saved view is saved, applied and deleted, and no one else sees it", async ({ page, browser }) => {
    test.setTimeout(180_000)
    await setClock("2026-12-03T09:00:00.000Z")
    await visitorLead(browser, a, "Lena Landing", "/blog?utm_source=newsletter&utm_campaign=winter-implants", { utm_source: "newsletter", utm_campaign: "winter-implants" })
    await visitorLead(browser, a, "Sam Search", "/", { utm_source: "google", utm_campaign: "winter-implants" })
    await visitorLead(browser, a, "Walt Walkin", "/blog", { utm_source: "google", utm_campaign: "brand" })

    await signInAt(page, a.url, OWNER)
    await page.goto(`${a.url}/admin/leads`)
    const filters = page.getByRole("form", { name: "Filters" })
    const names = () => page.getByTestId("lead-row").getByRole("link")
    const filter = async (values: { source?: string; campaign?: string; landing?: string }) => {
      await filters.getByLabel("Source").fill(values.source ?? "")
      await filters.getByLabel("Campaign").fill(values.campaign ?? "")
      await filters.getByLabel("Landing page").fill(values.landing ?? "")
      await filters.getByRole("button", { name: "Apply filters" }).click()
    }
    await filter({ source: "newsletter" })
    await expect(page.getByTestId("leads-summary")).toHaveText("1 lead")
    await expect(names()).toHaveText(["Lena Landing"])
    await filter({ campaign: "winter-implants" })
    await expect(page.getByTestId("leads-summary")).toHaveText("2 leads")
    await expect(names()).toHaveText(["Sam Search", "Lena Landing"])
    await filter({ landing: "/blog" })
    await expect(names()).toHaveText(["Walt Walkin", "Lena Landing"])
    await filter({ landing: "/blog", source: "google" })
    await expect(page).toHaveURL(/source=google/)
    await expect(names()).toHaveText(["Walt Walkin"])

    // Saved under a name: a link to these filters, for this member only.
    const saved = page.getByRole("region", { name: "Saved views" })
    await saved.getByLabel("View name").fill("Blog readers from Google")
    await saved.getByRole("button", { name: "Save view" }).click()
    await expectToast(page, "Success", "View saved")
    await page.goto(`${a.url}/admin/leads`)
    await expect(page.getByTestId("leads-summary")).not.toHaveText("1 lead")
    await saved.getByRole("link", { name: "Blog readers from Google" }).click()
    await expect(page.getByTestId("leads-summary")).toHaveText("1 lead")
    await expect(names()).toHaveText(["Walt Walkin"])
    await expect(filters.getByLabel("Landing page")).toHaveValue("/blog")
    await expect(filters.getByLabel("Source")).toHaveValue("google")

    const editor = await otherBrowser(browser)
    await signInAt(editor, b.url, EDITOR)
    await editor.goto(`${b.url}/admin/leads`)
    await expect(editor.getByRole("region", { name: "Saved views" }).getByLabel("View name")).toBeVisible()
    await expect(editor.getByRole("link", { name: "Blog readers from Google" })).toHaveCount(0)
    await editor.context().close()

    await saved.getByRole("button", { name: "Delete saved view Blog readers from Google" }).click()
    await expect(saved.getByRole("link", { name: "Blog readers from Google" })).toHaveCount(0)
    await page.reload()
    await expect(saved.getByRole("link", { name: "Blog readers from Google" })).toHaveCount(0)
  })

  test("bulk actions on several selected leads: assigned to a member, set to a status, archived, each on every lead's timeline", async ({ page }) => {
    test.setTimeout(90_000)
    await setClock("2026-12-03T10:00:00.000Z")
    await signInAt(page, a.url, OWNER)
    await page.goto(`${a.url}/admin/leads?campaign=winter-implants`)
    const rows = page.getByTestId("lead-row")
    await expect(rows).toHaveCount(2)
    const bar = page.getByTestId("lead-bulk-bar")
    await expect(bar).toHaveCount(0)
    await page.getByRole("checkbox", { name: "Select lead from Lena Landing" }).check()
    await page.getByRole("checkbox", { name: "Select lead from Sam Search" }).check()
    await expect(bar).toContainText("2 selected")
    await bar.getByLabel("Bulk action").selectOption("assign")
    await bar.getByLabel("Owner").selectOption({ label: EDITOR.email })
    await bar.getByRole("button", { name: "Apply to selected" }).click()
    await expectToast(page, "Success", "2 leads changed")
    await expect(bar).toHaveCount(0)
    for (const name of ["Lena Landing", "Sam Search"]) await expect(rows.filter({ hasText: name })).toContainText(EDITOR.email)
    // Walt, not selected, is left alone.
    expect((await db.query("select owner_id from messages where name_bidx = $1", [await leadBlindIndex(db, "name", "Walt Walkin")])).rows[0]).toEqual({ owner_id: null })

    await page.getByRole("checkbox", { name: "Select all leads on this page" }).check()
    await bar.getByLabel("Bulk action").selectOption("status")
    await bar.getByLabel("Status").selectOption("won")
    await bar.getByRole("button", { name: "Apply to selected" }).click()
    await expectToast(page, "Success", "2 leads changed")
    for (const name of ["Lena Landing", "Sam Search"]) await expect(rows.filter({ hasText: name })).toContainText("Won")

    await page.getByRole("checkbox", { name: "Select all leads on this page" }).check()
    await bar.getByLabel("Bulk action").selectOption("archive")
    await bar.getByRole("button", { name: "Apply to selected" }).click()
    await expectToast(page, "Success", "2 leads changed")
    await expect(page.getByText("No leads here")).toBeVisible()
    await page.getByRole("navigation", { name: "Lead views" }).getByRole("link", { name: "Archived" }).click()
    await expect(page).toHaveURL(/view=archived/)
    await expect(page).toHaveURL(/campaign=winter-implants/)
    await expect(page.getByTestId("lead-row").getByRole("link")).toHaveText(["Sam Search", "Lena Landing"])

    await page.getByRole("link", { name: "Lena Landing" }).click()
    const timeline = page.getByTestId("lead-timeline")
    await expect(timeline).toContainText(`Assigned: ${EDITOR.email}`)
    await expect(timeline).toContainText("Status changed: New → Won")
    await expect(timeline).toContainText("Archived")
    // The bulk changes only (the clock has also passed these leads' reminder and due times meanwhile).
    // Names are stored encrypted: each lead is found through its name's blind index.
    const kindsOf = async (name: string) => ({
      name,
      kinds: (await db.query<{ kinds: string[] }>(
        "select array_agg(e.kind order by e.at, e.seq) as kinds from messages m join lead_events e on e.message_id = m.id where m.name_bidx = $1 and e.kind in ('assigned', 'status', 'archived')",
        [await leadBlindIndex(db, "name", name)],
      )).rows[0]!.kinds,
    })
    const kinds = [await kindsOf("Lena Landing"), await kindsOf("Sam Search")]
    expect(kinds).toEqual([{ name: "Lena Landing", kinds: ["assigned", "status", "archived"] }, { name: "Sam Search", kinds: ["assigned", "status", "archived"] }])
  })
})
