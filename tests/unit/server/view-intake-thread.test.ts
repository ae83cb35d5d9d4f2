import type { IncomingMessage, ServerResponse } from "node:http"

import { afterEach, describe, expect, it } from "vitest"

import type { PageView } from "@/lib/domain/analytics/types"
import type { IntakeState } from "@/lib/server/analytics/intake-worker"
import { visitorHash } from "@/lib/server/analytics/views"
import { startViewIntake, type ViewIntakeThread } from "@/server/view-intake.mjs"

// The production server's page-view intake on its worker thread (server/view-intake.mjs starting
// server/view-intake-worker.mjs, which runs lib/server/analytics/intake-worker.ts from its TypeScript source): a real
// thread, with a stand-in for the app's side of the hook (its state and the write of batches).

const SITE = "https://clinic.example"
const SALT = "salt-of-today"
const UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36"
const BOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"

type Answer = { status: number; headers: Record<string, string>; body: string }

function app(initial: Partial<IntakeState> = {}) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date())
  let state: IntakeState = {
    enabled: true,
    siteUrl: SITE,
    timeZone: "UTC",
    salt: { day: today, value: SALT },
    paths: { changedAt: 0, fixed: ["/", "/blog", "/contact"], content: [["/blog/a-post", "post", "p1"]] },
    ...initial,
  }
  /** The site's last change as the server's main thread knows it (the shared cache-tag state, in the app). */
  let changedAt = 0
  const written: PageView[][] = []
  const asked: (string | undefined)[] = []
  let failWrites = 0
  let connection: { refresh(): void; flush(): Promise<void> } | null = null
  const flushHooks = new Set<() => Promise<void> | void>()
  /** While set, the app is slow to answer the thread's request for its state (a busy database). */
  let stateGate: Promise<void> | null = null
  const thread = startViewIntake(
    {
      thread: {
        state: async (day) => {
          asked.push(day)
          await stateGate
          return state
        },
        write: async (views) => {
          if (failWrites > 0) {
            failWrites--
            throw new Error("database unavailable")
          }
          written.push(views)
        },
        changedAt: () => changedAt,
        connect: (c) => (connection = c),
      },
    },
    flushHooks,
  )
  threads.push(thread)
  return {
    thread,
    written,
    asked,
    flushHooks,
    connection: () => connection!,
    setState: (next: Partial<IntakeState>) => (state = { ...state, ...next }),
    /** A publish (on this server or another): the site's last change moves, and the app's paths know it. */
    publish: (path: string, id: string, at: number) => {
      changedAt = at
      state = { ...state, paths: { ...state.paths, changedAt: at, content: [...state.paths.content, [path, "post", id]] } }
    },
    failNextWrites: (n: number) => (failWrites = n),
    /** Holds the app's answers to the thread's state requests until the returned function is called. */
    slowState: () => {
      let open = () => {}
      stateGate = new Promise<void>((resolve) => (open = resolve))
      return () => {
        stateGate = null
        open()
      }
    },
    views: () => written.flat(),
  }
}

const threads: ViewIntakeThread[] = []
afterEach(async () => {
  await Promise.all(threads.splice(0).map((t) => t.stop()))
})

