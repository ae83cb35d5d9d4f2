import { randomBytes } from "node:crypto"
import { request as httpRequest } from "node:http"

import { expect, test } from "@playwright/test"

import { startServer, type ServerProcess } from "@/scripts/lib/server-process.mjs"
import { captureSignInRequest, type SignInRequests } from "@/scripts/lib/sign-in-request.mjs"

import { expectToast, TINY_PNG, unique } from "../helpers/admin"
import { ensureAdmin, SESSION_COOKIE } from "../helpers/auth"

// Hostile traffic from outside, with no account. The per-IP limits are tried on servers of their own (a tripped
// limit on the shared e2e server would lock the other specs out), started the way production runs: `npm start`.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3217)

/** A raw HTTP request: the path goes out byte for byte (fetch and Playwright would normalise it). */
function raw(url: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}) {
  const { hostname, port } = new URL(url)
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: init.method ?? "GET", headers: init.headers }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (c: Buffer) => chunks.push(c))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }))
      res.on("error", reject)
    })
    req.on("error", reject)
    if (init.body !== undefined) req.end(init.body)
    else req.end()
  })
}

const spoofed = () => `${1 + Math.floor(Math.random() * 223)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`

test.describe("per-IP limits and memory, on a server of their own", () => {
  test.describe.configure({ mode: "serial" })
  let server: ServerProcess
  let signIn: SignInRequests

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startServer({ port: BASE_PORT + 1 })
    signIn = await captureSignInRequest(server.url)
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  const attempt = async (email: string, headers: Record<string, string> = {}) => {
    const { body, headers: h } = signIn.request(email, "wrong password", headers)
    return raw(server.url, "/admin/login", { method: "POST", headers: h, body })
  }

  test("a spoofed X-Forwarded-For on every sign-in does not reset the per-IP limit", async () => {
    test.setTimeout(120_000)
    const answers: string[] = []
    for (let i = 0; i < 31; i++) {
      const res = await attempt(`someone${i}@example.com`, { "x-forwarded-for": spoofed(), "x-real-ip": spoofed() })
      expect(res.status).toBe(200)
      answers.push(res.body)
    }
    for (const body of answers.slice(0, 30)) expect(body).toContain("Invalid email or password")
    expect(answers[30]).toContain("Too many sign-in attempts from your network.")
  })

  test("an e-mail of 1 MB is refused with 4xx, and 500 attempts with huge e-mails leave memory flat", async () => {
    test.setTimeout(240_000)
    const huge = () => attempt(`${randomBytes(8).toString("hex")}${"a".repeat(1024 * 1024)}@example.com`)
    const large = () => attempt(`${randomBytes(8).toString("hex")}${"b".repeat(900 * 1024)}@example.com`)
    // Warm-up: the heap settles at the size that parsing such bodies needs; what must not grow is what follows.
    for (let i = 0; i < 100; i++) await large()
    const before = server.rssBytes()
    let refused = 0
    let bounded = 0
    for (let i = 0; i < 250; i++) {
      if ((await huge()).status === 413) refused++
      const res = await large()
      // Within the body limit: sign-in refuses it with registration's length message, before any other work.
      if (res.status === 200 && res.body.includes("Email must be at most 320 characters")) bounded++
    }
    expect(refused).toBe(250)
    expect(bounded).toBe(250)
    const grown = (server.rssBytes() - before) / 1024 / 1024
    expect(grown, `RSS grew by ${grown.toFixed(1)} MB`).toBeLessThan(50)
  })

  test("a spoofed X-Forwarded-For does not reset the contact form's limit either", async () => {
    const answers: { status: number; body: string }[] = []
    for (let i = 0; i < 6; i++) {
      const res = await raw(server.url, "/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": spoofed() },
        body: JSON.stringify({ name: `Visitor ${i}`, email: `v${i}@example.com`, message: "Please call me back about a new site.", page: "/contact" }),
      })
      answers.push(res)
    }
    // Five messages per address per 10 minutes, whatever each request claimed to come from.
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    expect(answers[5]!.status).toBe(429)
    expect(answers[5]!.body).toContain("You have sent several messages in a short time.")
  })
})

