#!/usr/bin/env node
// HTML validity of every public page, in every language, and the sign-in page (after `npm run build`; `npm test` runs
// it): starts the production server on a fresh data folder holding the starting content plus a case study (and its
// Spanish translation), a resource and a landing page (scripts/lib/sample-site.mjs), fetches every address of
// /sitemap.xml (and of the sitemaps it lists), those documents, the not-found pages of both languages and
// /admin/login, and validates them all in one run of the W3C Nu HTML Checker (the vnu-jar package, on a Java
// runtime: Debian's default-jre-headless). Each page must also carry <html lang> in its language and a title in its
// head (documentProblems). Any error fails; warnings are printed only with --warnings.
//   node scripts/check-html.mjs [--warnings] [--keep]
import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

import { SAMPLE_PATHS, startSampleSite } from "./lib/sample-site.mjs"
import { sitemapPaths } from "./lib/sitemap.mjs"

const EXTRA_PATHS = ["/admin/login", ...SAMPLE_PATHS]
/** Addresses nothing lives at, each language's and a post's: the not-found pages, which answer 404. */
const NOT_FOUND_PATHS = ["/this-page-does-not-exist-42", "/es/this-page-does-not-exist-42", "/blog/no-such-post-42", "/es/blog/no-such-post-42"]
const showWarnings = process.argv.includes("--warnings")
const keep = process.argv.includes("--keep")
const vnuJar = fileURLToPath(new URL("../node_modules/vnu-jar/build/dist/vnu.jar", import.meta.url))

const java = spawnSync("java", ["-version"], { encoding: "utf8" })
if (java.error || java.status !== 0) {
  console.error("check-html: no Java runtime (`apt-get install -y default-jre-headless`); the Nu HTML Checker needs one")
  process.exit(1)
}

/**
 * What the Nu checker does not count as errors but a page must have: <html lang> in the page's language (it only
 * warns when lang is missing) and a title in the head; and never the shell Next sends when it leaves a page to the
 * browser to draw (`<html id="__next_error__">`, an empty body).
 */
function documentProblems(path, html) {
  const problems = []
  const expected = /^\/es(\/|$)/.test(path) ? "es" : "en"
  const open = /<html\b[^>]*>/i.exec(html)?.[0] ?? ""
  const lang = /\slang="([^"]*)"/i.exec(open)?.[1]
  if (lang !== expected) problems.push(`<html> has ${lang === undefined ? "no lang attribute" : `lang="${lang}"`}, not lang="${expected}"`)
  if (/id="__next_error__"/.test(open)) problems.push("the page is Next's error shell, drawn only in the browser")
  const head = html.slice(0, Math.max(0, html.search(/<body\b/i)))
  if (!/<title>[^<]+<\/title>/i.test(head)) problems.push("no title in the head")
  return problems
}

let ownErrors = 0
const started = performance.now()
const server = await startSampleSite()
const out = mkdtempSync(join(tmpdir(), "check-html-"))
let failed = false
try {
  const listed = await sitemapPaths(server.url)
  const paths = [...new Set([...listed, ...EXTRA_PATHS, ...NOT_FOUND_PATHS])].sort()
  if (listed.length < 10) throw new Error(`check-html: /sitemap.xml listed only ${listed.length} pages`)

  // One file per page, named after its path, so the checker's report says which page an error is on.
  const files = new Map()
  mkdirSync(join(out, "pages"))
  for (const path of paths) {
    const res = await fetch(server.url + path)
    const expected = NOT_FOUND_PATHS.includes(path) ? 404 : 200
    if (res.status !== expected) {
      console.error(`check-html: ${path} answered ${res.status}, not ${expected}`)
      failed = true
      continue
    }
    const html = await res.text()
    for (const problem of documentProblems(path, html)) {
      console.log(`error: ${path}: ${problem}`)
      ownErrors++
    }
    const file = join(out, "pages", `${path.replace(/^\//, "").replace(/[^\w.-]+/g, "_") || "index"}.html`)
    writeFileSync(file, html)
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
  console.log(`check-html: ${files.size} pages, ${errors.length + ownErrors} error(s), ${seconds} s`)
  if (errors.length + ownErrors > 0) failed = true
} finally {
  await server.stop()
  rmSync(server.dataDir, { recursive: true, force: true })
  if (!keep) rmSync(out, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
