#!/usr/bin/env node
// Does the forgot-password answer reveal whether an account exists? Times the answer for a member's e-mail and
// for an unknown one, interleaved, N requests each (default 200), against a production server with e-mail on
// (a local SMTP server of this script's own), and prints the medians.
//   npm run build && node bench/auth-timing.mjs [--requests 200]
// Each request comes from its own client address (the server trusts one proxy here), so the per-address limit
// does not cut the run short. The per-e-mail limit (5 links an hour) does apply: only the first five requests
// for the member's e-mail queue a link; their times are reported on their own too.
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { performance } from "node:perf_hooks"

import { chromium } from "@playwright/test"
import { SMTPServer } from "smtp-server"

import { CHROMIUM_ARGS, chromiumPath } from "../scripts/lib/chromium.mjs"
import { startServer } from "./lib/server.mjs"

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const N = arg("requests", 200)
const OWNER = { email: "owner@timing.test", password: "timing owner passphrase 1" }

let mails = 0
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    stream.on("data", () => {})
    stream.on("end", () => {
      mails++
      callback()
    })
  },
})
await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve))
const smtpPort = smtp.server.address().port

const server = await startServer({
  env: {
    DATA_DIR: mkdtempSync(join(tmpdir(), "auth-timing-")),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    TRUSTED_PROXY_COUNT: "1",
  },
})

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]

try {
  // The owner registers through the form; the forgot-password request is captured once from the real page.
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  let captured = null
  try {
    const page = await browser.newPage()
    await page.goto(`${server.url}/admin/login`)
    await page.getByRole("tab", { name: "Register" }).click()
    const panel = page.getByRole("tabpanel", { name: "Register" })
    await panel.getByLabel("Email").fill(OWNER.email)
    await panel.getByLabel("Password").fill(OWNER.password)
    await panel.getByRole("button", { name: "Register" }).click()
    await panel.getByRole("alert").filter({ hasText: "Success" }).waitFor()
    await page.route("**/admin/forgot-password*", async (route) => {
      const req = route.request()
      if (req.method() !== "POST") return route.continue()
      captured = { headers: req.headers(), body: req.postData() ?? "" }
      await route.abort()
    })
    await page.goto(`${server.url}/admin/forgot-password`)
    await page.getByLabel("Email").fill("capture@example.invalid")
    await page.getByRole("button", { name: "Send reset link" }).click()
    for (let i = 0; i < 100 && !captured; i++) await new Promise((r) => setTimeout(r, 50))
    if (!captured) throw new Error("the forgot-password request was not seen")
  } finally {
    await browser.close()
  }
  const keep = ["next-action", "next-router-state-tree", "content-type", "accept"]
  const headers = Object.fromEntries(Object.entries(captured.headers).filter(([k]) => keep.includes(k)))
  headers.origin = server.url

  async function ask(email, i) {
    const body = captured.body.replace("capture@example.invalid", () => email)
    const t0 = performance.now()
    const res = await fetch(`${server.url}/admin/forgot-password`, {
      method: "POST",
      headers: { ...headers, "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
      body,
    })
    const text = await res.text()
    const ms = performance.now() - t0
    if (res.status !== 200 || !text.includes("If an account exists")) throw new Error(`unexpected answer ${res.status}: ${text.slice(0, 200)}`)
    return ms
  }

  // Warm-up (first compilation of the route, the database's caches), not counted.
  for (let i = 0; i < 20; i++) await ask(`warmup${i}@timing.test`, 60_000 + i)

  const existing = []
  const unknown = []
  for (let i = 0; i < N; i++) {
    // Alternate which goes first, so neither case always follows the other's background work.
    const pair = i % 2 === 0 ? ["e", "u"] : ["u", "e"]
    for (const which of pair) {
      if (which === "e") existing.push(await ask(OWNER.email, 2 * i))
      else unknown.push(await ask(`nobody${i}@timing.test`, 2 * i + 1))
    }
  }
  await new Promise((r) => setTimeout(r, 2000))
  const fmt = (x) => `${x.toFixed(1)} ms`
  console.log(`forgot-password answer time, ${N} requests each (sequential, interleaved):`)
  console.log(`  existing account: median ${fmt(median(existing))}, p90 ${fmt(pct(existing, 90))}`)
  console.log(`  unknown e-mail:   median ${fmt(median(unknown))}, p90 ${fmt(pct(unknown, 90))}`)
  console.log(`  difference of medians: ${fmt(median(existing) - median(unknown))}`)
  console.log(
    `  the first 5 pairs (the member's requests among them queued a link): existing median ${fmt(median(existing.slice(0, 5)))}, unknown median ${fmt(median(unknown.slice(0, 5)))}`,
  )
  console.log(`  the other ${N - 5} pairs: existing median ${fmt(median(existing.slice(5)))}, unknown median ${fmt(median(unknown.slice(5)))}`)
  console.log(`  e-mails received by the SMTP server: ${mails} (the per-e-mail limit allows 5 an hour)`)
} finally {
  server.stop()
  smtp.close()
}
