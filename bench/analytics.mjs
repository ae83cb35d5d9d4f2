#!/usr/bin/env node
// Page-view ingestion (POST /api/views) at a high rate, and what it costs the public pages. Run after `npm run build`:
//   node bench/analytics.mjs [--seconds 10] [--rate 2000[,500…]] [--beacon-connections 64] [--page-rate 100]
//     [--page-connections 4] [--visitors 5000] [--only embedded|postgres|control] [--generator-nice 19] [--rounds 3]
// For each backend, the embedded one (PGlite in a fresh DATA_DIR) and PostgreSQL (a database this script creates
// and drops on BENCH_DATABASE_URL, TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres, when reachable),
// and a control (the embedded server with its view hook replaced by a bare 204, bench/lib/bare-view-intake.mjs: the
// beacons' HTTP without any counting, the floor of what they cost the pages on this machine):
//  a. the public pages (GET / and a blog post, paced at --page-rate req/s over --page-connections) for --seconds
//     with no events: latency percentiles; in --rounds windows that alternate with those of b, pooled;
//  b. beacons at --rate events/s (each rate of a comma-separated list in turn) for --seconds, evenly paced from a
//     worker thread (its own event loop, so the page timings are not the load generator's), from --visitors
//     simulated visitors (each its own X-Forwarded-For address, as behind one trusted proxy, and a browser user
//     agent; the endpoint allows 60 views a minute per address), valid paths and random view ids, while the same
//     page load runs. The generator's thread runs at nice --generator-nice (19): it stands for browsers on other
//     machines, and on a 2-core machine it would otherwise take its CPU from the server and the page timer at
//     random (--generator-nice 0 shows that effect);
//  c. accepted events/s (2xx answers within the run's seconds), views still unanswered when the time was up,
//     refusals and errors, page p95 without and with events and the rise;
//  d. capacity: beacons as fast as --beacon-connections allow (closed loop) for --seconds, pages not measured;
//  e. after every answer and the writer's flush (> 2 s), the rows stored against the views accepted: none may be
//     missing (the control stores nothing: "–").
// The server inherits this process's environment: VIEW_INTAKE_THREAD=false takes the views in the server's main
// thread instead of its intake thread (a control run on the same build; docs/analytics.md, "Capacity").
// A benchmark, not a test: it prints figures and exits non-zero only when something crashes.
import http from "node:http"
import os from "node:os"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads"


const POST_PATH = "/blog/dental-practice-marketing-guide"
const BEACON_PATHS = ["/", "/blog", "/contact", "/services", POST_PATH]
const USER_AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (X11; Linux x86_64; rv:141.0) Gecko/20100101 Firefox/141.0",
]

if (!isMainThread) await beaconWorker(workerData)
else await main()

// ---- the beacon generator (worker thread) ----

/**
 * Open loop, evenly paced: view n is due at n / rate seconds whatever the answers do (autocannon's rate option sends
 * each second's requests in a burst at the start of the second, which measures bursts, not a rate). A view due while
 * all connections wait for answers is not sent (`skipped`: the server is saturated; queueing it in the client would
 * only measure the client's queue). Every view sent is answered before the result is reported, so the stored rows
 * can be compared with every view accepted. `okInTime` counts the 2xx answers within the run's seconds.
 */
