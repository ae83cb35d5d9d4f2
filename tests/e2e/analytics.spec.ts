import { request as http } from "node:http"

import { expect, test, type Browser, type BrowserContext, type Page, type Request } from "@playwright/test"

import { BEACON_MAX_BYTES } from "@/lib/domain/analytics/beacon"
import { LEAD_CONTEXT_KEY } from "@/lib/domain/contact/lead-context"
import { INTRO_SEEN_KEY } from "@/components/home/intro-constants"

import { ensureAdmin } from "../helpers/auth"

// First-party analytics in a real browser against the production server (playwright.config.ts): the beacon a
// page sends after its LCP and on each client navigation, what the endpoint answers, and what the browser keeps
// (nothing). Stored counts are read as the owner reads them: Admin → Analytics and its CSV exports (the whole run
// shares one server, so each test compares the report before and after what it does; the suite runs serially).
// analytics-multi-server.spec.ts reads the same counts from PostgreSQL directly.

const POST = "/blog/dental-practice-marketing-guide"
const VIEWS = "/api/views"

/** Real browsers' user agents. Headless Chrome's own one says "HeadlessChrome" and is counted as a bot on purpose. */
const DESKTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36"
const PHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1"
const GOOGLEBOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
/** For the endpoint's abuse tests: limited and checked like anyone, but never counted, so no view is stored. */
const PROBE_UA = "Mozilla/5.0 (compatible; lumora-e2e-probe-bot/1.0)"

// Each client speaks from its own address (the run trusts one proxy), so the per-address limit of 60 views a
// minute never mixes this spec's visitors with each other or with the rest of the run. 10.x is used by no other spec.
let nextAddress = 0
const freshIp = () => {
  nextAddress += 1
  return `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`
}

type Beacon = { id: string; p: string; r: string; q: string; l: string }
type Sent = { body: Beacon; request: Request; status: () => Promise<number> }

const isBeacon = (r: Request) => r.method() === "POST" && new URL(r.url()).pathname === VIEWS

/** Every beacon a context sends, in order, with its body and (once answered) its status. */
function recordBeacons(context: BrowserContext): Sent[] {
  const sent: Sent[] = []
  context.on("request", (request) => {
    if (!isBeacon(request)) return
    sent.push({
      body: JSON.parse(request.postData() ?? "null") as Beacon,
      request,
      status: async () => (await request.response())?.status() ?? 0,
    })
  })
  return sent
}

const addressOf = new WeakMap<BrowserContext, string>()

/** Runs `action` and waits for the one beacon it causes; returns its body after checking the 204 answer. */
async function beaconOf(page: Page, action: () => Promise<unknown>): Promise<Beacon> {
  const [request] = await Promise.all([page.waitForRequest(isBeacon, { timeout: 20_000 }), action()])
  const response = await request.response()
  expect(response?.status(), `answer to the beacon of ${request.postData()}`).toBe(204)
  expect(response?.headers()["set-cookie"]).toBeUndefined()
  expect(await request.headerValue("cookie")).toBeNull()
  // The beacon comes from the context's own address (the proxy's header), like the page that sent it.
  const ip = addressOf.get(page.context())
  if (ip) expect(await request.headerValue("x-forwarded-for")).toBe(ip)
  return JSON.parse(request.postData()!) as Beacon
}

async function visitor(browser: Browser, userAgent: string, options: Parameters<Browser["newContext"]>[0] = {}) {
  const ip = freshIp()
  const context = await browser.newContext({ userAgent, reducedMotion: "reduce", extraHTTPHeaders: { "x-forwarded-for": ip }, ...options })
  addressOf.set(context, ip)
  const sent = recordBeacons(context)
  return { context, ip, sent, page: await context.newPage() }
}

/** The main navigation's link, clicked: a client-side navigation (no page load). */
const navLink = (page: Page, name: string) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true })

const VIEW_ID = /^[0-9a-f]{32}$/

const POST_TITLE = "The Dental Practice Marketing Guide: Filling the Chair Without Discounting"

/** One row of a report table's CSV, by its header names. */
type CsvRow = Record<string, string>

function parseCsv(text: string): CsvRow[] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ""
  let quoted = false
  const body = text.replace(/^\uFEFF/, "")
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ",") {
      row.push(cell)
      cell = ""
    } else if (ch === "\n") {
      row.push(cell.replace(/\r$/, ""))
      rows.push(row)
      row = []
      cell = ""
    } else cell += ch
  }
  const [header, ...data] = rows
  return data.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ""])))
}

