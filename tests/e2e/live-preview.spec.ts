import { expect, test, type Browser, type Page } from "@playwright/test"

import { unique } from "../helpers/admin"
import { ensureAdmin, forgetAdminSession, SESSION_COOKIE } from "../helpers/auth"

// The interface's words, typed out (not imported from the UI's constants).
const BANNER = "Preview — not published"
const LIVE = "Live preview"
const FRAME = 'iframe[title="Live preview of the unsaved page"]'

/** Presses "Live preview" until it says it is on: a press before the editor has hydrated does nothing. */
async function turnOnLivePreview(page: Page) {
  const button = page.getByRole("button", { name: LIVE })
  await expect(async () => {
    if ((await button.getAttribute("aria-pressed")) !== "true") await button.click()
    await expect(button).toHaveAttribute("aria-pressed", "true", { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}
const HOME_HERO = "Precision-Driven Digital Presence for Modern Healthcare Brands"

async function openHomeEditor(page: Page): Promise<string> {
  await ensureAdmin(page, "/admin/site-pages")
  await page.getByRole("main").getByRole("link", { name: "Home", exact: true }).first().click()
  await expect(page).toHaveURL(/\/admin\/site-pages\/[0-9a-f-]{36}$/)
  await expect(page.getByTestId("section-card").first()).toBeVisible()
  return page.url()
}

/**
 * The hero's title input (the first section, opened). The card's toggle is in the server's HTML before the editor
 * hydrates, and a click before that does nothing: it is clicked again until the section opens.
 */
async function heroTitle(page: Page) {
  const toggle = page.getByTestId("section-card").first().locator('[data-action="toggle"]')
  const input = page.locator("#df-sections-0-data-title")
  await expect(async () => {
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click()
    await expect(input).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  return input
}

async function freshBrowser(browser: Browser, ip: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } })
  return context.newPage()
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!

test.describe("live preview", () => {
  test("follows typing in the home page's editor within 500 ms, without saving; visitors keep the published page", async ({ page, browser }) => {
    test.setTimeout(120_000)
    await openHomeEditor(page)
    const input = await heroTitle(page)
    await turnOnLivePreview(page)
    const frame = page.frameLocator(FRAME)
    await expect(frame.getByRole("heading", { level: 1 })).toContainText(HOME_HERO, { timeout: 20_000 })
    await expect(frame.getByText(BANNER)).toBeVisible()
    // The real page: header, sections, footer.
    await expect(frame.getByRole("contentinfo")).toBeVisible()
    await expect(frame.locator("section").nth(7)).toBeAttached()

    // Typing, round after round: each round's words reach the frame without a save. The editor times each round
    // (performance measure "live-preview": from the round's last keystroke to the frame's new render); the goal of a
    // median under 500 ms is measured by bench/live-preview.mjs on a quiet machine, not bounded here, where the
    // figure depends on everything else the run does at that moment. It is logged for every run.
    const base = unique("Live")
    await input.fill(base)
    await expect(frame.getByRole("heading", { level: 1 })).toContainText(base)
    await page.evaluate(() => performance.clearMeasures())
    const rounds = 5
    let typed = base
    for (let i = 1; i <= rounds; i++) {
      const words = ` r${i}`
      await input.press("End")
      await input.pressSequentially(words, { delay: 40 })
      typed += words
      await expect(frame.getByRole("heading", { level: 1 })).toContainText(typed, { timeout: 5_000 })
      await page.waitForTimeout(100)
    }
    const measures = await page.evaluate(() => performance.getEntriesByName("live-preview").map((e) => e.duration))
    const sorted = [...measures].sort((a, b) => a - b)
    console.log(`[live-preview latency, home page] ${JSON.stringify({ rounds: sorted.length, medianMs: Math.round(quantile(sorted, 0.5)), maxMs: Math.round(sorted.at(-1) ?? 0) })}`)
    // Every round was timed from its keystrokes to the frame's render (a frame refreshed on anything but typing
    // would leave rounds without a measure).
    expect(sorted.length).toBeGreaterThanOrEqual(rounds - 1)

    // Nothing was saved: visitors, and the signed-out public page, still read the published title.
    const visitor = await freshBrowser(browser, "203.0.113.201")
    await visitor.goto("/")
    await expect(visitor.getByRole("heading", { level: 1 })).toContainText(HOME_HERO)
    await expect(visitor.getByText(base)).toHaveCount(0)
    await visitor.context().close()
    await page.reload()
    await expect((await heroTitle(page))).toHaveValue(HOME_HERO)
  })

  test("a change stored before the frame's script listens still reaches the frame (its scripts held until the refresh was sent)", async ({ page }) => {
    test.setTimeout(90_000)
    await ensureAdmin(page, "/admin/settings/contact-details")
    const email = `${unique("early").replace(/\s+/g, "-").toLowerCase()}@example.com`
    // The frame's scripts (not the editor's) wait until the test lets them through: until then the frame shows the
    // server's HTML and nothing in it listens. (Routing also turns the browser's cache off, so they are fetched.)
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let held = 0
    await page.route(/\/_next\/static\/.*\.js(\?.*)?$/, async (route) => {
      if (route.request().frame() !== page.mainFrame()) {
        held++
        await released
      }
      await route.continue()
    })
    await turnOnLivePreview(page)
    const frame = page.frameLocator(FRAME)
    // The server's render is there, its scripts are not.
    await expect(frame.getByRole("contentinfo")).toBeVisible({ timeout: 20_000 })
    await expect.poll(() => held).toBeGreaterThan(0)
    // The test's own ear in the frame (not the page's): which of the editor's messages arrived.
    const inFrame = page.frames().find((f) => f !== page.mainFrame())!
    await inFrame.evaluate(() => {
      const w = window as unknown as { heard: unknown[] }
      w.heard = []
      window.addEventListener("message", (e) => w.heard.push(e.data))
    })
    // The change is stored and the editor asks the frame to render again: the message arrives, nobody of the page's
    // hears it.
    const [stored] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/api/preview/live" && r.request().method() === "PUT"),
      page.locator("#df-content-email").fill(email),
    ])
    expect(stored.status()).toBe(200)
    await expect
      .poll(() => inFrame.evaluate(() => (window as unknown as { heard: { type?: string }[] }).heard.filter((m) => m.type === "lumora:live-preview:refresh").length))
      .toBeGreaterThan(0)
    await expect(frame.getByRole("contentinfo")).not.toContainText(email)
    release()
    // Once its script runs, the frame says it listens and the editor answers with the newest state. The held scripts
    // load uncached, the frame hydrates, then the server renders the page again: a first load's time, not a step's.
    await expect(frame.getByRole("contentinfo")).toContainText(email, { timeout: 20_000 })
    await page.unroute(/\/_next\/static\/.*\.js(\?.*)?$/)
  })

  test("a singleton's preview draws its unsaved content in the real shell (contact details in the footer)", async ({ page }) => {
    test.setTimeout(90_000)
    await ensureAdmin(page, "/admin/settings/contact-details")
    const email = `${unique("draft").replace(/\s+/g, "-").toLowerCase()}@example.com`
    await turnOnLivePreview(page)
    const frame = page.frameLocator(FRAME)
    // The frame's first load renders the whole site per request: slower than a step under a loaded run.
    await expect(frame.getByRole("contentinfo")).toBeVisible({ timeout: 20_000 })
    await page.locator("#df-content-email").fill(email)
    await expect(frame.getByRole("contentinfo")).toContainText(email)
    const visitor = await page.context().browser()!.newContext()
    const anon = await visitor.newPage()
    await anon.goto("/")
    await expect(anon.getByRole("contentinfo")).not.toContainText(email)
    await visitor.close()
  })
})

test.describe("document previews and share links", () => {
  test("Preview opens the unsaved page on its template; a share link shows the saved one, read-only", async ({ page, browser }) => {
    test.setTimeout(90_000)
    const editor = await openHomeEditor(page)
    const unsaved = unique("Unsaved hero")
    await (await heroTitle(page)).fill(unsaved)
    const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("preview-button").click()])
    await popup.waitForURL(/\/preview\/live\/[0-9a-f-]{36}$/)
    await expect(popup.getByText(BANNER)).toBeVisible()
    await expect(popup.getByRole("heading", { level: 1 })).toContainText(unsaved)
    await expect(popup.getByRole("link", { name: "Back to editor" })).toHaveAttribute("href", new URL(editor).pathname)
    await expect(popup.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
    await popup.close()

    await page.getByRole("button", { name: "Share preview link" }).click()
    const url = await page.getByTestId("share-link-url").inputValue()
    expect(url).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/)
    const client = await freshBrowser(browser, "203.0.113.202")
    const ok = await client.goto(url)
    expect(ok?.status()).toBe(200)
    await expect(client.getByText(BANNER)).toBeVisible()
    await expect(client.getByRole("heading", { level: 1 })).toContainText(HOME_HERO)
    await expect(client.getByText(unsaved)).toHaveCount(0)
    await expect(client.getByRole("link", { name: "Back to editor" })).toHaveCount(0)
    await page.getByTestId("share-link-row").first().getByRole("button", { name: "Revoke" }).click()
    await expect(page.getByTestId("share-link-row").first()).toHaveAttribute("data-state", "revoked")
    expect([404, 410]).toContain((await client.goto(url))?.status())
    await client.context().close()
  })
})

