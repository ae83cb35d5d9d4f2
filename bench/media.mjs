#!/usr/bin/env node
// Media library benchmark. Run after `npm run build`:   node bench/media.mjs [--files 5000] [--posts 10000] [--runs 30]
//  1. Seeds the embedded database with F files (2 in 3 images) and P posts, a third of which use a file as featured
//     image and every one of which shows one in its body: the where-used table is filled by the same triggers that
//     keep it up to date on every save (lib/backend/sql/migrations/0007_media_library.sql).
//  2. Server time of whole library pages (HTML, signed in): first page, a far page, name sort, search, the Unused
//     filter (target: < 100 ms each), beside the dashboard as a baseline for what rendering any admin page costs.
//  3. The where-used lookup of one file, as the details dialog and the delete warning run it (the data layer's
//     query on the same database, the server stopped): an index lookup in the reference table, never a scan of
//     post bodies (target: < 100 ms), with its query plan.
// The database is seeded directly with PGlite while no server runs (one process per data folder, always).
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { PGlite } from "@electric-sql/pglite"

import { createSchema, stopServer } from "./lib/embedded-site.mjs"
import { insertOwnerSession } from "./lib/owner-session.mjs"
import { startServer } from "./lib/server.mjs"

import { loadTs } from "./lib/load-ts.mjs"

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const FILES = arg("files", 5_000)
const POSTS = arg("posts", 10_000)
const RUNS = arg("runs", 30)
const PORT = arg("port", Number(process.env.BENCH_PORT ?? 3520))
const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b)
  const p = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  return { median: p(0.5), p95: p(0.95), max: sorted.at(-1) }
}
const line = (label, s) =>
  console.log(`  ${label.padEnd(44)} median ${s.median.toFixed(1).padStart(6)} ms  p95 ${s.p95.toFixed(1).padStart(6)} ms  max ${s.max.toFixed(1).padStart(6)} ms`)

const dataDir = mkdtempSync(join(tmpdir(), "bench-media-"))
const pgdata = join(dataDir, "pgdata")

// --- 1. schema (the server migrates on first use), then the seed ---
console.log(`data folder ${dataDir}`)
await createSchema(dataDir, PORT)

let token = ""
let probeId = ""
{
  const pg = await PGlite.create({ dataDir: pgdata })
  const started = Date.now()
  token = await insertOwnerSession(pg)
  await pg.query(
    `insert into media (key, name, size, content_type, kind, width, height, created_at)
     select 'k' || i || '-bench-file-' || i || case when i % 3 = 0 then '.pdf' else '.png' end,
            'bench-file-' || i || case when i % 3 = 0 then '.pdf' else '.png' end,
            1000 + (i * 7919) % 900000,
            case when i % 3 = 0 then 'application/octet-stream' else 'image/png' end, 'media',
            case when i % 3 = 0 then null else 1200 end, case when i % 3 = 0 then null else 675 end,
            now() - (i || ' minutes')::interval
       from generate_series(1, $1::int) as i`,
    [FILES],
  )
  // Every post shows file (i mod F/2) in its body; every third also uses file (i mod F/2 + F/2) as featured image.
  // So the first half of the library is used, the second half partly, and some files are used nowhere.
  await pg.query(
    `insert into posts (title, slug, content, published, featured_image, created_at)
     select 'Bench post ' || i, 'bench-post-' || i,
            'Intro text. ' || repeat('Lorem ipsum dolor sit amet. ', 30) ||
              E'\\n\\n![Photo](/api/uploads/k' || (1 + i % ($2::int / 2)) || '-bench-file-' || (1 + i % ($2::int / 2)) ||
              case when (1 + i % ($2::int / 2)) % 3 = 0 then '.pdf' else '.png' end || ' "Caption")',
            i % 2 = 0,
            case when i % 3 = 0 then '/api/uploads/k' || (1 + i % ($2::int / 4) + $2::int / 2) || '-bench-file-' ||
              (1 + i % ($2::int / 4) + $2::int / 2) ||
              case when (1 + i % ($2::int / 4) + $2::int / 2) % 3 = 0 then '.pdf' else '.png' end end,
            now() - (i || ' seconds')::interval
       from generate_series(1, $1::int) as i`,
    [POSTS, FILES],
  )
  const counts = (
    await pg.query(
      "select (select count(*)::int from media) as files, (select count(*)::int from posts) as posts, (select count(*)::int from media_refs) as refs, (select count(*)::int from media m where not exists (select 1 from media_refs r where r.media_id = m.id)) as unused",
    )
  ).rows[0]
  // The most used file: the worst case of a where-used lookup.
  probeId = (await pg.query("select media_id from media_refs group by media_id order by count(*) desc limit 1")).rows[0].media_id
  await pg.close()
  console.log(`seeded ${counts.files} files, ${counts.posts} posts, ${counts.refs} references (${counts.unused} files unused) in ${Date.now() - started} ms`)
}

