import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test"
import pg from "pg"

import { startServer, type ServerProcess } from "@/scripts/lib/server-process.mjs"

import { expectToast, openRowMenu } from "../helpers/admin"
import { registerAndSignIn } from "../helpers/auth"
import { leadBlindIndex } from "../helpers/lead-bidx"

// Page views on two production servers sharing one fresh PostgreSQL database, as behind a load balancer: each
// server batches its own views, both write the same tables and both run the roll-up. Here the database can be read
// directly, so what tests/e2e/analytics.spec.ts can only see as requests is checked as stored rows. Needs
// TEST_DATABASE_URL (CI sets it).
const url = process.env.TEST_DATABASE_URL
const BASE_PORT = Number(process.env.E2E_PORT ?? 3217)
const POST = "/blog/dental-practice-marketing-guide"
/** The advisory lock each roll-up takes (lib/backend/sql/analytics.ts): holding it lets both servers' roll-ups queue up. */
const ROLLUP_LOCK = 4242001

const DESKTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36"
const PHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1"
const FIREFOX_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:141.0) Gecko/20100101 Firefox/141.0"
const GOOGLEBOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

test.describe.configure({ mode: "serial" })

test.describe("page views on two servers sharing one PostgreSQL database", () => {
  test.skip(!url, "set TEST_DATABASE_URL")

  let a: ServerProcess
  let b: ServerProcess
  let admin: pg.Client
  let db: pg.Client
  let dbUrl = ""
  let dbName = ""

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    dbName = `analytics_e2e_${Date.now().toString(36)}`
    admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${dbName}`)
    const u = new URL(url!)
    u.pathname = `/${dbName}`
    dbUrl = u.toString()
    // One public address for both, as behind a load balancer: it is part of the visitor hash, so servers with
    // different ones would count one person twice.
    const env = { DATABASE_URL: dbUrl, TRUSTED_PROXY_COUNT: "1", NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${BASE_PORT + 11}` }
    ;[a, b] = await Promise.all([startServer({ port: BASE_PORT + 11, env }), startServer({ port: BASE_PORT + 12, env })])
    db = new pg.Client({ connectionString: dbUrl })
    await db.connect()
  })

  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await db?.end()
    if (dbName) await admin.query(`drop database if exists ${dbName} with (force)`)
    await admin?.end()
  })

  const count = async (sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params)).rows[0]!.n
  const analyticsErrors = () => [a, b].flatMap((s) => s.log().split("\n").filter((l) => l.includes("[analytics]")))

  test("a view sent to both servers counts once and views split over both all count; the raw rows, today's total and both servers' roll-ups agree", async ({ request }) => {
    test.setTimeout(120_000)
    // Near midnight (UTC, the site's default time zone) the views could fall on two days: start after it instead.
    const msToMidnight = 86_400_000 - (Date.now() % 86_400_000)
    if (msToMidnight < 60_000) await sleep(msToMidnight + 1000)
    const today = new Date().toISOString().slice(0, 10)

    // Both servers are fresh: each one's first batch write starts its roll-up, which waits for this lock, so the
    // two roll-ups run at the same moment once it is released.
    let expected = 0
    let visitorCount = 0
    const lock = new pg.Client({ connectionString: dbUrl })
    await lock.connect()
    await lock.query("select pg_advisory_lock($1)", [ROLLUP_LOCK])
    try {
      // 40 visitors (address + browser), 3 views each, the views of one visitor alternating between the servers.
      const visitors = Array.from({ length: 40 }, (_, i) => ({ ip: `10.88.0.${i + 1}`, ua: [DESKTOP_UA, PHONE_UA, FIREFOX_UA][i % 3]! }))
      const paths = ["/", "/blog", POST, "/contact", "/services"]
      const distinct: { server: ServerProcess; visitor: (typeof visitors)[number]; body: Record<string, string> }[] = []
      visitors.forEach((visitor, i) => {
        for (let k = 0; k < 3; k++) {
          distinct.push({ server: (i + k) % 2 ? b : a, visitor, body: beacon(`split-${i}-${k}`, paths[(i + k) % paths.length]!) })
        }
      })
      // 20 views sent to both servers (a retried beacon, a client that reached both): in opposite orders, at once.
      const twice = visitors.slice(0, 20).map((visitor, i) => ({ visitor, body: beacon(`twice-${i}`, POST) }))
      // Crawlers: answered like anyone, counted nowhere.
      const bots = Array.from({ length: 10 }, (_, i) => ({ server: i % 2 ? b : a, body: beacon(`bot-${i}`, POST) }))

      const statuses = await Promise.all([
        ...distinct.map((v) => send(request, v.server, v.body, v.visitor.ip, v.visitor.ua)),
        (async () => {
          const out: number[] = []
          for (const v of twice) out.push(await send(request, a, v.body, v.visitor.ip, v.visitor.ua))
          return out
        })(),
        (async () => {
          const out: number[] = []
          for (const v of [...twice].reverse()) out.push(await send(request, b, v.body, v.visitor.ip, v.visitor.ua))
          return out
        })(),
        ...bots.map((v, i) => send(request, v.server, v.body, `10.88.1.${i + 1}`, GOOGLEBOT_UA)),
      ])
      expect(statuses.flat().every((s) => s === 204), JSON.stringify(statuses)).toBe(true)

      expected = distinct.length + twice.length
      visitorCount = visitors.length
      await expect.poll(() => count("select count(*)::int as n from page_views"), { timeout: 15_000 }).toBe(expected)
      // Both servers have written everything (each flushes within a second): still no second copy of any view.
      await sleep(2500)
      expect(await count("select count(*)::int as n from page_views")).toBe(expected)
      expect(await count("select count(*)::int as n from page_views where id like 'twice-%'")).toBe(twice.length)
      expect(await count("select count(*)::int as n from page_views where id like 'bot-%'")).toBe(0)
      // One visitor whose views went to both servers is one visitor: the day's salt is shared through the database.
      expect(await count("select count(distinct visitor)::int as n from page_views")).toBe(visitors.length)
      const byPath = (await db.query<{ path: string; n: number }>("select path, count(*)::int as n from page_views group by path")).rows
      const sentByPath = new Map<string, number>()
      for (const v of [...distinct.map((d) => d.body), ...twice.map((t) => t.body)]) sentByPath.set(v.p!, (sentByPath.get(v.p!) ?? 0) + 1)
      expect(Object.fromEntries(byPath.map((r) => [r.path, r.n]))).toEqual(Object.fromEntries(sentByPath))

      // Both servers' roll-ups are waiting for the lock now.
      await expect
        .poll(() => count("select count(distinct pid)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted", [ROLLUP_LOCK]), {
          timeout: 15_000,
        })
        .toBe(2)
    } finally {
      await lock.query("select pg_advisory_unlock($1)", [ROLLUP_LOCK])
      await lock.end()
    }

    // Each waits its turn (yesterday's roll-up, then today's, on each server) and each rewrites the same rows from the
    // raw views: the result is today's total, whichever finished last.
    const total = () =>
      db
        .query<{ views: number; visitors: number }>("select views, visitors from analytics_daily where day = $1 and dimension = 'total'", [today])
        .then((r) => r.rows[0] ?? null)
    await expect.poll(total, { timeout: 20_000 }).toEqual({ views: expected, visitors: visitorCount })
    await expect
      .poll(() => count("select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1", [ROLLUP_LOCK]), { timeout: 15_000 })
      .toBe(0)
    expect(await total()).toEqual({ views: expected, visitors: visitorCount })
    const hourly = await count(
      "select coalesce(sum(views), 0)::int as n from analytics_hourly where dimension = 'total' and hour >= $1::date and hour < $1::date + 1",
      [today],
    )
    expect(hourly).toBe(expected)
    const postRow = await db.query<{ views: number; visitors: number }>("select views, visitors from analytics_daily where day = $1 and dimension = 'path' and value = $2", [
      today,
      POST,
    ])
    const postViews = [...(await db.query<{ n: number; v: number }>("select count(*)::int as n, count(distinct visitor)::int as v from page_views where path = $1", [POST])).rows][0]!
    expect(postRow.rows[0]).toEqual({ views: postViews.n, visitors: postViews.v })
    expect(analyticsErrors()).toEqual([])
  })

  test("two browsers reading on both servers: two visitors, the post's views stored with the post; a message sent on the other server gets its journey", async ({ browser }) => {
    test.setTimeout(120_000)
    const since = new Date().toISOString()
    const reader = await openVisitor(browser, DESKTOP_UA, "10.88.2.1")
    const phone = await openVisitor(browser, PHONE_UA, "10.88.2.2")

    await expectBeacon(reader, `${a.url}/`)
    await expectBeacon(reader, `${b.url}${POST}`)
    await expectBeacon(phone, `${a.url}${POST}`)

    const rows = () =>
      db
        .query<{ visitor: string; path: string; content_type: string | null; content_id: string | null; device: string }>(
          "select visitor, path, content_type, content_id, device from page_views where occurred_at >= $1 order by occurred_at",
          [since],
        )
        .then((r) => r.rows)
    await expect.poll(async () => (await rows()).length, { timeout: 15_000 }).toBe(3)
    const stored = await rows()
    expect(new Set(stored.map((r) => r.visitor)).size).toBe(2)
    const post = stored.filter((r) => r.path === POST)
    expect(post).toHaveLength(2)
    expect(new Set(post.map((r) => r.visitor)).size).toBe(2)
    expect(post.every((r) => r.content_type === "post" && !!r.content_id && r.content_id === post[0]!.content_id)).toBe(true)
    expect(stored.find((r) => r.path === "/")).toMatchObject({ content_type: null, device: "desktop" })
    expect(post.map((r) => r.device).sort()).toEqual(["desktop", "mobile"])
    // The reader's two views, one on each server, are one visitor.
    expect(stored.find((r) => r.path === "/")!.visitor).toBe(post.find((r) => r.device === "desktop")!.visitor)

    // The reader writes in through B: the visit ("/" on A, the post and /contact on B) travels with the message.
    const tag = `journey-${Date.now().toString(36)}`
    await expectBeacon(reader, `${b.url}/contact`)
    const form = reader.page.getByTestId("contact-form")
    await form.getByLabel("Name").fill("Dr. Two Servers")
    await form.getByLabel("Email").fill(`${tag}@clinic.example`)
    await form.getByLabel("Message").fill(`${tag}: we read your guide on one server and wrote on another.`)
    await reader.page.waitForTimeout(3200) // a person's pace: not flagged by the timing check
    const [answer] = await Promise.all([
      reader.page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/contact"),
      form.getByRole("button", { name: "Send Message" }).click(),
    ])
    expect(answer.status()).toBe(200)
    const message = (
      await db.query("select landing_path, first_content_type, first_content_path, last_content_type, last_content_path, visit_views from messages where email_bidx = $1", [
        await leadBlindIndex(db, "email", `${tag}@clinic.example`),
      ])
    ).rows
    expect(message).toEqual([
      { landing_path: "/", first_content_type: "post", first_content_path: POST, last_content_type: "post", last_content_path: POST, visit_views: 3 },
    ])
    await reader.context.close()
    await phone.context.close()
    expect(analyticsErrors()).toEqual([])
  })
})

