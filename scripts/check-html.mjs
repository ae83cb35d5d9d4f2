#!/usr/bin/env node
// HTML validity of every public page and the sign-in page (after `npm run build`; `npm test` runs it): starts the
// production server on an empty data folder, fetches every address of /sitemap.xml (and of the sitemaps it lists)
// plus /admin/login, and validates them all in one run of the W3C Nu HTML Checker (the vnu-jar package, on a Java
// runtime: Debian's default-jre-headless). Any error fails; warnings are printed only with --warnings.
//   node scripts/check-html.mjs [--warnings] [--keep]
import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

import { startServer } from "./lib/server-process.mjs"

const EXTRA_PATHS = ["/admin/login"]
const showWarnings = process.argv.includes("--warnings")
const keep = process.argv.includes("--keep")
const vnuJar = fileURLToPath(new URL("../node_modules/vnu-jar/build/dist/vnu.jar", import.meta.url))

const java = spawnSync("java", ["-version"], { encoding: "utf8" })
if (java.error || java.status !== 0) {
  console.error("check-html: no Java runtime (`apt-get install -y default-jre-headless`); the Nu HTML Checker needs one")
  process.exit(1)
}

const started = performance.now()
const server = await startServer({})
const out = mkdtempSync(join(tmpdir(), "check-html-"))
let failed = false
try {
  /** Every <loc> of a sitemap, following a sitemap index to its sitemaps. */
  const locs = async (path, seen = new Set()) => {
    if (seen.has(path)) return []
    seen.add(path)
    const xml = await (await fetch(server.url + path)).text()
    const found = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, "&")).pathname)
    const pages = []
    for (const p of found) pages.push(...(p.endsWith(".xml") ? await locs(p, seen) : [p]))
    return pages
  }
  const paths = [...new Set([...(await locs("/sitemap.xml")), ...EXTRA_PATHS])].sort()
  if (paths.length < 10) throw new Error(`check-html: /sitemap.xml listed only ${paths.length} pages`)

  // One file per page, named after its path, so the checker's report says which page an error is on.
  const files = new Map()
  mkdirSync(join(out, "pages"))
  for (const path of paths) {
    const res = await fetch(server.url + path)
    if (res.status !== 200) {
      console.error(`check-html: ${path} answered ${res.status}`)
      failed = true
      continue
    }
    const file = join(out, "pages", `${path.replace(/^\//, "").replace(/[^\w.-]+/g, "_") || "index"}.html`)
    writeFileSync(file, await res.text())
    files.set(file, path)
  }

  const vnu = spawnSync(
    "java",
    ["-Xss8m", "-jar", vnuJar, "--format", "json", "--exit-zero-always", ...(showWarnings ? [] : ["--errors-only"]), ...files.keys()],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  )
  if (vnu.status !== 0) throw new Error(`check-html: the checker failed to run: ${vnu.stderr || vnu.error}`)
  const { messages } = JSON.parse(vnu.stderr || vnu.stdout)
  const errors = messages.filter((m) => m.type === "error" || m.subType === "fatal")
  for (const m of messages) {
    const path = files.get(fileURLToPath(m.url)) ?? m.url
    console.log(`${m.type === "error" ? "error" : m.subType ?? m.type}: ${path}:${m.lastLine ?? "?"}: ${m.message}`)
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`check-html: ${files.size} pages, ${errors.length} error(s), ${seconds} s`)
  if (errors.length > 0) failed = true
} finally {
  await server.stop()
  rmSync(server.dataDir, { recursive: true, force: true })
  if (!keep) rmSync(out, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
