import { createRequire } from "node:module"

import { expect, test, type Page } from "@playwright/test"

import { startServer, type ServerProcess } from "@/scripts/lib/server-process.mjs"
import { sitemapPaths } from "@/scripts/lib/sitemap.mjs"

// A second accessibility engine beside axe: IBM Equal Access (its WCAG 2.1 A and AA rule set), which checks rules
// axe does not (an article or a landmark without a unique name, among others). Its engine is one script from the npm
// package, injected into the page: nothing is fetched from outside. One page of each kind in both languages and the
// not-found pages, on a server of its own with a fresh database (the shared one holds what other specs wrote);
// IBM_ALL_PAGES=1 checks every page of the sitemap instead (slower: about 3 s a page).
const PORT = Number(process.env.E2E_PORT ?? 3217) + 53
const ACE = createRequire(import.meta.url).resolve("accessibility-checker-engine/ace.js")
const NOT_FOUND = ["/this-page-does-not-exist-42", "/es/this-page-does-not-exist-42", "/es/blog/no-such-post-42"]
// The blog's cards (index, category page, both languages), posts with callouts, a marketing page.
const PAGES = [
  "/",
  "/blog",
  "/es/blog",
  "/blog/category/social-media",
  "/blog/healthcare-website-conversion",
  "/es/blog/guia-marketing-consultorio-dental",
  "/services/social-media",
]

type AceResult = { ruleId: string; value: [string, string]; path: { dom: string }; message: string }

/** The rule set's violations on the page as it is now ("VIOLATION"/"FAIL": certain failures, not things to review). */
async function ibmViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: ACE })
  const results = await page.evaluate(async () => {
    const ace = (window as unknown as { ace: { Checker: new () => { check(doc: Document, rulesets: string[]): Promise<{ results: AceResult[] }> } } }).ace
    const report = await new ace.Checker().check(document, ["WCAG_2_1"])
    return report.results.map((r) => ({ ruleId: r.ruleId, value: r.value, path: r.path, message: r.message }))
  })
  return results.filter((r) => r.value[0] === "VIOLATION" && r.value[1] === "FAIL").map((r) => `${r.ruleId} at ${r.path.dom}: ${r.message}`)
}

test.describe.configure({ mode: "serial" })

test.describe("IBM Equal Access, WCAG 2.1 A and AA", () => {
  let server: ServerProcess

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startServer({ port: PORT })
  })

  test.afterAll(async () => {
    await server?.stop()
  })

  test("the blog's cards, posts with callouts, a marketing page and the not-found pages, in both languages, have no violation", async ({ page }) => {
    const all = process.env.IBM_ALL_PAGES === "1"
    test.setTimeout(all ? 600_000 : 120_000)
    const sitemap = await sitemapPaths(server.url)
    for (const path of PAGES) expect(sitemap).toContain(path)
    const paths = all ? sitemap : PAGES
    const found: string[] = []
    for (const path of [...paths, ...NOT_FOUND]) {
      const response = await page.goto(server.url + path)
      expect(response?.status(), path).toBe(NOT_FOUND.includes(path) ? 404 : 200)
      for (const v of await ibmViolations(page)) found.push(`${path}: ${v}`)
    }
    if (all) {
      const pages = new Set(found.map((f) => f.slice(0, f.indexOf(": "))))
      const rules = new Set(found.map((f) => f.split(": ")[1]!.split(" at ")[0]))
      console.log(`IBM Equal Access: ${found.length} violation(s) of ${rules.size} rule(s) [${[...rules].join(", ")}] on ${pages.size} of ${paths.length + NOT_FOUND.length} pages`)
    }
    expect(found).toEqual([])
  })
})
