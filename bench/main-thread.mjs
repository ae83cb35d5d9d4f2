#!/usr/bin/env node
// Main-thread work of a page load, observed without throttling, beside the framework's bare floor: the steadier
// instrument behind Lighthouse's TBT (which takes the long tasks it observed, multiplies them by four and counts what
// is over 50 ms, so a task counts once it is over 12.5 ms here). Median over --loads cold loads, each traced for
// --window ms from navigation (long enough for hydration and the home intro).
//   node bench/main-thread.mjs [--loads 7] [--window 4000] [--no-floor] [--before DIR] [/path ...]
// Run `npm run build` first. Per page it prints: busy (all main-thread tasks), script (time inside script
// evaluation and calls), style & layout, blocking (the sum of each task's time over 12.5 ms: what Lighthouse scales
// by four into TBT, though it counts only the tasks that fall between its simulated FCP and TTI) and the longest
// task. Tracing costs time of its own: compare builds within one run, not against Lighthouse's figures.
// --before DIR adds another production build of the product (a copy with its own .next) to the same run.
// The load average at the start and the end is printed with the table: note it beside any figure you keep.
import { loadavg } from "node:os"
import { resolve } from "node:path"

import { chromium } from "@playwright/test"

import { median, stopOnSignal, takeFlag, takeOption } from "./lib/cli.mjs"
import { buildFloorApp } from "./lib/reference-app.mjs"
import { chromiumPath, CHROMIUM_ARGS } from "../scripts/lib/chromium.mjs"
import { startServer } from "./lib/server.mjs"

const args = process.argv.slice(2)
const loads = Number(takeOption(args, "loads", 7))
const windowMs = Number(takeOption(args, "window", 4000))
const withFloor = !takeFlag(args, "no-floor")
const beforeDir = takeOption(args, "before", null)
const paths = args.length ? args : ["/", "/blog/healthcare-website-conversion", "/blog", "/services/social-media"]

// Lighthouse's mobile preset: a task over 50 ms at four times the CPU cost blocks.
const BLOCKING_MS = 50 / 4
const SCRIPT_EVENTS = new Set(["EvaluateScript", "FunctionCall", "TimerFire", "FireAnimationFrame", "RunMicrotasks", "v8.compile"])
const STYLE_EVENTS = new Set(["UpdateLayoutTree", "Layout"])

/** Sums of one load's renderer main-thread events (ms) from a Chrome trace. */
function summarize(trace) {
  const events = trace.traceEvents
  const nav = events.find((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.startsWith("http"))
  if (!nav) throw new Error("no navigation in the trace")
  const end = nav.ts + windowMs * 1000
  const onMain = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === "X" && e.ts >= nav.ts && e.ts < end)
  const tasks = onMain.filter((e) => e.name === "RunTask")
  // Top-level events only inside a task: nested ones of the same kind would be counted twice.
  const within = (names) => {
    let sum = 0
    let until = 0
    for (const e of onMain.filter((x) => names.has(x.name)).sort((a, b) => a.ts - b.ts)) {
      if (e.ts < until) continue
      sum += e.dur
      until = e.ts + e.dur
    }
    return sum / 1000
  }
  return {
    busy: tasks.reduce((sum, t) => sum + t.dur, 0) / 1000,
    script: within(SCRIPT_EVENTS),
    style: within(STYLE_EVENTS),
    blocking: tasks.reduce((sum, t) => sum + Math.max(0, t.dur / 1000 - BLOCKING_MS), 0),
    longest: Math.max(0, ...tasks.map((t) => t.dur / 1000)),
  }
}

const load = () => loadavg().map((n) => n.toFixed(2)).join(" ")
const loadAtStart = load()
const servers = { ours: await startServer() }
if (beforeDir) servers.before = await startServer({ cwd: resolve(beforeDir) })
if (withFloor) servers.floor = await startServer({ cwd: buildFloorApp(process.cwd()) })
stopOnSignal(servers)

const targets = [
  ...paths.map((path) => ({ name: "ours", path })),
  ...(servers.before ? paths.map((path) => ({ name: "before", path })) : []),
  ...(servers.floor ? [{ name: "floor", path: "/" }] : []),
].map((t) => ({ ...t, url: servers[t.name].url + t.path, runs: [] }))

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  // A phone-sized viewport, as Lighthouse's mobile preset; each load in a fresh context (cold cache, intro plays).
  const contextOptions = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
  for (const t of targets) await fetch(t.url, { headers: { "accept-encoding": "br" } })
  // Interleaved: each round loads every target once, so a noisy moment hits them all alike.
  for (let i = 0; i < loads; i++) {
    for (const t of targets) {
      const context = await browser.newContext(contextOptions)
      const page = await context.newPage()
      await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"] })
      await page.goto(t.url, { waitUntil: "load" })
      await page.waitForTimeout(windowMs)
      t.runs.push(summarize(JSON.parse((await browser.stopTracing()).toString())))
      await context.close()
    }
  }
} finally {
  await browser.close()
  for (const server of Object.values(servers)) server.stop()
}

const ms = (n) => `${n.toFixed(0)} ms`
console.log(`Main thread over ${windowMs} ms from navigation, median of ${loads} cold loads (no throttling); load average ${loadAtStart} at the start, ${load()} at the end`)
console.log("| build | page | busy | script | style & layout | blocking (over 12.5 ms) | longest task |")
console.log("|---|---|---|---|---|---|---|")
for (const t of targets) {
  const m = (key) => ms(median(t.runs.map((r) => r[key])))
  console.log(`| ${t.name} | ${t.path} | ${m("busy")} | ${m("script")} | ${m("style")} | ${m("blocking")} | ${m("longest")} |`)
}
