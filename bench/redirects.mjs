#!/usr/bin/env node
// What unknown URLs cost with the redirect table (after `npm run build`):
//   1. seeds a fresh DATA_DIR with R redirects (BENCH_REDIRECTS, default 1,000) when the schema has a redirects table,
//   2. starts `next start` on it (BENCH_PORT, default 3396),
//   3. times 200 requests each for the cached /blog page, unknown URLs (the 404 page) and, when seeded, redirected ones.
// Run it on a build without redirects too (the same script: it skips the seed) to compare the 404's time.
// Target: the redirect check adds < 5 ms to a 404.
//   node bench/redirects.mjs
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { startServer } from "./lib/server.mjs"

import { median } from "./lib/cli.mjs"
import { loadTs } from "./lib/load-ts.mjs"

const R = Number(process.env.BENCH_REDIRECTS ?? 1_000)
const PORT = Number(process.env.BENCH_PORT ?? 3396)
const RUNS = 200

const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]

const { migrate } = await loadTs("lib/backend/db/migrate.ts")
const { pgliteDb } = await loadTs("lib/backend/db/pglite.ts")
const { PGlite } = await import("@electric-sql/pglite")

const dataDir = mkdtempSync(join(tmpdir(), "bench-redirects-"))
const db = pgliteDb(await PGlite.create({ dataDir: join(dataDir, "pgdata") }))
await migrate(db)
const hasRedirects = (await db.query("select 1 from information_schema.tables where table_name = 'redirects'")).length > 0
if (hasRedirects) {
  await db.query(
    `insert into redirects (from_path, to_path, status) select '/legacy/page-' || i, '/services', 301 from generate_series(1, $1) as i`,
    [R],
  )
}
await db.close()
console.log(hasRedirects ? `seeded ${R} redirects` : "no redirects table in this build: 404s only")

const server = await startServer({ port: PORT, env: { DATA_DIR: dataDir } })
const time = async (path) => {
  const t = performance.now()
  const response = await fetch(server.url + path, { redirect: "manual" })
  await response.arrayBuffer()
  return { ms: performance.now() - t, status: response.status }
}

try {
  for (let i = 0; i < 30; i++) await time(`/warm-up-${i}`)
  const notFound = []
  for (let i = 0; i < RUNS; i++) {
    const r = await time(`/no-such-page-${i}`)
    if (r.status !== 404) throw new Error(`expected 404, got ${r.status}`)
    notFound.push(r.ms)
  }
  // A static page passes through the proxy too (which answers redirects): its cost shows here.
  const cached = []
  await time("/blog")
  for (let i = 0; i < RUNS; i++) cached.push((await time("/blog")).ms)
  console.log(`  /blog (static, cached):   median ${median(cached).toFixed(1)} ms  p95 ${p95(cached).toFixed(1)} ms  (${RUNS} runs)`)
  console.log(`  unknown URL (404 page):   median ${median(notFound).toFixed(1)} ms  p95 ${p95(notFound).toFixed(1)} ms  (${RUNS} runs)`)
  if (hasRedirects) {
    const moved = []
    for (let i = 0; i < RUNS; i++) {
      const r = await time(`/legacy/page-${1 + (i % R)}?ref=old`)
      if (r.status !== 301) throw new Error(`expected 301, got ${r.status}`)
      moved.push(r.ms)
    }
    console.log(`  redirected URL (301):     median ${median(moved).toFixed(1)} ms  p95 ${p95(moved).toFixed(1)} ms  (${RUNS} runs)`)
  }
} finally {
  server.stop()
}
