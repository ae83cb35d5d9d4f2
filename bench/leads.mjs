#!/usr/bin/env node
// The lead list with 100,000 leads (BENCH_LEADS): the default view and each filter, timed through the lead store
// the admin list calls (one page of 25 and the total, counted up to 10,001), median of 30 runs each, on the embedded database (PGlite)
// and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL (in a schema of its own, dropped afterwards).
// Target: every median < 300 ms.
// Encryption's cost in the same run: each database's leads are timed first as seeded, in plain text, then sealed as a
// server seals rows from before (name, e-mail and message encrypted, blind indexes set) and timed again; the script
// prints each filter's encrypted / plain ratio (target: at most 1.20), and beside it the first load of each page (its
// values not yet opened by this process, docs/privacy.md).
//   node bench/leads.mjs
import { median } from "./lib/cli.mjs"
import { loadTs } from "./lib/load-ts.mjs"

const N = Number(process.env.BENCH_LEADS ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 30)
const TARGET_MS = 300
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL

const { migrate } = await loadTs("lib/backend/db/migrate.ts")
const { pgliteDb } = await loadTs("lib/backend/db/pglite.ts")
const { postgresDb } = await loadTs("lib/backend/db/postgres.ts")
const { sqlLeads } = await loadTs("lib/backend/sql/leads.ts")
const { prepareLeadCrypto } = await loadTs("lib/backend/sql/lead-crypto.ts")
const { forgetOpenedValues } = await loadTs("lib/server/crypto/envelope.ts")
// The leads are stored encrypted (docs/privacy.md): a bench-only master key unless one is given.
process.env.LEAD_ENCRYPTION_KEY ??= "62656e6368000000000000000000000000000000000000000000000000000001"
const { PGlite } = await import("@electric-sql/pglite")

const NOW = Date.parse("2026-12-02T12:00:00Z")

/** N leads over the last 180 days: 5 members, every status, 10 sources, 20 campaigns, 50 landing pages, 5% spam, 5% archived. */
async function seed(db) {
  await db.query(`insert into users (id, email, password_hash) select ('00000000-0000-4000-8000-00000000000' || i)::uuid, 'member' || i || '@bench.test', 'x' from generate_series(1, 5) as i`)
  await db.query(
    `insert into messages (name, email, message, folder, utm, landing_path, received_at, created_at, lead_status, owner_id, due_at, first_response_at)
     select 'Lead ' || i, 'lead' || i || '@clinic.example', 'Message ' || i,
            case when i % 20 = 0 then 'spam' when i % 20 = 1 then 'archived' else 'inbox' end,
            jsonb_build_object('utm_source', 'source' || (i % 10), 'utm_campaign', 'campaign' || (i % 20)),
            '/landing/' || (i % 50),
            r, r,
            (array['new', 'contacted', 'qualified', 'won', 'lost'])[1 + i % 5],
            case when i % 3 = 0 then null else ('00000000-0000-4000-8000-00000000000' || (1 + i % 5))::uuid end,
            r + interval '1 hour',
            case when i % 10 < 7 then r + make_interval(mins => i % 180) end
       from (select i, to_timestamp($2::double precision / 1000) - make_interval(secs => (i::double precision * 180 * 86400 / $1)) as r
               from generate_series(1, $1) as i) s`,
    [N, NOW],
  )
  // As the embedded worker's hourly housekeeping (PostgreSQL's autovacuum) leaves a table: the visibility map set, so
  // the capped count is an index-only scan.
  await db.query("vacuum analyze messages")
}

/** Seals the seeded rows as the server seals rows from before at its start (every lead's name, e-mail and message encrypted, blind indexes set). */
async function seal(db) {
  const t = performance.now()
  await prepareLeadCrypto(db)
  console.log(`\n  sealed ${N.toLocaleString("en-US")} leads in ${((performance.now() - t) / 1000).toFixed(1)} s`)
  // Rewritten compactly, as rows inserted sealed would lie (the sealing's updates leave every old row version
  // behind), then vacuumed as above.
  await db.query("vacuum full messages")
  await db.query("vacuum analyze messages")
}

