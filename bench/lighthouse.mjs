#!/usr/bin/env node
// Lighthouse (mobile preset, simulated throttling) on pages of a production build, driving Debian's Chromium.
// Starts `next start` itself (run `npm run build` first):
//   node bench/lighthouse.mjs [--runs 3] [/path ...]
// Prints the median performance score, LCP, CLS and TBT of each path.
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

import { median, takeOption } from "./lib/cli.mjs"
import { CHROMIUM_ARGS } from "../scripts/lib/chromium.mjs"
import { startServer } from "./lib/server.mjs"

const args = process.argv.slice(2)
const runs = Number(takeOption(args, "runs", 3))
const paths = args.length ? args : ["/", "/services/social-media", "/services/seo", "/blog", "/contact"]

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
})
const server = await startServer()

try {
  console.log(`Lighthouse mobile, median of ${runs} runs`)
  console.log("path".padEnd(36), "perf", "   LCP ms", " CLS   ", " TBT ms")
  for (const path of paths) {
    const results = []
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      })
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
      })
    }
    console.log(
      path.padEnd(36),
      String(median(results.map((r) => r.score))).padStart(4),
      median(results.map((r) => r.lcp)).toFixed(0).padStart(9),
      median(results.map((r) => r.cls)).toFixed(4).padStart(7),
      median(results.map((r) => r.tbt)).toFixed(0).padStart(7),
    )
  }
} finally {
  server.stop()
  await chrome.kill()
}