type Report = {
  totals: { visitors: number; views: number; leads: number }
  table(id: "pages" | "content" | "referrers" | "sources" | "campaigns" | "devices"): Promise<CsvRow[]>
}

/** Today's report (the last 7 days) as the owner sees it: the totals on Admin → Analytics, the tables as CSV. */
async function readReport(browser: Browser): Promise<Report & { close(): Promise<void> }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await ensureAdmin(page, "/admin/analytics?range=7")
  await page.goto("/admin/analytics?range=7")
  const total = async (key: string) => Number((await page.getByTestId(`analytics-total-${key}`).locator("dd").first().innerText()).replace(/[^0-9]/g, ""))
  const totals = { visitors: await total("visitors"), views: await total("views"), leads: await total("leads") }
  return {
    totals,
    async table(id) {
      const res = await page.request.get(`/admin/analytics/export?table=${id}&range=7`)
      expect(res.status(), `CSV ${id}`).toBe(200)
      return parseCsv(await res.text())
    },
    close: () => context.close(),
  }
}

const num = (row: CsvRow | undefined, column: string) => Number(row?.[column] ?? 0)

test.describe("page views (first-party analytics)", () => {
  // Several full page loads per test, on a machine that may be busy.
  test.describe.configure({ timeout: 90_000 })

  test("two browsers are two visitors: one beacon per page load and per client navigation, each answered 204, and the report counts them", async ({ browser }) => {
    const before = await readReport(browser)
    const beforeContent = await before.table("content")
    const beforeDevices = await before.table("devices")
    await before.close()
    const a = await visitor(browser, DESKTOP_UA)
    const b = await visitor(browser, PHONE_UA, { locale: "es-MX" })

    // A: the home page, the post (a load), then the blog through the main navigation (no load).
    const aHome = await beaconOf(a.page, () => a.page.goto("/"))
    const aPost = await beaconOf(a.page, () => a.page.goto(POST))
    await expect(a.page.getByRole("heading", { level: 1 })).toBeVisible()
    const aBlog = await beaconOf(a.page, () => navLink(a.page, "Blog").click())
    await expect(a.page).toHaveURL(/\/blog$/)

    // B: the post, arriving from a search engine with a campaign link.
    // A campaign name of this attempt only, so a retry counts its own visitor.
    const campaignName = `spring-implants-${Date.now().toString(36)}`
    const query = `?utm_source=newsletter&utm_medium=email&utm_campaign=${campaignName}`
    const bPost = await beaconOf(b.page, () => b.page.goto(`${POST}${query}`, { referer: "https://www.google.com/" }))

    expect([aHome.p, aPost.p, aBlog.p, bPost.p]).toEqual(["/", POST, "/blog", POST])
    for (const body of [aHome, aPost, aBlog, bPost]) expect(body.id).toMatch(VIEW_ID)
    expect(new Set([aHome.id, aPost.id, aBlog.id, bPost.id]).size).toBe(4)
    // Only a page load carries the referrer (a navigation inside the site has none); the query and language as sent.
    expect(aBlog.r).toBe("")
    expect(bPost).toMatchObject({ r: "https://www.google.com/", q: query, l: "es-MX" })
    expect(aPost.l).toBe("en-US")

    // Exactly one beacon per view: nothing more is sent while the pages stay open.
    await a.page.waitForTimeout(2500)
    expect(a.sent.map((s) => s.body.p)).toEqual(["/", POST, "/blog"])
    expect(b.sent.map((s) => s.body.p)).toEqual([POST])
    expect(await Promise.all([...a.sent, ...b.sent].map((s) => s.status()))).toEqual([204, 204, 204, 204])

    // The owner's report: two more visitors, the post read by both, B's campaign, referrer and phone.
    const after = await readReport(browser)
    expect(after.totals.visitors - before.totals.visitors).toBe(2)
    expect(after.totals.views - before.totals.views).toBe(4)
    const post = (rows: CsvRow[]) => rows.find((r) => r.Path === POST)
    const content = await after.table("content")
    expect(post(content)?.Title).toBe(POST_TITLE)
    expect(num(post(content), "Views") - num(post(beforeContent), "Views")).toBe(2)
    expect(num(post(content), "Visitors") - num(post(beforeContent), "Visitors")).toBe(2)
    const campaign = (await after.table("campaigns")).find((r) => r.Campaign === campaignName)
    expect(campaign).toMatchObject({ Visitors: "1", Views: "1" })
    expect((await after.table("referrers")).find((r) => r.Referrer === "https://www.google.com")).toBeTruthy()
    expect((await after.table("sources")).find((r) => r.Source === "newsletter")).toBeTruthy()
    const mobile = (rows: CsvRow[]) => rows.find((r) => r.Device === "Mobile")
    expect(num(mobile(await after.table("devices")), "Visitors") - num(mobile(beforeDevices), "Visitors")).toBe(1)
    await after.close()
    await a.context.close()
    await b.context.close()
  })

  test("a contact message sent after reading a post is taken once the views were sent", async ({ browser }) => {
    const v = await visitor(browser, DESKTOP_UA.replace("140.0.0.0", "141.0.0.0"))
    const { page } = v
    await beaconOf(page, () => page.goto(POST))
    // The header's Contact link: a client navigation to /contact (the post page has no contact section).
    const contactView = await beaconOf(page, () => navLink(page, "Contact").click())
    expect(contactView.p).toBe("/contact")
    const form = page.getByTestId("contact-form")
    const sender = `Dr. Journey Reader ${Date.now().toString(36)}`
    const before = await readReport(browser)
    const beforePost = (await before.table("content")).find((r) => r.Path === POST)
    await before.close()
    await form.getByLabel("Name").fill(sender)
    await form.getByLabel("Email").fill("journey@clinic.example")
    await form.getByLabel("Message").fill(`analytics-journey ${Date.now().toString(36)}: we read your dental marketing guide.`)
    await page.waitForTimeout(3200) // a person's pace: not flagged as possible spam by the timing check
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/contact"),
      form.getByRole("button", { name: "Send Message" }).click(),
    ])
    expect(answer.status()).toBe(200)
    await expect(page.getByText("Thank you! Your message is on its way.")).toBeVisible()
    expect(v.sent.map((s) => s.body.p)).toEqual([POST, "/contact"])

    // The inbox shows the message's journey: it landed on the post and read it, two pages in the visit.
    const owner = await browser.newContext()
    const admin = await owner.newPage()
    await ensureAdmin(admin, "/admin/messages")
    await admin.goto(`/admin/messages?q=${encodeURIComponent(sender)}`)
    await admin.getByRole("link", { name: sender }).first().click()
    const journey = admin.getByRole("region", { name: "Journey" })
    await expect(journey).toBeVisible()
    const item = (label: string) => journey.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]")
    await expect(item("Landing page")).toHaveText(POST)
    await expect(item("First content read")).toContainText(POST_TITLE)
    await expect(item("Last content read")).toContainText(POST_TITLE)
    await expect(item("Pages viewed in the visit")).toHaveText("2")
    await owner.close()
    // …and the post's lead count in the report went up by one.
    const after = await readReport(browser)
    const afterPost = (await after.table("content")).find((r) => r.Path === POST)
    expect(num(afterPost, "Leads") - num(beforePost, "Leads")).toBe(1)
    expect(after.totals.leads - before.totals.leads).toBe(1)
    await after.close()
    await v.context.close()
  })

  test("a known crawler's beacon is answered 204 like anyone's (and not counted)", async ({ browser }) => {
    const before = await readReport(browser)
    await before.close()
    const bot = await visitor(browser, GOOGLEBOT_UA)
    const body = await beaconOf(bot.page, () => bot.page.goto(POST))
    expect(body.p).toBe(POST)
    await bot.context.close()
    const after = await readReport(browser)
    expect(after.totals).toEqual(before.totals)
    await after.close()
  })

  test("public pages set no cookie and keep no identifier in localStorage or sessionStorage", async ({ browser, baseURL }) => {
    const v = await visitor(browser, DESKTOP_UA)
    const setCookies: string[] = []
    v.context.on("response", (r) => {
      const header = r.headers()["set-cookie"]
      if (header) setCookies.push(`${r.url()}: ${header}`)
    })
    for (const path of ["/", POST, "/blog", "/services", "/contact"]) await beaconOf(v.page, () => v.page.goto(path))
    await beaconOf(v.page, () => navLink(v.page, "Work").click())

    expect(setCookies).toEqual([])
    expect(await v.context.cookies(baseURL!)).toEqual([])
    const storage = await v.page.evaluate(() => ({
      local: localStorage.length,
      session: Object.fromEntries(Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i)!).map((k) => [k, sessionStorage.getItem(k)])),
      cookie: document.cookie,
    }))
    expect(storage.local).toBe(0)
    expect(storage.cookie).toBe("")
    // Only the landing context the contact form sends (page, referrer, campaign) and the home intro's "seen" flag.
    expect(Object.keys(storage.session).every((k) => k === LEAD_CONTEXT_KEY || k === INTRO_SEEN_KEY)).toBe(true)
    const ids = v.sent.map((s) => s.body.id)
    for (const value of Object.values(storage.session)) for (const id of ids) expect(value).not.toContain(id)
    if (storage.session[INTRO_SEEN_KEY] !== undefined) expect(storage.session[INTRO_SEEN_KEY]).toBe("1")
    // A new view id for every view: nothing ties one view to the next in the browser.
    expect(new Set(ids).size).toBe(ids.length)
    await v.context.close()
  })

  test("no beacon is sent before the page has its largest contentful paint", async ({ browser }) => {
    const v = await visitor(browser, DESKTOP_UA)
    await v.context.addInitScript(() => {
      const w = window as unknown as { __lcp: number[]; __sends: { at: number; lcp: number[]; readyState: string }[] }
      w.__lcp = []
      w.__sends = []
      try {
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__lcp.push(e.startTime)
        }).observe({ type: "largest-contentful-paint", buffered: true })
      } catch {}
      const note = (url: unknown) => {
        if (String(url).includes("/api/views")) w.__sends.push({ at: performance.now(), lcp: [...w.__lcp], readyState: document.readyState })
      }
      const beacon = navigator.sendBeacon.bind(navigator)
      navigator.sendBeacon = (url, data) => (note(url), beacon(url, data))
      const fetch = window.fetch.bind(window)
      window.fetch = (input, init) => (note(input instanceof Request ? input.url : input), fetch(input, init))
    })
    for (const path of ["/", POST, "/services", "/contact"]) {
      let request: Request | undefined
      await beaconOf(v.page, async () => {
        ;[request] = await Promise.all([v.page.waitForRequest(isBeacon), v.page.goto(path)])
      })
      const seen = await v.page.evaluate(() => {
        const w = window as unknown as { __lcp: number[]; __sends: { at: number; lcp: number[]; readyState: string }[] }
        return { sends: w.__sends, timeOrigin: performance.timeOrigin }
      })
      expect(seen.sends, path).toHaveLength(1)
      const [send] = seen.sends
      expect(send!.readyState, `${path}: sent after the load event`).toBe("complete")
      expect(send!.lcp.length, `${path}: an LCP entry existed when the beacon was sent`).toBeGreaterThan(0)
      expect(send!.at, path).toBeGreaterThanOrEqual(Math.max(...send!.lcp))
      // The network's view of the same: the request started after the LCP, in wall-clock time.
      expect(request!.timing().startTime, path).toBeGreaterThanOrEqual(seen.timeOrigin + Math.max(...send!.lcp) - 1)
    }
    await v.context.close()
  })

  test("with counting switched off, public pages send no beacon and a beacon sent by hand is not counted", async ({ browser }) => {
    const owner = await browser.newContext()
    const admin = await owner.newPage()
    await ensureAdmin(admin, "/admin/analytics")
    const setCounting = async (on: boolean) => {
      await admin.goto("/admin/analytics")
      const box = admin.getByRole("checkbox", { name: "Count page views" })
      if ((await box.isChecked()) !== on) await box.click()
      await admin.getByRole("button", { name: "Save", exact: true }).click()
      await expect(admin.getByText("Analytics settings saved")).toBeVisible()
    }
    const before = await readReport(browser)
    await before.close()
    await setCounting(false)
    try {
      const v = await visitor(browser, DESKTOP_UA)
      await v.page.goto("/")
      await v.page.waitForLoadState("load")
      await navLink(v.page, "Blog").click()
      await expect(v.page).toHaveURL(/\/blog$/)
      await v.page.waitForTimeout(3500)
      expect(v.sent).toEqual([])
      // By hand: taken like any view (204), but not counted.
      const res = await v.page.request.post(VIEWS, {
        data: JSON.stringify({ id: "0123456789abcdef0123456789abcdef", p: "/", r: "", q: "", l: "en" }),
        headers: { "content-type": "text/plain", "user-agent": DESKTOP_UA, "x-forwarded-for": v.ip },
      })
      expect(res.status()).toBe(204)
      await v.context.close()
      const after = await readReport(browser)
      expect(after.totals.views).toBe(before.totals.views)
      await after.close()
    } finally {
      await setCounting(true)
      await owner.close()
    }
    // On again: the next visitor's page sends its beacon.
    const w = await visitor(browser, DESKTOP_UA)
    await beaconOf(w.page, () => w.page.goto("/"))
    await w.context.close()
  })
})