const FILTERS = {
  "default (inbox, newest first)": {},
  "mine (one member)": { owner: "00000000-0000-4000-8000-000000000002" },
  unassigned: { unassigned: true },
  "new today": { receivedFrom: new Date(NOW - 12 * 3_600_000).toISOString() },
  overdue: { overdueAt: new Date(NOW).toISOString() },
  "status qualified": { status: "qualified" },
  "source source3": { source: "source3" },
  "campaign campaign7": { campaign: "campaign7" },
  "landing /landing/42": { landing: "/landing/42" },
  archived: { archived: true },
  "editor's scope + status": { owner: "00000000-0000-4000-8000-000000000003", status: "qualified" },
}

async function time(label, db) {
  const store = sqlLeads(db)
  console.log(`\n${label}: ${N.toLocaleString("en-US")} leads`)
  let worst = 0
  const medians = {}
  const colds = {}
  for (const [name, filter] of Object.entries(FILTERS)) {
    // Cold: the page's values not opened yet in this process (the first time a member sees that page).
    forgetOpenedValues()
    const cold = performance.now()
    await store.list(filter, 1, 25)
    colds[name] = performance.now() - cold
    for (let i = 0; i < 3; i++) await store.list(filter, 1, 25)
    const ms = []
    let total = 0
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now()
      total = (await store.list(filter, 1, 25)).total
      ms.push(performance.now() - t)
    }
    const m = median(ms)
    medians[name] = m
    worst = Math.max(worst, m)
    console.log(`  ${name.padEnd(30)} median ${m.toFixed(1).padStart(7)} ms   first ${colds[name].toFixed(1).padStart(6)} ms   (${total.toLocaleString("en-US")} rows)`)
  }
  console.log(`  worst median ${worst.toFixed(1)} ms: ${worst < TARGET_MS ? "within" : "OVER"} the ${TARGET_MS} ms target`)
  return { worst, medians, colds }
}

const RATIO_TARGET = 1.2

/** The list timed on plain rows, then on the same rows sealed; prints encrypted / plain per filter. */
async function timePair(label, db) {
  await seed(db)
  const plain = await time(`${label}, leads in plain text (before encryption)`, db)
  await seal(db)
  const sealed = await time(`${label}, leads encrypted`, db)
  console.log(`\n${label}, encrypted / plain (median of each filter):`)
  let worstRatio = 0
  for (const name of Object.keys(FILTERS)) {
    const ratio = sealed.medians[name] / plain.medians[name]
    worstRatio = Math.max(worstRatio, ratio)
    console.log(
      `  ${name.padEnd(30)} ${plain.medians[name].toFixed(1).padStart(7)} -> ${sealed.medians[name].toFixed(1).padStart(7)} ms   x${ratio.toFixed(2)}   (first load ${plain.colds[name].toFixed(1)} -> ${sealed.colds[name].toFixed(1)} ms)`,
    )
  }
  const total = Object.values(sealed.medians).reduce((a, b) => a + b, 0) / Object.values(plain.medians).reduce((a, b) => a + b, 0)
  console.log(`  all filters together x${total.toFixed(2)}, worst filter x${worstRatio.toFixed(2)}: ${total <= RATIO_TARGET ? "within" : "OVER"} the x${RATIO_TARGET.toFixed(2)} target`)
  return sealed.worst < TARGET_MS && total <= RATIO_TARGET
}

const results = []
{
  const db = pgliteDb(await PGlite.create())
  await migrate(db)
  results.push(await timePair("embedded (PGlite)", db))
  await db.close()
}
if (pgUrl) {
  const schema = `bench_leads_${process.pid}`
  const admin = postgresDb(pgUrl, { max: 1 })
  await admin.exec(`create schema ${schema}`)
  const db = postgresDb(pgUrl, { searchPath: schema })
  try {
    await migrate(db)
    results.push(await timePair("PostgreSQL", db))
  } finally {
    await db.close()
    await admin.exec(`drop schema if exists ${schema} cascade`)
    await admin.close()
  }
} else console.log("\nPostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL")
process.exit(results.every(Boolean) ? 0 : 1)
