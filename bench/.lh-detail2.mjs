import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { startServer } from "./lib/server.mjs"
const path = process.argv[2] ?? "/"
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic", ...(process.env.RM ? ["--force-prefers-reduced-motion"] : [])] })
const server = await startServer({ port: 3393 })
try {
  const { lhr } = await lighthouse(server.url + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] })
  const a = lhr.audits
  console.log("score", lhr.categories.performance.score, "FCP", a["first-contentful-paint"].numericValue, "LCP", a["largest-contentful-paint"].numericValue, "TBT", a["total-blocking-time"].numericValue, "SI", a["speed-index"].numericValue)
  console.log("LCP element", JSON.stringify(Object.keys(a).filter(k=>k.includes("lcp")||k.includes("largest")).join(",")))
  console.log("LCP phases", JSON.stringify(a["lcp-breakdown-insight"]?.details ?? a["largest-contentful-paint-element"]?.details).slice(0,1500))
  console.log("mainthread", JSON.stringify(a["mainthread-work-breakdown"].details.items.map((i) => [i.group, Math.round(i.duration)])))
  console.log("bootup", JSON.stringify(a["bootup-time"].details.items.map((i) => [i.url.slice(-40), Math.round(i.total), Math.round(i.scripting)])))
  console.log("long tasks", JSON.stringify(a["long-tasks"].details.items.map((i) => [i.url.slice(-40), Math.round(i.startTime), Math.round(i.duration)])))
} finally { server.stop(); await chrome.kill() }