test.describe("preview security", () => {
  test("another member never sees a member's preview, nor changes it", async ({ page, browser }) => {
    test.setTimeout(120_000)
    await openHomeEditor(page)
    const unsaved = unique("Private hero")
    await (await heroTitle(page)).fill(unsaved)
    const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("preview-button").click()])
    await popup.waitForURL(/\/preview\/live\/[0-9a-f-]{36}$/)
    await expect(popup.getByRole("heading", { level: 1 })).toContainText(unsaved)
    const previewUrl = popup.url()
    const previewId = previewUrl.split("/").at(-1)!
    await popup.close()

    // A second member, invited as Admin and signed in in their own browser.
    const other = { email: `${unique("member").replace(/\s+/g, "-").toLowerCase()}@team.test`, password: "other member passphrase 9917" }
    await page.goto("/admin/team")
    await page.getByLabel("Email").fill(other.email)
    await page.getByLabel("Role", { exact: true }).selectOption("admin")
    await page.getByRole("button", { name: "Send invitation" }).click()
    const inviteLink = await page.getByLabel("Link to share").inputValue()
    const member = await freshBrowser(browser, "203.0.113.203")
    await member.goto(inviteLink)
    await member.getByLabel("Password").fill(other.password)
    await member.getByRole("button", { name: "Set password and sign in" }).click()
    await expect(member).toHaveURL(/\/admin$/)

    const seen = await member.goto(previewUrl)
    expect(seen?.status()).toBe(404)
    await expect(member.getByText(unsaved)).toHaveCount(0)
    const origin = new URL(previewUrl).origin
    const put = await member.request.put("/api/preview/live", { data: { previewId, values: {} }, headers: { origin } })
    expect(put.status()).toBe(404)
    await member.context().close()
  })

  test("a signed-out browser that kept every cookie gets no draft: the preview is a 404, the public page is the published one", async ({ page, browser }) => {
    test.setTimeout(90_000)
    await openHomeEditor(page)
    const unsaved = unique("Leaked hero")
    await (await heroTitle(page)).fill(unsaved)
    const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("preview-button").click()])
    await popup.waitForURL(/\/preview\/live\/[0-9a-f-]{36}$/)
    await expect(popup.getByRole("heading", { level: 1 })).toContainText(unsaved)
    const previewUrl = popup.url()
    await popup.close()
    // Draft mode on as well (a page's Preview turns it on for this browser).
    const origin = new URL(previewUrl).origin
    const draft = await page.request.post("/api/preview", {
      data: { kind: "page", id: null, values: { title: "Draft mode page", slug: unique("draft-mode").replace(/\s+/g, "-").toLowerCase(), content: "x", published: false, schedule: "" } },
      headers: { origin },
    })
    expect(draft.status()).toBe(200)
    const cookies = await page.context().cookies()
    expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining([SESSION_COOKIE, "__prerender_bypass"]))

    // Signed out: the session ends on the server; the browser keeps what it had.
    await page.goto("/admin")
    await page.getByRole("button", { name: "Logout" }).first().click()
    await expect(page).toHaveURL(/\/admin\/login/)
    forgetAdminSession()
    const kept = await freshBrowser(browser, "203.0.113.204")
    await kept.context().addCookies(cookies)
    for (const who of [page, kept]) {
      const response = await who.goto(previewUrl)
      expect(response?.status()).toBe(404)
      await expect(who.getByText(unsaved)).toHaveCount(0)
      await expect(who.getByText(BANNER)).toHaveCount(0)
      await who.goto("/")
      await expect(who.getByRole("heading", { level: 1 })).toContainText(HOME_HERO)
      await expect(who.getByText(unsaved)).toHaveCount(0)
    }
    // Nor does a browser that never signed in, carrying only the draft-mode cookie.
    const stranger = await freshBrowser(browser, "203.0.113.205")
    await stranger.context().addCookies(cookies.filter((c) => c.name === "__prerender_bypass"))
    expect((await stranger.goto(previewUrl))?.status()).toBe(404)
    await expect(stranger.getByText(unsaved)).toHaveCount(0)
    await kept.context().close()
    await stranger.context().close()
  })
})