test.describe("behind one trusted proxy (TRUSTED_PROXY_COUNT=1)", () => {
  let server: ServerProcess
  let signIn: SignInRequests
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startServer({ port: BASE_PORT + 2, env: { TRUSTED_PROXY_COUNT: "1" } })
    signIn = await captureSignInRequest(server.url)
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test("the address the proxy appended counts; what the client put before it does not", async () => {
    test.setTimeout(120_000)
    const attempt = async (xff: string) => {
      const { body, headers } = signIn.request("nobody@example.com", "wrong password", { "x-forwarded-for": xff })
      return (await raw(server.url, "/admin/login", { method: "POST", headers, body })).body
    }
    // One client (203.0.113.7 as the proxy saw it) varying the part it controls: limited after 30.
    const same: string[] = []
    for (let i = 0; i < 31; i++) same.push(await attempt(`${spoofed()}, 203.0.113.7`))
    expect(same[30]).toContain("Too many sign-in attempts from your network.")
    // Another client behind the same proxy is not.
    expect(await attempt("198.51.100.20")).not.toContain("Too many sign-in attempts from your network.")
  })
})

test.describe("malformed requests get a 4xx, never a 5xx", () => {
  test("paths with broken percent-encoding, odd category slugs and deep pages", async ({ baseURL }) => {
    const cases: [string, number[]][] = [
      ["/%", [400]],
      ["/blog/%E0%A4%A", [400]],
      ["/blog/%zz", [400]],
      ["/blog/category/%25", [200, 404]],
      ["/blog/category/a%25b", [200, 404]],
      ["/blog/category/100%25", [200, 404]],
      [`/blog/category/${"a".repeat(250)}`, [404]],
      ["/blog/search.json?page=99999", [200]],
      ["/blog/search.json?page=99999999999999999999", [200]],
      ["/resources/%25", [200]],
      ["/blog/%25", [404]],
    ]
    for (const [path, allowed] of cases) {
      const res = await raw(baseURL!, path)
      expect(allowed, `${path} answered ${res.status}`).toContain(res.status)
    }
  })

  test("server-action requests that are malformed, oversized, of the wrong type or from another site", async ({ baseURL }) => {
    // The sign-in form's action, as the page sends it; this run's server trusts one proxy, so each request below
    // is a client of its own and no limit of the other specs is touched.
    const signIn = await captureSignInRequest(baseURL!)
    const actionId = signIn.request("a@example.com", "x").headers["next-action"]!
    const post = (headers: Record<string, string>, body: string | Buffer) =>
      raw(baseURL!, "/admin/login", {
        method: "POST",
        headers: { "next-action": actionId, origin: baseURL!, "x-forwarded-for": spoofed(), ...headers },
        body,
      })
    const text = { "content-type": "text/plain;charset=UTF-8" }
    expect((await post(text, "[{bad json")).status).toBe(400)
    expect((await post({ "content-type": "multipart/form-data; boundary=xyz" }, "garbage")).status).toBe(400)
    expect((await post({ "content-type": "application/json" }, "{}")).status).toBe(415)
    expect((await post({ "content-type": "application/octet-stream" }, "x")).status).toBe(415)
    expect((await post(text, Buffer.alloc(1024 * 1024 + 10, 97))).status).toBe(413)
    expect((await post({ ...text, "transfer-encoding": "chunked" }, Buffer.alloc(1024 * 1024 + 10, 97))).status).toBeLessThan(500)
    expect((await post({ ...text, origin: "https://evil.example" }, "[{}]")).status).toBe(403)
    // A form post to a page that Next cannot decode as an action.
    const form = await raw(baseURL!, "/", { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x", origin: baseURL! }, body: "junk" })
    expect(form.status).toBe(400)
    const unknown = await raw(baseURL!, "/admin/login", { method: "POST", headers: { "next-action": "0".repeat(42), origin: baseURL!, ...text }, body: "[]" })
    expect(unknown.status).toBeGreaterThanOrEqual(400)
    expect(unknown.status).toBeLessThan(500)
  })
})

test.describe("cookies, uploads, post bodies and images", () => {
  test("in production only the __Host- session cookie counts: a planted plain `session` cookie is ignored", async ({ page, browser, baseURL }) => {
    await ensureAdmin(page)
    const token = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)?.value
    expect(token).toBeTruthy()
    const planted = await browser.newContext({ baseURL })
    try {
      await planted.addCookies([{ name: "session", value: token!, url: baseURL! }])
      const other = await planted.newPage()
      await other.goto("/admin")
      await expect(other).toHaveURL(/\/admin\/login\?next=%2Fadmin/)
      const exported = await other.request.get("/admin/messages/export", { maxRedirects: 0 })
      expect(exported.status()).not.toBe(200)
      // Control: the same token under its real name is a valid session.
      await planted.addCookies([{ name: SESSION_COOKIE, value: token!, domain: new URL(baseURL!).hostname, path: "/", secure: true, httpOnly: true }])
      await other.goto("/admin")
      await expect(other).toHaveURL(/\/admin$/)
    } finally {
      await planted.close()
    }
  })

  test("an uploaded file keeps its own sandbox policy and streams byte ranges", async ({ page }) => {
    await ensureAdmin(page)
    const payload = Buffer.concat([TINY_PNG, randomBytes(200_000)])
    const up = await page.request.post("/api/admin/media", {
      headers: { "x-file-name": encodeURIComponent("range test.png"), "content-type": "application/octet-stream" },
      data: payload,
    })
    expect(up.status()).toBe(201)
    const url = ((await up.json()) as { data: { url: string } }).data.url

    const whole = await page.request.get(url)
    expect(whole.status()).toBe(200)
    expect(whole.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox")
    expect(whole.headers()["x-content-type-options"]).toBe("nosniff")
    expect(whole.headers()["accept-ranges"]).toBe("bytes")
    expect(Buffer.compare(await whole.body(), payload)).toBe(0)

    const part = await page.request.get(url, { headers: { range: "bytes=100-199" } })
    expect(part.status()).toBe(206)
    expect(part.headers()["content-range"]).toBe(`bytes 100-199/${payload.length}`)
    expect(part.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox")
    expect(Buffer.compare(await part.body(), payload.subarray(100, 200))).toBe(0)
    const tail = await page.request.get(url, { headers: { range: "bytes=-10" } })
    expect(Buffer.compare(await tail.body(), payload.subarray(payload.length - 10))).toBe(0)
    const beyond = await page.request.get(url, { headers: { range: `bytes=${payload.length}-` } })
    expect(beyond.status()).toBe(416)
  })

  test("a heading named like a page global (`## __next_f`) renders prefixed; the page's scripts still run and #anchors land", async ({ page }) => {
    test.setTimeout(90_000)
    const title = unique("Clobber check")
    await ensureAdmin(page, "/admin/posts/new")
    await page.getByLabel("Title", { exact: true }).fill(title)
    await page.getByLabel("Content", { exact: true }).fill(
      ["## __next_f", "Intro.", "[Jump to the end](#the-end)", ...Array(40).fill("Filler paragraph to scroll past."), "## The end", "Done."].join("\n\n"),
    )
    await page.getByLabel("Published").check()
    await page.getByRole("button", { name: "Save Post" }).click()
    await expectToast(page, "Success", "Post created successfully")
    const slug = await page.getByLabel("Slug", { exact: true }).inputValue()

    await page.goto(`/blog/${slug}#the-end`)
    await expect(page.locator("#user-content-__next_f")).toHaveText("__next_f")
    expect(await page.locator("#__next_f").count()).toBe(0)
    expect(await page.evaluate(() => Array.isArray((window as unknown as { __next_f?: unknown }).__next_f))).toBe(true)
    // A bare #the-end (a link from elsewhere) scrolls to the prefixed heading once the page's script runs.
    await expect(page.locator("#user-content-the-end")).toBeInViewport()
    // In-body links point at the prefixed ids.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(page.getByRole("link", { name: "Jump to the end" })).toHaveAttribute("href", "#user-content-the-end")
    await page.getByRole("link", { name: "Jump to the end" }).click()
    await expect(page.locator("#user-content-the-end")).toBeInViewport()
    // Hydrated: the share buttons open their popup through the page's script, not a plain link.
    await page.evaluate(() => {
      ;(window as unknown as { __opened?: string }).__opened = ""
      window.open = ((u: string) => {
        ;(window as unknown as { __opened?: string }).__opened = String(u)
        return null
      }) as typeof window.open
    })
    await page.getByRole("link", { name: "Share on X" }).click()
    expect(await page.evaluate(() => (window as unknown as { __opened?: string }).__opened)).toContain("x.com/intent/tweet")
  })

  test("the Open Graph image of a post is served from the cache, not rendered per request", async ({ request }) => {
    const first = await request.get("/blog/healthcare-website-conversion/og")
    expect(first.status()).toBe(200)
    expect(first.headers()["content-type"]).toBe("image/png")
    const second = await request.get("/blog/healthcare-website-conversion/og")
    expect(second.headers()["x-nextjs-cache"]).toMatch(/HIT|STALE/)
    expect(Buffer.compare(await first.body(), await second.body())).toBe(0)
    expect((await request.get("/blog/no-such-post-here/og")).status()).toBe(404)
  })
})
