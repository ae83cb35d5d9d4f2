import { expect, test, type Browser, type Page } from "@playwright/test"
import type { ServerProcess } from "@/scripts/lib/server-process.mjs"

import { expectToast } from "../helpers/admin"
import { registerAndSignIn } from "../helpers/auth"
import { startDatabaseServers, type DatabaseServers } from "../helpers/e2e-database"
import { startMailSink, type MailSink } from "../helpers/mail-sink"
import { mailedReviewLink } from "../helpers/review-mail"

// A review link is bound to the version it was sent for (docs/medical-review.md, "Through the link"): once the
// reviewed text changes, the e-mailed link answers 410 with what changed and "Send me a new link", which e-mails a new
// link to the same reviewer once; a decision sent on a changed version is refused and records nothing. The document's
// History lists the review steps. One production server on a fresh PostgreSQL database, with a real SMTP sink.
// Needs TEST_DATABASE_URL.
const url = process.env.TEST_DATABASE_URL
const BASE_PORT = Number(process.env.E2E_PORT ?? 3217) + 60
const OWNER = { email: "owner@links.test", password: "medical review links owner passphrase 5521" }
const REVIEWER_EMAIL = "ana@clinic.test"
const REVIEWER = "Dr. Ana Ruiz"
const TITLE = "Flossing and Gum Health"

test.describe.configure({ mode: "serial" })

