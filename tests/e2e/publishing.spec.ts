import { expect, test, type Browser, type Page } from "@playwright/test"

import { POSTS } from "@/lib/copy/posts"
import { slugify } from "@/lib/domain/slug"

import { expectToast, openRowMenu, unique } from "../helpers/admin"
import { ensureAdmin, forgetAdminSession } from "../helpers/auth"

// The words, typed out (not imported from the UI's constants).
const BANNER = "Preview — not published"
const GONE = "This preview link has expired or was revoked"

async function createPost(page: Page, title: string, opts: { published?: boolean; schedule?: string } = {}): Promise<string> {
  await ensureAdmin(page, "/admin/posts/new")
  await page.getByLabel(POSTS.fieldTitle, { exact: true }).fill(title)
  await page.getByLabel(POSTS.fieldContent, { exact: true }).fill(`Body of ${title}`)
  await page.getByLabel(POSTS.fieldCategory, { exact: true }).fill("SEO")
  if (opts.published) await page.getByLabel("Published").check()
  if (opts.schedule) await page.getByLabel("Schedule").fill(opts.schedule)
  await page.getByRole("button", { name: POSTS.save }).click()
  await expectToast(page, "Success", POSTS.created)
  await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/)
  return page.url()
}

async function signedOutPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  return context.newPage()
}

test.describe("preview of unsaved state", () => {
  test("shows the unsaved form on the real post template with the banner, never cached or indexed", async ({ page, browser }) => {
    test.setTimeout(90_000)
    const title = unique("Preview Draft")
    const slug = slugify(title)
    const editor = await createPost(page, title)
    const unsaved = `${title} (unsaved edit)`
    await page.getByLabel(POSTS.fieldTitle, { exact: true }).fill(unsaved)
    await page.getByLabel(POSTS.fieldContent, { exact: true }).fill("## Unsaved heading\n\nNot saved yet.")

    const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("preview-button").click()])
    await popup.waitForURL(new RegExp(`/blog/${slug}\\?preview=`))
    const response = (await popup.reload())!
    expect(response.status()).toBe(200)
    expect(response.headers()["cache-control"]).toMatch(/no-store/)
    await expect(popup).toHaveURL(new RegExp(`/blog/${slug}\\?preview=`))
    await expect(popup.getByText(BANNER)).toBeVisible()
    await expect(popup.getByRole("heading", { level: 1 })).toHaveText(unsaved)
    await expect(popup.getByTestId("post-body").getByRole("heading", { level: 2 })).toHaveText("Unsaved heading")
    await expect(popup.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
    await expect(popup.locator('script[type="application/ld+json"]').first()).toBeAttached()
    await expect(popup.getByRole("contentinfo")).toBeVisible()
    await expect(popup.getByRole("link", { name: "Back to editor" })).toHaveAttribute("href", new URL(editor).pathname)
    const previewUrl = popup.url()

    // Nothing leaked: the public URL, the list, search, sitemaps and the feed know nothing of it.
    const anonymous = await signedOutPage(browser)
    expect((await anonymous.request.get(`/blog/${slug}`)).status()).toBe(404)
    expect(await (await anonymous.request.get("/blog/sitemap.xml")).text()).not.toContain(slug)
    expect(await (await anonymous.request.get("/blog/rss.xml")).text()).not.toContain(slug)
    expect((await (await anonymous.request.get(`/blog/search.json?q=${encodeURIComponent("Preview Draft")}`)).json()).posts).not.toContainEqual(
      expect.objectContaining({ slug }),
    )

    // A signed-out browser opening the preview URL gets no draft, even carrying the draft-mode cookie.
    const draftCookies = (await popup.context().cookies()).filter((c) => c.name === "__prerender_bypass")
    expect(draftCookies).toHaveLength(1)
    await anonymous.context().addCookies(draftCookies)
    const stolen = await anonymous.goto(previewUrl)
    expect(stolen?.status()).toBe(404)
    await expect(anonymous.getByText(BANNER)).toHaveCount(0)
    await expect(anonymous.getByText(unsaved)).toHaveCount(0)
    await anonymous.context().close()

    // Leaving preview ends it: back in the editor, and the preview URL shows no draft any more.
    await popup.getByRole("button", { name: "Exit preview" }).click()
    await expect(popup).toHaveURL(new RegExp(`${new URL(editor).pathname}$`))
    expect((await popup.goto(previewUrl))?.status()).toBe(404)
    await popup.close()

    // Signing out ends it in the admin's own browser too.
    const [again] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("preview-button").click()])
    await expect(again.getByText(BANNER)).toBeVisible()
    await page.goto("/admin")
    await page.getByRole("button", { name: "Logout" }).first().click()
    await expect(page).toHaveURL(/\/admin\/login/)
    forgetAdminSession()
    const after = await again.reload()
    expect(after?.status()).toBe(404)
    await expect(again.getByText(BANNER)).toHaveCount(0)
  })
})

