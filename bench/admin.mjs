#!/usr/bin/env node
// Admin benchmark. Run after `npm run build`:   node bench/admin.mjs [--posts 10000] [--runs 30]
//  1. Manage Posts with 10,000 posts in the embedded database: server time for the list, a search, a title sort
//     and a far page (target: < 300 ms).
//  2. First-load JavaScript of every admin route (the build's own report, plus the scripts the served HTML loads).
//  3. A 10 MB upload through /api/admin/media: the server's peak resident memory above its idle level.
// The database is seeded directly with PGlite while no server runs (one process per data folder, always).
import { randomBytes } from "node:crypto"
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { PGlite } from "@electric-sql/pglite"

import { createSchema, stopServer } from "./lib/embedded-site.mjs"
import { insertOwnerSession } from "./lib/owner-session.mjs"
import { countPosts, insertPosts } from "./lib/seed-posts.mjs"
import { startServer } from "./lib/server.mjs"

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const POSTS = arg("posts", 10_000)
const RUNS = arg("runs", 30)
const PORT = arg("port", 3391)
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`
const mb = (n) => `${(n / (1024 * 1024)).toFixed(1)} MiB`
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

const dataDir = mkdtempSync(join(tmpdir(), "bench-admin-"))
const pgdata = join(dataDir, "pgdata")
const results = {}

// --- 1. create the schema (the server migrates on first use), then seed it directly ---
console.log(`data folder ${dataDir}`)
await createSchema(dataDir, PORT)

let token = ""
{
  const pg = await PGlite.create({ dataDir: pgdata })
  const started = Date.now()
  token = await insertOwnerSession(pg)
  const run = async (sql, params) => (await pg.query(sql, params)).rows
  await insertPosts(
    run,
    `select 'Bench post ' || i || ' about ' || (array['dental','medspa','wellness','seo','email'])[1 + i % 5] as title,
            'bench-post-' || i as slug, 'Excerpt ' || i as excerpt, repeat('Lorem ipsum dolor sit amet. ', 40) as content,
            (array['Marketing','Dental','Social Media',''])[1 + i % 4] as category, array['bench', 'tag' || (i % 7)] as tags,
            i % 3 = 0 as published, now() - (i || ' minutes')::interval as created_at,
            case when i % 3 = 0 then now() - (i || ' minutes')::interval end as published_at
     from generate_series(1, $1::int) as i`,
    [POSTS],
  )
  const count = await countPosts(run)
  await pg.close()
  console.log(`seeded ${count} posts in ${Date.now() - started} ms`)
}

const server = await startServer({ port: PORT, env: { DATA_DIR: dataDir } })
const cookie = `__Host-session=${token}`
const get = (path) => fetch(server.url + path, { headers: { cookie }, redirect: "manual" })

try {
  // --- 1. Manage Posts timings ---
  console.log(`\nManage Posts with ${POSTS} posts: server time of the whole HTML response (${RUNS} runs after 10 warm-ups)`)
  const listCases = [
    ["/admin/posts", "default list (newest first, page 1 of 25)"],
    ["/admin/posts?q=post+777", "search ?q="],
    ["/admin/posts?sort=title&order=asc", "title sort"],
    [`/admin/posts?page=${Math.ceil(POSTS / 25)}`, "last page"],
    ["/admin", "dashboard (counts + 5 recent)"],
    ["/admin/posts", "default list again, fully warm"],
  ]
  results.timings = {}
  for (const [path, label] of listCases) {
    let first = await get(path)
    // The very first request opens the database; give a slow first open one more chance.
    if (first.status !== 200) first = await get(path)
    if (first.status !== 200) throw new Error(`${path} answered ${first.status}: ${(await first.text()).slice(0, 300)}`)
    const html = await first.text()
    if (path === "/admin/posts" && !html.includes(`of ${POSTS} posts`)) throw new Error("the list does not show the seeded total")
    for (let i = 0; i < 9; i++) await (await get(path)).text()
    const times = []
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now()
      await (await get(path)).text()
      times.push(performance.now() - t)
    }
    times.sort((a, b) => a - b)
    const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))]
    results.timings[label] = { path, median: p(0.5), p95: p(0.95), max: times.at(-1) }
    console.log(`  ${label.padEnd(42)} median ${p(0.5).toFixed(0).padStart(4)} ms  p95 ${p(0.95).toFixed(0).padStart(4)} ms  max ${times.at(-1).toFixed(0).padStart(4)} ms`)
  }

  // --- 2. first-load JS of the admin routes ---
  console.log("\nFirst-load JS per admin route (build report: uncompressed / gzip of the listed chunks)")
  const gz = (buf) => gzipSync(buf, { level: 9 }).length
  const stats = JSON.parse(readFileSync(".next/diagnostics/route-bundle-stats.json", "utf8"))
  results.bundles = {}
  for (const row of stats.filter((r) => r.route.startsWith("/admin")).sort((a, b) => a.route.localeCompare(b.route))) {
    const gzip = row.firstLoadChunkPaths.reduce((sum, p) => sum + gz(readFileSync(p)), 0)
    results.bundles[row.route] = { uncompressed: row.firstLoadUncompressedJsBytes, gzip }
    console.log(`  ${row.route.padEnd(28)} ${kb(row.firstLoadUncompressedJsBytes).padStart(11)}  ${kb(gzip).padStart(10)}`)
  }
  console.log("Served HTML (signed in): scripts each page loads (count, uncompressed, gzip)")
  const postId = (await (await get("/admin/posts")).text()).match(/\/admin\/posts\/([0-9a-f-]{36})/)?.[1]
  const cache = new Map()
  for (const path of ["/admin", "/admin/posts", "/admin/posts/new", `/admin/posts/${postId}`, "/admin/pages", "/admin/pages/new", "/admin/media", "/admin/messages", "/admin/login"]) {
    const html = await (await get(path)).text()
    const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))]
    let raw = 0
    let zipped = 0
    for (const src of srcs) {
      if (!cache.has(src)) {
        const buf = Buffer.from(await (await fetch(new URL(src, server.url))).arrayBuffer())
        cache.set(src, { raw: buf.length, gzip: gz(buf) })
      }
      raw += cache.get(src).raw
      zipped += cache.get(src).gzip
    }
    const shown = path.replace(postId ?? "-", "{id}")
    console.log(`  ${shown.padEnd(28)} ${String(srcs.length).padStart(3)}  ${kb(raw).padStart(11)}  ${kb(zipped).padStart(10)}`)
  }

  // --- 3. memory during a 10 MB upload ---
  const pid = serverPid(server.pid)
  const size = 10 * 1024 * 1024
  const body = randomBytes(size)
  const upload = (data) =>
    fetch(`${server.url}/api/admin/media?kind=media`, {
      method: "POST",
      body: data,
      headers: { cookie, origin: server.url, "content-type": "application/octet-stream", "x-file-name": "bench-upload.bin" },
    })
  // A 1 KB upload first warms the code path; a warm 10 MB one would leave freed pages resident and hide the peak.
  const warm = await upload(randomBytes(1024))
  if (warm.status !== 201) throw new Error(`upload answered ${warm.status}: ${await warm.text()}`)
  global.gc?.()
  await sleep(1500)
  const idle = rss(pid)
  resetPeak(pid)
  const res = await upload(body)
  const json = await res.json()
  const peak = hwm(pid)
  results.upload = { status: res.status, size, idleRss: idle, peakRss: peak, delta: peak - idle }
  console.log(`\n10 MB upload: HTTP ${res.status} (${json.ok ? `stored ${mb(json.data.size)}` : json.error})`)
  console.log(`  server RSS idle ${mb(idle)}, peak during upload ${mb(peak)}: +${mb(peak - idle)} for a ${mb(size)} file`)
  const over = await fetch(`${server.url}/api/admin/media?kind=media`, {
    method: "POST",
    body: randomBytes(size + 1),
    headers: { cookie, origin: server.url, "x-file-name": "too-big.bin" },
  })
  console.log(`  10 MB + 1 byte: HTTP ${over.status} (${(await over.json()).error})`)
} finally {
  await stopServer(server, dataDir)
}
writeFileSync(join(dataDir, "bench-admin.json"), JSON.stringify(results, null, 2))
console.log(`\nfigures: ${join(dataDir, "bench-admin.json")}`)

// The `next-server` process under the npx wrapper that startServer spawned.
function serverPid(rootPid) {
  const children = (pid) => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number)
    } catch {
      return []
    }
  }
  const all = []
  const walk = (pid) => {
    all.push(pid)
    for (const c of children(pid)) walk(c)
  }
  walk(rootPid)
  return all.map((p) => ({ p, rss: rss(p) })).sort((a, b) => b.rss - a.rss)[0].p
}
function status(pid, key) {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith(key))
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024
}
function rss(pid) {
  try {
    return status(pid, "VmRSS:")
  } catch {
    return 0
  }
}
function hwm(pid) {
  return status(pid, "VmHWM:")
}
// Writing 5 to clear_refs resets the peak RSS (VmHWM) on Linux.
function resetPeak(pid) {
  writeFileSync(`/proc/${pid}/clear_refs`, "5")
}
