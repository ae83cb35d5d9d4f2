#!/usr/bin/env node
// First-load JavaScript per route: the build's own report (.next/diagnostics/route-bundle-stats.json), plus the
// gzip size of the scripts that the served HTML of concrete paths really loads. Run after `npm run build`:
//   node bench/bundle-size.mjs [/path ...]
import { readFileSync } from "node:fs"
import { gzipSync } from "node:zlib"

import { startServer } from "./lib/server.mjs"

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`
const gz = (buf) => gzipSync(buf, { level: 9 }).length

const stats = JSON.parse(readFileSync(".next/diagnostics/route-bundle-stats.json", "utf8"))
console.log("Build report: first-load JS per route (uncompressed / gzip of the listed chunks)")
for (const row of stats.sort((a, b) => a.route.localeCompare(b.route))) {
  const gzip = row.firstLoadChunkPaths.reduce((sum, p) => sum + gz(readFileSync(p)), 0)
  console.log(`  ${row.route.padEnd(40)} ${kb(row.firstLoadUncompressedJsBytes).padStart(11)}  ${kb(gzip).padStart(10)}`)
}

const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/services", "/services/seo", "/services/social-media", "/work", "/blog", "/contact", "/privacy-policy", "/admin/login"]

const server = await startServer()
try {
  console.log("\nServed HTML: scripts loaded by each page (count, uncompressed, gzip)")
  const cache = new Map()
  for (const path of paths) {
    const html = await (await fetch(server.url + path)).text()
    const srcs = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1])
    let raw = 0
    let zipped = 0
    for (const src of new Set(srcs)) {
      if (!cache.has(src)) {
        const buf = Buffer.from(await (await fetch(new URL(src, server.url))).arrayBuffer())
        cache.set(src, { raw: buf.length, gzip: gz(buf) })
      }
      raw += cache.get(src).raw
      zipped += cache.get(src).gzip
    }
    console.log(`  ${path.padEnd(40)} ${String(new Set(srcs).size).padStart(3)}  ${kb(raw).padStart(11)}  ${kb(zipped).padStart(10)}  html ${kb(Buffer.byteLength(html))}`)
  }
} finally {
  server.stop()
}
