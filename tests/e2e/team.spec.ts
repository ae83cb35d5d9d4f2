import { execFile } from "node:child_process"
import { promisify } from "node:util"

import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Browser, type Page } from "@playwright/test"
import pg from "pg"

import { POSTS } from "@/lib/copy/posts"
import { startServer } from "@/scripts/lib/server-process.mjs"

import { expectToast, openRowMenu, unique } from "../helpers/admin"
import { ensureAdmin, loginViaForm, registerViaForm } from "../helpers/auth"
import { E2E_SMTP_PORT } from "../helpers/e2e-notifications"
import { startMailSink, type MailSink } from "../helpers/mail-sink"

// A real SMTP server on the port the e2e server sends to: invitations and reset links arrive here.
let sink: MailSink
test.beforeAll(async () => {
  sink = await startMailSink(E2E_SMTP_PORT)
})
test.afterAll(async () => {
  await sink?.stop()
})

const run = Date.now().toString(36)
const EDITOR = { email: `editor-${run}@team.test`, password: "editor passphrase 7301" }
const WRITER = { email: `writer-${run}@team.test`, password: "writer passphrase 5512" }

/** The link in the newest e-mail to `to` (waits for it to arrive). */
async function linkMailedTo(to: string, path: string, after = 0): Promise<string> {
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

/** A second browser, as another person on another machine (its own client address). */
async function otherBrowser(browser: Browser, ip: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } })
  return context.newPage()
}

async function expectSignedOut(page: Page) {
  await page.goto("/admin/posts")
  await expect(page).toHaveURL(/\/admin\/login/)
}

