#!/usr/bin/env node
// Two production servers on one PostgreSQL database, as behind a load balancer. Run after `npm run build`, with a
// PostgreSQL server the script may create a database on:
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/multi-server.mjs [--seconds 60]
//     [--connections 50] [--port 3391]   (the servers listen on port and port + 1)
//  1. Load: public pages, blog searches and post pages at N connections split over both servers for the given
//     time, while an editor publishes a post every 5 s on alternating servers (through the admin UI in Chromium).
//     Reports errors, stale reads (a /blog read sent after a publish was answered, past the first read per
//     server, that does not list the post) and req/s; then the same load on one server alone, for comparison.
//  2. Media: a 10 MB file uploaded through one server, then fetched by 20 clients at once from the other for
//     10 s: throughput and that server's resident memory (idle, peak).
// TEST_DATABASE_URL is used when BENCH_DATABASE_URL is not set. The database is created fresh and dropped after.
import { randomBytes } from "node:crypto"
import { readFileSync } from "node:fs"

import { chromium } from "@playwright/test"
import autocannon from "autocannon"
import pg from "pg"

import { CHROMIUM_ARGS, chromiumPath } from "../scripts/lib/chromium.mjs"
import { insertOwnerSession } from "./lib/owner-session.mjs"
import { startServer } from "./lib/server.mjs"

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const SECONDS = arg("seconds", 60)
const CONNECTIONS = arg("connections", 50)
const PORT = arg("port", 3391)
const PUBLISH_EVERY_MS = 5_000
const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!base) {
  console.error("Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server this script may create a database on.")
  process.exit(1)
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const mb = (n) => `${(n / (1024 * 1024)).toFixed(1)} MiB`

const dbName = `bench_multi_${Date.now().toString(36)}`
const admin = new pg.Client({ connectionString: base })
await admin.connect()
await admin.query(`create database ${dbName}`)
const url = new URL(base)
url.pathname = `/${dbName}`
const env = { DATABASE_URL: url.toString(), TRUSTED_PROXY_COUNT: "1" }

const servers = []
let browser
const db = new pg.Client({ connectionString: url.toString() })
try {
  // Both at once on the empty database: one migrates, the other waits.
  servers.push(...(await Promise.all([startServer({ port: PORT, env }), startServer({ port: PORT + 1, env })])))
  const [a, b] = servers
  console.log(`servers ${a.url} and ${b.url} on ${dbName}`)
  await db.connect()

  // ---- seed: an owner with a session, 200 published posts, drafts to publish during the run ----
  const token = await insertOwnerSession(db)
  await db.query(
    `insert into posts (title, slug, excerpt, content, category, tags, published, created_at, published_at)
     select 'Archive post ' || i, 'archive-post-' || i, 'What practice ' || i || ' learned about reviews.',
            repeat('Patient journeys, reviews and local search make the difference. ', 20),
            (array['Dental','SEO','Website','Email Marketing'])[1 + i % 4], array['growth'], true,
            now() - (i || ' hours')::interval, now() - (i || ' hours')::interval
     from generate_series(1, 200) as i`,
  )
  const publishes = Math.ceil((SECONDS * 1.5 * 1000) / PUBLISH_EVERY_MS) + 4
  await db.query(
    `insert into posts (title, slug, excerpt, content, category, tags, published)
     select 'Bench live ' || i, 'bench-live-' || i, 'Published during the benchmark.', 'Fresh news ' || i, 'SEO', array['news'], false
     from generate_series(1, $1::int) as i`,
    [publishes],
  )
  const cookie = `__Host-session=${token}`

  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const context = await browser.newContext()
  await context.addCookies([{ name: "__Host-session", value: token, domain: "127.0.0.1", path: "/", secure: true, httpOnly: true, sameSite: "Lax" }])
  const page = await context.newPage()
  let nextPost = 1
  /** Publishes the next draft through the admin UI of `server`; resolves when its answer (the toast) is shown. */
  async function publishOn(server) {
    const title = `Bench live ${nextPost++}`
    await page.goto(`${server.url}/admin/posts?q=${encodeURIComponent(title)}`, { timeout: 60_000 })
    await page.getByRole("button", { name: `Actions: ${title}`, exact: true }).click({ timeout: 60_000 })
    await page.getByRole("menuitem", { name: "Publish" }).click({ timeout: 60_000 })
    await page.locator("[data-sonner-toast]").filter({ hasText: "Post is now published" }).first().waitFor({ timeout: 60_000 })
    return { title, slug: title.toLowerCase().replace(/ /g, "-"), answeredAt: performance.now() }
  }

  // ---- 1. load with publishes ----
  const paths = ["/", "/blog", "/blog?page=3", "/blog/search.json?q=reviews", "/blog/search.json?category=seo", "/blog/archive-post-7", "/blog/archive-post-42", "/services", "/sitemap.xml", "/blog/rss.xml"]
  const requests = paths.map((path) => ({ method: "GET", path }))

  async function run(targets, label) {
    const published = []
    const reads = []
    let stop = false
    // The freshness probe: /blog on each server in a loop, recording when each read was sent and what it listed.
    const probes = targets.map(async (server) => {
      while (!stop) {
        const sent = performance.now()
        try {
          const html = await (await fetch(`${server.url}/blog`)).text()
          reads.push({ server: server.url, sent, html })
        } catch {
          reads.push({ server: server.url, sent, html: null })
        }
      }
    })
    const publisher = (async () => {
      let i = 0
      while (!stop) {
        await sleep(PUBLISH_EVERY_MS)
        if (stop) break
        try {
          published.push(await publishOn(targets[i++ % targets.length]))
        } catch (err) {
          published.push({ error: String(err) })
        }
      }
    })()
    const per = Math.floor(CONNECTIONS / targets.length)
    const results = await Promise.all(
      targets.map((server) => autocannon({ url: server.url, connections: per, duration: SECONDS, requests, headers: { "accept-encoding": "gzip" } })),
    )
    stop = true
    await Promise.all([...probes, publisher])

    // A read is stale when it was sent after a publish was answered (past the first such read on that server) and
    // does not list that post.
    let stale = 0
    let checked = 0
    for (const p of published.filter((p) => !p.error)) {
      for (const server of targets) {
        const after = reads.filter((r) => r.server === server.url && r.sent > p.answeredAt).slice(1)
        for (const r of after) {
          checked++
          if (!r.html?.includes(`/blog/${p.slug}`)) stale++
        }
      }
    }
    const total = results.reduce((s, r) => s + r.requests.total, 0)
    const errors = results.reduce((s, r) => s + r.errors + r.timeouts + r.non2xx, 0)
    const rps = results.reduce((s, r) => s + r.requests.average, 0)
    const line = {
      label,
      servers: targets.length,
      requests: total,
      reqPerSec: Math.round(rps),
      errors,
      latencyP50: results[0].latency.p50,
      latencyP99: Math.max(...results.map((r) => r.latency.p99)),
      publishes: published.filter((p) => !p.error).length,
      publishFailures: published.filter((p) => p.error).length,
      publishErrors: [...new Set(published.filter((p) => p.error).map((p) => p.error.split("\n")[0].slice(0, 160)))],
      freshnessReads: checked,
      staleReads: stale,
    }
    console.log(JSON.stringify(line))
    return line
  }

  console.log(`\n${SECONDS} s at ${CONNECTIONS} connections, a publish every ${PUBLISH_EVERY_MS / 1000} s:`)
  await fetch(`${a.url}/blog`)
  await fetch(`${b.url}/blog`)
  const two = await run([a, b], "two servers")
  const one = await run([a], "one server")
  console.log(`\n  two servers: ${two.reqPerSec} req/s, ${two.errors} errors, ${two.staleReads} stale of ${two.freshnessReads} checked reads after ${two.publishes} publishes`)
  console.log(`  one server:  ${one.reqPerSec} req/s, ${one.errors} errors, ${one.staleReads} stale of ${one.freshnessReads} checked reads after ${one.publishes} publishes`)
  console.log(`  (both servers share this machine's cores: on separate machines the two would add up)`)

  // ---- 2. media: 10 MB uploaded through A, served by B to 20 clients at once ----
  const size = 10 * 1024 * 1024
  const upload = await fetch(`${a.url}/api/admin/media?kind=media`, {
    method: "POST",
    body: randomBytes(size),
    headers: { cookie, origin: a.url, "content-type": "application/octet-stream", "x-file-name": "bench-media.bin" },
  })
  const uploaded = await upload.json()
  if (upload.status !== 201) throw new Error(`upload answered ${upload.status}: ${JSON.stringify(uploaded)}`)
  const fileUrl = `${b.url}${uploaded.data.url}`
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${b.pid}/status`, "utf8"))?.[1] ?? 0) * 1024
  await (await fetch(fileUrl)).arrayBuffer()
  await sleep(1000)
  const idle = rss()
  let peak = idle
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 50)
  let bytes = 0
  let files = 0
  let failures = 0
  const until = performance.now() + 10_000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (performance.now() < until) {
        const res = await fetch(fileUrl)
        if (res.status !== 200) failures++
        for await (const chunk of res.body) bytes += chunk.length
        files++
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  console.log(`\nMedia: a 10 MB file from PostgreSQL to 20 clients at once for ${seconds.toFixed(1)} s`)
  console.log(`  ${files} files, ${failures} failures, ${mb(bytes / seconds)}/s; server RSS idle ${mb(idle)}, peak ${mb(peak)} (+${mb(peak - idle)})`)
} finally {
  await browser?.close()
  await Promise.all(servers.map((s) => s.stop()))
  await db.end().catch(() => {})
  await sleep(1000)
  await admin.query(`drop database if exists ${dbName} with (force)`).catch((err) => console.error(err.message))
  await admin.end()
}
