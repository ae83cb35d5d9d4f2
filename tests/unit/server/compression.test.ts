import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { brotliDecompressSync, gunzipSync } from "node:zlib"

import { afterEach, describe, expect, it } from "vitest"

import { chooseEncoding, createCompressionCache, createCompressor, notModified } from "@/server/compression.mjs"

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>
type Reply = { status: number; headers: IncomingMessage["headers"]; body: Buffer; chunkTimes: number[] }

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))))
})

/** A real HTTP server whose responses go through the compressor, as in server/index.mjs. */
async function serve(handler: Handler, compress = createCompressor()) {
  const server = createServer((req, res) => {
    compress(req, res)
    void handler(req, res)
  })
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done))
  const { port } = server.address() as AddressInfo
  const get = (headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Reply>((done, fail) => {
      const req = request({ port, host: "127.0.0.1", path: "/", method, headers }, (res) => {
        const chunks: Buffer[] = []
        const chunkTimes: number[] = []
        res.on("data", (c: Buffer) => {
          chunks.push(c)
          chunkTimes.push(Date.now())
        })
        res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), chunkTimes }))
      })
      req.on("error", fail)
      req.end()
    })
  return { get, compress }
}

const decode = (reply: Reply) => {
  const encoding = reply.headers["content-encoding"]
  if (encoding === "br") return brotliDecompressSync(reply.body).toString()
  if (encoding === "gzip") return gunzipSync(reply.body).toString()
  return reply.body.toString()
}

const page = "<!DOCTYPE html><p>Book a consultation</p>".repeat(200)
const prerendered: Handler = (_req, res) => {
  res.setHeader("Content-Type", "text/html; charset=utf-8")
  res.setHeader("Cache-Control", "s-maxage=300, stale-while-revalidate=31535700")
  res.end(page)
}

describe("chooseEncoding", () => {
  it("prefers brotli, falls back to gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br")
    expect(chooseEncoding("gzip, deflate")).toBe("gzip")
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip")
    expect(chooseEncoding("gzip;q=0.5, br;q=0.2")).toBe("gzip")
    expect(chooseEncoding("*")).toBe("br")
    expect(chooseEncoding("identity")).toBeNull()
    expect(chooseEncoding("gzip;q=0")).toBeNull()
    expect(chooseEncoding(undefined)).toBeNull()
  })
})

describe("notModified", () => {
  it("compares validators weakly and accepts lists and *", () => {
    expect(notModified('W/"abc"', 'W/"abc"')).toBe(true)
    expect(notModified('"abc"', 'W/"abc"')).toBe(true)
    expect(notModified('"x", W/"abc"', 'W/"abc"')).toBe(true)
    expect(notModified("*", 'W/"abc"')).toBe(true)
    expect(notModified('W/"abd"', 'W/"abc"')).toBe(false)
    expect(notModified(undefined, 'W/"abc"')).toBe(false)
  })
})

describe("createCompressionCache", () => {
  it("evicts the least recently used bodies beyond its byte bound", () => {
    const cache = createCompressionCache(10)
    cache.set("a", "gzip", Buffer.alloc(4))
    cache.set("b", "gzip", Buffer.alloc(4))
    expect(cache.get("a", "gzip")).toBeDefined() // a is now the most recent
    cache.set("c", "gzip", Buffer.alloc(4))
    expect(cache.get("b", "gzip")).toBeUndefined()
    expect(cache.get("a", "gzip")).toBeDefined()
    expect(cache.get("c", "gzip")).toBeDefined()
    expect(cache.bytes).toBe(8)
  })
})

