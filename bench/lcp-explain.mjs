#!/usr/bin/env node
// Why Lighthouse's simulated LCP is what it is, one mobile run at a time. Lighthouse (simulated throttling) does not
// slow the page down: it loads it at full speed, notes when the largest paint was observed, then replays at mobile
// speed the requests and main-thread tasks it judges were needed by then. This prints, per run, the observed and
// simulated times and that replay (Lantern's optimistic and pessimistic graphs: LCP is their average): each request
// with its simulated start and end, and each main-thread task over 40 ms of simulated time (tasks count four times
// their observed length). Run `npm run build` first.
//   node bench/lcp-explain.mjs [--runs 3] [--reference] [--brief] [/path ...]
// --reference adds the reference blog's home (bench/lib/reference-app.mjs) to the same interleaved run; --brief
// prints one line a run. The graphs come from Lighthouse's own Lantern module (an internal import: if a Lighthouse
// upgrade moves it, the script says so and prints the rest).
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

import { median, takeFlag, takeOption } from "./lib/cli.mjs"
import { buildReferenceApp } from "./lib/reference-app.mjs"
import { CHROMIUM_ARGS } from "../scripts/lib/chromium.mjs"
import { startServer } from "./lib/server.mjs"

const args = process.argv.slice(2)
const runs = Number(takeOption(args, "runs", 3))
const withReference = takeFlag(args, "reference")
const brief = takeFlag(args, "brief")
const paths = args.length ? args : ["/"]

const lantern = await import("lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js").catch(() => null)

/** Lantern's LCP graphs for one run's artifacts, or null when Lighthouse's internals have moved. */
async function lanternGraphs(artifacts) {
  if (!lantern) return null
  const settings = artifacts.settings
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  }
  return lantern.LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings }).catch(() => null)
}

function printGraph(label, estimate, origin) {
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime)
  let cpu = 0
  for (const [node, t] of rows) {
    const span = `${t.startTime.toFixed(0).padStart(5)}–${t.endTime.toFixed(0).padStart(5)} ms`
    if (node.type === "network") {
      console.log(`  ${label} ${span} ${String(node.request.transferSize).padStart(7)} B ${node.request.url.replace(origin, "")}`)
      continue
    }
    cpu += t.duration
    if (t.duration < 40) continue
    const kinds = [...new Set((node.childEvents ?? []).map((e) => e.name))].filter((n) => /Parse|Layout|Paint|Evaluate|Function|Compile/.test(n))
    console.log(`  ${label} ${span} main thread ${t.duration.toFixed(0)} ms (${kinds.slice(0, 5).join(", ")})`)
  }
  console.log(`  ${label} main thread in all: ${cpu.toFixed(0)} ms`)
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
})
const server = await startServer()
const reference = withReference ? await startServer({ cwd: (await buildReferenceApp(process.cwd())).dir }) : null
const targets = [
  ...paths.map((path) => ({ name: "ours", server, path })),
  ...(reference ? [{ name: "reference", server: reference, path: "/" }] : []),
]
const summary = new Map(targets.map((t) => [t, []]))
try {
  for (let i = 0; i < runs; i++) {
    for (const target of targets) {
      const { server, path } = target
      const { lhr, artifacts } = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      })
      const m = lhr.audits.metrics.details.items[0]
      summary.get(target).push({ lcp: m.largestContentfulPaint, tbt: m.totalBlockingTime, obsLcp: m.observedLargestContentfulPaint, fcp: m.firstContentfulPaint })
      const head = `${target.name} ${path} run ${i + 1}: LCP ${m.largestContentfulPaint} ms (observed ${m.observedLargestContentfulPaint}), FCP ${m.firstContentfulPaint} (observed ${m.observedFirstContentfulPaint}), TBT ${m.totalBlockingTime}`
      if (brief) {
        console.log(head)
        continue
      }
      console.log(`\n${head}`)
      const element = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node
      if (element) console.log(`  LCP element: ${element.selector}`)
      const graphs = await lanternGraphs(artifacts)
      if (!graphs) {
        console.log("  (Lighthouse's Lantern module was not found: no replay to show)")
        continue
      }
      console.log(`  replay: optimistic ${graphs.optimisticEstimate.timeInMs.toFixed(0)} ms, pessimistic ${graphs.pessimisticEstimate.timeInMs.toFixed(0)} ms`)
      printGraph("optimistic ", graphs.optimisticEstimate, server.url)
      printGraph("pessimistic", graphs.pessimisticEstimate, server.url)
    }
  }
  console.log("\nmedians:")
  for (const t of targets) {
    const r = summary.get(t)
    const med = (key) => median(r.map((x) => x[key])).toFixed(0)
    console.log(`  ${t.name} ${t.path}: LCP ${med("lcp")} ms (observed ${med("obsLcp")}), FCP ${med("fcp")}, TBT ${med("tbt")}`)
  }
} finally {
  reference?.stop()
  server.stop()
  await chrome.kill()
}
