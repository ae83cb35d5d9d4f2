import { expect, test, type Browser, type Page } from "@playwright/test"
import type { ServerProcess } from "@/scripts/lib/server-process.mjs"

import { expectToast, setChecked } from "../helpers/admin"
import { registerAndSignIn } from "../helpers/auth"
import { startDatabaseServers, type DatabaseServers } from "../helpers/e2e-database"
import { startMailSink, type MailSink } from "../helpers/mail-sink"
import { mailedReviewLink } from "../helpers/review-mail"

// Medical review end to end, on two production servers sharing one fresh PostgreSQL database (as behind a load
// balancer), with a real SMTP sink and a test clock (TEST_CLOCK=1: POST /api/test-clock sets the clock both servers read and
// runs its re-review sweep). Needs TEST_DATABASE_URL.
const url = process.env.TEST_DATABASE_URL
const BASE_PORT = Number(process.env.E2E_PORT ?? 3217) + 40
const OWNER = { email: "owner@review.test", password: "medical review owner passphrase 8812" }
const REVIEWER_EMAIL = "ana@clinic.test"
const REVIEWER = "Dr. Ana Ruiz"
const TITLE = "Gum Disease Warning Signs"
const SLUG = "gum-disease-warning-signs"

test.describe.configure({ mode: "serial" })