async function beaconWorker({ url, seconds, rate, connections, visitors, tag, closed = false, nice = 0 }) {
  // On Linux a nice value belongs to one thread: this lowers the generator's own thread only, not the page timings.
  if (nice) os.setPriority(0, nice)
  const target = new URL(url)
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const hex = () => Math.random().toString(16).slice(2, 10).padEnd(8, "0")
  const statuses = {}
  const latencies = []
  let issued = 0
  let ok = 0
  let okInTime = 0
  let errors = 0
  const waiting = new Set()
  const onWire = new Set()
  const started = performance.now()
  const end = started + seconds * 1000
  const send = (n) =>
    new Promise((resolve) => {
      const v = n % visitors
      const body = JSON.stringify({
        id: `${tag}-${hex()}${hex()}${hex()}`,
        p: BEACON_PATHS[n % BEACON_PATHS.length],
        r: n % 7 === 0 ? "https://www.google.com/" : "",
        q: n % 11 === 0 ? "?utm_source=newsletter&utm_campaign=bench" : "",
        l: "en-US",
      })
      const issuedAt = performance.now()
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: "/api/views",
          method: "POST",
          headers: {
            "content-type": "text/plain;charset=UTF-8",
            "content-length": Buffer.byteLength(body),
            "user-agent": USER_AGENTS[v % USER_AGENTS.length],
            "x-forwarded-for": `10.${(v >> 16) & 255}.${(v >> 8) & 255}.${v & 255}`,
            origin: url,
            "sec-fetch-site": "same-origin",
          },
        },
        (res) => {
          res.resume()
          res.on("end", () => {
            const now = performance.now()
            onWire.delete(req)
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1
            latencies.push(now - issuedAt)
            if (res.statusCode >= 200 && res.statusCode < 300) {
              ok++
              if (now <= end) okInTime++
            }
            resolve()
          })
        },
      )
      waiting.add(req)
      req.once("socket", () => {
        waiting.delete(req)
        onWire.add(req)
      })
      req.on("error", () => {
        errors++
        waiting.delete(req)
        onWire.delete(req)
        resolve()
      })
      req.end(body)
    })
  if (closed) {
    // Capacity: each connection sends its next view as soon as the last one is answered.
    await Promise.all(Array.from({ length: connections }, async () => {
      while (performance.now() < end) await send(issued++)
    }))
  }
  let skipped = 0
  // Bursts: views sent in one turn of this loop. Evenly paced, a turn sends 1-3; more means the loop was late (this
  // thread got no CPU for a while, at nice 19 on a busy machine) and sent all the views that fell due meanwhile at
  // once, a burst no population of independent browsers sends.
  let bigBursts = 0
  let maxBurst = 0
  while (performance.now() < end) {
    const due = Math.min(Math.floor(((performance.now() - started) / 1000) * rate), rate * seconds)
    const before = issued
    for (; issued + skipped < due; ) {
      if (waiting.size + onWire.size >= connections) skipped++
      else void send(issued++)
    }
    const burst = issued - before
    if (burst > maxBurst) maxBurst = burst
    if (burst >= 20) bigBursts++
    await new Promise((r) => setTimeout(r, 1))
  }
  while (waiting.size + onWire.size > 0) await new Promise((r) => setTimeout(r, 20))
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const pct = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN)
  parentPort.postMessage({
    seconds,
    issued,
    ok,
    okInTime,
    skipped,
    bigBursts,
    maxBurst,
    non2xx: Object.entries(statuses).reduce((n, [code, c]) => n + (code.startsWith("2") ? 0 : c), 0),
    errors,
    statuses,
    latency: { p50: pct(0.5), p99: pct(0.99) },
  })
}

function runBeacons(options) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: options })
    worker.once("message", resolve)
    worker.once("error", reject)
    worker.once("exit", (code) => code !== 0 && reject(new Error(`beacon worker exited with ${code}`)))
  })
}

// ---- the main thread ----

