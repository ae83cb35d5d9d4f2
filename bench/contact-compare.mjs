#!/usr/bin/env node
// The contact form's acceptance against another build of the product, in one interleaved run (after `npm run build`
// here and in DIR): typically DIR is a checkout from before a change (`git worktree add DIR <commit>`, then
// `npm run build` there), so the cost of the change is measured on the same machine at the same moment.
//   node bench/contact-compare.mjs --before DIR [--rounds 5] [--rate 40] [--seconds 8]
// Both servers start on fresh embedded databases with notifications to a real SMTP server run here. Each round runs,
// for each server in turn (the order alternates), a fixed-rate phase (each message from its own address; the form's
// server time from Server-Timing and the round trip, p50) and a phase as fast as 8 clients can send (accepted
// messages a second). Prints the median of the rounds per server and ours / before.
import { resolve } from "node:path"
import { loadavg } from "node:os"

import { median, takeOption } from "./lib/cli.mjs"
import { percentile, startMailSink } from "./lib/mail-sink.mjs"
import { startServer } from "./lib/server.mjs"

const args = process.argv.slice(2)
const beforeDir = takeOption(args, "before", null)
const ROUNDS = Number(takeOption(args, "rounds", 5))
const RATE = Number(takeOption(args, "rate", 40))
const SECONDS = Number(takeOption(args, "seconds", 8))
if (!beforeDir) {
  console.error("Usage: node bench/contact-compare.mjs --before DIR [--rounds 5] [--rate 40] [--seconds 8]")
  process.exit(2)
}
const load = () => loadavg().map((n) => n.toFixed(2)).join(" ")
console.log(`load average at start: ${load()}`)

const sink = await startMailSink()
const env = { SMTP_URL: sink.url, NOTIFY_EMAILS: "team@agency.example", TRUSTED_PROXY_COUNT: "1" }
const servers = {
  // Ours protects each lead with the master key from the environment, as a production server does.
  ours: await startServer({ env: { ...env, LEAD_ENCRYPTION_KEY: process.env.LEAD_ENCRYPTION_KEY ?? "62656e6368000000000000000000000000000000000000000000000000000002" } }),
  before: await startServer({ cwd: resolve(beforeDir), env }),
}
for (const server of Object.values(servers)) {
  for (let ok = false; !ok; ) ok = await fetch(`${server.url}/api/contact/token`).then((r) => r.ok, () => false)
}

let seq = 0
async function send(server, phase) {
  const n = ++seq
  const started = performance.now()
  const res = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
    body: JSON.stringify({ name: `Bench ${phase}-${n}`, email: `lead${n}@clinic.example`, message: `We would like to grow our practice. (${n})`, page: "/contact" }),
  })
  await res.arrayBuffer()
  const serverMs = Number(/dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1] ?? NaN)
  return { status: res.status, roundTripMs: performance.now() - started, serverMs }
}

async function fixedRate(server) {
  const results = []
  const inFlight = []
  const start = performance.now()
  for (let i = 0; i < RATE * SECONDS; i++) {
    const wait = start + (i * 1000) / RATE - performance.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    inFlight.push(send(server, "fixed").then((r) => results.push(r)))
  }
  await Promise.all(inFlight)
  const ok = results.filter((r) => r.status === 200)
  return { refused: results.length - ok.length, serverMs: percentile(ok.map((r) => r.serverMs), 50), roundTripMs: percentile(ok.map((r) => r.roundTripMs), 50) }
}

async function burst(server) {
  const results = []
  const start = performance.now()
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (performance.now() - start < SECONDS * 1000) results.push(await send(server, "max"))
    }),
  )
  return results.filter((r) => r.status === 200).length / ((performance.now() - start) / 1000)
}

// Warm-up: compile paths, open the SMTP pools.
for (const server of Object.values(servers)) await Promise.all(Array.from({ length: 20 }, () => send(server, "warm")))

const figures = { ours: [], before: [] }
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? ["ours", "before"] : ["before", "ours"]
  for (const name of order) {
    const fixed = await fixedRate(servers[name])
    const perSecond = await burst(servers[name])
    figures[name].push({ ...fixed, perSecond })
    console.log(`round ${round + 1} ${name.padEnd(6)} server p50 ${fixed.serverMs.toFixed(2)} ms, round trip p50 ${fixed.roundTripMs.toFixed(2)} ms, refused ${fixed.refused}, max ${perSecond.toFixed(1)}/s`)
  }
}

for (const server of Object.values(servers)) server.stop()
await sink.close()

const summary = Object.fromEntries(
  Object.entries(figures).map(([name, rows]) => [
    name,
    { serverMs: median(rows.map((r) => r.serverMs)), roundTripMs: median(rows.map((r) => r.roundTripMs)), perSecond: median(rows.map((r) => r.perSecond)) },
  ]),
)
const ratio = (a, b) => (a / b).toFixed(3)
console.log(`\nmedians of ${ROUNDS} rounds (${RATE}/s fixed rate and 8 clients flat out, ${SECONDS} s each):`)
for (const [name, s] of Object.entries(summary)) {
  console.log(`  ${name.padEnd(6)} server p50 ${s.serverMs.toFixed(2)} ms, round trip p50 ${s.roundTripMs.toFixed(2)} ms, max ${s.perSecond.toFixed(1)} accepted/s`)
}
console.log(
  `  ours / before: server time ${ratio(summary.ours.serverMs, summary.before.serverMs)}, round trip ${ratio(summary.ours.roundTripMs, summary.before.roundTripMs)}, throughput ${ratio(summary.ours.perSecond, summary.before.perSecond)}`,
)
console.log(`load average at end: ${load()}`)
