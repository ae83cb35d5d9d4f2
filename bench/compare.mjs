#!/usr/bin/env node
// The product's public pages side by side with a reference Next.js blog (bench/lib/reference-app.mjs, shaped like
// the framework's blog starter) and the framework's bare floor (one static page of text, no CSS, font or image), in
// one interleaved run on production builds: Lighthouse mobile (median of --runs), served HTML size (as is, gzip,
// brotli), script transfer, and autocannon throughput (50 connections, --rounds × --seconds, median). The product's load test runs twice: as it ships (its server compresses, server/compression.mjs) and with
// COMPRESS_RESPONSES=false (what one server does behind a proxy that compresses), marked "ours, no gzip".
//   node bench/compare.mjs [--runs 5] [--rounds 3] [--seconds 10] [--skip-build] [--before DIR] [/path ...]
// --runs 0 or --rounds 0 skips that half.
// --before DIR adds another production build of the product (a checkout with its own .next) to the same run.
import { execFileSync } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { request } from "node:http"
import { loadavg, tmpdir } from "node:os"
import { join, resolve } from "node:path"

import autocannon from "autocannon"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

import { median, stopOnSignal, takeFlag, takeOption } from "./lib/cli.mjs"
import { buildFloorApp, buildReferenceApp } from "./lib/reference-app.mjs"
import { CHROMIUM_ARGS } from "../scripts/lib/chromium.mjs"
import { startServer } from "./lib/server.mjs"

const args = process.argv.slice(2)
const runs = Number(takeOption(args, "runs", 5))
const rounds = Number(takeOption(args, "rounds", 3))
const seconds = Number(takeOption(args, "seconds", 10))
const beforeDir = takeOption(args, "before", null)
const skipBuild = takeFlag(args, "skip-build")
const paths = args.length ? args : ["/", "/blog/healthcare-website-conversion", "/blog", "/services/social-media"]
const acceptEncoding = "gzip, deflate, br"

const load = () => loadavg().map((n) => n.toFixed(2)).join(" ")
console.log(`load average at start: ${load()}`)

if (!skipBuild) execFileSync("npx", ["next", "build"], { stdio: ["ignore", "ignore", "inherit"] })
const reference = await buildReferenceApp(process.cwd())
const floorDir = buildFloorApp(process.cwd())
const referencePost = reference.posts.find((p) => p.slug === "healthcare-website-conversion") ?? reference.posts[0]

const servers = {
  ours: await startServer(),
  ...(beforeDir ? { before: await startServer({ cwd: resolve(beforeDir) }) } : {}),
  reference: await startServer({ cwd: reference.dir }),
  floor: await startServer({ cwd: floorDir }),
  "ours, no gzip": await startServer({ env: { COMPRESS_RESPONSES: "false" } }),
}
const targets = [
  ...Object.keys(servers)
    .filter((name) => !["reference", "floor", "ours, no gzip"].includes(name))
    .flatMap((name) => paths.map((path) => ({ name, path }))),
  { name: "reference", path: "/" },
  { name: "reference", path: `/posts/${referencePost.slug}` },
  { name: "floor", path: "/" },
  ...paths.map((path) => ({ name: "ours, no gzip", path, loadOnly: true })),
].map((t) => ({ ...t, url: servers[t.name].url + t.path, lh: [], rps: [] }))

/** Bytes of the HTML as served uncompressed and as served to a browser that accepts gzip. */
function htmlBytes(url, encoding) {
  return new Promise((done, fail) => {
    const req = request(url, { headers: encoding ? { "accept-encoding": encoding } : {} }, (res) => {
      let bytes = 0
      res.on("data", (chunk) => (bytes += chunk.length))
      res.on("end", () => done(bytes))
    })
    req.on("error", fail)
    req.end()
  })
}

stopOnSignal(servers)

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  userDataDir: mkdtempSync(join(tmpdir(), "bench-chrome-")),
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
})

try {
  // Twice: a server that keeps compressed bodies answers the first request at a fast level and later ones at its best.
  for (const pass of [1, 2]) {
    for (const t of targets) {
      t.html = await htmlBytes(t.url)
      t.gzip = await htmlBytes(t.url, "gzip")
      t.br = await htmlBytes(t.url, "br")
    }
    if (pass === 1) await new Promise((r) => setTimeout(r, 1000))
  }
  // Interleaved: each run visits every target once, so a noisy moment hits them all alike.
  for (let i = 0; i < runs; i++) {
    for (const t of targets.filter((target) => !target.loadOnly)) {
      const { lhr } = await lighthouse(t.url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] })
      const requests = lhr.audits["network-requests"].details?.items ?? []
      t.lh.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: lhr.audits["first-contentful-paint"].numericValue,
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        script: requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      })
    }
    process.stderr.write(`lighthouse run ${i + 1}/${runs} done (load ${load()})\n`)
  }
  for (let i = 0; i < rounds; i++) {
    for (const t of targets) {
      const result = await autocannon({ url: t.url, connections: 50, duration: seconds, headers: { "accept-encoding": acceptEncoding } })
      if (result.errors || result.non2xx) console.warn(`${t.name} ${t.path}: ${result.errors} errors, ${result.non2xx} non-2xx`)
      t.rps.push(result.requests.average)
    }
    process.stderr.write(`load round ${i + 1}/${rounds} done (load ${load()})\n`)
  }
} finally {
  for (const server of Object.values(servers)) server.stop()
  await chrome.kill()
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const s = (ms) => `${(ms / 1000).toFixed(2)} s`
const m = (t, key) => median(t.lh.map((r) => r[key]))
console.log(`\nLighthouse mobile median of ${runs}; autocannon 50 connections, median of ${rounds} × ${seconds} s (${acceptEncoding})`)
console.log("| build | page | score | FCP | LCP | CLS | TBT | script | HTML | HTML gzip | HTML br | req/s |")
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|")
for (const t of targets) {
  const lh = t.loadOnly || !t.lh.length ? Array(6).fill("") : [m(t, "score"), s(m(t, "fcp")), s(m(t, "lcp")), m(t, "cls").toFixed(3), `${m(t, "tbt").toFixed(0)} ms`, kb(m(t, "script"))]
  const row = [t.name, t.path, ...lh, kb(t.html), kb(t.gzip), t.br === t.html ? "–" : kb(t.br), (t.rps.length ? median(t.rps).toFixed(0) : "–")]
  console.log(`| ${row.join(" | ")} |`)
}
// Lighthouse's simulated LCP and TBT swing between runs by more than the gaps between builds: show each run.
console.log("\n| build | page | LCP of each run | TBT of each run |")
console.log("|---|---|---|---|")
for (const t of targets.filter((target) => target.lh.length)) {
  console.log(`| ${t.name} | ${t.path} | ${t.lh.map((r) => s(r.lcp)).join(" ")} | ${t.lh.map((r) => r.tbt.toFixed(0)).join(" ")} |`)
}
console.log(`\nload average at end: ${load()}`)