test.describe("client share links", () => {
  test("work signed out on the last saved version, and stop once revoked; a tampered link is refused", async ({ page, browser }) => {
    test.setTimeout(90_000)
    const title = unique("Approval Draft")
    await createPost(page, title)
    await page.getByRole("button", { name: "Share preview link" }).click()
    const url = await page.getByTestId("share-link-url").inputValue()
    expect(url).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/)
    // An unsaved edit is not what the client sees.
    await page.getByLabel(POSTS.fieldTitle, { exact: true }).fill(`${title} unsaved`)

    const client = await signedOutPage(browser)
    const ok = await client.goto(url)
    expect(ok?.status()).toBe(200)
    await expect(client.getByText(BANNER)).toBeVisible()
    await expect(client.getByRole("heading", { level: 1 })).toHaveText(title)
    await expect(client.getByRole("link", { name: "Back to editor" })).toHaveCount(0)
    await expect(client.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)

    const tampered = url.replace(/.$/, (c) => (c === "A" ? "B" : "A"))
    const bad = await client.goto(tampered)
    expect([404, 410]).toContain(bad?.status())
    await expect(client.getByRole("heading", { name: GONE })).toBeVisible()
    await expect(client.getByText(title)).toHaveCount(0)

    await page.getByTestId("share-link-row").first().getByRole("button", { name: "Revoke" }).click()
    await expect(page.getByTestId("share-link-row").first()).toHaveAttribute("data-state", "revoked")
    const revoked = await client.goto(url)
    expect([404, 410]).toContain(revoked?.status())
    await expect(client.getByRole("heading", { name: GONE })).toBeVisible()
    await expect(client.getByText(BANNER)).toHaveCount(0)
    await client.context().close()
  })
})

