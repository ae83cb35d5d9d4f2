import { expect, test, type Browser, type Page } from "@playwright/test"

import { MEMBER_REVIEW, REVIEW_MESSAGES, REVIEW_PAGE } from "@/lib/copy/medical-review"
import { PERMISSION_REFUSALS } from "@/lib/copy/team"

import { expectToast, setChecked } from "../helpers/admin"
import { expectNoSeriousAdminAxeViolations } from "./axe-admin"
import { registerAndSignIn } from "../helpers/auth"
import { startDatabaseServers, type DatabaseServers } from "../helpers/e2e-database"
import { startMailSink, type MailSink } from "../helpers/mail-sink"

// A member with the Reviewer role signs off in the admin, end to end: on one production server over a fresh
// PostgreSQL database, with a real SMTP sink for the invitation. The owner invites the Reviewer, asks them (by their
// account's e-mail) to review a clinical post, the Reviewer approves it in their own browser, the owner publishes and
// the public page states the approval. The Reviewer sees Medical Review and Account only, and cannot edit or publish.
// Needs TEST_DATABASE_URL.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3217) + 50
const OWNER = { email: "owner@member-review.test", password: "member review owner passphrase 3307" }
const ANA = { email: "ana.ruiz@clinic-member.test", password: "reviewer member passphrase 5521" }
const REVIEWER = "Dr. Ana Ruiz"
const TITLE = "Tooth Sensitivity After Whitening"
const SLUG = "tooth-sensitivity-after-whitening"
const BODY = "Sensitivity after whitening usually fades within a few days."

test.describe.configure({ mode: "serial" })

