import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"

const PAGES = ["en.html", "en/blog/healthcare-website-conversion.html", "en/blog.html", "en/services/social-media.html", "es.html", "es/blog/guia-marketing-consultorio-dental.html", "es/blog.html", "es/services/social-media.html", "en/blog/category/social-media.html", "es/blog/category/redes-sociales.html", "en/blog/sitemap.html", "es/blog/sitemap.html", "en/services.html", "es/services.html", "en/resources.html", "es/resources.html"]
const ROUTES = ["/[locale]", "/[locale]/blog/[postId]", "/[locale]/blog", "/[locale]/services/social-media", "/[locale]/blog/category/[categorySlug]", "/[locale]/blog/author/[slug]/[[...page]]", "/[locale]/blog/sitemap", "/[locale]/services", "/[locale]/resources"]
const dirs: string[] = []

/** A fake build output: every page `htmlBytes` long (random text, so gzip cannot shrink it), each route `jsBytes`. */
function fakeBuild({ htmlBytes, jsBytes, skip }: { htmlBytes: number; jsBytes: number; skip?: string }) {
  const dir = mkdtempSync(join(tmpdir(), "budgets-"))
  dirs.push(dir)
  for (const page of PAGES.filter((p) => p !== skip)) {
    const path = join(dir, "server/app", page)
    mkdirSync(dirname(path), { recursive: true })
    let text = ""
    while (text.length < htmlBytes) text += Math.random().toString(36).slice(2)
    writeFileSync(path, text.slice(0, htmlBytes))
  }
  mkdirSync(join(dir, "diagnostics"))
  const stats = ROUTES.map((route) => ({ route, firstLoadUncompressedJsBytes: jsBytes, firstLoadChunkPaths: [] }))
  writeFileSync(join(dir, "diagnostics/route-bundle-stats.json"), JSON.stringify(stats))
  return dir
}

const run = (dir: string) => spawnSync("node", ["scripts/check-budgets.mjs", dir], { encoding: "utf8" })

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe("scripts/check-budgets.mjs", { timeout: 60_000 }, () => {
  it("passes a build within every budget", () => {
    const result = run(fakeBuild({ htmlBytes: 5_000, jsBytes: 400_000 }))
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toContain("ok   post HTML gzip")
  })

  it("fails and names the page when its HTML is over budget", () => {
    const result = run(fakeBuild({ htmlBytes: 200_000, jsBytes: 400_000 }))
    expect(result.status).toBe(1)
    expect(result.stdout).toMatch(/OVER post HTML\s/)
    expect(result.stderr).toContain("Over budget: home HTML, home HTML gzip, home HTML brotli, post HTML")
  })

  it("fails when the stylesheets a page links are over budget", () => {
    const dir = fakeBuild({ htmlBytes: 5_000, jsBytes: 400_000 })
    const css = "static/chunks/site.css"
    mkdirSync(join(dir, "static/chunks"), { recursive: true })
    let text = ""
    while (text.length < 40_000) text += Math.random().toString(36).slice(2)
    writeFileSync(join(dir, css), text)
    writeFileSync(join(dir, "server/app/en/blog.html"), `<head><link rel="stylesheet" href="/_next/${css}"/></head>`)
    const result = run(dir)
    expect(result.status).toBe(1)
    expect(result.stdout).toMatch(/OVER blog stylesheets gzip \(1\)/)
    expect(result.stdout).toMatch(/ok {3}post stylesheets gzip \(0\)/)
  })

  it("fails when a route's first-load JavaScript is over budget", () => {
    const result = run(fakeBuild({ htmlBytes: 5_000, jsBytes: 900_000 }))
    expect(result.status).toBe(1)
    expect(result.stdout).toMatch(/OVER \/\[locale\]\/blog\/\[postId\] first-load JS/)
  })

  it("fails instead of passing when a page is no longer in the build output", () => {
    const result = run(fakeBuild({ htmlBytes: 5_000, jsBytes: 400_000, skip: "en/blog.html" }))
    expect(result.status).toBe(1)
    expect(result.stderr).toContain("is blog still static?")
  })
})