test.describe("the page-view endpoint under abuse", () => {
  const body = (over: Partial<Beacon> = {}) => JSON.stringify({ id: `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`, p: "/", r: "", q: "", l: "en", ...over })
  const headers = (ip = freshIp(), extra: Record<string, string> = {}) => ({
    "content-type": "text/plain;charset=UTF-8",
    "user-agent": PROBE_UA,
    "x-forwarded-for": ip,
    ...extra,
  })

  test("sizes, JSON, foreign paths, cross-site requests and methods get their 4xx, never a 5xx", async ({ request, baseURL }) => {
    const post = (data: string, extra: Record<string, string> = {}) => request.post(VIEWS, { data, headers: headers(freshIp(), extra) })
    const expectStatus = async (res: ReturnType<typeof post>, status: number, what: string) => {
      const r = await res
      expect(r.status(), `${what}: ${await r.text()}`).toBe(status)
      expect(r.headers()["set-cookie"], what).toBeUndefined()
      return r
    }

    await expectStatus(post(body()), 204, "a valid view")
    await expectStatus(post(body({ p: POST })), 204, "a valid view of a post")
    // Spanish pages count too; a Spanish address that does not exist does not.
    await expectStatus(post(body({ p: "/es" })), 204, "a view of the Spanish home page")
    await expectStatus(post(body({ p: "/es/blog/guia-marketing-consultorio-dental" })), 204, "a view of a Spanish post")
    await expectStatus(post(body({ p: "/es/blog/no-such-post" })), 400, "a Spanish post that does not exist")

    // Too large: declared by Content-Length, or streamed without one.
    const big = body({ r: "x".repeat(BEACON_MAX_BYTES) })
    expect(Buffer.byteLength(big)).toBeGreaterThan(BEACON_MAX_BYTES)
    await expectStatus(post(big), 413, "oversized")
    expect(await chunkedPost(baseURL!, "x".repeat(BEACON_MAX_BYTES * 4))).toBe(413)

    for (const junk of ["", "not json", "{", '{"id":', "[]", "null", "42", '"a string"', "{}", JSON.stringify({ id: "short", p: "/" })]) {
      await expectStatus(post(junk), 400, `malformed ${JSON.stringify(junk)}`)
    }
    for (const p of ["//evil.com/x", "https://evil.com/", "/admin", "/admin/messages", "/api/views", "/no-such-page", "/blog/no-such-post", "/blog/../admin", "/?q=1", "/#x", "blog", "/\\evil.com"]) {
      await expectStatus(post(body({ p })), 400, `path ${p}`)
    }

    await expectStatus(post(body(), { origin: "https://evil.example" }), 403, "foreign Origin")
    await expectStatus(post(body(), { "sec-fetch-site": "cross-site" }), 403, "Sec-Fetch-Site cross-site")
    await expectStatus(post(body(), { "sec-fetch-site": "same-site" }), 403, "Sec-Fetch-Site same-site")
    await expectStatus(post(body(), { origin: "null" }), 403, "opaque Origin")
    await expectStatus(post(body(), { origin: baseURL!, "sec-fetch-site": "same-origin" }), 204, "this site's own Origin")

    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const r = await request.fetch(VIEWS, { method, headers: headers() })
      expect(r.status(), method).toBe(405)
    }
  })

  test("a flood of views from one address is refused with 429 and Retry-After after 60 a minute", async ({ request }) => {
    const ip = freshIp()
    const statuses: number[] = []
    let retryAfter = ""
    // In groups of ten at a time, as a burst would arrive.
    for (let i = 0; i < 70; i += 10) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => request.post(VIEWS, { data: body(), headers: headers(ip) })))
      for (const r of answers) {
        statuses.push(r.status())
        if (r.status() === 429) retryAfter = r.headers()["retry-after"] ?? ""
      }
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(60)
    expect(statuses.filter((s) => s === 429)).toHaveLength(10)
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1)
    expect(Number(retryAfter)).toBeLessThanOrEqual(60)
    // Another address is not affected.
    expect((await request.post(VIEWS, { data: body(), headers: headers() })).status()).toBe(204)
  })

  test("a few hundred random bodies: every answer is below 500 and the server stays healthy", async ({ request }) => {
    test.setTimeout(90_000)
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 100_000)
    const random = mulberry32(seed)
    const bodies = Array.from({ length: 320 }, () => fuzzBody(random))
    const bad: string[] = []
    const seen = new Map<number, number>()
    for (let i = 0; i < bodies.length; i += 16) {
      await Promise.all(
        bodies.slice(i, i + 16).map(async (data, j) => {
          const contentType = ["text/plain;charset=UTF-8", "application/json", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"][(i + j) % 4]!
          const r = await request.post(VIEWS, { data, headers: headers(freshIp(), { "content-type": contentType }) })
          seen.set(r.status(), (seen.get(r.status()) ?? 0) + 1)
          if (r.status() >= 500) bad.push(`${r.status()} for ${JSON.stringify(data.toString().slice(0, 200))}`)
        }),
      )
    }
    expect(bad, `seed ${seed} (FUZZ_SEED=${seed} to replay)`).toEqual([])
    expect([...seen.keys()].every((s) => [204, 400, 413].includes(s)), `statuses ${JSON.stringify([...seen])}`).toBe(true)
    expect((await request.get("/api/health")).status()).toBe(200)
  })
})

