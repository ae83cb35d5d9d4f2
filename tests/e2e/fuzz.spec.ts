import { readFileSync } from "node:fs"
import { request as httpRequest } from "node:http"
import { connect } from "node:net"
import { join } from "node:path"

import { expect, test } from "@playwright/test"

import { startServer, type ServerProcess } from "@/scripts/lib/server-process.mjs"

import { PUBLIC_ROUTES } from "../helpers/routes"

// A bounded fuzz run against the production build, on a server of its own (its limits trip on purpose): malformed
// paths, query strings, percent-encodings, JSON, form and multipart bodies, oversized bodies and headers, sent to
// every public route, route handler and server action. It fails on any 5xx, and on any answer that carries a
// marker payload back unescaped (markup a browser would run).
const PORT = Number(process.env.E2E_PORT ?? 3217) + 3
const CONCURRENCY = 6

type Input = { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer }
type Answer = { status: number; body: string; error?: string }

/** Deterministic, so a failure can be reproduced by running the suite again. */
function prng(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// Markers: if one comes back verbatim in HTML, a browser would run it.
const MARKERS = ["<script>fz1337()</script>", '"><svg onload=fz1337()>', "<img src=x onerror=fz1337()>"]
const ECHO = /<script>fz1337\(\)<\/script>|<svg onload=fz1337\(\)>|<img src=x onerror=fz1337\(\)>/

const BROKEN_ENCODINGS = ["%", "%%", "%zz", "%E0%A4%A", "%C0%AF", "%FF%FE", "%00", "%2e%2e%2f", "%u0041", "%25", "%252e"]
const STRANGE_SEGMENTS = ["..", "%2F..%2F..%2Fetc%2Fpasswd", "a".repeat(3000), "ü/ß", "%F0%9F%98%80", "__next_f", "_next", "%0d%0aSet-Cookie:x=1", " ", "~"]
const QUERY_VALUES = [
  "%",
  "%zz",
  "-1",
  "0",
  "1e309",
  "99999999999999999999",
  "NaN",
  "[]",
  "{}",
  "a".repeat(5000),
  ...MARKERS.map(encodeURIComponent),
  "%E0%A4%A",
]
const QUERY_NAMES = ["q", "page", "category", "next", "kind", "utm_source", "__proto__", "q[]", "page[0]", "_rsc"]

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)]!
}

function bodies(rand: () => number): { type: string; body: string | Buffer }[] {
  const marker = pick(rand, MARKERS)
  return [
    { type: "text/plain;charset=UTF-8", body: "[{bad json" },
    { type: "text/plain;charset=UTF-8", body: JSON.stringify([marker]) },
    { type: "text/plain;charset=UTF-8", body: JSON.stringify([{ name: marker, email: marker, message: marker, honeypot: "", elapsedMs: 9000 }]) },
    { type: "text/plain;charset=UTF-8", body: JSON.stringify([null, { title: marker, slug: marker, content: marker, published: true }]) },
    { type: "text/plain;charset=UTF-8", body: JSON.stringify(["00000000-0000-0000-0000-000000000000", { __proto__: { admin: true }, constructor: { prototype: 1 } }]) },
    { type: "text/plain;charset=UTF-8", body: JSON.stringify([1e308, -0, true, "x".repeat(200_000)]) },
    { type: "text/plain;charset=UTF-8", body: "[".repeat(5000) + "]".repeat(5000) },
    { type: "text/plain;charset=UTF-8", body: JSON.stringify(["$@1", "$K1", "$Q0", "$T", "$F1", "$B1"]) },
    { type: "text/plain;charset=UTF-8", body: Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x80]) },
    { type: "application/json", body: JSON.stringify({ name: marker }) },
    { type: "application/x-www-form-urlencoded", body: `email=${encodeURIComponent(marker)}&password=x` },
    { type: "multipart/form-data; boundary=fz", body: `--fz\r\nContent-Disposition: form-data; name="1_email"\r\n\r\n${marker}\r\n--fz--\r\n` },
    { type: "multipart/form-data; boundary=fz", body: "garbage without boundaries" },
    { type: "multipart/form-data", body: "--x\r\n\r\n" },
    { type: "text/plain;charset=UTF-8", body: Buffer.alloc(1024 * 1024 + 100, 120) },
    { type: "", body: "" },
  ]
}

