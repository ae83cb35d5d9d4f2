import { expect, test, type APIRequestContext, type Page } from "@playwright/test"
import type { ServerProcess } from "@/scripts/lib/server-process.mjs"

import { expectToast } from "../helpers/admin"
import { registerAndSignIn } from "../helpers/auth"
import { startDatabaseServers, type DatabaseServers } from "../helpers/e2e-database"
import { leadBlindIndex } from "../helpers/lead-bidx"
import { startMailSink, type MailSink } from "../helpers/mail-sink"

// Lead retention and the access log end to end, on two production servers sharing one fresh PostgreSQL database (as
// behind a load balancer) with the test clock (TEST_CLOCK=1: POST /api/test-clock sets the time both servers read and
// runs that server's sweeps at once). Both servers' outbox workers sweep on their own too: the day's erasure must
// still happen once. Needs TEST_DATABASE_URL.
const url = process.env.TEST_DATABASE_URL
const BASE_PORT = Number(process.env.E2E_PORT ?? 3217) + 73
const OWNER = { email: "owner@retention.test", password: "lead retention owner passphrase 4471" }
const HOURS = { timeZone: "Europe/Berlin", days: [1, 2, 3, 4, 5], start: "09:00", end: "17:00", targetMinutes: 60 }

// Ava and Ben write on 10 March 2024 (11:00 in Berlin); Ben gets a note two months later; Cy's message, 30 days
// before the day the test looks at, is spam.
const T0 = "2024-03-10T10:00:00.000Z"
const NOTE_AT = "2024-05-10T10:00:00.000Z"
const SPAM_AT = "2026-02-08T14:00:00.000Z"
// 10 March 2026, 10:00 in Berlin: Ava is one hour short of 24 months, Cy's spam 29 days and 19 hours old.
const DAY_BEFORE = "2026-03-10T09:00:00.000Z"
// 11 March 2026, 10:00 in Berlin: the day's run takes Ava and Cy, and leaves Ben.
const RUN_DAY = "2026-03-11T09:00:00.000Z"

test.describe.configure({ mode: "serial" })

