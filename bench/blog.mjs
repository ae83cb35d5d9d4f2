#!/usr/bin/env node
// Public blog benchmark on a production build (`npm run build` first):
//   1. seeds a fresh DATA_DIR with N published admin posts (default 10,000; BENCH_POSTS=…),
//   2. starts `next start` on it (BENCH_PORT, default 3222) with the blog's cached pages removed, so the first
//      request of each renders them from the database (the worst case, timed),
//   3. measures /blog's HTML (the list page must stay < 100 KB), search answers (< 50 ms of server time, from
//      the Server-Timing header), /sitemap.xml (< 500 ms), /blog/sitemap.xml and the RSS feed,
//   4. first-load JavaScript of a post page against the same app's floor (an empty page: /privacy-policy has the
//      same layout and no client code of its own): the post page may add at most 25 KB gzip,
//   5. Lighthouse mobile (performance ≥ 95, CLS < 0.02) on a post page, unless --no-lighthouse.
// The build's cached pages are restored afterwards, so later `next start` runs see the build as it was.
//   node bench/blog.mjs [--no-lighthouse] [--runs 3]
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { gzipSync } from "node:zlib"

import { CHROMIUM_ARGS } from "../scripts/lib/chromium.mjs"
import { startServer } from "./lib/server.mjs"

import { median, takeOption } from "./lib/cli.mjs"
import { loadTs } from "./lib/load-ts.mjs"
import { insertPosts, schedulePosts } from "./lib/seed-posts.mjs"

const root = fileURLToPath(new URL("..", import.meta.url))
const args = process.argv.slice(2)
const N = Number(process.env.BENCH_POSTS ?? 10_000)
const PORT = Number(process.env.BENCH_PORT ?? 3222)
const lighthouseRuns = Number(takeOption(args, "runs", 3))
const POST = "/blog/healthcare-website-conversion"
const FLOOR = "/privacy-policy"

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const gz = (buf) => gzipSync(buf, { level: 9 }).length
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]
const verdict = (ok, target) => (ok ? `ok (${target})` : `OVER (${target})`)

// ---- 1. seed -------------------------------------------------------------------------------------------------
const { migrate } = await loadTs("lib/backend/db/migrate.ts")
const { pgliteDb } = await loadTs("lib/backend/db/pglite.ts")
const { PGlite } = await import("@electric-sql/pglite")