test.describe.serial("team: invitations, roles, sessions, password reset and the audit log", () => {
  test("invite an Editor by e-mail; they accept in another browser and can publish but not manage the team", async ({ page, browser }) => {
    test.setTimeout(90_000)
    await ensureAdmin(page, "/admin/team")
    await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible()
    await page.getByLabel("Email").fill(EDITOR.email)
    await page.getByLabel("Role", { exact: true }).selectOption("editor")
    const sent = Date.now()
    const inviteCall = page.waitForRequest((r) => r.method() === "POST" && !!r.headers()["next-action"])
    await page.getByRole("button", { name: "Send invitation" }).click()
    const invite = await inviteCall
    await expectToast(page, "Success", "Invitation sent")
    await expect(page.getByTestId("created-link")).toContainText(`We e-mailed this link to ${EDITOR.email}`)
    const shown = await page.getByLabel("Link to share").inputValue()
    await expect(page.getByTestId(`invitation-${EDITOR.email}`)).toContainText("Pending")

    const link = await linkMailedTo(EDITOR.email, "/admin/invite", sent)
    expect(link).toBe(shown)
    const editor = await otherBrowser(browser, "203.0.113.171")
    await editor.goto(link)
    await expect(editor.getByRole("heading", { name: "Join the team" })).toBeVisible()
    await expect(editor.getByText(`You are invited as Editor with the e-mail ${EDITOR.email}`)).toBeVisible()
    await editor.getByLabel("Password").fill("123")
    await editor.getByRole("button", { name: "Set password and sign in" }).click()
    await expect(editor.getByText("Password must be at least 6 characters").first()).toBeVisible()
    await editor.getByLabel("Password").fill(EDITOR.password)
    await editor.getByRole("button", { name: "Set password and sign in" }).click()
    await expect(editor).toHaveURL(/\/admin$/)
    await expect(editor.getByTestId("admin-user-email")).toHaveText(EDITOR.email)

    // The link worked once.
    const again = await otherBrowser(browser, "203.0.113.172")
    await again.goto(link)
    await expect(again.getByText("This link has already been used. Ask for a new one if you still need it.")).toBeVisible()
    await again.context().close()

    // No Team screen for an Editor, and a Team action called directly is refused with nothing created.
    const nav = editor.getByTestId("admin-nav-vertical")
    await expect(nav.getByRole("link", { name: "Manage Posts" })).toBeVisible()
    await expect(nav.getByRole("link", { name: "Team" })).toHaveCount(0)
    await editor.goto("/admin/team")
    await expect(editor.getByTestId("no-access")).toHaveText("Only the owner and admins can manage the team")
    const direct = await editor.request.post("/admin/team", {
      headers: { "next-action": invite.headers()["next-action"]!, "content-type": "text/plain;charset=UTF-8", origin: new URL(page.url()).origin },
      data: JSON.stringify([{ email: `intruder-${run}@team.test`, role: "admin" }]),
    })
    expect(direct.status()).toBeLessThan(500)
    expect(await direct.text()).toContain("Only the owner and admins can manage the team")
    await page.reload()
    await expect(page.getByText(`intruder-${run}@team.test`)).toHaveCount(0)
    const exported = await editor.request.get("/admin/activity/export")
    expect(exported.status()).toBe(403)

    // The Editor publishes a post.
    const title = unique("Editor post")
    await editor.goto("/admin/posts/new")
    await editor.getByLabel(POSTS.fieldTitle, { exact: true }).fill(title)
    await editor.getByRole("button", { name: POSTS.save }).click()
    await expectToast(editor, "Success", POSTS.created)
    await editor.goto("/admin/posts")
    const menu = await openRowMenu(editor, title)
    await menu.getByRole("menuitem", { name: "Publish" }).click()
    await expectToast(editor, "Status updated", POSTS.nowPublished)

    // A role change ends the Editor's session on their next request; so does removal.
    await page.goto("/admin/team")
    const row = page.getByTestId(`member-${EDITOR.email}`)
    await row.getByLabel(`Role of ${EDITOR.email}`).selectOption("admin")
    await expectToast(page, "Success", "Role changed")
    await expectSignedOut(editor)
    await editor.goto("/admin/login")
    await loginViaForm(editor, EDITOR.email, EDITOR.password)
    await expect(editor).toHaveURL(/\/admin$/)
    await expect(editor.getByTestId("admin-nav-vertical").getByRole("link", { name: "Team" })).toBeVisible()
    await page.reload()
    await page.getByTestId(`member-${EDITOR.email}`).getByRole("button", { name: "Remove" }).click()
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click()
    await expectToast(page, "Success", "Member removed")
    await expect(page.getByTestId(`member-${EDITOR.email}`)).toHaveCount(0)
    await expectSignedOut(editor)
    await editor.context().close()
  })

  test("forgot password by e-mail: same answer for anyone, a single-use link; Sign out everywhere else", async ({ page, browser }) => {
    test.setTimeout(90_000)
    // A member to reset: invited as Admin, accepted from the copied link.
    await ensureAdmin(page, "/admin/team")
    await page.getByLabel("Email").fill(WRITER.email)
    await page.getByLabel("Role", { exact: true }).selectOption("admin")
    await page.getByRole("button", { name: "Send invitation" }).click()
    const inviteLink = await page.getByLabel("Link to share").inputValue()
    const writer = await otherBrowser(browser, "203.0.113.181")
    await writer.goto(inviteLink)
    await writer.getByLabel("Password").fill(WRITER.password)
    await writer.getByRole("button", { name: "Set password and sign in" }).click()
    await expect(writer).toHaveURL(/\/admin$/)

    const visitor = await otherBrowser(browser, "203.0.113.182")
    await visitor.goto("/admin/login")
    await visitor.getByRole("link", { name: "Forgot password?" }).click()
    await expect(visitor.getByRole("heading", { name: "Reset your password" })).toBeVisible()
    const answer = async (email: string) => {
      await visitor.getByLabel("Email").fill(email)
      await visitor.getByRole("button", { name: "Send reset link" }).click()
      const alert = visitor.getByRole("alert").filter({ hasText: "Success" })
      await expect(alert).toBeVisible()
      const text = await alert.innerText()
      await visitor.reload()
      return text
    }
    const unknown = await answer(`nobody-${run}@team.test`)
    const sent = Date.now()
    const known = await answer(WRITER.email)
    expect(known).toBe(unknown)
    expect(known).toContain("If an account exists for that e-mail, we have sent a link to reset its password.")

    const link = await linkMailedTo(WRITER.email, "/admin/reset", sent)
    expect(sink.received.some((m) => m.to.includes(`nobody-${run}@team.test`))).toBe(false)
    await visitor.goto(link)
    await expect(visitor.getByRole("heading", { name: "Choose a new password" })).toBeVisible()
    await visitor.getByLabel("Password").fill("writer reset passphrase 2")
    await visitor.getByRole("button", { name: "Set password and sign in" }).click()
    await expect(visitor).toHaveURL(/\/admin$/)
    // The reset ended the writer's other session; the used link is refused.
    await expectSignedOut(writer)
    const reuse = await otherBrowser(browser, "203.0.113.183")
    await reuse.goto(link)
    await expect(reuse.getByText("This link has already been used. Ask for a new one if you still need it.")).toBeVisible()
    await reuse.context().close()

    // Two sessions of one member: "Sign out everywhere else" ends the other.
    await writer.goto("/admin/login")
    await loginViaForm(writer, WRITER.email, "writer reset passphrase 2")
    await expect(writer).toHaveURL(/\/admin$/)
    await visitor.goto("/admin/account")
    await expect(visitor.getByRole("heading", { level: 1, name: "Account" })).toBeVisible()
    await expect(visitor.getByTestId("session-row")).toHaveCount(2)
    await expect(visitor.getByTestId("session-row").first()).toContainText("This device")
    await visitor.getByRole("button", { name: "Sign out everywhere else" }).click()
    await expectToast(visitor, "Success", "1 other session was signed out.")
    await expectSignedOut(writer)
    await visitor.goto("/admin/account")
    await expect(visitor.getByTestId("session-row")).toHaveCount(1)
    await writer.context().close()
    await visitor.context().close()
  })

  test("the activity log shows each of these, newest first, filterable; the owner exports CSV", async ({ page }) => {
    await ensureAdmin(page, "/admin/activity")
    await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible()
    const rows = page.getByTestId("activity-row")
    const expectRows = async (query: string, expected: [action: string, text: string][]) => {
      await page.goto(`/admin/activity?${query}`)
      for (const [action, text] of expected) await expect(rows.filter({ hasText: action }).filter({ hasText: text }).first()).toBeVisible()
    }
    await expectRows(`member=${encodeURIComponent(EDITOR.email)}`, [
      ["Accepted invitation", EDITOR.email],
      ["Published", "Editor post"],
      ["Signed in", EDITOR.email],
    ])
    await expectRows(`member=${encodeURIComponent(WRITER.email)}`, [
      ["Reset password", WRITER.email],
      ["Ended session", "1 other session(s)"],
      ["Signed in", WRITER.email],
    ])
    await expectRows("action=invite", [["Invited", `${EDITOR.email} as Editor`]])
    await expectRows("action=member_remove", [["Removed member", EDITOR.email]])
    await expectRows("action=sign_in_failed", [])
    await page.goto("/admin/activity")
    await page.getByLabel("Action").selectOption("role_change")
    await page.getByRole("button", { name: "Filter" }).click()
    await expect(page).toHaveURL(/action=role_change/)
    await expect(rows.first()).toContainText(`${EDITOR.email}: Editor → Admin`)
    await expect(rows.filter({ hasNotText: "Changed role" })).toHaveCount(0)
    const csv = await page.request.get("/admin/activity/export?action=role_change")
    expect(csv.status()).toBe(200)
    expect(csv.headers()["content-disposition"]).toContain("attachment")
    expect(await csv.text()).toContain(`${EDITOR.email}: Editor → Admin`)
  })
})

