import { expect, test, type Browser, type Page } from "@playwright/test"
import { Secret, TOTP } from "otpauth"

import { TWO_FACTOR } from "@/lib/copy/two-factor"

import { expectToast } from "../helpers/admin"
import { loginViaForm, registerAndSignIn } from "../helpers/auth"
import { startDatabaseServers, type DatabaseServers } from "../helpers/e2e-database"

// Two-factor sign-in end to end, on one production server over a fresh PostgreSQL database with the test clock
// (TEST_CLOCK=1: POST /api/test-clock sets "now", so each code is computed here for a known time step). The owner
// sets it up on Account (the key shown beside the QR code), signs out, signs in with a code, is refused a code
// already used, signs in with a recovery code; then requires it for everyone who reads leads, and an invited editor
// is held on Account until they set it up. Needs TEST_DATABASE_URL.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3217) + 70
const OWNER = { email: "owner@two-factor.test", password: "two factor owner passphrase 8812" }
const EDITOR = { email: "editor@two-factor.test", password: "two factor editor passphrase 4410" }
const T0 = Date.parse("2026-12-02T09:00:10Z")

const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: ms })

test.describe.configure({ mode: "serial" })

test.describe("two-factor sign-in: setup, a code, a used code refused, a recovery code, the owner's requirement", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "set TEST_DATABASE_URL")

  let env: DatabaseServers
  let base = ""
  let page: Page
  let secret = ""
  let recovery: string[] = []

  const setClock = async (ms: number) => {
    const res = await page.request.post(`${base}/api/test-clock`, { data: { at: new Date(ms).toISOString() } })
    expect(res.status()).toBeLessThan(300)
  }

  async function otherBrowser(browser: Browser, ip: string): Promise<Page> {
    const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } })
    return context.newPage()
  }

  async function signOut(p: Page) {
    await p.getByRole("button", { name: "Logout" }).click()
    await expect(p).toHaveURL(/\/admin\/login/)
  }

  async function secondStep(p: Page, code: string) {
    await p.getByLabel(TWO_FACTOR.codeLabel).fill(code)
    await p.getByRole("button", { name: TWO_FACTOR.verify }).click()
  }

  /** Account → Set up: reads the key shown beside the QR code and confirms a code computed from it at `at`. */
  async function enrol(p: Page, at: number): Promise<{ key: string; codes: string[] }> {
    await p.goto(`${base}/admin/account`)
    await p.getByRole("button", { name: TWO_FACTOR.setUp }).click()
    const qr = p.getByRole("img", { name: TWO_FACTOR.qrLabel })
    // The SVG is shown as an image from a data: address (no remote image, none of its markup in the page).
    await expect(qr).toBeVisible()
    await expect(qr).toHaveAttribute("src", /^data:image\/svg\+xml;charset=utf-8,%3Csvg/)
    const key = await p.getByLabel(TWO_FACTOR.keyLabel).inputValue()
    expect(key).toMatch(/^[A-Z2-7]{32}$/)
    // A wrong code first: refused in words, still off.
    await p.getByLabel(TWO_FACTOR.confirmCode).fill(codeAt(key, at - 10 * 60_000))
    await p.getByRole("button", { name: TWO_FACTOR.turnOn }).click()
    await expect(p.getByText(TWO_FACTOR.errors.wrongCode)).toBeVisible()
    await p.getByLabel(TWO_FACTOR.confirmCode).fill(codeAt(key, at))
    await p.getByRole("button", { name: TWO_FACTOR.turnOn }).click()
    const list = p.getByRole("list", { name: TWO_FACTOR.recoveryListLabel })
    await expect(list.getByRole("listitem")).toHaveCount(10)
    await expectToast(p, "Success", TWO_FACTOR.enabled)
    await expect(p.locator("#admin-main").getByText(TWO_FACTOR.on)).toBeVisible()
    return { key, codes: await list.getByRole("listitem").allTextContents() }
  }

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000)
    env = await startDatabaseServers({ prefix: "twofa_e2e", basePort: BASE_PORT, env: { TEST_CLOCK: "1" } })
    base = env.servers[0]!.url
    page = await otherBrowser(browser, "203.0.113.71")
    await registerAndSignIn(page, base, OWNER)
    await setClock(T0)
  })

  test.afterAll(async () => {
    await page?.context().close()
    await env?.stop()
  })

  test("the owner sets it up on Account: a QR code and the key, a code confirms it, ten recovery codes shown once", async () => {
    const done = await enrol(page, T0)
    secret = done.key
    recovery = done.codes
    const [row] = (await env.db.query("select secret_enc from two_factor")).rows as { secret_enc: string }[]
    expect(row!.secret_enc).not.toContain(secret)
    await page.reload()
    await expect(page.getByText(TWO_FACTOR.recoveryLeft(10))).toBeVisible()
    await expect(page.getByRole("list", { name: TWO_FACTOR.recoveryListLabel })).toHaveCount(0)
  })

  test("sign-in asks for a code after the password; a right code signs in, the same code again is refused", async () => {
    await signOut(page)
    await setClock(T0 + 5 * 60_000)
    await loginViaForm(page, OWNER.email, OWNER.password)
    await expect(page.getByRole("heading", { name: TWO_FACTOR.stepTitle })).toBeVisible()
    // The password alone opened no admin screen.
    await page.goto(`${base}/admin/posts`)
    await expect(page).toHaveURL(/\/admin\/login/)
    const code = codeAt(secret, T0 + 5 * 60_000)
    await secondStep(page, code)
    await expect(page).toHaveURL(/\/admin\/posts$/)
    await signOut(page)

    await loginViaForm(page, OWNER.email, OWNER.password)
    await secondStep(page, code)
    await expect(page.getByRole("alert").filter({ hasText: TWO_FACTOR.errors.reused })).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
    const audit = await env.db.query("select count(*)::int as n from audit_log where action = 'sign_in_failed' and summary like '%two-factor code%'")
    expect(audit.rows[0].n).toBe(1)
  })

  test("a recovery code signs in once", async () => {
    await secondStep(page, recovery[0]!)
    await expect(page).toHaveURL(/\/admin$/)
    await page.goto(`${base}/admin/account`)
    await expect(page.getByText(TWO_FACTOR.recoveryLeft(9))).toBeVisible()
    await signOut(page)
    await loginViaForm(page, OWNER.email, OWNER.password)
    await secondStep(page, recovery[0]!)
    await expect(page.getByRole("alert").filter({ hasText: TWO_FACTOR.errors.wrongCode })).toBeVisible()
    await setClock(T0 + 6 * 60_000)
    await secondStep(page, codeAt(secret, T0 + 6 * 60_000))
    await expect(page).toHaveURL(/\/admin$/)
  })

  test("the owner requires it for everyone who reads leads: an invited editor is held on Account until they set it up", async ({ browser }) => {
    test.setTimeout(120_000)
    await setClock(T0 + 10 * 60_000)
    await page.goto(`${base}/admin/team`)
    await page.getByLabel(TWO_FACTOR.requirementLabel).check()
    await page.getByRole("button", { name: TWO_FACTOR.save }).click()
    await expectToast(page, "Success", TWO_FACTOR.requirementOn)

    await page.getByLabel("Email").fill(EDITOR.email)
    await page.getByLabel("Role", { exact: true }).selectOption("editor")
    await page.getByRole("button", { name: "Send invitation" }).click()
    const link = await page.locator("#created-link").inputValue()

    const editor = await otherBrowser(browser, "203.0.113.72")
    await editor.goto(link)
    await editor.getByLabel("Password").fill(EDITOR.password)
    await editor.getByRole("button", { name: "Set password and sign in" }).click()
    await expect(editor).toHaveURL(/\/admin\/account$/)
    await expect(editor.getByText(TWO_FACTOR.required)).toBeVisible()
    await editor.goto(`${base}/admin/posts`)
    await expect(editor).toHaveURL(/\/admin\/account$/)
    await editor.goto(`${base}/admin/leads`)
    await expect(editor).toHaveURL(/\/admin\/account$/)

    await enrol(editor, T0 + 10 * 60_000)
    // Meeting the requirement lifts the hold (the card's notice goes) without taking the recovery codes, shown only
    // once, off the screen.
    await expect(editor.getByText(TWO_FACTOR.required)).toBeHidden()
    await expect(editor.getByRole("list", { name: TWO_FACTOR.recoveryListLabel }).getByRole("listitem")).toHaveCount(10)
    await editor.goto(`${base}/admin/posts`)
    await expect(editor).toHaveURL(/\/admin\/posts$/)
    await expect(editor.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible()
    await editor.context().close()

    const actions = await env.db.query("select action from audit_log where action like 'two_factor%' order by at")
    expect(actions.rows.map((r: { action: string }) => r.action)).toEqual([
      "two_factor_enable",
      "two_factor_recovery_use",
      "two_factor_requirement",
      "two_factor_enable",
    ])
  })
})