test.describe("medical review by a Reviewer member: invited, sees their requests, approves in the admin; no other screen", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "set TEST_DATABASE_URL")

  let env: DatabaseServers
  let base = ""
  let sink: MailSink
  let page: Page
  let reviewer: Page
  let postUrl = ""
  let postId = ""
  let saveAction = ""

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000)
    sink = await startMailSink(0)
    env = await startDatabaseServers({ prefix: "mrmember_e2e", basePort: BASE_PORT, env: { SMTP_URL: sink.url, MAIL_FROM: "Lumora <website@member-review.test>" } })
    base = env.servers[0]!.url
    page = await browser.newPage()
    await registerAndSignIn(page, base, OWNER)
  })

  test.afterAll(async () => {
    await reviewer?.context().close()
    await page?.close()
    await env?.stop()
    await sink?.stop()
  })

  /** The link in the newest e-mail to `to` sent after `after`. */
  async function linkMailedTo(to: string, path: string, after: number): Promise<string> {
    let found: string | undefined
    await expect
      .poll(
        () => {
          const mail = sink.received.filter((m) => m.to.includes(to) && m.at >= after).at(-1)
          found = mail?.parsed.text?.match(new RegExp(`https?://\\S+${path}/\\S+`))?.[0]
          return found
        },
        { timeout: 20_000 },
      )
      .toBeTruthy()
    return found!
  }

  /** Another person on another machine: a browser context of its own, with its own client address. */
  async function otherBrowser(browser: Browser, ip: string): Promise<Page> {
    const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } })
    return context.newPage()
  }

  async function setPublished(on: boolean) {
    await setChecked(page.getByRole("checkbox", { name: "Published" }), on)
  }

  const expectNoAccess = async (path: string) => {
    const response = await reviewer.goto(`${base}${path}`)
    expect(response?.status(), path).toBeLessThan(500)
    await expect(reviewer.getByTestId("no-access"), path).toHaveText(MEMBER_REVIEW.noAccess)
  }

  test("the owner invites a Reviewer by e-mail; they see Medical Review and their Account only, every other screen says no access", async ({ browser }) => {
    test.setTimeout(120_000)
    await page.goto(`${base}/admin/team`)
    await page.getByLabel("Email").fill(ANA.email)
    await page.getByLabel("Role", { exact: true }).selectOption("reviewer")
    const sent = Date.now()
    await page.getByRole("button", { name: "Send invitation" }).click()
    await expectToast(page, "Success", "Invitation sent")
    const link = await linkMailedTo(ANA.email, "/admin/invite", sent)

    reviewer = await otherBrowser(browser, "203.0.113.61")
    await reviewer.goto(link)
    await expect(reviewer.getByText(`You are invited as Reviewer with the e-mail ${ANA.email}`)).toBeVisible()
    await reviewer.getByLabel("Password").fill(ANA.password)
    await reviewer.getByRole("button", { name: "Set password and sign in" }).click()
    // Their admin opens on their review requests: none yet.
    await expect(reviewer).toHaveURL(/\/admin\/reviews$/)
    await expect(reviewer.getByRole("heading", { level: 1, name: MEMBER_REVIEW.title })).toBeVisible()
    await expect(reviewer.getByText(MEMBER_REVIEW.none)).toBeVisible()
    const nav = reviewer.getByTestId("admin-nav-vertical")
    await expect(nav.getByRole("link")).toHaveText(["Medical Review", "Account"])

    for (const path of ["/admin/posts", "/admin/posts/new", "/admin/people", "/admin/team", "/admin/seo-settings", "/admin/messages", "/admin/activity", "/admin/settings"]) {
      await expectNoAccess(path)
    }
    // Their own account works (a Reviewer changes their own password like anyone).
    await reviewer.goto(`${base}/admin/account`)
    await expect(reviewer.getByRole("heading", { level: 1, name: "Account" })).toBeVisible()
    await expect(reviewer.getByTestId("no-access")).toHaveCount(0)
  })

  test("asked by their account's e-mail, the Reviewer sees the request (overdue flagged), reads it, approves it; the owner publishes", async () => {
    test.setTimeout(180_000)
    await page.goto(`${base}/admin/seo-settings`)
    await page.getByLabel("Clinical categories").fill("Dental")
    await page.getByRole("button", { name: "Save Settings" }).click()
    await expectToast(page, "Success", "Settings saved")
    await page.goto(`${base}/admin/people/new`)
    await page.getByLabel("Name", { exact: true }).fill(REVIEWER)
    await page.getByLabel("Credentials", { exact: true }).fill("DDS")
    await page.getByRole("button", { name: "Save Person" }).click()
    await expectToast(page, "Success", "Person created successfully")

    await page.goto(`${base}/admin/posts/new`)
    await page.getByLabel("Title", { exact: true }).fill(TITLE)
    await page.getByLabel("Content", { exact: true }).fill(BODY)
    await page.getByLabel("Category", { exact: true }).fill("Dental")
    const saveCall = page.waitForRequest((r) => r.method() === "POST" && !!r.headers()["next-action"] && !!r.postData()?.includes(BODY))
    await page.getByRole("button", { name: "Save Post" }).click()
    saveAction = (await saveCall).headers()["next-action"]!
    await expectToast(page, "Success", "Post created successfully")
    await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/)
    postUrl = page.url()
    postId = postUrl.slice(postUrl.lastIndexOf("/") + 1)

    const box = page.getByTestId("medical-review")
    await box.getByLabel("Reviewer", { exact: true }).selectOption({ label: `${REVIEWER}, DDS` })
    await box.getByLabel("Reviewer's e-mail").fill(ANA.email)
    await box.getByLabel("Review due date").fill("2099-12-31")
    await box.getByRole("button", { name: "Request review" }).click()
    await expectToast(page, "Success", "Review requested")
    await expect(box.getByTestId("review-state")).toHaveText("In medical review")
    // Past its due date (a date the form refuses to set): the list flags it.
    await env.db.query("update review_requests set due_date = current_date - 1 where document_id = $1", [postId])

    await reviewer.goto(`${base}/admin/reviews`)
    const row = reviewer.getByRole("table", { name: MEMBER_REVIEW.table }).getByRole("row").filter({ hasText: TITLE })
    await expect(row).toHaveCount(1)
    await expectNoSeriousAdminAxeViolations(reviewer)
    await expect(row.getByRole("cell")).toHaveText([TITLE, "post", "en", OWNER.email, new RegExp(`${MEMBER_REVIEW.overdue}$`)])
    await row.getByRole("link", { name: TITLE }).click()
    await expect(reviewer).toHaveURL(`${base}/admin/reviews/post/${postId}`)
    await expect(reviewer.getByRole("heading", { level: 1, name: TITLE })).toBeVisible()
    await expect(reviewer.getByText(REVIEW_PAGE.noApproval)).toBeVisible()
    const version = reviewer.getByTestId("review-version")
    await expect(version.locator('pre[data-field="content"]')).toHaveText(BODY)
    await expect(reviewer.getByLabel(REVIEW_PAGE.name)).toHaveValue(REVIEWER)
    await expect(reviewer.getByLabel(REVIEW_PAGE.credentials)).toHaveValue("DDS")
    await expectNoSeriousAdminAxeViolations(reviewer)
    // Changes need a comment.
    await reviewer.getByRole("button", { name: REVIEW_PAGE.requestChanges }).click()
    await expect(reviewer.getByText(REVIEW_MESSAGES.commentRequired, { exact: true })).toBeVisible()

    // The owner edits the text while the Reviewer reads it: the approval is refused and the page shows what is there now.
    await page.getByLabel("Content", { exact: true }).fill(`${BODY} See your dentist if it lasts longer.`)
    await page.getByRole("button", { name: "Save Post" }).click()
    await expectToast(page, "Success", "Post updated successfully")
    await reviewer.getByRole("button", { name: REVIEW_PAGE.approve }).click()
    await expect(reviewer.getByTestId("review-notice")).toHaveText(REVIEW_MESSAGES.changedMeanwhile)
    await expect(version.locator('pre[data-field="content"]')).toHaveText(`${BODY} See your dentist if it lasts longer.`)
    expect((await env.db.query("select count(*)::int as n from medical_approvals")).rows[0].n).toBe(0)

    await reviewer.getByRole("button", { name: REVIEW_PAGE.approve }).click()
    // Recorded: back on their list, which thanks them; the request is gone from it, and its page says so in words.
    await expect(reviewer).toHaveURL(`${base}/admin/reviews?done=approve`)
    await expect(reviewer.getByTestId("review-done")).toHaveText(REVIEW_PAGE.approved)
    await expect(reviewer.getByText(MEMBER_REVIEW.none)).toBeVisible()
    await reviewer.goto(`${base}/admin/reviews/post/${postId}`)
    await expect(reviewer.getByTestId("review-problem")).toContainText(REVIEW_MESSAGES.requestNotPending)

    await page.reload()
    await expect(page.getByTestId("review-state")).toHaveText("Approved")
    await setPublished(true)
    await page.getByRole("button", { name: "Save Post" }).click()
    await expectToast(page, "Success", "Post updated successfully")
    const date = new Date().toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })
    await page.goto(`${base}/blog/${SLUG}`)
    await expect(page.getByTestId("reviewed-by")).toHaveText(`Medically reviewed by ${REVIEWER}, DDS on ${date}`)
    expect((await env.db.query("select source, recorded_by_email from medical_approvals")).rows).toEqual([{ source: "member", recorded_by_email: ANA.email }])
  })

  test("the Reviewer cannot edit or publish: the editor says no access, and the save action posted directly is refused, changing nothing", async () => {
    test.setTimeout(90_000)
    await expectNoAccess(`/admin/posts/${postId}`)
    await expect(reviewer.getByRole("button", { name: "Save Post" })).toHaveCount(0)
    await expect(reviewer.getByText(BODY)).toHaveCount(0)

    const before = (await env.db.query("select title, version, published from documents where id = $1", [postId])).rows[0]
    const direct = await reviewer.request.post(`${base}/admin/posts/${postId}`, {
      headers: { "next-action": saveAction, "content-type": "text/plain;charset=UTF-8", origin: base },
      data: JSON.stringify([postId, { title: "Rewritten by the reviewer", content: "Mine.", published: false }, { version: before.version }]),
    })
    expect(direct.status()).toBeLessThan(500)
    expect(await direct.text()).toContain(PERMISSION_REFUSALS.content)
    expect((await env.db.query("select title, version, published from documents where id = $1", [postId])).rows[0]).toEqual(before)
  })
})
