#!/usr/bin/env node
// Load on public pages: the bar is ≥ 300 req/s for 60 s at 50 connections, p99 < 500 ms, 0 errors.
// Starts `next start` itself (run `npm run build` first) and sends traffic to 127.0.0.1 only.
//   node bench/load.mjs [--seconds 60] [--connections 50] [/path ...]
import http from "node:http"

import { takeOption } from "./lib/cli.mjs"
import { startServer } from "./lib/server.mjs"

const args = process.argv.slice(2)
const seconds = Number(takeOption(args, "seconds", 60))
const connections = Number(takeOption(args, "connections", 50))
const paths = args.length ? args : ["/", "/services", "/services/seo", "/blog", "/work", "/privacy-policy"]

const server = await startServer()
const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
const latencies = []
let errors = 0
let non2xx = 0
const deadline = Date.now() + seconds * 1000

function request(path) {
  return new Promise((resolve) => {
    const started = performance.now()
    const req = http.get(`${server.url}${path}`, { agent }, (res) => {
      res.resume()
      res.on("end", () => {
        latencies.push(performance.now() - started)
        if (res.statusCode < 200 || res.statusCode >= 300) non2xx++
        resolve()
      })
    })
    req.on("error", () => {
      errors++
      resolve()
    })
  })
}

async function worker(offset) {
  let i = offset
  while (Date.now() < deadline) {
    await request(paths[i++ % paths.length])
  }
}

// Warm-up: one request per path so first-render costs are not counted.
for (const path of paths) await request(path)
latencies.length = 0
const started = Date.now()
await Promise.all(Array.from({ length: connections }, (_, i) => worker(i)))
const elapsed = (Date.now() - started) / 1000
server.stop()
agent.destroy()

latencies.sort((a, b) => a - b)
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1)
console.log(`paths: ${paths.join(" ")}`)
console.log(`${connections} connections for ${elapsed.toFixed(1)} s: ${latencies.length} responses, ${(latencies.length / elapsed).toFixed(0)} req/s`)
console.log(`latency ms: p50 ${pct(50)}, p90 ${pct(90)}, p99 ${pct(99)}, max ${latencies.at(-1)?.toFixed(1)}`)
console.log(`errors: ${errors}, non-2xx: ${non2xx}`)
