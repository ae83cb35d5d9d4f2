import { mkdtempSync, rmSync } from "node:fs"
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliDecompressSync } from "node:zlib"

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"

import { openTagState, type TagState } from "@/lib/server/cache/tag-state.mjs"
import { createCompressor } from "@/server/compression.mjs"
import { createPageCache, sharedMaxAge } from "@/server/page-cache.mjs"

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>
type Reply = { status: number; headers: IncomingMessage["headers"]; body: Buffer }

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))))
})

// The real shared tag state, kept in a file as on the embedded backend.
let dataDir = ""
let state: TagState
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "page-cache-"))
  const previous = process.env.DATA_DIR
  process.env.DATA_DIR = dataDir
  state = openTagState()
  await state.ready
  process.env.DATA_DIR = previous
})
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** A real HTTP server laid out as server/index.mjs: compression, then the page cache, then "Next" (the handler). */
async function serve(handler: Handler, options: { maxAgeMs?: number; maxBytes?: number; lastChange?: () => number | null } = {}) {
  const cache = createPageCache({
    lastChange: options.lastChange ?? (() => state.lastChange()),
    maxAgeMs: options.maxAgeMs,
    maxBytes: options.maxBytes,
    exclude: /^\/api\//,
  })
  const compress = createCompressor()
  let calls = 0
  const server = createServer((req, res) => {
    compress(req, res)
    if (cache(req, res)) return
    calls++
    void handler(req, res)
  })
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done))
  const { port } = server.address() as AddressInfo
  const get = (path = "/", headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Reply>((done, fail) => {
      const req = request({ port, host: "127.0.0.1", path, method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on("data", (c: Buffer) => chunks.push(c))
        res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on("error", fail)
      req.end()
    })
  return { get, cache, calls: () => calls }
}

let version = 0
const page = (label: string) => `<!DOCTYPE html><h1>${label}</h1>${"<p>Book a consultation</p>".repeat(100)}`

/** A prerendered page as Next answers it: the current `version` in the body. */
const prerendered: Handler = (req, res) => {
  res.setHeader("Content-Type", "text/html; charset=utf-8")
  res.setHeader("Cache-Control", "s-maxage=300, stale-while-revalidate=31535700")
  res.setHeader("Vary", "rsc, next-router-prefetch, Accept-Encoding")
  res.setHeader("x-nextjs-cache", "MISS")
  const body = page(`${req.headers.rsc ? "payload" : "page"} ${version}`)
  res.setHeader("Content-Length", Buffer.byteLength(body))
  res.end(body)
}

describe("sharedMaxAge", () => {
  it("reads what a shared cache may keep", () => {
    expect(sharedMaxAge("s-maxage=31536000")).toBe(31_536_000_000)
    expect(sharedMaxAge("s-maxage=300, stale-while-revalidate=31535700")).toBe(300_000)
    expect(sharedMaxAge("public, max-age=31536000, immutable")).toBe(31_536_000_000)
    expect(sharedMaxAge("max-age=60")).toBe(0)
    expect(sharedMaxAge("private, no-cache, no-store, max-age=0, must-revalidate")).toBe(0)
    expect(sharedMaxAge("s-maxage=60, no-cache")).toBe(0)
    expect(sharedMaxAge(undefined)).toBe(0)
  })
})

describe("page cache", () => {
  it("answers a prerendered page from memory, compressed, with the same validator", async () => {
    version = 1
    const { get, calls } = await serve(prerendered)
    const first = await get("/blog", { "accept-encoding": "br" })
    const second = await get("/blog", { "accept-encoding": "br" })
    expect(calls()).toBe(1)
    expect(brotliDecompressSync(second.body).toString()).toBe(page("page 1"))
    expect(second.headers["content-encoding"]).toBe("br")
    expect(second.headers["x-nextjs-cache"]).toBe("HIT")
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(second.headers.age).toMatch(/^\d+$/)
    expect(second.headers.etag).toBe(first.headers.etag)
    const revalidated = await get("/blog", { "if-none-match": String(first.headers.etag) })
    expect(revalidated.status).toBe(304)
    const head = await get("/blog", {}, "HEAD")
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(calls()).toBe(1)
  })

  it("keeps each variant the response varies on apart", async () => {
    version = 2
    const { get, calls } = await serve(prerendered)
    await get("/x")
    await get("/x", { rsc: "1" })
    expect((await get("/x")).body.toString()).toBe(page("page 2"))
    expect((await get("/x", { rsc: "1" })).body.toString()).toBe(page("payload 2"))
    expect(calls()).toBe(2)
  })

  it("drops everything once a cache tag changes, here or (through the shared state) on another server", async () => {
    version = 3
    const { get, calls } = await serve(prerendered)
    await get("/post")
    expect((await get("/post")).body.toString()).toBe(page("page 3"))
    version = 4
    await state.revalidate(["post:1"])
    expect((await get("/post")).body.toString()).toBe(page("page 4"))
    expect(calls()).toBe(2)
    expect((await get("/post")).body.toString()).toBe(page("page 4"))
    expect(calls()).toBe(2)
  })

  it("does not keep an answer made while a change landed", async () => {
    version = 5
    const slow: Handler = async (req, res) => {
      await state.revalidate(["post:2"])
      prerendered(req, res)
    }
    const { get, calls } = await serve(slow)
    await get("/during")
    await get("/during")
    expect(calls()).toBe(2)
  })

  it("drops entries when a scheduled expiry is reached", async () => {
    version = 6
    const { get, calls } = await serve(prerendered)
    await state.revalidate(["post:scheduled"], { expire: 0.4 })
    await get("/scheduled")
    await get("/scheduled")
    expect(calls()).toBe(1)
    await new Promise((r) => setTimeout(r, 500))
    version = 7
    expect((await get("/scheduled")).body.toString()).toBe(page("page 7"))
    expect(calls()).toBe(2)
  })

  it("serves nothing while the shared state cannot say what changed", async () => {
    const { get, calls } = await serve(prerendered, { lastChange: () => null })
    await get("/")
    await get("/")
    expect(calls()).toBe(2)
  })

  it("keeps an entry no longer than its bound", async () => {
    const { get, calls } = await serve(prerendered, { maxAgeMs: 150 })
    await get("/")
    await get("/")
    expect(calls()).toBe(1)
    await new Promise((r) => setTimeout(r, 200))
    await get("/")
    expect(calls()).toBe(2)
  })

  it("keeps a streamed answer whole", async () => {
    const streamed: Handler = async (_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8")
      res.setHeader("Cache-Control", "s-maxage=31536000")
      res.write("<!DOCTYPE html><p>one</p>")
      await new Promise((r) => setTimeout(r, 20))
      res.write(Buffer.from("<p>two</p>"))
      res.end(new TextEncoder().encode("<p>three</p>"))
    }
    const { get, calls } = await serve(streamed)
    await get("/s")
    expect((await get("/s")).body.toString()).toBe("<!DOCTYPE html><p>one</p><p>two</p><p>three</p>")
    expect(calls()).toBe(1)
  })

  it("keeps a streamed answer whose head was flushed first, and compressed as it streamed (Next's route handlers)", async () => {
    const flushed: Handler = async (_req, res) => {
      res.setHeader("Content-Type", "application/xml; charset=utf-8")
      res.setHeader("Cache-Control", "s-maxage=300")
      res.flushHeaders()
      res.write(`<?xml version="1.0"?><urlset>${"<url><loc>/a</loc></url>".repeat(100)}`)
      await new Promise((r) => setTimeout(r, 20))
      res.end("</urlset>")
    }
    const { get, calls } = await serve(flushed)
    const first = await get("/sitemap.xml", { "accept-encoding": "br" })
    expect(first.headers["transfer-encoding"]).toBe("chunked")
    const second = await get("/sitemap.xml", { "accept-encoding": "br" })
    expect(calls()).toBe(1)
    expect(brotliDecompressSync(second.body).toString()).toBe(brotliDecompressSync(first.body).toString())
    expect(brotliDecompressSync(second.body).toString()).toMatch(/^<\?xml version="1.0"\?><urlset>(<url><loc>\/a<\/loc><\/url>){100}<\/urlset>$/)
  })

  const uncacheable: [string, Handler, Record<string, string>?, string?, string?][] = [
    ["a per-visitor page", (_q, s) => void s.writeHead(200, { "Cache-Control": "private, no-cache, no-store, max-age=0, must-revalidate" }).end("a")],
    ["an answer that sets a cookie", (_q, s) => void s.writeHead(200, { "Cache-Control": "s-maxage=60", "Set-Cookie": "a=b" }).end("a")],
    ["a missing page", (_q, s) => void s.writeHead(404, { "Cache-Control": "s-maxage=60" }).end("a")],
    ["an answer with no cache header", (_q, s) => void s.end("a")],
    ["a draft-mode request", prerendered, { cookie: "x=1; __prerender_bypass=abc" }],
    ["a range request", prerendered, { range: "bytes=0-10" }],
    ["a request with credentials", prerendered, { authorization: "Basic YTpi" }],
    ["a POST", prerendered, {}, "POST"],
    ["an excluded path", prerendered, {}, "GET", "/api/uploads/a.png"],
  ]
  for (const [what, handler, headers, method, path = "/u"] of uncacheable) {
    it(`passes ${what} to the app every time`, async () => {
      const { get, calls, cache } = await serve(handler)
      await get(path, headers, method)
      await get(path, headers, method)
      expect(calls()).toBe(2)
      expect(cache.count).toBe(0)
    })
  }

  it("stays within its memory bound, dropping the least recently used", async () => {
    const { get, cache, calls } = await serve(prerendered, { maxBytes: 6_000 })
    for (const path of ["/a", "/b", "/c", "/d"]) await get(path)
    expect(cache.bytes).toBeLessThanOrEqual(6_000)
    expect(cache.count).toBeLessThan(4)
    await get("/d")
    expect(calls()).toBe(4)
    await get("/a")
    expect(calls()).toBe(5)
  })
})