test.describe("team screens accessibility", () => {
  for (const path of ["/admin/team", "/admin/activity", "/admin/account"]) {
    test(`${path} has no serious axe violation`, async ({ page }) => {
      await ensureAdmin(page, path)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
    })
  }

  test("/admin/forgot-password has no serious axe violation", async ({ browser }) => {
    const page = await otherBrowser(browser, "203.0.113.191")
    await page.goto("/admin/forgot-password")
    await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([])
    await page.context().close()
  })
})

// Time moves in the database (the link's 30 minutes pass at once): a server of its own on PostgreSQL, with the
// reset link printed by `npm run admin -- reset-password` as an operator locked out of a mail-less server would.
test.describe("reset link expiry", () => {
  const url = process.env.TEST_DATABASE_URL
  test.skip(!url, "set TEST_DATABASE_URL")

  test("an expired reset link is refused with a clear message", async ({ page }) => {
    test.setTimeout(180_000)
    const dbName = `h17_e2e_${Date.now().toString(36)}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${dbName}`)
    const dbUrl = new URL(url!)
    dbUrl.pathname = `/${dbName}`
    const port = Number(process.env.E2E_PORT ?? 3217) + 2
    const server = await startServer({ port, env: { DATABASE_URL: dbUrl.toString() } })
    const db = new pg.Client({ connectionString: dbUrl.toString() })
    try {
      const email = "owner@expiry.test"
      await registerViaForm(page, server.url, { email, password: "expiry owner passphrase 1" })

      // Without mail the page says to ask an admin.
      await page.goto(`${server.url}/admin/forgot-password`)
      await expect(page.getByText("This site cannot send e-mail. Ask the site owner or an admin to create a password reset link for you from Team.")).toBeVisible()

      const { stdout } = await promisify(execFile)("node", ["scripts/admin.mjs", "reset-password", email], {
        env: { ...process.env, DATABASE_URL: dbUrl.toString(), NEXT_PUBLIC_SITE_URL: server.url },
      })
      const link = /https?:\/\/\S+\/admin\/reset\/\S+/.exec(stdout)![0]
      await page.goto(link)
      await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible()

      // Thirty-one minutes pass.
      await db.connect()
      expect((await db.query("update auth_tokens set expires_at = expires_at - interval '31 minutes' where kind = 'reset'")).rowCount).toBe(1)
      await page.reload()
      await expect(page.getByText("This link has expired. Ask for a new one.")).toBeVisible()
      await expect(page.getByLabel("Password")).toHaveCount(0)
    } finally {
      await db.end().catch(() => {})
      await server.stop()
      await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {})
      await admin.end()
    }
  })
})
