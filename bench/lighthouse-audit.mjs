#!/usr/bin/env node
// Lighthouse SEO and accessibility scores of public pages (desktop-agnostic: these categories do not depend on
// throttling), with every failing audit named. Starts the production server itself (run `npm run build` first);
// DATA_DIR picks the embedded data folder to serve (e.g. one an end-to-end run left behind):
//   DATA_DIR=/tmp/e2e-data node bench/lighthouse-audit.mjs [/path ...]
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

import { CHROMIUM_ARGS } from "../scripts/lib/chromium.mjs"
import { startServer } from "./lib/server.mjs"

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/blog", "/blog/dental-practice-marketing-guide", "/blog/category/dental", "/contact"]

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
})
const server = await startServer({ env: process.env.DATA_DIR ? { DATA_DIR: process.env.DATA_DIR } : {} })
let worst = 100
try {
  console.log("path".padEnd(52), "  seo", " a11y", " failing audits")
  for (const path of paths) {
    const { lhr } = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["seo", "accessibility"],
    })
    const seo = Math.round((lhr.categories.seo.score ?? 0) * 100)
    const a11y = Math.round((lhr.categories.accessibility.score ?? 0) * 100)
    worst = Math.min(worst, seo, a11y)
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id)
    console.log(path.padEnd(52), String(seo).padStart(5), String(a11y).padStart(5), " ", failing.join(", "))
  }
} finally {
  server.stop()
  await chrome.kill()
}
process.exitCode = worst === 100 ? 0 : 1