async function main() {
  const { takeOption } = await import("./lib/cli.mjs")
  const { startServer } = await import("../scripts/lib/server-process.mjs")
  const args = process.argv.slice(2)
  const seconds = Number(takeOption(args, "seconds", 10))
  const rates = String(takeOption(args, "rate", "2000")).split(",").map(Number)
  const beaconConnections = Number(takeOption(args, "beacon-connections", 64))
  const pageRate = Number(takeOption(args, "page-rate", 100))
  const pageConnections = Number(takeOption(args, "page-connections", 4))
  const visitors = Number(takeOption(args, "visitors", 5000))
  const only = takeOption(args, "only", "")
  const generatorNice = Number(takeOption(args, "generator-nice", 19))
  const rounds = Math.max(1, Number(takeOption(args, "rounds", 3)))
  const pgBase = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

  /** Server CPU seconds (user + system) of a process, from /proc. */
  const cpuSeconds = (pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")
    return (Number(fields[11]) + Number(fields[12])) / 100
  }

  /** GET `paths` in turn over `connections` keep-alive connections, paced to `perSecond` in all, for `ms`. */
  async function pageLoad(base, ms, perSecond = pageRate) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: pageConnections })
    const latencies = []
    let errors = 0
    const get = (path) =>
      new Promise((resolve) => {
        const started = performance.now()
        const req = http.get(`${base}${path}`, { agent, headers: { "accept-encoding": "br, gzip" } }, (res) => {
          res.resume()
          res.on("end", () => {
            if (res.statusCode !== 200) errors++
            latencies.push(performance.now() - started)
            resolve()
          })
        })
        req.on("error", () => {
          errors++
          resolve()
        })
      })
    const interval = (1000 * pageConnections) / perSecond
    const until = performance.now() + ms
    await Promise.all(
      Array.from({ length: pageConnections }, async (_, w) => {
        await sleep((interval / pageConnections) * w)
        for (let i = w; performance.now() < until; i++) {
          const started = performance.now()
          await get(i % 2 ? POST_PATH : "/")
          await sleep(Math.max(0, interval - (performance.now() - started)))
        }
      }),
    )
    agent.destroy()
    latencies.sort((a, b) => a - b)
    const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN
    return { requests: latencies.length, errors, p50: pct(50), p95: pct(95), p99: pct(99), latencies }
  }

  /** Percentiles of several windows' latencies together. */
  function pooled(loads) {
    const latencies = loads.flatMap((l) => l.latencies).sort((a, b) => a - b)
    const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN
    return { requests: latencies.length, errors: loads.reduce((n, l) => n + l.errors, 0), p50: pct(50), p95: pct(95), p99: pct(99) }
  }

  /** Several beacon windows as one run: counts added, the worst p99 and the middle p50. */
  function merged(parts) {
    const statuses = {}
    for (const p of parts) for (const [code, n] of Object.entries(p.statuses)) statuses[code] = (statuses[code] ?? 0) + n
    const sum = (k) => parts.reduce((n, p) => n + p[k], 0)
    const p50s = parts.map((p) => p.latency.p50).sort((a, b) => a - b)
    return {
      seconds: sum("seconds"),
      issued: sum("issued"),
      ok: sum("ok"),
      okInTime: sum("okInTime"),
      skipped: sum("skipped"),
      bigBursts: sum("bigBursts"),
      maxBurst: Math.max(...parts.map((p) => p.maxBurst)),
      non2xx: sum("non2xx"),
      errors: sum("errors"),
      statuses,
      latency: { p50: p50s[Math.floor(p50s.length / 2)], p99: Math.max(...parts.map((p) => p.latency.p99)) },
    }
  }

  /** Beacons one by one (the warm-up): returns how many were answered 2xx. */
  async function sendSome(base, count, tag) {
    let ok = 0
    for (let i = 0; i < count; i++) {
      const res = await fetch(`${base}/api/views`, {
        method: "POST",
        body: JSON.stringify({ id: `${tag}-warm-${String(i).padStart(8, "0")}`, p: BEACON_PATHS[i % BEACON_PATHS.length], r: "", q: "", l: "en" }),
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": USER_AGENTS[0], "x-forwarded-for": `10.255.255.${i + 1}` },
      })
      if (res.ok) ok++
    }
    return ok
  }

  /** One backend: start, warm up, pages alone, pages during each beacon rate, the stored rows (`count()` reads them, after a stop for PGlite). */
  async function runBackend(label, env, count, cleanup) {
    console.log(`\n[${label}] starting a production server…`)
    const server = await startServer({ env: { TRUSTED_PROXY_COUNT: "1", ...env } })
    const tag = `b${Date.now().toString(36)}`
    let stopped = false
    try {
      // Warm-up: the pages, the path table of the endpoint, the day's salt, the first batch write and roll-up.
      for (const path of ["/", POST_PATH, "/blog", "/contact"]) await (await fetch(`${server.url}${path}`)).arrayBuffer()
      let accepted = await sendSome(server.url, 20, tag)
      await pageLoad(server.url, 2000)
      await sleep(1500)

      // Windows without and with events alternate (--rounds of each, --seconds in all per condition), so both
      // conditions meet the same drift of a shared machine (other processes, CPU clock); their pages are pooled.
      const windowMs = (seconds * 1000) / rounds
      const loads = []
      for (const rate of rates) {
        const quiet = []
        const busy = []
        const parts = []
        let cpuQuiet = 0
        let cpuBusy = 0
        let quietSeconds = 0
        let busySeconds = 0
        let clientCpu = 0
        for (let round = 0; round < rounds; round++) {
          await sleep(1000)
          let before = cpuSeconds(server.pid)
          let t0 = performance.now()
          quiet.push(await pageLoad(server.url, windowMs))
          quietSeconds += (performance.now() - t0) / 1000
          cpuQuiet += cpuSeconds(server.pid) - before
          await sleep(1000)
          before = cpuSeconds(server.pid)
          const client = process.cpuUsage()
          t0 = performance.now()
          const [beacons, pages] = await Promise.all([
            runBeacons({ url: server.url, seconds: windowMs / 1000, rate, connections: beaconConnections, visitors, tag: `${tag}r${rate}n${round}`, nice: generatorNice }),
            pageLoad(server.url, windowMs),
          ])
          const elapsed = (performance.now() - t0) / 1000
          busySeconds += elapsed
          cpuBusy += cpuSeconds(server.pid) - before
          const used = process.cpuUsage(client)
          clientCpu += (used.user + used.system) / 1e6
          parts.push(beacons)
          busy.push(pages)
          accepted += beacons.ok
        }
        const idle = pooled(quiet)
        const during = pooled(busy)
        loads.push({
          rate,
          beacons: merged(parts),
          idle,
          busy: during,
          cpuIdle: cpuQuiet / quietSeconds,
          cpuBusy: cpuBusy / busySeconds,
          cpuClient: clientCpu / busySeconds,
          rise: ((during.p95 - idle.p95) / idle.p95) * 100,
        })
      }
      // Capacity: views as fast as the connections allow, pages not measured.
      await sleep(2000)
      const capacity = await runBeacons({ url: server.url, seconds, rate: 0, connections: beaconConnections, visitors, tag: `${tag}max`, closed: true })
      accepted += capacity.ok
      await sleep(2500) // the writer flushes every second
      const { stored, stopFirst } = await count(server)
      stopped = stopFirst
      return { label, loads, capacity, accepted, stored, log: server.log() }
    } finally {
      if (!stopped) await server.stop()
      await cleanup?.()
    }
  }

  const results = []

  if (!only || only === "control") {
    const dataDir = mkdtempSync(join(tmpdir(), "bench-analytics-"))
    const preload = new URL("./lib/bare-view-intake.mjs", import.meta.url).href
    results.push(
      await runBackend(
        "control: bare 204",
        { DATA_DIR: dataDir, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${preload}`.trim() },
        async () => ({ stored: null, stopFirst: false }),
        () => rmSync(dataDir, { recursive: true, force: true }),
      ),
    )
  }

  if (!only || only === "embedded") {
    const dataDir = mkdtempSync(join(tmpdir(), "bench-analytics-"))
    results.push(
      await runBackend(
        "embedded (PGlite)",
        { DATA_DIR: dataDir },
        async (server) => {
          // The database belongs to the server process: stop it (it writes what it holds), then open the folder.
          await server.stop()
          const { PGlite } = await import("@electric-sql/pglite")
          const db = await PGlite.create({ dataDir: join(dataDir, "pgdata") })
          const { rows } = await db.query("select count(*)::int as n from page_views")
          await db.close()
          return { stored: rows[0].n, stopFirst: true }
        },
        () => rmSync(dataDir, { recursive: true, force: true }),
      ),
    )
  }

  if (!only || only === "postgres") {
    const { default: pg } = await import("pg")
    const admin = new pg.Client({ connectionString: pgBase, connectionTimeoutMillis: 3000 })
    const reachable = await admin.connect().then(
      () => true,
      (error) => (console.log(`\n[postgres] skipped: ${pgBase.replace(/\/\/[^@]*@/, "//…@")} is not reachable (${error.message})`), false),
    )
    if (reachable) {
      const dbName = `bench_analytics_${Date.now().toString(36)}`
      await admin.query(`create database ${dbName}`)
      const url = new URL(pgBase)
      url.pathname = `/${dbName}`
      const db = new pg.Client({ connectionString: url.toString() })
      try {
        results.push(
          await runBackend(
            "PostgreSQL",
            { DATABASE_URL: url.toString() },
            async () => {
              await db.connect()
              const { rows } = await db.query("select count(*)::int as n from page_views")
              return { stored: rows[0].n, stopFirst: false }
            },
            async () => {
              await db.end().catch(() => {})
              await admin.query(`drop database if exists ${dbName} with (force)`)
              await admin.end()
            },
          ),
        )
      } catch (error) {
        await db.end().catch(() => {})
        await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {})
        await admin.end().catch(() => {})
        throw error
      }
    }
  }

  // ---- report ----
  const f = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : "–")
  console.log(
    `\n${seconds} s of beacons per rate (${rounds} windows, alternating with ${rounds} windows without) over ${beaconConnections} connections from ${visitors} visitors; pages (GET / and ${POST_PATH}) paced at ${pageRate} req/s over ${pageConnections} connections, measured alone and during each beacon run`,
  )
  const rows = results.flatMap((r) =>
    r.loads.map((l) => ({
      backend: r.label,
      "target ev/s": l.rate,
      "accepted ev/s": f(l.beacons.okInTime / l.beacons.seconds, 0),
      "skipped (all connections busy)": l.beacons.skipped,
      "bursts ≥ 20 / largest": `${l.beacons.bigBursts} / ${l.beacons.maxBurst}`,
      "refused / errors": `${l.beacons.non2xx} / ${l.beacons.errors}`,
      "beacon p50/p99 ms": `${l.beacons.latency.p50} / ${l.beacons.latency.p99}`,
      "page p95 ms no events": f(l.idle.p95),
      "page p95 ms with events": f(l.busy.p95),
      "p95 rise": `${f(l.rise, 0)} %`,
      "page p50 ms no/with": `${f(l.idle.p50)} / ${f(l.busy.p50)}`,
      "pages no/with": `${l.idle.requests} / ${l.busy.requests}`,
      "page errors": l.idle.errors + l.busy.errors,
      "server CPU no/with": `${f(l.cpuIdle * 100, 0)} % / ${f(l.cpuBusy * 100, 0)} %`,
      "bench CPU": `${f(l.cpuClient * 100, 0)} %`,
    })),
  )
  console.table(rows)
  console.table(
    results.map((r) => ({
      backend: r.label,
      "capacity ev/s (closed loop, no page load)": f(r.capacity.okInTime / r.capacity.seconds, 0),
      "capacity beacon p50/p99 ms": `${r.capacity.latency.p50} / ${r.capacity.latency.p99}`,
      "views accepted (2xx)": r.accepted,
      "rows stored": r.stored ?? "–",
      lost: r.stored === null ? "–" : Math.max(0, r.accepted - r.stored),
      "stored but not acknowledged": r.stored === null ? "–" : Math.max(0, r.stored - r.accepted),
    })),
  )
  for (const r of results) {
    for (const l of r.loads) if (Object.keys(l.beacons.statuses).some((s) => s !== "204")) console.log(`${r.label} at ${l.rate}/s: answers by status ${JSON.stringify(l.beacons.statuses)}`)
    const problems = r.log.split("\n").filter((l) => /\[analytics\]|error/i.test(l))
    if (problems.length) console.log(`${r.label}: server log lines about analytics or errors (first 5):\n  ${problems.slice(0, 5).join("\n  ")}`)
  }
}
