import { expect, test, type Browser, type Page } from "@playwright/test"

import { PAGES } from "@/lib/copy/pages"
import { slugify } from "@/lib/domain/slug"

import { expectToast, unique } from "../helpers/admin"
import { ensureAdmin } from "../helpers/auth"

// Pages get the same publishing tools as posts; the words are typed out, not imported from the UI.
const BANNER = "Preview — not published"
const GONE = "This preview link has expired or was revoked"

async function createPage(page: Page, title: string, opts: { published?: boolean; schedule?: string } = {}): Promise<string> {
  await ensureAdmin(page, "/admin/pages/new")
  await page.getByLabel(PAGES.fieldTitle, { exact: true }).fill(title)
  await page.getByLabel(PAGES.fieldContent, { exact: true }).fill(`Body of ${title}`)
  if (opts.published) await page.getByRole("checkbox", { name: "Published" }).check()
  if (opts.schedule) await page.getByLabel("Schedule").fill(opts.schedule)
  await page.getByRole("button", { name: PAGES.save }).click()
  await expectToast(page, "Success", PAGES.created)
  await expect(page).toHaveURL(/\/admin\/pages\/[0-9a-f-]{36}$/)
  return page.url()
}

async function signedOutPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage()
}

test("page preview shows the unsaved form at /{slug} with the banner; a signed-out browser gets no draft", async ({ page, browser }) => {
  test.setTimeout(90_000)
  const title = unique("Preview Page")
  const slug = slugify(title)
  const editor = await createPage(page, title)
  const unsaved = `${title} (unsaved)`
  await page.getByLabel(PAGES.fieldTitle, { exact: true }).fill(unsaved)
  await page.getByLabel(PAGES.fieldContent, { exact: true }).fill("## Draft section\n\nNot saved yet.")

  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("preview-button").click()])
  await popup.waitForURL(new RegExp(`/${slug}\\?preview=`))
  const response = (await popup.reload())!
  expect(response.status()).toBe(200)
  expect(response.headers()["cache-control"]).toMatch(/no-store/)
  await expect(popup.getByText(BANNER)).toBeVisible()
  await expect(popup.getByRole("heading", { level: 1 })).toHaveText(unsaved)
  await expect(popup.getByRole("heading", { level: 2, name: "Draft section" })).toBeVisible()
  await expect(popup.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
  await expect(popup.getByRole("link", { name: "Back to editor" })).toHaveAttribute("href", new URL(editor).pathname)

  const anonymous = await signedOutPage(browser)
  expect((await anonymous.request.get(`/${slug}`)).status()).toBe(404)
  expect(await (await anonymous.request.get("/sitemap.xml")).text()).not.toContain(`/${slug}<`)
  const draftCookies = (await popup.context().cookies()).filter((c) => c.name === "__prerender_bypass")
  await anonymous.context().addCookies(draftCookies)
  const stolen = await anonymous.goto(popup.url())
  expect(stolen?.status()).toBe(404)
  await expect(anonymous.getByText(unsaved)).toHaveCount(0)
  await anonymous.context().close()
})

test("a page share link works signed out on the last saved version, and stops once revoked", async ({ page, browser }) => {
  test.setTimeout(90_000)
  const title = unique("Approval Page")
  await createPage(page, title)
  await page.getByRole("button", { name: "Share preview link" }).click()
  const url = await page.getByTestId("share-link-url").inputValue()
  expect(url).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/)
  await page.getByLabel(PAGES.fieldTitle, { exact: true }).fill(`${title} unsaved`)

  const client = await signedOutPage(browser)
  const ok = await client.goto(url)
  expect(ok?.status()).toBe(200)
  await expect(client.getByText(BANNER)).toBeVisible()
  await expect(client.getByRole("heading", { level: 1 })).toHaveText(title)
  await expect(client.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)

  await page.getByTestId("share-link-row").first().getByRole("button", { name: "Revoke" }).click()
  await expect(page.getByTestId("share-link-row").first()).toHaveAttribute("data-state", "revoked")
  const revoked = await client.goto(url)
  expect([404, 410]).toContain(revoked?.status())
  await expect(client.getByRole("heading", { name: GONE })).toBeVisible()
  await expect(client.getByText(title)).toHaveCount(0)
  await client.context().close()
})

test("a page scheduled 20 seconds ahead is served at its time on a server that served its URL before", async ({ page }) => {
  test.setTimeout(90_000)
  const title = unique("Scheduled Page")
  const slug = slugify(title)
  const surfaces = [`/${slug}`, "/sitemap.xml"]
  for (const path of surfaces) await page.request.get(path)

  // Whole seconds: the field holds no milliseconds, so the due time is that second.
  const due = Math.ceil((Date.now() + 20_000) / 1000) * 1000
  await createPage(page, title, { schedule: new Date(due).toISOString().slice(0, 19) })
  const before = await page.request.get(`/${slug}`)
  expect(Date.now(), "the check before the due time ran before it").toBeLessThan(due)
  expect(before.status()).toBe(404)

  await expect.poll(() => Date.now() > due + 250, { timeout: 30_000, intervals: [250] }).toBe(true)
  const live = await page.request.get(`/${slug}`)
  expect(live.status()).toBe(200)
  expect(await live.text()).toContain(title)
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`/${slug}</loc>`)
})

test("renaming a live page's slug leaves a 301 from the old URL", async ({ page }) => {
  test.setTimeout(90_000)
  const title = unique("Moving Page")
  const oldSlug = slugify(title)
  await createPage(page, title, { published: true })
  expect((await page.request.get(`/${oldSlug}`)).status()).toBe(200)
  await page.getByLabel(PAGES.fieldSlug, { exact: true }).fill(`${oldSlug}-new`)
  await page.getByRole("button", { name: PAGES.save }).click()
  await expectToast(page, "Success", PAGES.updated)
  const moved = await page.request.get(`/${oldSlug}?ref=a`, { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers()["location"]).toMatch(new RegExp(`/${oldSlug}-new\\?ref=a$`))
})