test.describe("medical review links die when the document changes; a new link on request; review steps in the history", () => {
  test.skip(!url, "set TEST_DATABASE_URL")

  let server: ServerProcess
  let site: DatabaseServers
  let sink: MailSink
  let db: DatabaseServers["db"]
  let page: Page
  let postUrl = ""

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000)
    sink = await startMailSink(0)
    site = await startDatabaseServers({
      prefix: "medlinks_e2e",
      basePort: BASE_PORT,
      env: { SMTP_URL: sink.url, MAIL_FROM: "Lumora <website@links.test>" },
    })
    server = site.servers[0]!
    db = site.db
    page = await browser.newPage()
    await registerAndSignIn(page, server.url, OWNER)
  })

  test.afterAll(async () => {
    await page?.close()
    await site?.stop()
    await sink?.stop()
  })

  /** The review link in the newest e-mail to the reviewer received after `after`. */
  const mailedLink = (after: number) => mailedReviewLink(sink, REVIEWER_EMAIL, after)

  async function requestReview(): Promise<string> {
    await page.goto(postUrl)
    const box = page.getByTestId("medical-review")
    await box.getByLabel("Reviewer", { exact: true }).selectOption({ label: `${REVIEWER}, DDS` })
    await box.getByLabel("Reviewer's e-mail").fill(REVIEWER_EMAIL)
    const sent = Date.now()
    await box.getByRole("button", { name: "Request review" }).click()
    await expectToast(page, "Success", "Review requested")
    return mailedLink(sent)
  }

  async function editContent(text: string) {
    await page.goto(postUrl)
    // Typing before React runs goes unheard (or is merged with the loaded text): fill until the form holds exactly it.
    const content = page.getByLabel("Content", { exact: true })
    await expect(async () => {
      await content.fill(text)
      await expect(content).toHaveValue(text, { timeout: 1_000 })
    }).toPass()
    await page.getByRole("button", { name: "Save Post" }).click()
    await expectToast(page, "Success", "Post updated successfully")
  }

  /** A signed-out browser of its own (another machine, another network): the reviewer has no account. */
  async function reviewerPage(browser: Browser, ip: string): Promise<Page> {
    const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } })
    return context.newPage()
  }

  test("an edit kills the e-mailed link (410, what changed); Send me a new link e-mails a working one once; the History lists the steps", async ({ browser }) => {
    test.setTimeout(180_000)
    await page.goto(`${server.url}/admin/seo-settings`)
    await page.getByLabel("Clinical categories").fill("Dental")
    await page.getByRole("button", { name: "Save Settings" }).click()
    await expectToast(page, "Success", "Settings saved")

    await page.goto(`${server.url}/admin/people/new`)
    await page.getByLabel("Name", { exact: true }).fill(REVIEWER)
    await page.getByLabel("Credentials", { exact: true }).fill("DDS")
    await page.getByRole("button", { name: "Save Person" }).click()
    await expectToast(page, "Success", "Person created successfully")

    await page.goto(`${server.url}/admin/posts/new`)
    await page.getByLabel("Title", { exact: true }).fill(TITLE)
    await page.getByLabel("Content", { exact: true }).fill("Floss once a day.")
    await page.getByLabel("Category", { exact: true }).fill("Dental")
    await page.getByRole("button", { name: "Save Post" }).click()
    await expectToast(page, "Success", "Post created successfully")
    await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/)
    postUrl = page.url()

    // A first sign-off, so the later pages have an approved version to diff against.
    const first = await requestReview()
    const reviewer = await reviewerPage(browser, "203.0.113.61")
    await reviewer.goto(first)
    await reviewer.getByLabel("Your credentials").fill("DDS, MPH")
    await reviewer.getByRole("button", { name: "Approve" }).click()
    await expect(reviewer.getByText("Thank you. Your approval is recorded.")).toBeVisible()

    // The text changes (the approval is withdrawn), a review is asked, and the text changes again before the reviewer opens the link.
    await editContent("Floss once a day, gently.")
    const sentFor = await requestReview()
    await editContent("Floss once a day, gently, before brushing.")

    const dead = await reviewer.goto(sentFor)
    expect(dead?.status()).toBe(410)
    await expect(reviewer.getByRole("heading", { name: "This document changed since the link was sent", level: 1 })).toBeVisible()
    await expect(
      reviewer.getByText("A review link covers the exact version it was sent for, and the reviewed text was edited since, so this link no longer works. What changed is shown below."),
    ).toBeVisible()
    await expect(reviewer.getByRole("heading", { name: "What changed since the link was sent" })).toBeVisible()
    // From the version the link was sent for to now.
    await expect(reviewer.locator("ins").first()).toContainText("before brushing")
    await expect(reviewer.locator("ins", { hasText: "gently" })).toHaveCount(0)
    await expect(reviewer.getByText("The new link goes to the e-mail address this link was sent to, for the version as it is now.")).toBeVisible()
    const asked = Date.now()
    await reviewer.getByRole("button", { name: "Send me a new link" }).click()
    await expect(reviewer.getByText("A new link is on its way to your inbox.")).toBeVisible()
    const fresh = await mailedLink(asked)
    expect(fresh).not.toBe(sentFor)
    expect(sink.received.filter((m) => m.at >= asked).map((m) => m.to)).toEqual([[REVIEWER_EMAIL]])

    // Once per dead link: the old link now says a new one was sent, and a second press sends nothing.
    const again = await reviewer.goto(sentFor)
    expect(again?.status()).toBe(410)
    await expect(reviewer.getByText("A new link was already sent to your inbox for this one. Look for it there (and in your spam folder).")).toBeVisible()
    await expect(reviewer.getByRole("button", { name: "Send me a new link" })).toHaveCount(0)
    const second = await reviewer.request.post(sentFor, { form: { action: "relink" }, headers: { origin: server.url } })
    expect(second.status()).toBe(200)
    expect(await second.text()).toContain("A new link was already sent to your inbox for this one.")
    await new Promise((r) => setTimeout(r, 1_000))
    expect(sink.received.filter((m) => m.at >= asked)).toHaveLength(1)

    // The new link works, on the version as it is now, with the changes since the approved version.
    const works = await reviewer.goto(fresh)
    expect(works?.status()).toBe(200)
    await expect(reviewer.getByRole("heading", { name: "Medical review", level: 1 })).toBeVisible()
    await expect(reviewer.getByRole("heading", { name: "Changes since the last approved version" })).toBeVisible()
    await expect(reviewer.locator("ins", { hasText: "gently" })).not.toHaveCount(0)
    await expect(reviewer.locator("ins", { hasText: "brushing" })).not.toHaveCount(0)
    await expect(reviewer.locator('pre[data-field="content"]').last()).toHaveText("Floss once a day, gently, before brushing.")
    await reviewer.getByLabel("Your credentials").fill("DDS, MPH")
    await reviewer.getByLabel("Comment").fill("Accurate.")
    await reviewer.getByRole("button", { name: "Approve" }).click()
    await expect(reviewer.getByText("Thank you. Your approval is recorded.")).toBeVisible()
    await reviewer.context().close()

    const requests = await db.query("select status, reviewer_email, relinked_at is not null as relinked from review_requests order by seq")
    expect(requests.rows).toEqual([
      { status: "approved", reviewer_email: REVIEWER_EMAIL, relinked: false },
      { status: "revoked", reviewer_email: REVIEWER_EMAIL, relinked: true },
      { status: "approved", reviewer_email: REVIEWER_EMAIL, relinked: false },
    ])

    // The document's History lists the review steps beside its saved versions, newest first.
    await page.goto(postUrl)
    await expect(page.getByTestId("review-state")).toHaveText("Approved")
    const history = page.getByTestId("history-panel")
    const steps = history.getByTestId("review-step")
    await expect(steps.first()).toContainText("Medically approved")
    await expect(steps.first()).toContainText(`by ${REVIEWER}, DDS, MPH`)
    await expect(steps.first()).toContainText("“Accurate.”")
    await expect(history.locator('[data-step="relinked"]')).toContainText("New review link sent at the reviewer's request")
    await expect(history.locator('[data-step="relinked"]')).toContainText(`by ${REVIEWER}`)
    await expect(history.locator('[data-step="requested"]')).toHaveCount(2)
    await expect(history.locator('[data-step="requested"]').first()).toContainText("Medical review requested")
    await expect(history.locator('[data-step="requested"]').first()).toContainText(`by ${OWNER.email}`)
    await expect(history.locator('[data-step="viewed"]')).toHaveCount(2)
    await expect(history.locator('[data-step="viewed"]').first()).toContainText("Reviewer opened the review link")
    await expect(history.locator('[data-step="approved"]')).toHaveCount(2)
    await expect(history.locator('[data-step="withdrawn"]')).toContainText("Approval withdrawn by edit")
    // In time order with the saved versions: the last save comes before (below) the new link's request.
    const order = await history.locator("li").evaluateAll((items) => items.map((li) => li.getAttribute("data-step") ?? "revision"))
    expect(order.slice(0, 5)).toEqual(["approved", "viewed", "relinked", "revision", "requested"])
  })

  test("a decision sent on a version that changed meanwhile is refused, records nothing, and shows the new diff with Send me a new link", async ({ browser }) => {
    test.setTimeout(120_000)
    await editContent("Floss once a day, gently, before brushing. Use waxed floss.")
    const link = await requestReview()
    const reviewer = await reviewerPage(browser, "203.0.113.62")
    await reviewer.goto(link)
    await expect(reviewer.getByRole("heading", { name: "Medical review", level: 1 })).toBeVisible()
    // The team edits while the reviewer reads.
    await editContent("Floss once a day, gently, before brushing. Use waxed or tape floss.")
    await reviewer.getByLabel("Your credentials").fill("DDS")
    const refused = reviewer.waitForResponse((r) => r.request().method() === "POST" && r.url() === link)
    await reviewer.getByRole("button", { name: "Approve" }).click()
    expect((await refused).status()).toBe(409)
    await expect(reviewer.getByRole("heading", { name: "This document changed since the link was sent", level: 1 })).toBeVisible()
    await expect(
      reviewer.getByText("Nothing was recorded: the document changed since this link was sent, so your decision would not be about the text as it is now."),
    ).toBeVisible()
    await expect(reviewer.locator("ins").first()).toContainText("tape")
    expect((await db.query("select count(*)::int as n from medical_approvals")).rows[0].n).toBe(2)
    expect((await db.query("select status, token_used_at from review_requests order by seq desc limit 1")).rows).toEqual([{ status: "pending", token_used_at: null }])

    const asked = Date.now()
    await reviewer.getByRole("button", { name: "Send me a new link" }).click()
    await expect(reviewer.getByText("A new link is on its way to your inbox.")).toBeVisible()
    const fresh = await mailedLink(asked)
    const opened = await reviewer.goto(fresh)
    expect(opened?.status()).toBe(200)
    await expect(reviewer.locator('pre[data-field="content"]').last()).toHaveText("Floss once a day, gently, before brushing. Use waxed or tape floss.")
    await reviewer.context().close()

    // The bad-link table is unchanged: a forged link is 403.
    const forged = await page.request.get(`${server.url}/review/${"A".repeat(43)}`)
    expect(forged.status()).toBe(403)
    expect(await forged.text()).toContain("This review link is not valid")
  })

  test("Send me a new link is limited to 5 an hour per network: the sixth answers 429 with Retry-After and says so", async ({ request }) => {
    const post = (token: string, ip: string) =>
      request.post(`${server.url}/review/${token}`, { form: { action: "relink" }, headers: { origin: server.url, "x-forwarded-for": ip } })
    // Well-formed links that were never issued: each press counts, whatever the link.
    const token = (i: number) => `relinklimit${i}`.padEnd(43, "A")
    for (let i = 0; i < 5; i++) expect((await post(token(i), "203.0.113.90")).status()).toBe(403)
    const limited = await post(token(5), "203.0.113.90")
    expect(limited.status()).toBe(429)
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0)
    expect(await limited.text()).toContain("Too many requests for new review links from your network. Try again in an hour.")
    // Another network is not held back.
    expect((await post(token(6), "203.0.113.91")).status()).toBe(403)
  })
})