const dataDir = mkdtempSync(join(tmpdir(), "bench-blog-"))
const seedStart = performance.now()
const db = pgliteDb(await PGlite.create({ dataDir: join(dataDir, "pgdata") }))
await migrate(db)
// ~1.6 KB of Markdown per post, eight categories, tags, dates spread over years (all published).
const run = (sql, params) => db.query(sql, params)
await insertPosts(
  run,
  `select
    (array['Dental','Medspa','Wellness','Clinic','Therapy','Aesthetics','SEO','Email'])[1 + i % 8] || ' growth notes ' || i as title,
    'bench-post-' || i as slug,
    'What practice ' || i || ' learned about reviews, recall and local search.' as excerpt,
    '## Notes ' || i || E'\\n\\n' || repeat('Patient journeys, **reviews** and local search make the difference for practices. ', 20)
      || E'\\n\\n- one\\n- two\\n\\n> [!TIP]\\n> Keep going.' as content,
    (array['Social Media','Dental','Video','Email Marketing','Website','SEO','Content Marketing','Aesthetic Marketing'])[1 + i % 8] as category,
    array['growth', 'tag' || (i % 50)] as tags,
    true as published,
    now() - (i || ' hours')::interval as created_at,
    now() - (i || ' hours')::interval as published_at
  from generate_series(1, ${N}) as i`,
)
// BENCH_SCHEDULED of them (default 1,000) are scheduled for the future instead: every public read then also filters
// on publish_at, and the pages carry the next due time.
const SCHEDULED = Number(process.env.BENCH_SCHEDULED ?? 1_000)
if (SCHEDULED > 0) await schedulePosts(run, SCHEDULED)
await db.close()
console.log(
  `seeded ${N} published posts (${SCHEDULED} of them scheduled) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
)

// ---- 2. server with the blog's cached pages removed (restored at the end) --------------------------------------
// Build output (server/app) seeds the ISR cache; regenerated entries live in server/route-cache and data-cache
// entries in cache/fetch-cache. All three are set aside so this run renders from its own database.
const cacheDirs = ["server/app", "server/route-cache", "cache/fetch-cache"].map((dir) => join(root, ".next", dir))
const appDir = cacheDirs[0]
if (!existsSync(appDir)) throw new Error("no build: run `npm run build` first")
const backup = mkdtempSync(join(tmpdir(), "bench-blog-cache-"))
cacheDirs.forEach((dir, i) => existsSync(dir) && cpSync(dir, join(backup, String(i)), { recursive: true }))
for (const dir of cacheDirs.slice(1)) rmSync(dir, { recursive: true, force: true })
for (const file of ["blog.html", "blog.rsc", "blog.meta", "sitemap.xml.body", "sitemap.xml.meta", "blog/sitemap.xml.body", "blog/sitemap.xml.meta", "blog/rss.xml.body", "blog/rss.xml.meta"]) {
  rmSync(join(appDir, file), { force: true })
}

const server = await startServer({ port: PORT, env: { DATA_DIR: dataDir } })
const get = async (path) => {
  const t = performance.now()
  const response = await fetch(server.url + path)
  const body = Buffer.from(await response.arrayBuffer())
  return { ms: performance.now() - t, body, response }
}

try {
  // ---- 3. list, search, sitemaps, feed ---------------------------------------------------------------------------
  console.log(`\nWith ${N} admin posts + 6 built-in:`)
  const first = await get("/blog")
  const html = first.body.toString()
  const pages = /Page 1 of ([\d,]+)/.exec(html)?.[1]
  console.log(`  /blog first request (cold database):  ${first.ms.toFixed(0)} ms, ${pages ? `"Page 1 of ${pages}"` : "NO PAGINATION FOUND"}`)
  const again = await get("/blog")
  console.log(`  /blog cached:                              ${again.ms.toFixed(1)} ms`)
  console.log(
    `  /blog HTML:                                ${kb(again.body.length)} (gzip ${kb(gz(again.body))})  ${verdict(again.body.length < 100 * 1024, "< 100 KB")}`,
  )
  const category = await get("/blog/category/social-media")
  console.log(`  /blog/category/social-media HTML:          ${kb(category.body.length)} (first render ${category.ms.toFixed(0)} ms)`)
  const deep = await get("/blog/search.json?page=500")
  console.log(`  /blog/search.json?page=500 JSON:           ${kb(deep.body.length)} (12 cards)`)

  const searches = [
    ["common word", "q=reviews"],
    ["rare word", "q=growth%20notes%209999"],
    ["no match", "q=zzzz-nothing-here"],
    ["category", "category=social-media"],
    ["category + search", "category=dental&q=recall"],
    ["tag", "category=tag7"],
    ["page 400 of everything", "page=400"],
    ["search, page 20", "q=practice&page=20"],
  ]
  const timingOf = (response) => {
    const header = response.headers.get("server-timing") ?? ""
    return { ms: Number(/dur=([\d.]+)/.exec(header)?.[1] ?? NaN), source: /desc="(\w+)"/.exec(header)?.[1] ?? "?" }
  }
  // The first text search finds no index yet: the database answers and the index builds in the background.
  const before = await get("/blog/search.json?q=growth%20notes%209999")
  console.log(`\n  first text search of the process (${timingOf(before.response).source}): ${timingOf(before.response).ms.toFixed(0)} ms server time`)
  const indexStart = performance.now()
  for (;;) {
    const { response } = await get("/blog/search.json?q=growth")
    if (timingOf(response).source === "index") break
    if (performance.now() - indexStart > 60_000) throw new Error("search index never became ready")
    await new Promise((r) => setTimeout(r, 100))
  }
  console.log(`  search index ready ${((performance.now() - indexStart) / 1000).toFixed(1)} s later`)
  console.log(`\n  search (/blog/search.json), 15 runs each after one warm-up; server time from Server-Timing:`)
  for (const [label, qs] of searches) {
    await get(`/blog/search.json?${qs}`)
    const server = []
    const wall = []
    let total = 0
    let source = ""
    for (let i = 0; i < 15; i++) {
      const { ms, response, body } = await get(`/blog/search.json?${qs}`)
      wall.push(ms)
      server.push(timingOf(response).ms)
      source = timingOf(response).source
      total = JSON.parse(body.toString()).total
    }
    console.log(
      `    ${label.padEnd(24)} ${String(total).padStart(6)} hits  ${source.padEnd(8)}  server median ${median(server).toFixed(1).padStart(5)} ms  p95 ${p95(server).toFixed(1).padStart(5)} ms   wall median ${median(wall).toFixed(1).padStart(5)} ms   ${verdict(p95(server) < 50, "< 50 ms")}`,
    )
  }

  console.log("")
  for (const [path, target] of [
    ["/sitemap.xml", 500],
    ["/blog/sitemap.xml", 500],
    ["/blog/rss.xml", null],
  ]) {
    const cold = await get(path)
    const urls = (cold.body.toString().match(/<(url|item)>/g) ?? []).length
    const warm = await get(path)
    console.log(
      `  ${path.padEnd(20)} generated ${cold.ms.toFixed(0).padStart(4)} ms, cached ${warm.ms.toFixed(1).padStart(5)} ms, ${urls} entries, ${kb(cold.body.length)}  ${target ? verdict(cold.ms < target, `< ${target} ms`) : ""}`,
    )
  }

  // ---- 4. first-load JavaScript ----------------------------------------------------------------------------------
  const scriptCache = new Map()
  const scriptsOf = async (path) => {
    const page = (await get(path)).body.toString()
    const srcs = [...new Set([...page.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))]
    let raw = 0
    let zipped = 0
    for (const src of srcs) {
      if (!scriptCache.has(src)) {
        const buf = Buffer.from(await (await fetch(new URL(src, server.url))).arrayBuffer())
        scriptCache.set(src, { raw: buf.length, gzip: gz(buf) })
      }
      raw += scriptCache.get(src).raw
      zipped += scriptCache.get(src).gzip
    }
    return { count: srcs.length, raw, zipped, html: Buffer.byteLength(page) }
  }
  const floor = await scriptsOf(FLOOR)
  const post = await scriptsOf(POST)
  const list = await scriptsOf("/blog")
  console.log(`\n  first-load JS (scripts in the served HTML, gzip level 9):`)
  console.log(`    floor ${FLOOR.padEnd(36)} ${String(floor.count).padStart(2)} files  ${kb(floor.raw).padStart(9)}  gzip ${kb(floor.zipped)}`)
  console.log(`    post  ${POST.padEnd(36)} ${String(post.count).padStart(2)} files  ${kb(post.raw).padStart(9)}  gzip ${kb(post.zipped)}`)
  console.log(`    list  ${"/blog".padEnd(36)} ${String(list.count).padStart(2)} files  ${kb(list.raw).padStart(9)}  gzip ${kb(list.zipped)}`)
  const extra = post.zipped - floor.zipped
  console.log(`    the post page adds ${kb(extra)} gzip over the floor  ${verdict(extra <= 25 * 1024, "≤ 25 KB")}`)

  // ---- 5. Lighthouse ---------------------------------------------------------------------------------------------
  if (!args.includes("--no-lighthouse")) {
    const chromeLauncher = await import("chrome-launcher")
    const { default: lighthouse } = await import("lighthouse")
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
    })
    try {
      console.log(`\n  Lighthouse mobile (simulated throttling), median of ${lighthouseRuns} runs:`)
      for (const path of [POST, "/blog"]) {
        const runs = []
        for (let i = 0; i < lighthouseRuns; i++) {
          const { lhr } = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] })
          runs.push({
            score: Math.round((lhr.categories.performance.score ?? 0) * 100),
            lcp: lhr.audits["largest-contentful-paint"].numericValue,
            cls: lhr.audits["cumulative-layout-shift"].numericValue,
            tbt: lhr.audits["total-blocking-time"].numericValue,
          })
        }
        const score = median(runs.map((r) => r.score))
        const cls = median(runs.map((r) => r.cls))
        console.log(
          `    ${path.padEnd(40)} performance ${score} ${verdict(score >= 95, "≥ 95")}  CLS ${cls.toFixed(4)} ${verdict(cls < 0.02, "< 0.02")}  LCP ${median(runs.map((r) => r.lcp)).toFixed(0)} ms  TBT ${median(runs.map((r) => r.tbt)).toFixed(0)} ms  (runs: ${runs.map((r) => r.score).join(", ")})`,
        )
      }
    } finally {
      await chrome.kill()
    }
  }
} finally {
  server.stop()
  await new Promise((r) => setTimeout(r, 1500))
  cacheDirs.forEach((dir, i) => {
    rmSync(dir, { recursive: true, force: true })
    if (existsSync(join(backup, String(i)))) cpSync(join(backup, String(i)), dir, { recursive: true })
  })
  rmSync(backup, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
}
