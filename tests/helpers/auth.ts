import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test"

/**
 * The end-to-end admin account. The whole Playwright run shares ONE server and ONE data folder, and registration
 * is closed after the first account (ADMIN_EMAILS is not set for the e2e server, so the production default is
 * what runs). tests/e2e/auth.setup.ts (the "setup" project every other project depends on) registers this
 * account through the Register tab before any spec runs, so it is the owner in every run. Specs then call
 * ensureAdmin(page) to be signed in: it reuses the session cookie of an earlier sign-in in this worker when it
 * is still valid, so the run stays far below the per-IP sign-in limit (30 attempts per 5 minutes).
 * Never register other accounts expecting success: every later registration is refused by design.
 */
export const E2E_ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? "owner@e2e.test",
  password: process.env.E2E_ADMIN_PASSWORD ?? "e2e owner passphrase 4821",
}

export const SESSION_COOKIE = "__Host-session"

type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>
let cached: Cookies | null = null

/** Signs in through the Login tab and waits for /admin (or the `next` target). */
export async function loginViaForm(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  await page.getByRole("tab", { name: "Login" }).click()
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Password").fill(password)
  // Wait for the server action's answer, so consecutive attempts never overlap.
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/admin/login"),
    page.getByRole("button", { name: "Login", exact: true }).click(),
  ])
}

type Account = { email: string; password: string }

/**
 * Registers `who` through the Register tab of the server at `base` (a spec's own server, whose registration is
 * open) and waits for the success alert, which it returns.
 */
export async function registerViaForm(page: Page, base: string, who: Account): Promise<Locator> {
  await page.goto(`${base}/admin/login`)
  await page.getByRole("tab", { name: "Register" }).click()
  const panel = page.getByRole("tabpanel", { name: "Register" })
  await panel.getByLabel("Email").fill(who.email)
  await panel.getByLabel("Password").fill(who.password)
  await panel.getByRole("button", { name: "Register" }).click()
  const success = panel.getByRole("alert").filter({ hasText: "Success" })
  await expect(success).toBeVisible()
  return success
}

/** Registers `who` on the server at `base`, then signs in and waits for /admin. */
export async function registerAndSignIn(page: Page, base: string, who: Account): Promise<void> {
  await registerViaForm(page, base, who)
  await loginViaForm(page, who.email, who.password)
  await expect(page).toHaveURL(/\/admin$/)
}

/** Leaves `page` on /admin of the server at `base`, signing `who` in only when its session is gone. */
export async function signInAt(page: Page, base: string, who: Account): Promise<void> {
  await page.goto(`${base}/admin`)
  if (!new URL(page.url()).pathname.startsWith("/admin/login")) return
  await loginViaForm(page, who.email, who.password)
  await expect(page).toHaveURL(/\/admin$/)
}

/** Leaves `page` signed in as the e2e owner, on /admin (or on `path` when given). */
export async function ensureAdmin(page: Page, path = "/admin"): Promise<void> {
  if (cached) {
    await page.context().addCookies(cached)
    await page.goto(path)
    if (!new URL(page.url()).pathname.startsWith("/admin/login")) return
    cached = null
  }
  await page.goto(`/admin/login?next=${encodeURIComponent(path)}`)
  await loginViaForm(page)
  await expect(page).not.toHaveURL(/\/admin\/login/)
  cached = (await page.context().cookies()).filter((c) => c.name === SESSION_COOKIE)
  expect(cached, "the sign-in set the session cookie").toHaveLength(1)
}

/** Drops the cached session (after a test signed it out). */
export function forgetAdminSession() {
  cached = null
}