function inputs(actions: { id: string; path: string }[]): Input[] {
  const rand = prng(1337)
  const out: Input[] = []
  const routes = [
    ...PUBLIC_ROUTES.map((r) => r.path),
    "/blog/search.json",
    "/blog/rss.xml",
    "/blog/sitemap.xml",
    "/sitemap.xml",
    "/robots.txt",
    "/blog/healthcare-website-conversion/og",
    "/api/uploads/post-images/x.png",
    "/api/admin/media",
    "/api/contact",
    "/api/contact/token",
    "/admin/messages/export",
    "/admin/login",
    "/admin",
    "/no-such-page",
  ]

  for (const route of routes) {
    // Path mutations.
    for (const bad of BROKEN_ENCODINGS) out.push({ method: "GET", path: `${route.replace(/\/$/, "")}/${bad}` })
    for (const seg of STRANGE_SEGMENTS) out.push({ method: "GET", path: `${route.replace(/\/$/, "")}/${seg}` })
    out.push({ method: "GET", path: `${route}${encodeURIComponent(pick(rand, MARKERS))}` })
    // Query strings.
    for (let i = 0; i < 12; i++) {
      const params = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => `${pick(rand, QUERY_NAMES)}=${pick(rand, QUERY_VALUES)}`)
      out.push({ method: "GET", path: `${route}?${params.join("&")}` })
    }
    out.push({ method: "GET", path: `${route}?${"q=a&".repeat(800)}` })
    // Methods and bodies.
    for (const method of ["HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"]) out.push({ method, path: route })
    for (const { type, body } of bodies(rand)) {
      out.push({ method: "POST", path: route, headers: type ? { "content-type": type } : {}, body })
    }
    // Oversized and odd headers.
    out.push({ method: "GET", path: route, headers: { "x-fuzz": "a".repeat(20_000) } })
    out.push({ method: "GET", path: route, headers: { cookie: `__Host-session=${"A".repeat(4000)}; session=${pick(rand, MARKERS)}` } })
    out.push({ method: "GET", path: route, headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "gopher", "x-forwarded-for": "<script>" } })
    out.push({ method: "GET", path: route, headers: { accept: "text/x-component", rsc: "1", "next-router-state-tree": "%zz" } })
  }

  // Every server action, on the page that owns it, with every body, with and without a (forged) session cookie.
  for (const action of actions) {
    for (const cookie of ["", "__Host-session=forged-token-value"]) {
      for (const { type, body } of bodies(rand)) {
        const headers: Record<string, string> = { "next-action": action.id, origin: `http://127.0.0.1:${PORT}`, accept: "text/x-component" }
        if (type) headers["content-type"] = type
        if (cookie) headers.cookie = cookie
        out.push({ method: "POST", path: action.path, headers, body })
      }
    }
    out.push({ method: "POST", path: action.path, headers: { "next-action": action.id, origin: "https://evil.example", "content-type": "text/plain" }, body: "[]" })
    out.push({ method: "POST", path: action.path, headers: { "next-action": action.id, "content-type": "text/plain" }, body: "[]" })
  }
  out.push({ method: "POST", path: "/contact", headers: { "next-action": "f".repeat(42), "content-type": "text/plain" }, body: "[]" })
  return out
}

/**
 * Bytes Node's client will not put in a request line (spaces, controls, raw UTF-8) go over a plain socket instead,
 * exactly as a hostile client would send them; only the status line is read.
 */
function sendRaw(input: Input): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = connect(PORT, "127.0.0.1")
    let data = ""
    socket.setTimeout(30_000, () => socket.destroy())
    socket.on("data", (c) => {
      data += c.toString("latin1")
      if (data.includes("\r\n")) socket.end()
    })
    const done = () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0), body: data })
    socket.on("close", done)
    socket.on("error", () => {})
    socket.write(Buffer.concat([Buffer.from(`${input.method} `), Buffer.from(input.path, "utf8"), Buffer.from(" HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")]))
  })
}

function send(input: Input): Promise<Answer> {
  if (/[^\x21-\x7e]/.test(input.path)) return sendRaw(input)
  return new Promise((resolve) => {
    const req = httpRequest({ host: "127.0.0.1", port: PORT, path: input.path, method: input.method, headers: input.headers }, (res) => {
      const chunks: Buffer[] = []
      let size = 0
      res.on("data", (c: Buffer) => {
        if (size < 2_000_000) chunks.push(c)
        size += c.length
      })
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }))
      res.on("error", (err) => resolve({ status: res.statusCode ?? 0, body: "", error: String(err) }))
    })
    req.setTimeout(30_000, () => req.destroy(new Error("timeout")))
    // A refused body may close the connection before it is all sent: that is an answer, not a failure.
    req.on("error", (err) => resolve({ status: 0, body: "", error: String(err) }))
    if (input.body !== undefined) req.end(input.body)
    else req.end()
  })
}

test.describe("fuzz: malformed input against every route and server action", () => {
  let server: ServerProcess

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startServer({ port: PORT })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test("no 5xx and no unescaped echo", async ({}, testInfo) => {
    test.setTimeout(240_000)
    const manifest = JSON.parse(readFileSync(join(process.cwd(), ".next/server/server-reference-manifest.json"), "utf8")) as {
      node: Record<string, { workers: Record<string, unknown> }>
    }
    const actions = Object.entries(manifest.node).map(([id, a]) => {
      const worker = Object.keys(a.workers)[0] ?? ""
      const path = worker.replace(/^app/, "").replace(/\/\([^)]*\)/g, "").replace(/\/page$/, "").replace("[id]", "new") || "/"
      return { id, path }
    })
    expect(actions.length).toBeGreaterThan(8)

    const all = inputs(actions)
    const failures: string[] = []
    const statuses = new Map<number, number>()
    let next = 0
    const started = Date.now()
    const worker = async () => {
      for (;;) {
        const i = next++
        if (i >= all.length) return
        const input = all[i]!
        const answer = await send(input)
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        const label = `${input.method} ${input.path.slice(0, 120)} ${input.headers?.["content-type"] ?? ""} ${input.headers?.["next-action"]?.slice(0, 8) ?? ""}`
        if (answer.status >= 500) failures.push(`${answer.status} ${label}`)
        if (ECHO.test(answer.body)) failures.push(`echoed a marker unescaped: ${label}`)
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    const seconds = (Date.now() - started) / 1000
    const summary = `${all.length} inputs in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`
    console.log(`[fuzz] ${summary}`)
    testInfo.annotations.push({ type: "fuzz", description: summary })
    expect(failures, failures.slice(0, 30).join("\n")).toEqual([])
    expect(all.length).toBeGreaterThan(2000)
    // The server still answers normally afterwards.
    expect((await send({ method: "GET", path: "/blog" })).status).toBe(200)
  })
})