const results = {}
// --- 2. library pages over HTTP ---
const server = await startServer({ port: PORT, env: { DATA_DIR: dataDir } })
const cookie = `__Host-session=${token}`
const get = (path) => fetch(server.url + path, { headers: { cookie }, redirect: "manual" })
try {
  console.log(`\nMedia Library with ${FILES} files: server time of the whole HTML response (${RUNS} runs after 10 warm-ups)`)
  const cases = [
    ["/admin", "(baseline: the dashboard, no library query)"],
    ["/admin/media", "first page (40 newest, with use counts)"],
    [`/admin/media?page=${Math.ceil(FILES / 40)}`, "last page"],
    ["/admin/media?sort=name&page=20", "name sort, page 20"],
    ["/admin/media?sort=size", "size sort"],
    ["/admin/media?q=file-42", "search ?q=file-42"],
    ["/admin/media?filter=unused", "Unused filter"],
    ["/admin/media?filter=images&page=10", "Images filter, page 10"],
  ]
  results.pages = {}
  for (const [path, label] of cases) {
    let first = await get(path)
    if (first.status !== 200) first = await get(path)
    if (first.status !== 200) throw new Error(`${path} answered ${first.status}`)
    const html = await first.text()
    if (path === "/admin/media" && !html.includes(`of ${FILES} files`)) throw new Error("the library does not show the seeded total")
    for (let i = 0; i < 19; i++) await (await get(path)).text()
    const times = []
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now()
      await (await get(path)).text()
      times.push(performance.now() - t)
    }
    results.pages[label] = stats(times)
    line(label, results.pages[label])
  }
} finally {
  await stopServer(server, dataDir)
}

// --- 3. where-used lookup through the data layer's store, on the same database ---
{
  const { pgliteDb } = await loadTs("lib/backend/db/pglite.ts")
  const { sqlMedia } = await loadTs("lib/backend/sql/media.ts")
  const db = pgliteDb(await PGlite.create({ dataDir: pgdata }))
  const store = sqlMedia(db, join(dataDir, "uploads"))
  console.log(`\nThe library's queries alone (data layer, same database), ${RUNS * 3} runs each:`)
  results.queries = {}
  const queryCases = [
    ["first page", { search: "", sort: "newest", filter: "all", page: 1, pageSize: 40 }],
    ["last page", { search: "", sort: "newest", filter: "all", page: Math.ceil(FILES / 40), pageSize: 40 }],
    ["name sort, page 20", { search: "", sort: "name", filter: "all", page: 20, pageSize: 40 }],
    ["search file-42", { search: "file-42", sort: "newest", filter: "all", page: 1, pageSize: 40 }],
    ["Unused filter", { search: "", sort: "newest", filter: "unused", page: 1, pageSize: 40 }],
  ]
  for (const [label, q] of queryCases) {
    for (let i = 0; i < 10; i++) await store.query(q)
    const t = []
    for (let i = 0; i < RUNS * 3; i++) {
      const s = performance.now()
      await store.query(q)
      t.push(performance.now() - s)
    }
    results.queries[label] = stats(t)
    line(`query: ${label}`, results.queries[label])
  }
  const uses = await store.usage(probeId)
  for (let i = 0; i < 10; i++) await store.usage(probeId)
  const times = []
  for (let i = 0; i < RUNS * 3; i++) {
    const t = performance.now()
    await store.usage(probeId)
    times.push(performance.now() - t)
  }
  console.log(`\nWhere-used lookup of the most used file (${uses.length} uses), ${RUNS * 3} runs:`)
  results.whereUsed = stats(times)
  line("media_refs lookup (data layer)", results.whereUsed)
  const plan = await db.query(
    `explain select p.id from media_refs r join posts p on p.id = r.post_id where r.media_id = $1`,
    [probeId],
  )
  console.log("  plan: " + plan.map((r) => Object.values(r)[0]).join("\n        "))
  await db.close()
}

const worstPage = Math.max(...Object.entries(results.pages).filter(([k]) => !k.startsWith("(")).map(([, s]) => s.median))
const worstQuery = Math.max(...Object.values(results.queries).map((s) => s.median), results.whereUsed.median)
console.log(`\nworst median: library page ${worstPage.toFixed(1)} ms (whole HTML), library/where-used query ${worstQuery.toFixed(1)} ms; target 100 ms`)