test.describe("a post's first readers, a moment after it is published", () => {
  test.skip(!url, "set TEST_DATABASE_URL")

  let a: ServerProcess
  let b: ServerProcess
  let admin: pg.Client
  let db: pg.Client
  let dbName = ""

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    dbName = `analytics_publish_e2e_${Date.now().toString(36)}`
    admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${dbName}`)
    const u = new URL(url!)
    u.pathname = `/${dbName}`
    const env = { DATABASE_URL: u.toString(), TRUSTED_PROXY_COUNT: "1", NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${BASE_PORT + 13}` }
    ;[a, b] = await Promise.all([startServer({ port: BASE_PORT + 13, env }), startServer({ port: BASE_PORT + 14, env })])
    db = new pg.Client({ connectionString: u.toString() })
    await db.connect()
  })

  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await db?.end()
    if (dbName) await admin.query(`drop database if exists ${dbName} with (force)`)
    await admin?.end()
  })

  test("views of a post published a moment ago count at once, from another browser on the same server and on the other one", async ({ browser }) => {
    test.setTimeout(150_000)
    // Both servers have taken views already: each has its table of public paths (and its intake thread a copy),
    // made before the post existed.
    const early = await openVisitor(browser, FIREFOX_UA, "10.88.3.1")
    await expectBeacon(early, `${a.url}/blog`)
    await expectBeacon(early, `${b.url}/blog`)
    await early.context.close()

    const editor = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.88.3.9" } })
    const page = await editor.newPage()
    await registerAndSignIn(page, a.url, { email: "owner@publish-views.test", password: "first readers count 8213" })
    const id = Date.now().toString(36)
    const title = `Shared a Moment Ago ${id}`
    const slug = `shared-a-moment-ago-${id}`
    await page.goto(`${a.url}/admin/posts/new`)
    await page.getByLabel("Title", { exact: true }).fill(title)
    await page.getByLabel("Content", { exact: true }).fill("Read within seconds of being shared.")
    await page.getByRole("button", { name: "Save Post" }).click()
    await expectToast(page, "Success", "Post created successfully")
    await page.goto(`${a.url}/admin/posts`)
    await (await openRowMenu(page, title)).getByRole("menuitem", { name: "Publish" }).click()
    await expectToast(page, "Status updated", "Post is now published")
    const since = new Date().toISOString()

    // At once: a reader on A (a phone) and one on B (a desktop), each in a browser of their own.
    const onA = await openVisitor(browser, PHONE_UA, "10.88.3.2")
    const onB = await openVisitor(browser, DESKTOP_UA, "10.88.3.3")
    await Promise.all([expectBeacon(onA, `${a.url}/blog/${slug}`), expectBeacon(onB, `${b.url}/blog/${slug}`)])
    const post = (await db.query<{ id: string }>("select id from documents where slug = $1", [slug])).rows[0]!
    const rows = () =>
      db
        .query<{ path: string; content_type: string; content_id: string; device: string }>(
          "select path, content_type, content_id, device from page_views where occurred_at >= $1 order by device",
          [since],
        )
        .then((r) => r.rows)
    await expect.poll(async () => (await rows()).length, { timeout: 15_000 }).toBe(2)
    expect(await rows()).toEqual([
      { path: `/blog/${slug}`, content_type: "post", content_id: post.id, device: "desktop" },
      { path: `/blog/${slug}`, content_type: "post", content_id: post.id, device: "mobile" },
    ])
    await Promise.all([onA.context.close(), onB.context.close(), editor.close()])
    expect([a, b].flatMap((s) => s.log().split("\n").filter((l) => l.includes("[analytics]")))).toEqual([])
  })
})

function beacon(id: string, p: string): Record<string, string> {
  return { id: `${id}-${Date.now().toString(36)}-e2e`.padEnd(16, "0"), p, r: "", q: "", l: "en-US" }
}

async function send(request: APIRequestContext, server: ServerProcess, body: Record<string, string>, ip: string, ua: string): Promise<number> {
  const res = await request.post(`${server.url}/api/views`, {
    data: JSON.stringify(body),
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": ua, "x-forwarded-for": ip, origin: server.url, "sec-fetch-site": "same-origin" },
  })
  return res.status()
}

async function openVisitor(browser: Browser, userAgent: string, ip: string) {
  const context = await browser.newContext({ userAgent, reducedMotion: "reduce", extraHTTPHeaders: { "x-forwarded-for": ip } })
  return { context, page: await context.newPage() }
}

/** Loads `url` in the visitor's page and waits for its beacon's 204. */
async function expectBeacon({ page }: { page: Page }, url: string) {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/views", { timeout: 20_000 }),
    page.goto(url),
  ])
  expect((await request.response())?.status(), url).toBe(204)
}