let ipCounter = 0
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`

function send(thread: ViewIntakeThread, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const req = {
      headers: { host: "clinic.example", origin: SITE, "sec-fetch-site": "same-origin", "user-agent": UA, "x-forwarded-for": freshIp(), ...headers },
    } as unknown as IncomingMessage
    let status = 0
    let sentHeaders: Record<string, string> = {}
    const res = {
      writeHead(s: number, h: Record<string, string>) {
        status = s
        sentHeaders = h
        return res
      },
      end(b?: string) {
        resolve({ status, headers: sentHeaders, body: b ?? "" })
      },
    } as unknown as ServerResponse
    const bytes = body === null ? null : Buffer.from(typeof body === "string" ? body : JSON.stringify(body))
    thread.take(req, bytes, res)
  })
}

const beacon = (over: Record<string, unknown> = {}) => ({ id: `v-${Math.random().toString(16).slice(2)}-0000000000`, p: "/blog", r: "", q: "", l: "en-US", ...over })

describe("the page-view intake thread", () => {
  it("refuses what the app's intake refuses, with the same statuses and reasons", async () => {
    const { thread, views } = app()
    const answers = await Promise.all([
      send(thread, beacon(), { origin: "https://evil.example", "sec-fetch-site": "cross-site" }),
      send(thread, null),
      send(thread, "{not json"),
      send(thread, [1, 2]),
      send(thread, beacon({ id: "short" })),
      send(thread, beacon({ p: "https://evil.example/" })),
      send(thread, beacon({ p: "/not-a-page-here" })),
    ])
    expect(answers.map((a) => [a.status, JSON.parse(a.body).error])).toEqual([
      [403, "Page views are taken from this site's pages only."],
      [413, "The body must be at most 2048 bytes."],
      [400, "The body must be JSON."],
      [400, "The body must be a JSON object."],
      [400, "id must be 16 to 64 letters, digits or dashes."],
      [400, "p must be a path of this site."],
      [400, "p must be a page of this site."],
    ])
    for (const a of answers) expect(a.headers["Content-Type"]).toBe("application/json")
    await thread.stop()
    expect(views()).toEqual([])
  })

  it("limits one address to 60 views a minute (429 with Retry-After)", async () => {
    const { thread } = app()
    const ip = "203.0.113.9"
    const answers = await Promise.all(Array.from({ length: 61 }, () => send(thread, beacon(), { "x-forwarded-for": ip })))
    expect(answers.slice(0, 60).every((a) => a.status === 204)).toBe(true)
    expect(answers[60]!.status).toBe(429)
    expect(JSON.parse(answers[60]!.body).error).toBe("Too many page views from this address.")
    expect(Number(answers[60]!.headers["Retry-After"])).toBeGreaterThan(0)
  })

  it("counts each view it takes once, hashed with the day's salt, in a batch the app writes at the flush", async () => {
    const { thread, flushHooks, views } = app()
    const first = beacon({ p: "/blog/a-post/", r: "https://www.google.com/search?q=x", q: "?utm_source=news&x=1", l: "es-MX" })
    const ip = "198.51.100.7"
    expect((await send(thread, first, { "x-forwarded-for": ip })).status).toBe(204)
    expect((await send(thread, beacon({ p: "/" }))).status).toBe(204)
    // A bot is answered like anyone and not counted.
    expect((await send(thread, beacon(), { "user-agent": BOT_UA })).status).toBe(204)
    expect(views()).toEqual([])
    // The server's shutdown: the flush hook writes what the thread holds.
    for (const hook of flushHooks) await hook()
    expect(views()).toHaveLength(2)
    const [row] = views().filter((v) => v.id === first.id)
    expect(row).toMatchObject({
      id: first.id,
      path: "/blog/a-post/",
      content_type: "post",
      content_id: "p1",
      referrer: "https://www.google.com",
      utm: { utm_source: "news" },
      device: "desktop",
      language: "es",
      visitor: visitorHash(SALT, ip, UA, SITE),
    })
  })

  it("counts nothing while counting is off, and counts again once the app says it is on", async () => {
    const a = app({ enabled: false })
    expect((await send(a.thread, beacon())).status).toBe(204)
    a.setState({ enabled: true })
    a.connection().refresh()
    const on = beacon()
    await new Promise((r) => setTimeout(r, 50))
    expect((await send(a.thread, on)).status).toBe(204)
    await a.connection().flush()
    expect(a.views().map((v) => v.id)).toEqual([on.id])
  })

  it("asks the app for the salt of a day it has none of, and counts the view with it", async () => {
    const a = app({ salt: { day: "2000-01-01", value: "old" } })
    const view = beacon()
    expect((await send(a.thread, view, { "x-forwarded-for": "192.0.2.1" })).status).toBe(204)
    const today = new Date().toISOString().slice(0, 10)
    await expect.poll(() => a.asked).toContain(today)
    a.setState({ salt: { day: today, value: "fresh" } })
    // Re-asked within a second: the app now has the day's salt.
    await expect.poll(async () => (await a.connection().flush(), a.views().length), { timeout: 5000 }).toBe(1)
    expect(a.views()[0]!.visitor).toBe(visitorHash("fresh", "192.0.2.1", UA, SITE))
  })

  it("counts the first view of a post published a moment ago: the thread's copy of the paths is renewed before it answers", async () => {
    const a = app()
    // The thread has its copy of the paths (a view answered with it), then a post is published.
    expect((await send(a.thread, beacon({ p: "/blog/a-post" }))).status).toBe(204)
    a.publish("/blog/just-published", "p2", 1000)
    // At once, well within the thread's usual 10 s between copies: known, counted, with its post.
    const first = beacon({ p: "/blog/just-published" })
    expect(await send(a.thread, first)).toMatchObject({ status: 204 })
    // A path no page has is still refused, with the fresh copy.
    expect((await send(a.thread, beacon({ p: "/blog/never-published" }))).status).toBe(400)
    await a.connection().flush()
    expect(a.views().find((v) => v.id === first.id)).toMatchObject({ path: "/blog/just-published", content_type: "post", content_id: "p2" })
  })

  it("at shutdown, writes the views it holds for fresher paths: a post's first reader at the last moment is counted", async () => {
    const a = app()
    expect((await send(a.thread, beacon({ p: "/blog/a-post" }))).status).toBe(204)
    // A publish, then the app is slow to hand the thread its fresher paths: the beacon waits for them.
    const release = a.slowState()
    a.publish("/blog/last-moment", "p3", 2000)
    const late = beacon({ p: "/blog/last-moment" })
    void send(a.thread, late)
    await new Promise((r) => setTimeout(r, 50))
    // The server shuts down; the app answers meanwhile.
    const shutdown = Promise.all([...a.flushHooks].map((hook) => hook()))
    setTimeout(release, 50)
    await shutdown
    expect(a.views().find((v) => v.id === late.id)).toMatchObject({ path: "/blog/last-moment", content_type: "post", content_id: "p3" })
  })

  it("keeps a batch whose write failed and writes it with the next one", async () => {
    const a = app()
    const one = beacon()
    await send(a.thread, one)
    a.failNextWrites(1)
    await a.connection().flush()
    expect(a.views()).toEqual([])
    const two = beacon()
    await send(a.thread, two)
    await a.connection().flush()
    expect(a.views().map((v) => v.id).sort()).toEqual([one.id, two.id].sort())
  })
})

describe("the files the intake thread runs from source", () => {
  it("include the plain ES modules its TypeScript imports (the container tree copies this list)", async () => {
    const { projectTsClosure, root } = await import("@/server/ts-source.mjs")
    const files = projectTsClosure(`${root}/lib/server/analytics/intake-worker.ts`)
    expect(files).toContain("lib/server/analytics/intake-worker.ts")
    expect(files).toContain("lib/domain/i18n/index.ts")
    expect(files).toContain("lib/domain/i18n/locales.mjs")
  })
})