describe("createCompressor", () => {
  it("answers brotli or gzip by Accept-Encoding with the same bytes, and identity to a client that accepts neither", async () => {
    const { get } = await serve(prerendered)
    const br = await get({ "accept-encoding": "gzip, deflate, br" })
    const gz = await get({ "accept-encoding": "gzip" })
    const plain = await get()
    expect(br.headers["content-encoding"]).toBe("br")
    expect(gz.headers["content-encoding"]).toBe("gzip")
    expect(plain.headers["content-encoding"]).toBeUndefined()
    for (const reply of [br, gz, plain]) {
      expect(decode(reply)).toBe(page)
      expect(Number(reply.headers["content-length"])).toBe(reply.body.length)
      expect(reply.headers.vary).toBe("Accept-Encoding")
    }
    expect(br.body.length).toBeLessThan(page.length / 10)
  })

  it("compresses a cacheable body once and serves later requests from memory, then at the best level", async () => {
    // Varied text, so the best levels really are smaller than the fast ones.
    let article = ""
    let x = 7
    const words = ["patient", "booking", "clinic", "care", "website", "search", "trust", "review", "phone", "form"]
    for (let i = 0; i < 4000; i++) {
      x = (x * 1103515245 + 12345) % 2147483648
      article += words[x % words.length] + (x % 7 ? " " : ". ")
    }
    const { get, compress } = await serve((_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8")
      res.setHeader("Cache-Control", "s-maxage=300")
      res.end(article)
    })
    for (const encoding of ["gzip", "br"]) {
      const first = await get({ "accept-encoding": encoding })
      await expect.poll(async () => (await get({ "accept-encoding": encoding })).body.length).toBeLessThan(first.body.length)
      expect(decode(await get({ "accept-encoding": encoding }))).toBe(article)
    }
    expect(compress.cache.count).toBe(1) // one body, both encodings
  })

  it("gives a whole cacheable body a validator and answers a matching If-None-Match with an empty 304", async () => {
    const { get } = await serve(prerendered)
    const first = await get({ "accept-encoding": "br" })
    const etag = first.headers.etag
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    expect((await get()).headers.etag).toBe(etag) // the same bytes, whatever the encoding
    const again = await get({ "accept-encoding": "br", "if-none-match": String(etag) })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers["content-encoding"]).toBeUndefined()
    expect((await get({ "if-none-match": 'W/"other"' })).status).toBe(200)
  })

  it("keeps a validator the response already has, made weak once the bytes are compressed", async () => {
    const { get } = await serve((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/javascript", ETag: '"37ebc-1a2"', "Content-Length": page.length })
      res.end(page)
    })
    expect((await get({ "accept-encoding": "gzip" })).headers.etag).toBe('W/"37ebc-1a2"')
    expect((await get()).headers.etag).toBe('"37ebc-1a2"')
  })

  it("streams a per-visitor response compressed as it is written, without caching it", async () => {
    const { get, compress } = await serve(async (_req, res) => {
      res.setHeader("Content-Type", "text/html")
      res.setHeader("Cache-Control", "private, no-store")
      res.write("<p>first part</p>".repeat(100))
      await new Promise((r) => setTimeout(r, 300))
      res.end("<p>second part</p>".repeat(100))
    })
    const reply = await get({ "accept-encoding": "gzip" })
    expect(reply.headers["content-encoding"]).toBe("gzip")
    expect(reply.headers["transfer-encoding"]).toBe("chunked")
    expect(decode(reply)).toBe("<p>first part</p>".repeat(100) + "<p>second part</p>".repeat(100))
    // The first part reached the client before the server finished: it was flushed, not held back.
    expect(reply.chunkTimes.at(-1)! - reply.chunkTimes[0]!).toBeGreaterThanOrEqual(200)
    expect(compress.cache.count).toBe(0)
    expect(reply.headers.etag).toBeUndefined()
  })

  it("lets a writer that waits for 'drain' finish a large streamed body", async () => {
    const big = "x".repeat(300_000) + "y".repeat(300_000)
    const { get } = await serve(async (_req, res) => {
      res.setHeader("Content-Type", "text/x-component")
      for (let i = 0; i < big.length; i += 100_000) {
        if (!res.write(big.slice(i, i + 100_000))) await new Promise((r) => res.once("drain", r))
      }
      res.end()
    })
    const reply = await get({ "accept-encoding": "br" })
    expect(decode(reply)).toBe(big)
  })

  it("leaves alone what should not be compressed", async () => {
    const png = Buffer.alloc(5000, 7)
    const cases: Array<[string, Handler]> = [
      ["image", (_q, res) => void res.writeHead(200, { "Content-Type": "image/png" }).end(png)],
      ["small", (_q, res) => void res.writeHead(200, { "Content-Type": "text/html" }).end("<p>tiny</p>")],
      ["encoded", (_q, res) => void res.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "identity" }).end(page)],
      ["no-transform", (_q, res) => void res.writeHead(200, { "Content-Type": "text/html", "Cache-Control": "no-transform" }).end(page)],
      ["not modified", (_q, res) => void res.writeHead(304, { "Content-Type": "text/html" }).end()],
    ]
    for (const [name, handler] of cases) {
      const { get } = await serve(handler)
      const reply = await get({ "accept-encoding": "br, gzip" })
      expect(reply.headers["content-encoding"] ?? "identity", name).toBe("identity")
    }
    const { get } = await serve(prerendered)
    const head = await get({ "accept-encoding": "br" }, "HEAD")
    expect(head.headers["content-encoding"]).toBeUndefined()
    expect(head.body.length).toBe(0)
  })

  it("adds Accept-Encoding to an existing Vary once", async () => {
    const { get } = await serve((_req, res) => {
      res.setHeader("Vary", "rsc, next-router-state-tree")
      prerendered(_req, res)
    })
    expect((await get({ "accept-encoding": "gzip" })).headers.vary).toBe("rsc, next-router-state-tree, Accept-Encoding")
  })
})
