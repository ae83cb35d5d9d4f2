import { expect, test } from "@playwright/test"

import { BLOG_MESSAGES } from "@/lib/copy/blog"
import { expectNoSeriousAxeViolations } from "./blog-helpers"

const FULL = "/blog/healthcare-website-conversion"

test.describe("blog post", () => {
  test("hero: category badge, date, read time and word count", async ({ page }) => {
    const response = await page.goto(FULL)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1, name: /Healthcare Website Conversion/ })).toBeVisible()
    const hero = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) })
    await expect(hero.getByRole("link", { name: "Website", exact: true })).toHaveAttribute("href", "/blog/category/website")
    await expect(hero.locator("time")).toHaveText("March 19, 2025")
    await expect(page.getByTestId("read-time")).toHaveText(/^\d+ min read$/)
    await expect(page.getByTestId("word-count")).toHaveText(/^1,\d{3} words$/)
    await expect(page).toHaveTitle("Healthcare Website Conversion Checklist | Lumora Health Journal")
  })

  test("renders every Markdown feature, with code highlighted on the server and no axe violation", async ({ page }) => {
    await page.goto(FULL)
    const body = page.getByTestId("post-body")
    for (const level of [1, 2, 3, 4]) await expect(body.locator(`h${level}[id]`).first()).toBeVisible()
    await expect(body.locator("h2#user-content-speed-the-silent-conversion-killer")).toBeVisible()
    await expect(body.locator("strong").first()).toBeVisible()
    await expect(body.locator("em").first()).toBeVisible()
    await expect(body.locator("p code").first()).toHaveText("tel:")
    await expect(body.locator("pre code.hljs .hljs-attr").first()).toBeVisible()
    await expect(body.locator("table th").first()).toHaveText("Metric")
    await expect(body.locator("ul > li").first()).toBeVisible()
    await expect(body.locator("ol > li").first()).toBeVisible()
    await expect(body.locator("hr").first()).toBeAttached()
    await expect(body.locator("blockquote").first()).toContainText("Patients do not choose the best practice")
    for (const type of ["note", "tip", "important", "warning"]) {
      await expect(body.locator(`[role="note"][data-callout="${type}"]`)).toBeVisible()
    }
    const image = body.getByRole("img", { name: /patient journey/ })
    await image.scrollIntoViewIfNeeded()
    await expect(image).toBeVisible()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    // links leaving the site open in a new tab without opener or referrer; internal ones do not
    const external = body.getByRole("link", { name: /Core Web Vitals/ })
    await expect(external).toHaveAttribute("target", "_blank")
    await expect(external).toHaveAttribute("rel", "noopener noreferrer")
    await expect(body.getByRole("link", { name: "contact us" })).not.toHaveAttribute("target", "_blank")
    // no highlighter shipped: every highlighted span came with the HTML
    const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).join(" "))
    expect(scripts).not.toMatch(/highlight|hljs|shiki|prism/i)
    await expectNoSeriousAxeViolations(page)
  })

  test("share buttons open 600x400 popups with the page address", async ({ page, context }) => {
    await context.route(/^https:\/\/(x\.com|www\.facebook\.com|www\.linkedin\.com)\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>share</title><p>share</p>" }),
    )
    await page.goto(FULL)
    const address = page.url()
    for (const [name, host] of [
      ["Share on X", "x.com"],
      ["Share on Facebook", "www.facebook.com"],
      ["Share on LinkedIn", "www.linkedin.com"],
    ] as const) {
      const [popup] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name }).click()])
      await popup.waitForLoadState()
      const url = new URL(popup.url())
      expect(url.host).toBe(host)
      expect(decodeURIComponent(url.search)).toContain(address)
      const size = await popup.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }))
      expect(size).toEqual({ width: 600, height: 400 })
      await popup.close()
    }
    expect(page.url()).toBe(address)
  })

  test("previous and next walk the list in date order", async ({ page }) => {
    // built-in posts in the middle of the list (admin posts published during the run are all newer)
    await page.goto("/blog/email-automation-healthcare")
    const nav = page.getByRole("navigation", { name: "More articles" })
    await expect(nav.getByRole("link", { name: /Next Post/ })).toContainText("Med Spa Instagram Growth")
    await nav.getByRole("link", { name: /Previous Post/ }).click()
    await expect(page).toHaveURL(/\/blog\/tiktok-for-wellness-brands$/)
    await expect(page.getByRole("heading", { level: 1 })).toContainText("TikTok for Wellness Brands")
    await page.getByRole("navigation", { name: "More articles" }).getByRole("link", { name: /Next Post/ }).click()
    await expect(page).toHaveURL(/\/blog\/email-automation-healthcare$/)
    // the oldest post has no previous one
    await page.goto("/blog/healthcare-social-media-trends-2025")
    await expect(page.getByRole("navigation", { name: "More articles" }).getByRole("link", { name: /Previous Post/ })).toHaveCount(0)
  })

  test("'You May Also Like' lists up to 3 posts of the same category, never the post itself", async ({ page }) => {
    await page.goto("/blog/medspa-instagram-growth")
    const related = page.getByTestId("related-posts")
    await expect(related.getByRole("heading", { name: BLOG_MESSAGES.relatedTitle })).toBeVisible()
    const titles = await related.getByTestId("blog-card").getByRole("heading").allInnerTexts()
    expect(titles.length).toBeLessThanOrEqual(3)
    expect(titles).not.toContain("Med Spa Instagram Growth: From Pretty Feed to Booked Consultations")
    // the other built-in Social Media post (admin posts of the same category may come first, being newer)
    if (titles.length < 3) expect(titles).toContain("Healthcare Social Media Trends for 2025: What Practices Should Do Now")
    expect(titles).not.toContain("TikTok for Wellness Brands: A Responsible Playbook for Short Video")
    // the only Website post has no other post of its category
    await page.goto(FULL)
    await expect(page.getByTestId("related-posts")).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)
  })

  test("the call to action follows the category", async ({ page }) => {
    for (const [path, href] of [
      ["/blog/email-automation-healthcare", "/services/email-marketing"],
      [FULL, "/services/website-development"],
      ["/blog/dental-practice-marketing-guide", "/services/social-media"],
    ] as const) {
      await page.goto(path)
      await expect(page.getByTestId("post-cta").locator(`a[href="${href}"]`)).toBeVisible()
    }
  })

  test("carries BlogPosting structured data", async ({ page }) => {
    await page.goto("/blog/email-automation-healthcare")
    const json = await page.locator('script[type="application/ld+json"]').first().textContent()
    const data = JSON.parse(json ?? "{}")
    expect(data).toMatchObject({ "@type": "BlogPosting", headline: expect.stringContaining("Email Automation") })
    expect(json).not.toContain("<")
  })

  test("a missing post answers 404 with 'Post not found' and 'Back to Blog'", async ({ page }) => {
    const response = await page.goto("/blog/no-such-post-here")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { name: BLOG_MESSAGES.postNotFound })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.getByRole("link", { name: BLOG_MESSAGES.backToBlog }).click()
    await expect(page).toHaveURL(/\/blog$/)
  })
})
