import { chromium } from "@playwright/test"
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] })
for (const path of (process.argv[2] ?? "/").split(",")) for (let i = 0; i < 2; i++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const page = await ctx.newPage()
  const cdp = await ctx.newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  await page.addInitScript(() => {
    window.__e = []
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__e.push(`${e.entryType} ${e.name} ${Math.round(e.startTime)} ${e.size ?? ""} ${e.element ? e.element.tagName + "." + (e.element.textContent || e.element.getAttribute("src") || "").slice(0, 30) : ""}`) }).observe({ type: "largest-contentful-paint", buffered: true })
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__e.push(`${e.entryType} ${e.name} ${Math.round(e.startTime)}`) }).observe({ type: "paint", buffered: true })
  })
  await page.goto("http://127.0.0.1:3223" + path)
  await page.waitForTimeout(4000)
  console.log(path, (await page.evaluate(() => window.__e)).join("\n  "))
  await ctx.close()
}
await browser.close()
