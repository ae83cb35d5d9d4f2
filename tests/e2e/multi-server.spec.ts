import { expect, test } from "@playwright/test"
import pg from "pg"

import { startServer, type ServerProcess } from "@/scripts/lib/server-process.mjs"

import { expectToast, openRowMenu, TINY_PNG, uploadThroughLibrary } from "../helpers/admin"
import { loginViaForm, registerAndSignIn, signInAt } from "../helpers/auth"
import { startMailSink, type MailSink } from "../helpers/mail-sink"

// Two production servers side by side on one fresh PostgreSQL database, as behind a load balancer: what one
// server changes, the other shows on its next request. Needs TEST_DATABASE_URL (CI sets it).
const url = process.env.TEST_DATABASE_URL
const BASE_PORT = Number(process.env.E2E_PORT ?? 3217)
const OWNER = { email: "owner@multi.test", password: "multi server owner passphrase 5170" }

test.describe.configure({ mode: "serial" })

test.describe("two servers on one PostgreSQL database", () => {
  test.skip(!url, "set TEST_DATABASE_URL")

  let a: ServerProcess
  let b: ServerProcess
  let sink: MailSink
  let admin: pg.Client
  let db: pg.Client
  let dbName = ""
  let dbPid = 0

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    dbName = `multi_e2e_${Date.now().toString(36)}`
    admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${dbName}`)
    const dbUrl = new URL(url!)
    dbUrl.pathname = `/${dbName}`
    sink = await startMailSink(0)
    const env = {
      DATABASE_URL: dbUrl.toString(),
      TRUSTED_PROXY_COUNT: "1",
      SMTP_URL: sink.url,
      MAIL_FROM: "Lumora Website <website@multi.test>",
    }
    // Both at the same moment, on an empty database.
    ;[a, b] = await Promise.all([startServer({ port: BASE_PORT + 6, env }), startServer({ port: BASE_PORT + 7, env })])
    db = new pg.Client({ connectionString: dbUrl.toString() })
    await db.connect()
    dbPid = (await db.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid
  })

  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await sink?.stop()
    await db?.end()
    if (dbName) await admin.query(`drop database if exists ${dbName} with (force)`)
    await admin?.end()
  })

  test("both servers started together on an empty database: it was migrated once, and both report healthy", async ({ request }) => {
    const versions = (await db.query<{ version: string; n: number }>("select version, count(*)::int as n from schema_migrations group by version")).rows
    expect(versions.length).toBeGreaterThanOrEqual(5)
    expect(versions.every((v) => v.n === 1)).toBe(true)
    const newest = versions.map((v) => v.version).sort().at(-1)
    for (const server of [a, b]) {
      expect(server.log()).not.toMatch(/duplicate key|could not open the database/)
      const health = await request.get(`${server.url}/api/health`)
      expect(health.status()).toBe(200)
      expect(await health.json()).toEqual({ status: "ok", backend: "postgres", migration: newest })
    }
  })

  test("a post published on A shows on B's next request (blog, post page, sitemap, feed); unpublished, it is gone there too", async ({ page, request }) => {
    test.setTimeout(120_000)
    await registerAndSignIn(page, a.url, OWNER)
    const id = Date.now().toString(36)
    const title = `Two Servers ${id}`
    const slug = `two-servers-${id}`

    // B has the blog, the sitemap and the feed in its caches before the publish: the second request for each is
    // answered by B's page cache (server/page-cache.mjs), which says so with an Age.
    for (const path of ["/blog", "/sitemap.xml", "/blog/rss.xml"]) {
      expect((await request.get(`${b.url}${path}`)).status()).toBe(200)
      // (A change that reaches B between two requests empties that cache, so the next one may still miss.)
      await expect.poll(async () => (await request.get(`${b.url}${path}`)).headers().age ?? "none", { message: path }).toMatch(/^\d+$/)
    }

    await page.goto(`${a.url}/admin/posts/new`)
    await page.getByLabel("Title", { exact: true }).fill(title)
    await page.getByLabel("Content", { exact: true }).fill("Rendered on one server, read on another.")
    await page.getByRole("button", { name: "Save Post" }).click()
    await expectToast(page, "Success", "Post created successfully")
    await page.goto(`${a.url}/admin/posts`)
    await (await openRowMenu(page, title)).getByRole("menuitem", { name: "Publish" }).click()
    await expectToast(page, "Status updated", "Post is now published")

    expect(await (await request.get(`${b.url}/blog`)).text()).toContain(title)
    const post = await request.get(`${b.url}/blog/${slug}`)
    expect(post.status()).toBe(200)
    expect(await post.text()).toContain(title)
    expect(await (await request.get(`${b.url}/sitemap.xml`)).text()).toContain(`/blog/${slug}`)
    expect(await (await request.get(`${b.url}/blog/rss.xml`)).text()).toContain(title)

    await page.goto(`${a.url}/admin/posts`)
    await (await openRowMenu(page, title)).getByRole("menuitem", { name: "Unpublish" }).click()
    await expectToast(page, "Status updated", "Post is now unpublished")

    expect(await (await request.get(`${b.url}/blog`)).text()).not.toContain(title)
    expect((await request.get(`${b.url}/blog/${slug}`)).status()).toBe(404)
    expect(await (await request.get(`${b.url}/sitemap.xml`)).text()).not.toContain(`/blog/${slug}`)
    expect(await (await request.get(`${b.url}/blog/rss.xml`)).text()).not.toContain(title)
  })

  test("a file uploaded through A is served by B", async ({ page, request }) => {
    await signInAt(page, a.url, OWNER)
    await page.goto(`${a.url}/admin/media`)
    const name = `shared-${Date.now().toString(36)}.png`
    await uploadThroughLibrary(page, { name, mimeType: "image/png", buffer: TINY_PNG })
    await expectToast(page, "Success", "File uploaded successfully")
    const src = await page.getByTestId("media-card").filter({ hasText: name }).getByRole("img").getAttribute("src")
    const path = new URL(src!, a.url).pathname
    const served = await request.get(`${b.url}${path}`)
    expect(served.status()).toBe(200)
    expect(served.headers()["content-type"]).toBe("image/png")
    expect(Buffer.from(await served.body()).equals(TINY_PNG)).toBe(true)
  })

  test("a redirect added on A answers on B's next request, and stops there once deleted on A", async ({ page, request }) => {
    test.setTimeout(90_000)
    await signInAt(page, a.url, OWNER)
    const from = `/old-clinic-${Date.now().toString(36)}`
    // B has loaded its redirect table (and answers 404 for the path) before the change.
    expect((await request.get(`${b.url}${from}`, { maxRedirects: 0 })).status()).toBe(404)

    await page.goto(`${a.url}/admin/redirects`)
    await page.getByRole("button", { name: "Add Redirect" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("From").fill(from)
    await dialog.getByLabel("To").fill("/services")
    await dialog.getByRole("button", { name: "Save Redirect" }).click()
    await expectToast(page, "Success", "Redirect created")

    const moved = await request.get(`${b.url}${from}?ref=b`, { maxRedirects: 0 })
    expect(moved.status()).toBe(301)
    expect(moved.headers()["location"]).toMatch(/\/services\?ref=b$/)

    await page.goto(`${a.url}/admin/redirects?q=${encodeURIComponent(from)}`)
    await page.getByTestId("redirect-row").filter({ hasText: from }).getByRole("button", { name: `Delete ${from}` }).click()
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click()
    await expectToast(page, "Success", "Redirect deleted")
    expect((await request.get(`${b.url}${from}`, { maxRedirects: 0 })).status()).toBe(404)
  })

  test("six failed sign-ins spread over A and B trip the account throttle", async ({ browser }) => {
    test.setTimeout(90_000)
    const account = `nobody-${Date.now().toString(36)}@multi.test`
    for (let i = 0; i < 6; i++) {
      const server = i % 2 === 0 ? a : b
      const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${10 + i}` } })
      const page = await context.newPage()
      await page.goto(`${server.url}/admin/login`)
      await loginViaForm(page, account, "wrong passphrase 1234")
      const alert = page.getByRole("alert").filter({ hasText: /Invalid email or password|Too many failed sign-in attempts/ })
      if (i < 5) await expect(alert).toHaveText(/Invalid email or password/)
      else await expect(alert).toContainText("Too many failed sign-in attempts. Please wait")
      await context.close()
    }
  })

  test("a contact message sent to B is notified once, though both servers run the outbox worker", async ({ page }) => {
    test.setTimeout(60_000)
    const tag = `lead-${Date.now().toString(36)}`
    await page.setExtraHTTPHeaders({ "x-forwarded-for": "192.0.2.77" })
    await page.goto(`${b.url}/contact`)
    const form = page.getByTestId("contact-form")
    await form.getByLabel("Name").fill("Dr. Ada Multi")
    await form.getByLabel("Email").fill("ada@clinic.example")
    await form.getByLabel("Message").fill(`${tag}: two offices, one website`)
    await page.waitForTimeout(3200) // a person's pace: not flagged by the timing check
    await form.getByRole("button", { name: "Send Message" }).click()
    await expect(page.getByText("Thank you! Your message is on its way.")).toBeVisible()
    const about = () => sink.received.filter((m) => m.parsed.text?.includes(tag))
    await expect.poll(() => about().length, { timeout: 20_000 }).toBe(1)
    // Both workers have polled several times since: still one.
    await page.waitForTimeout(6_000)
    expect(about()).toHaveLength(1)
    expect(about()[0]!.to).toEqual([OWNER.email])
  })

  test("/api/health answers 503 while the database refuses connections, without saying more, and 200 again after", async ({ request }) => {
    test.setTimeout(60_000)
    await admin.query(`alter database ${dbName} with allow_connections false`)
    // The servers' connections go; this test's own stays.
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> $2", [dbName, dbPid])
    try {
      const down = await request.get(`${a.url}/api/health`)
      expect(down.status()).toBe(503)
      expect(down.headers()["cache-control"]).toBe("no-store")
      const text = await down.text()
      expect(JSON.parse(text)).toEqual({ status: "unavailable", backend: "postgres" })
      expect(text).not.toMatch(/127\.0\.0\.1|postgres:\/\/|5432|password/)
    } finally {
      await admin.query(`alter database ${dbName} with allow_connections true`)
    }
    await expect.poll(async () => (await request.get(`${a.url}/api/health`)).status(), { timeout: 20_000 }).toBe(200)
  })
})
