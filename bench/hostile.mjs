// Memory under hostile traffic, on the production server (run `npm run build` first):
//   1. RSS while 20 clients download one 10 MB file at once (budget: growth under 50 MB).
//   2. RSS before and after 10,000 failed sign-ins with random 320-character e-mails from random spoofed
//      X-Forwarded-For addresses (budget: within 50 MB of the start), measured from the plateau that a first
//      flood of the same size reaches (see below).
// Usage: node bench/hostile.mjs [--attempts 10000] [--clients 20]   (BENCH_PORT, default 3393)
// Sends traffic to 127.0.0.1 only.
import { randomBytes } from "node:crypto"
import { request } from "node:http"

import { chromium } from "@playwright/test"

import { startServer } from "../scripts/lib/server-process.mjs"
import { CHROMIUM_ARGS, chromiumPath } from "../scripts/lib/chromium.mjs"
import { captureSignInRequest } from "../scripts/lib/sign-in-request.mjs"

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name)
  return i === -1 ? fallback : Number(process.argv[i + 1])
}
const ATTEMPTS = arg("--attempts", 10_000)
const CLIENTS = arg("--clients", 20)
const CONCURRENCY = 8
const PORT = Number(process.env.BENCH_PORT ?? 3393)
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1)

function send(url, { method = "GET", headers = {}, body } = {}) {
  const { hostname, port, pathname, search } = new URL(url)
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: pathname + search, method, headers }, (res) => {
      let bytes = 0
      res.on("data", (c) => (bytes += c.length))
      res.on("end", () => resolve({ status: res.statusCode, bytes }))
      res.on("error", reject)
    })
    req.on("error", reject)
    req.end(body)
  })
}

const spoofed = () => Array.from({ length: 4 }, () => Math.floor(Math.random() * 256)).join(".")
const email320 = () => `${randomBytes(160).toString("hex").slice(0, 320 - "@example.com".length)}@example.com`

/** Registers the first account (the owner) through the real form, signs in, and returns the cookie header. */
async function ownerCookie(baseUrl) {
  const owner = { email: "bench-owner@example.com", password: "bench owner passphrase 9931" }
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${baseUrl}/admin/login`)
    await page.getByRole("tab", { name: "Register" }).click()
    await page.getByLabel("Email").fill(owner.email)
    await page.getByLabel("Password").fill(owner.password)
    await page.getByRole("button", { name: "Register", exact: true }).click()
    await page.getByText("Registration successful").waitFor({ timeout: 30_000 })
    await page.getByRole("tab", { name: "Login" }).click()
    await page.getByLabel("Email").fill(owner.email)
    await page.getByLabel("Password").fill(owner.password)
    await page.getByRole("button", { name: "Login", exact: true }).click()
    await page.waitForURL(/\/admin$/, { timeout: 30_000 })
    return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ")
  } finally {
    await browser.close()
  }
}

const server = await startServer({ port: PORT })
try {
  // --- 1. first, as it needs a sign-in, which the flood below throttles: one 10 MB file to 20 clients at once ---
  const cookie = await ownerCookie(server.url)
  const file = randomBytes(10 * 1024 * 1024)
  const up = await fetch(`${server.url}/api/admin/media`, {
    method: "POST",
    headers: { cookie, origin: server.url, "x-file-name": "ten-megabytes.bin", "content-type": "application/octet-stream" },
    body: file,
  })
  const { data } = await up.json()
  if (!data?.url) throw new Error(`upload failed: HTTP ${up.status}`)
  const fileUrl = `${server.url}${data.url}`
  await Promise.all(Array.from({ length: 4 }, () => send(fileUrl))) // warm-up
  const before = server.rssBytes()
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, server.rssBytes())), 20)
  const t1 = Date.now()
  const downloads = await Promise.all(Array.from({ length: CLIENTS }, () => send(fileUrl)))
  const took = (Date.now() - t1) / 1000
  clearInterval(sampler)
  const complete = downloads.filter((d) => d.status === 200 && d.bytes === file.length).length
  const total = downloads.reduce((s, d) => s + d.bytes, 0)
  console.log(`downloads: ${complete}/${CLIENTS} complete, ${mb(total)} MB in ${took.toFixed(2)} s (${mb(total / took)} MB/s)`)
  console.log(`  RSS ${mb(before)} MB, peak ${mb(peak)} MB (growth ${mb(peak - before)} MB; budget under 50 MB)`)

  // --- 2. failed sign-ins from spoofed addresses ---
  const signIn = await captureSignInRequest(server.url)
  const flood = async (count) => {
    const statuses = new Map()
    let next = 0
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < count) {
          next++
          const { headers, body } = signIn.request(email320(), "wrong password", { "x-forwarded-for": spoofed() })
          const res = await send(signIn.url, { method: "POST", headers, body })
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
        }
      }),
    )
    return statuses
  }
  // V8 sizes its heap to the allocation rate and frees lazily, so a first flood raises RSS to a plateau whether
  // or not anything is kept. A leak (state kept per attempt, as the map keyed by whole e-mails was) keeps growing
  // past it: the budget applies to the second flood, measured from the plateau.
  const boot = server.rssBytes()
  await flood(ATTEMPTS)
  const start = server.rssBytes()
  console.log(`failed sign-ins, first ${ATTEMPTS} (warm-up): RSS ${mb(boot)} MB -> ${mb(start)} MB`)
  const t0 = Date.now()
  const statuses = await flood(ATTEMPTS)
  const seconds = (Date.now() - t0) / 1000
  const end = server.rssBytes()
  console.log(`failed sign-ins, next ${ATTEMPTS}: ${seconds.toFixed(1)} s, statuses ${JSON.stringify(Object.fromEntries(statuses))}`)
  console.log(`  RSS ${mb(start)} MB -> ${mb(end)} MB (change ${mb(end - start)} MB; budget within 50 MB)`)
} finally {
  await server.stop()
}