test.describe("lead retention: the owner's period, the preview, one erasure across two servers, the access log in Activity", () => {
  test.skip(!url, "set TEST_DATABASE_URL")

  let a: ServerProcess
  let b: ServerProcess
  let site: DatabaseServers
  let sink: MailSink
  let db: DatabaseServers["db"]
  let page: Page
  let ip = 20
  const ids: Record<string, string> = {}

  /** Sets the clock on both servers at once; each runs its sweeps (retention included) in the same request. */
  async function setClock(request: APIRequestContext, at: string): Promise<({ leads: number; spam: number } | null)[]> {
    const answers = await Promise.all([a, b].map((s) => request.post(`${s.url}/api/test-clock`, { data: { at } })))
    for (const r of answers) expect(r.status()).toBe(200)
    return Promise.all(answers.map(async (r) => ((await r.json()) as { erased: { leads: number; spam: number } | null }).erased))
  }

  /** A visitor's message through the public form's endpoint (each from its own address). */
  async function contact(request: APIRequestContext, name: string): Promise<string> {
    const response = await request.post(`${a.url}/api/contact`, {
      headers: { "x-forwarded-for": `198.18.11.${++ip}`, origin: a.url },
      data: { name, email: `${name.split(" ")[0]!.toLowerCase()}@clinic.example`, message: `Hello from ${name}` },
    })
    expect(response.status()).toBe(200)
    // Names are stored encrypted: the lead is found by its name's blind index, as the inbox finds it.
    const [row] = (await db.query<{ id: string }>("select id from messages where name_bidx = $1", [await leadBlindIndex(db, "name", name)])).rows
    names.set(row!.id, name)
    return row!.id
  }

  /** The names of the leads still stored, in order. */
  const names = new Map<string, string>()
  const remaining = async () =>
    (await db.query<{ id: string }>("select id from messages")).rows.map((r) => names.get(r.id) ?? `unknown ${r.id}`).sort()

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000)
    sink = await startMailSink(0)
    site = await startDatabaseServers({
      prefix: "retention_e2e",
      basePort: BASE_PORT,
      count: 2,
      env: { SMTP_URL: sink.url, MAIL_FROM: "Lumora <website@retention.test>", TEST_CLOCK: "1" },
    })
    ;[a, b] = site.servers as [ServerProcess, ServerProcess]
    db = site.db
    page = await browser.newPage()
    await registerAndSignIn(page, a.url, OWNER)
    await db.query("insert into site_settings (key, value) values ('leadPipeline', $1::jsonb) on conflict (key) do update set value = excluded.value", [JSON.stringify(HOURS)])
  })

  test.afterAll(async () => {
    await page?.close()
    await site?.stop()
    await sink?.stop()
  })

  test("leads, a note that renews one, spam; the settings screen says what the next run erases, refuses a bad period in words", async ({ request }) => {
    test.setTimeout(120_000)
    await setClock(request, T0)
    ids.ava = await contact(request, "Ava Old")
    ids.ben = await contact(request, "Ben Noted")

    // Two months later the owner opens Ben's lead (an access log entry) and adds a note: his last activity.
    await setClock(request, NOTE_AT)
    await page.goto(`${b.url}/admin/leads/${ids.ben}`)
    await page.getByLabel("Note", { exact: true }).fill("Wants a quote next spring.")
    await page.getByRole("button", { name: "Add note" }).click()
    await expectToast(page, "Success", "Note added")

    // Cy's message goes to spam.
    await setClock(request, SPAM_AT)
    ids.cy = await contact(request, "Cy Spam")
    await page.goto(`${a.url}/admin/messages/${ids.cy}`)
    await page.getByRole("button", { name: "Spam", exact: true }).click()
    await expectToast(page, "Success", "Message moved to spam")

    // A search by e-mail in the inbox (an access log entry; a search by word is not).
    await page.goto(`${a.url}/admin/messages?q=${encodeURIComponent("ava@clinic.example")}`)
    await expect(page.getByRole("link", { name: "Open message from Ava Old" })).toBeVisible()

    // The day before: the day's run has happened on both servers (nothing was due); tomorrow's takes Ava and Cy.
    await setClock(request, DAY_BEFORE)
    expect(await remaining()).toEqual(["Ava Old", "Ben Noted", "Cy Spam"])
    await page.goto(`${b.url}/admin/leads/settings`)
    const form = page.getByRole("form", { name: "Retention" })
    const months = form.getByLabel("Keep leads for (months)")
    await expect(months).toHaveValue("24")
    await expect(form).toContainText("erased for good 24 months after its last activity")
    await expect(form).toContainText("Spam is erased 30 days after it was received")
    await expect(page.getByTestId("retention-preview")).toHaveText("The next run on Mar 11, 2026 will erase 2 leads (1 spam).")

    for (const bad of ["0", "121", "1.5"]) {
      await months.fill(bad)
      await form.getByRole("button", { name: "Save retention" }).click()
      await expect(form.getByText("Keep leads for 1 to 120 months (whole months)")).toBeVisible()
    }
    await page.reload()
    await expect(months).toHaveValue("24")
    // 36 months: only the spam is due tomorrow.
    await months.fill("36")
    await form.getByRole("button", { name: "Save retention" }).click()
    await expectToast(page, "Success", "Retention saved")
    await expect(page.getByTestId("retention-preview")).toHaveText("The next run on Mar 11, 2026 will erase 1 lead (1 spam).")
    await months.fill("24")
    await form.getByRole("button", { name: "Save retention" }).click()
    await expectToast(page, "Success", "Retention saved")
    await expect(page.getByTestId("retention-preview")).toHaveText("The next run on Mar 11, 2026 will erase 2 leads (1 spam).")
    expect(await remaining()).toEqual(["Ava Old", "Ben Noted", "Cy Spam"])
  })

  test("the next day both servers sweep at once: Ava and Cy are erased once, with their outbox rows; Ben stays; one entry of counts", async ({ request }) => {
    const before = (await db.query<{ n: number }>("select count(*)::int as n from outbox where ref = any($1::text[])", [[ids.ava, ids.cy]])).rows[0]!.n
    expect(Number(before)).toBeGreaterThan(0)
    const results = await setClock(request, RUN_DAY)
    // At most one of the two requests did it (a worker may have been first); the database says it happened once.
    expect(results.filter((r) => r !== null).length).toBeLessThanOrEqual(1)
    await expect.poll(remaining).toEqual(["Ben Noted"])
    expect((await db.query("select 1 from outbox where ref = any($1::text[])", [[ids.ava, ids.cy]])).rows).toEqual([])
    expect((await db.query("select 1 from lead_events where message_id = any($1::uuid[])", [[ids.ava, ids.cy]])).rows).toEqual([])
    const runs = (await db.query<{ erased: number; spam: number }>("select erased, spam from lead_retention_runs where day = '2026-03-11'")).rows
    expect(runs).toEqual([{ erased: 1, spam: 1 }])
    const entries = (await db.query<{ summary: string }>("select summary from audit_log where action = 'lead_retention' and summary <> 'Retention erased 0 leads (0 spam)'")).rows
    expect(entries).toEqual([{ summary: "Retention erased 2 leads (1 spam)" }])
    // Asking again the same day erases nothing more.
    expect(await setClock(request, "2026-03-11T15:00:00.000Z")).toEqual([null, null])
    expect(await remaining()).toEqual(["Ben Noted"])
  })

  test("Admin → Activity: 'Access to leads' lists the lead openings, the e-mail search and the retention run, and nothing else", async () => {
    await page.goto(`${a.url}/admin/activity`)
    await page.getByLabel("Action", { exact: true }).selectOption({ label: "Access to leads" })
    await page.getByRole("button", { name: "Filter" }).click()
    await expect(page).toHaveURL(/action=lead_access/)
    const rows = page.getByTestId("activity-row")
    await expect(rows.filter({ hasText: "Erased expired leads" }).filter({ hasText: "Retention erased 2 leads (1 spam)" })).toHaveCount(1)
    await expect(rows.filter({ hasText: "Searched leads by e-mail" })).toHaveCount(1)
    await expect(rows.filter({ hasText: "Searched leads by e-mail" })).toContainText(OWNER.email)
    // Ben's lead page and Cy's message page: each load of such a page is an entry (a save re-renders it, another).
    await expect(rows.filter({ hasText: "Opened a lead" }).first()).toContainText(OWNER.email)
    const viewed = (await db.query<{ id: string }>("select distinct record_id as id from audit_log where action = 'lead_view' order by 1")).rows.map((r) => r.id)
    expect(viewed).toEqual([ids.ben!, ids.cy!].sort())
    await expect(rows.filter({ hasText: "Signed in" })).toHaveCount(0)
    await expect(rows.filter({ hasText: "clinic.example" })).toHaveCount(0)
  })
})