/** POSTs `text` with Transfer-Encoding: chunked (no Content-Length) and resolves the answer's status. */
function chunkedPost(base: string, text: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http(
      new URL(VIEWS, base),
      { method: "POST", headers: { "content-type": "text/plain", "user-agent": PROBE_UA, "x-forwarded-for": freshIp(), "transfer-encoding": "chunked" } },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    req.on("error", reject)
    for (let i = 0; i < text.length; i += 512) req.write(text.slice(i, i + 512))
    req.end()
  })
}

/** A small seeded generator, so a failing fuzz run can be replayed with FUZZ_SEED. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function fuzzBody(random: () => number): string | Buffer {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!
  const int = (n: number) => Math.floor(random() * n)
  const chars = ["a", "Z", "0", "-", "/", "\\", "?", "#", "%", ".", " ", "\u0000", "\u001f", "\u2028", "é", "日", "😀", "\ud800", "\udfff", '"', "'", "<", ">", "&", "\n"]
  const text = (n: number) => Array.from({ length: int(n) }, () => pick(chars)).join("")
  const scalar = (): unknown =>
    pick([
      () => text(40),
      () => int(1e9),
      () => -int(1e9),
      () => 1e308,
      () => Number.MAX_SAFE_INTEGER * 1024,
      () => random() < 0.5,
      () => null,
      () => "/" + text(20),
      () => "a".repeat(16 + int(60)),
      () => "/blog/" + text(10),
    ])()
  const nested = (depth: number): unknown =>
    depth <= 0 ? scalar() : random() < 0.5 ? Array.from({ length: int(3) }, () => nested(depth - 1)) : Object.fromEntries(Array.from({ length: int(3) }, () => [text(6), nested(depth - 1)]))
  const validId = () => Array.from({ length: 16 + int(40) }, () => pick(["a", "b", "7", "-", "F"])).join("")
  const kind = int(12)
  switch (kind) {
    case 0:
      return text(300)
    case 1:
      return JSON.stringify(nested(4))
    case 2:
      return "[".repeat(900) + "]".repeat(900)
    case 3:
      return '{"a":'.repeat(300) + "1" + "}".repeat(300)
    case 4:
      return `{"id":"${validId()}","p":${pick(["1e999999", "123456789012345678901234567890", "-0", "1.5e-400", "NaN", "Infinity"])}}`
    case 5:
      return JSON.stringify({ id: validId(), p: pick(["/", "/blog", "/contact", POST]), r: nested(3), q: nested(3), l: nested(2) })
    case 6:
      return JSON.stringify({ id: scalar(), p: scalar(), r: scalar(), q: scalar(), l: scalar() })
    case 7:
      return `{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"id":"${validId()}","p":"/"}`
    case 8:
      return JSON.stringify({ id: validId(), p: "/" + text(60), r: text(100), q: "?" + text(100), l: text(12) })
    case 9:
      return Buffer.from(Array.from({ length: 1 + int(600) }, () => int(256)))
    case 10:
      return JSON.stringify({ id: validId(), p: "/", r: "https://" + text(30) + ".example/" + text(30), q: "?utm_campaign=" + text(80), l: pick(["en-US", "es_MX", "zh-Hant-TW", "x", "", text(20)]) })
    default:
      return `{"id":"${validId()}","p":"/","id":"dup-${validId()}","p":"/blog"}`
  }
}
