import { expect, test } from "@playwright/test"

import { BUILT_IN_POST_IDS } from "@/lib/domain/blog/built-in-ids"
import { BLOG_MESSAGES } from "@/lib/copy/blog"
import { expectNoSeriousAxeViolations } from "./blog-helpers"

test.describe("search engines and feeds", () => {
  test("/blog/sitemap.xml is real XML with the spec's priorities", async ({ request }) => {
    const response = await request.get("/blog/sitemap.xml")
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toContain("application/xml")
    const xml = await response.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/blog<\/loc>\n\s*<changefreq>daily<\/changefreq>\n\s*<priority>0.8<\/priority>/)
    for (const id of BUILT_IN_POST_IDS) {
      expect(xml).toMatch(new RegExp(`<loc>[^<]+/blog/${id}</loc>\\n\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>\\n\\s*<changefreq>monthly</changefreq>\\n\\s*<priority>0.6</priority>`))
    }
  })

  test("every post's social image has alt text, and every BlogPosting's publisher carries the logo", async ({ request }) => {
    for (const id of BUILT_IN_POST_IDS) {
      const html = await (await request.get(`/blog/${id}`)).text()
      const meta = (attr: string, key: string) => new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1]
      const alt = meta("property", "og:image:alt")
      expect(alt, `${id} og:image:alt`).toBeTruthy()
      expect(meta("name", "twitter:image:alt"), `${id} twitter:image:alt`).toBe(alt)
      const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      const posting = ld.find((d) => d["@type"] === "BlogPosting")
      expect(posting, id).toBeTruthy()
      expect((posting!.publisher as { logo?: { url?: string } }).logo?.url, `${id} publisher.logo`).toMatch(/^https?:\/\/.+\.(svg|png)$/)
    }
  })

  test("/sitemap.xml covers the public site and /robots.txt points to it", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text()
    for (const path of ["/services/seo", "/contact", "/blog", "/blog/healthcare-website-conversion", "/blog/category/social-media"]) {
      expect(xml).toContain(`${path}</loc>`)
    }
    expect(xml).not.toContain("/admin")
    const robots = await (await request.get("/robots.txt")).text()
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/)
    expect(robots).toContain("Disallow: /admin")
  })

  test("an RSS 2.0 feed, announced by every blog page", async ({ page, request }) => {
    const response = await request.get("/blog/rss.xml")
    expect(response.headers()["content-type"]).toContain("application/rss+xml")
    const xml = await response.text()
    expect(xml).toContain('<rss version="2.0"')
    expect(xml.match(/<item>/g)?.length).toBeGreaterThanOrEqual(6)
    expect(xml).toContain("/blog/tiktok-for-wellness-brands</link>")
    for (const path of ["/blog", "/blog/tiktok-for-wellness-brands", "/blog/category/social-media"]) {
      await page.goto(path)
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/blog\/rss\.xml$/)
    }
  })

  test("the sitemap tool shows the XML and downloads blog-sitemap.xml", async ({ page, request }) => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route("**/blog/sitemap.xml", async (route) => {
      await gate
      await route.continue()
    })
    await page.goto("/blog")
    await page.getByRole("link", { name: "Blog sitemap" }).click()
    await expect(page).toHaveURL(/\/blog\/sitemap$/)
    await expect(page.getByText(BLOG_MESSAGES.generatingSitemap)).toBeVisible()
    release()
    await expect(page.getByTestId("sitemap-xml")).toContainText("<urlset")
    await expectNoSeriousAxeViolations(page)
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: BLOG_MESSAGES.downloadSitemap }).click(),
    ])
    expect(download.suggestedFilename()).toBe("blog-sitemap.xml")
    const { readFile } = await import("node:fs/promises")
    const saved = await readFile((await download.path())!, "utf8")
    expect(saved).toBe(await (await request.get("/blog/sitemap.xml")).text())
  })

  test("the sitemap tool reports a failure", async ({ page }) => {
    await page.route("**/blog/sitemap.xml", (route) => route.fulfill({ status: 500, body: "boom" }))
    await page.goto("/blog/sitemap")
    await expect(page.getByRole("alert").filter({ hasText: BLOG_MESSAGES.sitemapFailed })).toHaveText(BLOG_MESSAGES.sitemapFailed)
    await expect(page.getByRole("button", { name: BLOG_MESSAGES.downloadSitemap })).toHaveCount(0)
  })

  test("a post's metadata: title, description, canonical, robots, Open Graph, Twitter, extra tags", async ({ page }) => {
    await page.goto("/blog/healthcare-social-media-trends-2025")
    await expect(page).toHaveTitle("Healthcare Social Media Trends 2025 | Lumora Health Journal")
    const meta = (selector: string) => page.locator(`head ${selector}`).first()
    await expect(meta('meta[name="description"]')).toHaveAttribute("content", /social media trends that will shape/)
    await expect(meta('link[rel="canonical"]')).toHaveAttribute("href", /\/blog\/healthcare-social-media-trends-2025$/)
    await expect(meta('meta[name="robots"]')).toHaveAttribute("content", "index, follow")
    await expect(meta('meta[property="og:type"]')).toHaveAttribute("content", "article")
    await expect(meta('meta[property="og:image"]')).toHaveAttribute("content", /\/blog\/healthcare-social-media-trends-2025\.webp$/)
    await expect(meta('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image")
    await expect(meta('meta[name="twitter:creator"]')).toHaveAttribute("content", "@lumorahealth")
    await expect(meta('meta[name="news_keywords"]')).toHaveAttribute("content", /healthcare social media/)

    // a post's own JSON-LD (metaJsonLd), with its site variables filled in
    await page.goto("/blog/tiktok-for-wellness-brands")
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}")
    expect(data.about).toContain("TikTok")
    expect(data.publisher.name).toBe("Lumora Health")
    expect(data.mainEntityOfPage).toMatch(/\/blog\/tiktok-for-wellness-brands$/)
    expect(await page.locator('head meta[name="description"]').getAttribute("content")).toContain("wellness studios, clinics and practitioners")
  })

  test("a generated Open Graph image answers as a PNG", async ({ request }) => {
    const response = await request.get("/blog/dental-practice-marketing-guide/og")
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toBe("image/png")
    const body = await response.body()
    expect(body.subarray(1, 4).toString()).toBe("PNG")
    expect((await request.get("/blog/no-such-post/og")).status()).toBe(404)
  })
})