test.describe("scheduled publishing", () => {
  test("a post scheduled 5 seconds ahead appears on every surface at its time, on a server that served them before", async ({ page }) => {
    test.setTimeout(90_000)
    const title = unique("Scheduled Launch")
    const slug = slugify(title)
    const surfaces = ["/blog", `/blog/${slug}`, "/sitemap.xml", "/blog/sitemap.xml", "/blog/rss.xml", "/blog/category/seo"]
    // The server has these cached before the schedule exists.
    for (const path of surfaces) await page.request.get(path)

    await ensureAdmin(page, "/admin/posts/new")
    await page.getByLabel(POSTS.fieldTitle, { exact: true }).fill(title)
    await page.getByLabel(POSTS.fieldContent, { exact: true }).fill(`Body of ${title}`)
    await page.getByLabel(POSTS.fieldCategory, { exact: true }).fill("SEO")
    // The field takes whole seconds: the due time is the second it names, not a millisecond later.
    const due = Math.floor((Date.now() + 5_000) / 1000) * 1000
    // SITE_TIME_ZONE is unset in the e2e server: the field is in UTC.
    await page.getByLabel("Schedule").fill(new Date(due).toISOString().slice(0, 19))
    await page.getByRole("button", { name: POSTS.save }).click()
    await expectToast(page, "Success", POSTS.created)

    const read = async (path: string) => {
      const r = await page.request.get(path, { maxRedirects: 0 })
      return { path, status: r.status(), body: await r.text(), at: Date.now() }
    }
    const before = await Promise.all([...surfaces, `/blog/search.json?q=${encodeURIComponent(title)}`].map(read))
    // A response delivered before the due time must not show the post. (A render started in the last seconds
    // before it waits for the due time, so on a slow machine a response may arrive after it: then it must show it.)
    const isLive = (r: { path: string; status: number; body: string }) =>
      r.path === `/blog/${slug}` ? r.status === 200 && r.body.includes(title) : r.body.includes(slug)
    expect(before.some((r) => r.at < due), "at least one surface was read before the due time").toBe(true)
    for (const r of before) expect(isLive(r), `${r.path} at ${r.at - due} ms from the due time`).toBe(r.at >= due)

    // Wait for the due time (no polling of the pages: the first request after it must see the post).
    await expect.poll(() => Date.now() > due + 250, { timeout: 15_000, intervals: [250] }).toBe(true)
    const after = await Promise.all([...surfaces, `/blog/search.json?q=${encodeURIComponent(title)}`].map(read))
    for (const r of after) {
      expect(r.status, r.path).toBe(200)
      expect(isLive(r), r.path).toBe(true)
    }
    await page.goto("/admin/posts")
    await expect(page.getByTestId("post-row").filter({ hasText: title }).getByTestId("status-badge")).toHaveText("Published")
  })
})

test.describe("scheduled in the lists", () => {
  test("the list shows Scheduled with its date, and the row menu still publishes now", async ({ page }) => {
    const title = unique("Later Post")
    const when = new Date(Date.now() + 2 * 3600_000)
    when.setUTCSeconds(0, 0)
    await createPost(page, title, { schedule: when.toISOString().slice(0, 16) })
    await expect(page.getByTestId("record-status")).toContainText("Scheduled")
    await page.goto(`/admin/posts?q=${encodeURIComponent(title)}`)
    const row = page.getByTestId("post-row").filter({ hasText: title })
    await expect(row.getByTestId("status-badge")).toHaveText("Scheduled")
    const hh = String(when.getUTCHours()).padStart(2, "0")
    const mm = String(when.getUTCMinutes()).padStart(2, "0")
    await expect(row.getByTestId("scheduled-for")).toContainText(`${hh}:${mm} UTC`)
    await (await openRowMenu(page, title)).getByRole("menuitem", { name: "Publish" }).click()
    await expectToast(page, "Status updated", POSTS.nowPublished)
    await expect(row.getByTestId("status-badge")).toHaveText("Published")
    expect((await page.request.get(`/blog/${slugify(title)}`)).status()).toBe(200)
  })
})