test.describe("medical review: request, sign-off by link, publish, withdrawal, bad links, re-review reminder", () => {
  test.skip(!url, "set TEST_DATABASE_URL")

  let a: ServerProcess
  let b: ServerProcess
  let site: DatabaseServers
  let sink: MailSink
  let db: DatabaseServers["db"]
  let page: Page
  let postUrl = ""

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000)
    sink = await startMailSink(0)
    site = await startDatabaseServers({
      prefix: "medrev_e2e",
      basePort: BASE_PORT,
      count: 2,
      env: { SMTP_URL: sink.url, MAIL_FROM: "Lumora <website@review.test>", TEST_CLOCK: "1" },
    })
    ;[a, b] = site.servers as [ServerProcess, ServerProcess]
    db = site.db
    page = await browser.newPage()
    await registerAndSignIn(page, a.url, OWNER)
  })

  test.afterAll(async () => {
    await page?.close()
    await site?.stop()
    await sink?.stop()
  })

  /** The review link in the newest e-mail to the reviewer received after `after`. */
  const mailedLink = (after: number) => mailedReviewLink(sink, REVIEWER_EMAIL, after)

  /** Asks for a review in the editor's box; `state`: the document's review state after it. */
  async function requestReview(dueDate: string, state = "In medical review"): Promise<string> {
    await page.goto(postUrl)
    const box = page.getByTestId("medical-review")
    await box.getByLabel("Reviewer", { exact: true }).selectOption({ label: `${REVIEWER}, DDS` })
    await box.getByLabel("Reviewer's e-mail").fill(REVIEWER_EMAIL)
    await box.getByLabel("Review due date").fill(dueDate)
    const sent = Date.now()
    await box.getByRole("button", { name: "Request review" }).click()
    await expectToast(page, "Success", "Review requested")
    await expect(box.getByTestId("review-state")).toHaveText(state)
    const link = await mailedLink(sent)
    expect(link).toBe(await box.getByLabel("Review link").inputValue())
    return link
  }

  /** A signed-out browser of its own (another machine): the reviewer has no account. */
  async function reviewerPage(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.77" } })
    return context.newPage()
  }

  async function setPublished(on: boolean) {
    await setChecked(page.getByRole("checkbox", { name: "Published" }), on)
  }

  test("request → e-mailed link → sign-off in a signed-out browser → publish; the public line and JSON-LD state the approval", async ({ browser }) => {
    test.setTimeout(180_000)
    await page.goto(`${a.url}/admin/seo-settings`)
    await expect(page.getByRole("heading", { name: "Medical review" })).toBeVisible()
    await page.getByLabel("Clinical categories").fill("Dental")
    // Dental content is re-reviewed every 6 months: out of range first, refused in words.
    const months = page.getByRole("textbox", { name: "Dental: re-review after (months)" })
    await months.fill("40")
    await page.getByRole("button", { name: "Save Settings" }).click()
    await expect(page.getByText("Re-review after 1 to 36 months")).toBeVisible()
    await months.fill("6")
    await page.getByRole("button", { name: "Save Settings" }).click()
    await expectToast(page, "Success", "Settings saved")
    await page.reload()
    await expect(page.getByRole("textbox", { name: "Dental: re-review after (months)" })).toHaveValue("6")
    await expect(page.getByRole("checkbox", { name: "Require medical review for all health content" })).not.toBeChecked()

    await page.goto(`${a.url}/admin/people/new`)
    await page.getByLabel("Name", { exact: true }).fill(REVIEWER)
    await page.getByLabel("Credentials", { exact: true }).fill("DDS")
    await page.getByRole("button", { name: "Save Person" }).click()
    await expectToast(page, "Success", "Person created successfully")
    await page.goto(`${a.url}/admin/people/new`)
    await page.getByLabel("Name", { exact: true }).fill("Sam Writer")
    await page.getByRole("button", { name: "Save Person" }).click()
    await expectToast(page, "Success", "Person created successfully")

    await page.goto(`${a.url}/admin/posts/new`)
    await page.getByLabel("Title", { exact: true }).fill(TITLE)
    await page.getByLabel("Content", { exact: true }).fill("Bleeding gums are an early sign of gum disease.")
    await page.getByLabel("Category", { exact: true }).fill("Dental")
    await page.getByLabel("Medical reviewer", { exact: true }).selectOption({ label: `${REVIEWER}, DDS` })
    // Clinical content cannot go live without a sign-off: refused on the server, in words.
    await setPublished(true)
    await page.getByRole("button", { name: "Save Post" }).click()
    await expectToast(page, "Error", "This post needs a current medical approval before it can be published or scheduled.")
    await setPublished(false)
    await page.getByRole("button", { name: "Save Post" }).click()
    await expectToast(page, "Success", "Post created successfully")
    await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/)
    postUrl = page.url()

    // Bad requests are field errors in words.
    const box = page.getByTestId("medical-review")
    await expect(box.getByTestId("review-state")).toHaveText("Draft")
    await box.getByLabel("Reviewer", { exact: true }).selectOption({ label: "Sam Writer, no credentials" })
    await box.getByLabel("Reviewer's e-mail").fill(REVIEWER_EMAIL)
    await box.getByRole("button", { name: "Request review" }).click()
    await expect(box.getByText("This reviewer has no credentials in People: add them (for example MD or RDN) before asking for a review")).toBeVisible()
    await box.getByLabel("Reviewer", { exact: true }).selectOption({ label: `${REVIEWER}, DDS` })
    await box.getByLabel("Review due date").fill("2020-01-01")
    await box.getByRole("button", { name: "Request review" }).click()
    await expect(box.getByText("The due date cannot be in the past")).toBeVisible()

    const link = await requestReview("2099-12-31")
    const reviewer = await reviewerPage(browser)
    await reviewer.goto(link)
    await expect(reviewer.getByRole("heading", { name: "Medical review", level: 1 })).toBeVisible()
    await expect(reviewer.getByText(`You are asked to review "${TITLE}".`)).toBeVisible()
    await expect(reviewer.getByText("No version of this page was approved before")).toBeVisible()
    await expect(reviewer.locator('pre[data-field="content"]').last()).toHaveText("Bleeding gums are an early sign of gum disease.")
    await expect(reviewer.getByLabel("Your name")).toHaveValue(REVIEWER)
    await reviewer.getByLabel("Your credentials").fill("DDS, MPH")
    await reviewer.getByRole("button", { name: "Approve" }).click()
    await expect(reviewer.getByText("Thank you. Your approval is recorded.")).toBeVisible()
    // The link worked once.
    const again = await reviewer.goto(link)
    expect(again?.status()).toBe(410)
    await expect(reviewer.getByRole("heading", { name: "This review link has already been used" })).toBeVisible()
    await reviewer.context().close()

    await page.reload()
    await expect(page.getByTestId("review-state")).toHaveText("Approved")
    // The approval's re-review date comes from the owner's setting for Dental: 6 months on.
    const due = new Date()
    due.setUTCMonth(due.getUTCMonth() + 6)
    await expect(page.getByTestId("medical-review")).toContainText(`Re-review due ${due.toISOString().slice(0, 10)}`)
    await setPublished(true)
    await page.getByRole("button", { name: "Save Post" }).click()
    await expectToast(page, "Success", "Post updated successfully")
    await page.reload()
    await expect(page.getByTestId("review-state")).toHaveText("Published")

    const today = new Date()
    const date = today.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })
    const iso = today.toISOString().slice(0, 10)
    // The other server shows it too (one database).
    const html = await (await page.request.get(`${b.url}/blog/${SLUG}`)).text()
    await page.goto(`${b.url}/blog/${SLUG}`)
    await expect(page.getByTestId("reviewed-by")).toHaveText(`Medically reviewed by ${REVIEWER}, DDS, MPH on ${date}`)
    await expect(page.getByTestId("reviewed-by").getByRole("link")).toHaveAttribute("href", "/blog/author/dr-ana-ruiz")
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    expect(ld.find((d) => d["@type"] === "MedicalWebPage")).toMatchObject({
      lastReviewed: iso,
      reviewedBy: { "@type": "Person", name: REVIEWER, honorificSuffix: "DDS, MPH" },
    })
  })

  test("an edit of the reviewed text withdraws the approval; publishing is refused until a new sign-off, which sees the diff", async ({ browser }) => {
    test.setTimeout(120_000)
    await page.goto(postUrl)
    await page.getByLabel("Content", { exact: true }).fill("Bleeding gums are an early sign of gum disease. See a dentist.")
    await page.getByRole("button", { name: "Save Post" }).click()
    await expectToast(page, "Error", `This post changed after ${REVIEWER} approved it`)
    // Tags are outside the review: saved live, the approval stands.
    await page.reload()
    await page.getByLabel("Tags", { exact: true }).fill("gums")
    await page.getByRole("button", { name: "Save Post" }).click()
    await expectToast(page, "Success", "Post updated successfully")
    await page.reload()
    await expect(page.getByTestId("review-state")).toHaveText("Published")

    await setPublished(false)
    await page.getByLabel("Content", { exact: true }).fill("Bleeding gums are an early sign of gum disease. See a dentist.")
    await page.getByRole("button", { name: "Save Post" }).click()
    await expectToast(page, "Success", "Post updated successfully")
    await page.reload()
    await expect(page.getByTestId("review-state")).toHaveText("In medical review")
    await setPublished(true)
    await page.getByRole("button", { name: "Save Post" }).click()
    await expectToast(page, "Error", "This post needs a current medical approval before it can be published or scheduled.")
    expect((await page.request.get(`${a.url}/blog/${SLUG}`)).status()).toBe(404)
    const history = await db.query("select action from audit_log where action like 'review_%' order by seq")
    expect(history.rows.map((r) => r.action)).toEqual(["review_request", "review_view", "review_approve", "review_withdraw"])

    await page.reload()
    const link = await requestReview("")
    const reviewer = await reviewerPage(browser)
    await reviewer.goto(link)
    await expect(reviewer.getByRole("heading", { name: "Changes since the last approved version" })).toBeVisible()
    await expect(reviewer.locator("ins")).toContainText("See a dentist.")
    await reviewer.getByRole("button", { name: "Approve" }).click()
    await expect(reviewer.getByText("Thank you. Your approval is recorded.")).toBeVisible()
    await reviewer.context().close()
    await page.reload()
    await setPublished(true)
    await page.getByRole("button", { name: "Save Post" }).click()
    await expectToast(page, "Success", "Post updated successfully")
    // The save expires the page's cache on every server; Next applies an expiry a moment after it is asked for.
    await expect.poll(async () => (await page.request.get(`${a.url}/blog/${SLUG}`)).status(), { timeout: 10_000 }).toBe(200)
  })

  test("a forged, expired or revoked link answers 403/410 with a page that says which, and changes nothing", async ({ request }) => {
    test.setTimeout(90_000)
    const forged = await request.get(`${a.url}/review/${"A".repeat(43)}`)
    expect(forged.status()).toBe(403)
    expect(await forged.text()).toContain("This review link is not valid")
    const junk = await request.get(`${a.url}/review/not-a-token`)
    expect(junk.status()).toBe(403)

    await page.goto(postUrl)
    // A re-review of the live post: it stays published on its standing approval meanwhile.
    const link = await requestReview("", "Published")
    // Revoked by the team.
    await page.getByTestId("review-request").filter({ hasText: "Waiting for the reviewer" }).getByRole("button", { name: "Revoke" }).click()
    await expectToast(page, "Success", "Review request revoked")
    const revoked = await request.get(link)
    expect(revoked.status()).toBe(410)
    expect(await revoked.text()).toContain("This review link was revoked")
    const posted = await request.post(link, { form: { decision: "approve", name: "X", credentials: "Y", content_hash: "0".repeat(64) }, headers: { origin: a.url } })
    expect(posted.status()).toBe(410)

    // Expired: its expiry passed.
    const expiring = await requestReview("", "Published")
    await db.query("update review_requests set token_expires_at = now() - interval '1 second' where status = 'pending'")
    const expired = await request.get(expiring)
    expect(expired.status()).toBe(410)
    expect(await expired.text()).toContain("This review link has expired")
    const approvals = await db.query("select count(*)::int as n from medical_approvals")
    expect(approvals.rows[0].n).toBe(2)
  })

  test("when the clock passes the re-review date, exactly one reminder goes out with two servers sweeping; the page stays published", async ({ request }) => {
    test.setTimeout(90_000)
    const thirteenMonths = 13 * 31 * 24 * 60 * 60 * 1000
    const before = sink.received.length
    // Both servers' clocks pass the date at once and both sweep.
    // The clock is one instant in the shared settings: both servers read the same "now".
    const passed = new Date(Date.now() + thirteenMonths)
    const results = await Promise.all([a, b].map((s) => request.post(`${s.url}/api/test-clock`, { data: { at: passed.toISOString() } })))
    const sent = await Promise.all(results.map(async (r) => ((await r.json()) as { sent: number }).sent))
    expect(sent.reduce((x, y) => x + y, 0)).toBe(1)
    // And again, later: nothing more.
    const later = await Promise.all([a, b].map((s) => request.post(`${s.url}/api/test-clock`, { data: { at: new Date(passed.getTime() + 60_000).toISOString() } })))
    expect(await Promise.all(later.map(async (r) => ((await r.json()) as { sent: number }).sent))).toEqual([0, 0])

    // One job was queued (the outbox's own claim then delivers it once), and it arrived.
    const jobs = await db.query("select status from outbox where ref like 'review-reminder:%'")
    expect(jobs.rows).toHaveLength(1)
    await expect.poll(() => sink.received.slice(before).filter((m) => m.parsed.subject === `Due for medical re-review: ${TITLE}`).length, { timeout: 20_000 }).toBe(1)
    const reminders = sink.received.slice(before).filter((m) => m.parsed.subject?.startsWith("Due for medical re-review"))
    expect(reminders).toHaveLength(1)
    expect(reminders[0]!.to).toEqual([REVIEWER_EMAIL])
    const page200 = await request.get(`${b.url}/blog/${SLUG}`)
    expect(page200.status()).toBe(200)
    expect(await page200.text()).toContain("Medically reviewed by")
    const audit = await db.query("select count(*)::int as n from audit_log where action = 'review_reminder'")
    expect(audit.rows[0].n).toBe(1)

    // The queue and the dashboard, on that server's clock: the live post is past due (and still published); the
    // expired link's request is still open.
    await page.goto(`${a.url}/admin/reviews`)
    await expect(page.getByRole("heading", { name: "Medical Review", level: 1 })).toBeVisible()
    const due = page.getByTestId("queue-re-review").getByRole("row").filter({ hasText: TITLE })
    await expect(due).toContainText("Past due")
    await expect(due).toContainText(REVIEWER)
    await page.goto(`${a.url}/admin`)
    await expect(page.getByTestId("review-counts")).toHaveText("Medical review: 1 in review (0 overdue), 0 due for re-review soon, 1 past due")

    // A server without the test clock has no such endpoint.
    expect((await request.post("/api/test-clock", { data: { at: new Date().toISOString() } })).status()).toBe(404)
  })
})