test.describe("redirects", () => {
  test("a slug change leaves a 301 from the old URL, query kept, counted on the Redirects screen", async ({ page }) => {
    test.setTimeout(90_000)
    const title = unique("Moving Post")
    const oldSlug = slugify(title)
    await createPost(page, title, { published: true })
    expect((await page.request.get(`/blog/${oldSlug}`)).status()).toBe(200)
    const newSlug = `${oldSlug}-moved`
    await page.getByLabel(POSTS.fieldSlug, { exact: true }).fill(newSlug)
    await page.getByRole("button", { name: POSTS.save }).click()
    await expectToast(page, "Success", POSTS.updated)

    const moved = await page.request.get(`/blog/${oldSlug}?utm_source=mail`, { maxRedirects: 0 })
    expect(moved.status()).toBe(301)
    expect(new URL(moved.headers()["location"]!, "http://x").pathname + new URL(moved.headers()["location"]!, "http://x").search).toBe(
      `/blog/${newSlug}?utm_source=mail`,
    )
    expect((await page.request.get(`/blog/${newSlug}`)).status()).toBe(200)

    await page.goto(`/admin/redirects?q=${encodeURIComponent(oldSlug)}`)
    const row = page.getByTestId("redirect-row").filter({ hasText: `/blog/${oldSlug}` }).first()
    await expect(row).toContainText(`/blog/${newSlug}`)
    await expect(row.getByTestId("redirect-hits")).toHaveText("1")
    await expect(row.getByTestId("redirect-last-hit")).not.toHaveText("Never")
  })

  test("the Redirects screen adds, refuses what cannot work, edits and deletes", async ({ page }) => {
    test.setTimeout(90_000)
    const from = `/old-site-${Date.now().toString(36)}`
    await ensureAdmin(page, "/admin/redirects")
    await expect(page.getByRole("heading", { name: "Redirects" })).toBeVisible()

    const attempt = async (fromPath: string, to: string, type = "301 Permanent") => {
      await page.getByRole("button", { name: "Add Redirect" }).click()
      const dialog = page.getByRole("dialog")
      await dialog.getByLabel("From").fill(fromPath)
      await dialog.getByLabel("To").fill(to)
      await dialog.getByLabel("Type").selectOption({ label: type })
      await dialog.getByRole("button", { name: "Save Redirect" }).click()
      return dialog
    }
    // Whether the save still counted as running (its button disabled) when the refusal appeared: it must not, or
    // Escape pressed on reading the message is ignored and the dialog stays open.
    const runningWhenRefused = () =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const observer = new MutationObserver(() => {
              if (!document.querySelector('[role="dialog"] [role="alert"]')) return
              observer.disconnect()
              resolve(document.querySelector<HTMLButtonElement>('[role="dialog"] button[type="submit"]')?.disabled ?? false)
            })
            observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
          }),
      )
    const refused = async (fromPath: string, to: string, message: string | RegExp) => {
      const running = runningWhenRefused()
      const dialog = await attempt(fromPath, to)
      await expect(dialog.getByText(message)).toBeVisible()
      expect(await running).toBe(false)
      await page.keyboard.press("Escape")
      await expect(dialog).toBeHidden()
    }
    await refused("/blog", "/contact", "This path is a live page of the site; a redirect would never be used")
    await refused(from, from, "This redirect would loop back to itself")
    await refused(from, "javascript:alert(1)", "Only http and https URLs are allowed")
    await refused("no-slash", "/contact", "Enter a path that starts with / (no spaces, no query string)")

    const dialog = await attempt(from, "/services", "302 Temporary")
    await expect(dialog).toBeHidden()
    await expectToast(page, "Success", "Redirect created")
    await refused(`${from}-chain`, from, /already redirects to \/services/)

    const hit = await page.request.get(`${from}?ref=old`, { maxRedirects: 0 })
    expect(hit.status()).toBe(302)
    expect(hit.headers()["location"]).toMatch(/\/services\?ref=old$/)

    await page.goto(`/admin/redirects?q=${encodeURIComponent(from)}`)
    const row = page.getByTestId("redirect-row").filter({ hasText: from })
    await expect(row.getByTestId("redirect-hits")).toHaveText("1")
    await row.getByRole("button", { name: `Edit ${from}` }).click()
    await page.getByRole("dialog").getByLabel("Type").selectOption({ label: "308 Permanent" })
    await page.getByRole("dialog").getByRole("button", { name: "Save Redirect" }).click()
    await expectToast(page, "Success", "Redirect updated")
    expect((await page.request.get(from, { maxRedirects: 0 })).status()).toBe(308)

    await row.getByRole("button", { name: `Delete ${from}` }).click()
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click()
    await expectToast(page, "Success", "Redirect deleted")
    expect((await page.request.get(from, { maxRedirects: 0 })).status()).toBe(404)
  })
})
