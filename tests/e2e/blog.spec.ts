import { expect, test } from "@playwright/test"

import { BLOG_MESSAGES } from "@/lib/copy/blog"
import { cards, cardTitles, expectNoSeriousAxeViolations } from "./blog-helpers"

const BUILT_IN_TITLES = [
  "Healthcare Website Conversion: Turning Visitors Into Booked Patients",
  "Med Spa Instagram Growth: From Pretty Feed to Booked Consultations",
  "Email Automation for Healthcare: Five Flows Every Practice Should Run",
  "TikTok for Wellness Brands: A Responsible Playbook for Short Video",
  "The Dental Practice Marketing Guide: Filling the Chair Without Discounting",
  "Healthcare Social Media Trends for 2025: What Practices Should Do Now",
]

test.describe("blog list", () => {
  test("shows the six built-in posts newest first, the tabs, the calls to action and no axe violation", async ({ page }) => {
    const response = await page.goto("/blog")
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    // other specs may have published admin posts on this server: the built-in six keep their date order
    const titles = (await cardTitles(page)).filter((t) => BUILT_IN_TITLES.includes(t))
    expect(titles).toEqual(BUILT_IN_TITLES)
    await expect(page.getByRole("tab", { name: "All Posts" })).toHaveAttribute("aria-selected", "true")
    await expect(page.getByRole("tab")).toHaveCount(7)
    const contactLinks = page.getByRole("main").locator('a[href="/contact"]')
    expect(await contactLinks.count()).toBeGreaterThanOrEqual(1)
    await expect(page.getByRole("link", { name: "Blog sitemap" })).toHaveAttribute("href", "/blog/sitemap")
    await expectNoSeriousAxeViolations(page)
  })

  test("search waits 300 ms after the last keystroke, then filters and puts ?q= in the address", async ({ page }) => {
    await page.goto("/blog")
    const requests: string[] = []
    page.on("request", (r) => {
      if (r.url().includes("/blog/search.json")) requests.push(r.url())
    })
    const box = page.getByRole("searchbox", { name: "Search articles" })
    // Timed inside the page (a loaded machine must not make the test flaky): every address change must come
    // at least 300 ms after the keystroke before it.
    await box.evaluate((input) => {
      const w = window as unknown as { __inputs: number[]; __changes: { at: number; url: string }[] }
      w.__inputs = []
      w.__changes = []
      input.addEventListener("input", () => w.__inputs.push(performance.now()))
      const replace = history.replaceState.bind(history)
      history.replaceState = (data, unused, url) => {
        w.__changes.push({ at: performance.now(), url: String(url) })
        replace(data, unused, url)
      }
    })
    await box.pressSequentially("BOTULINUM", { delay: 30 })
    await expect(page).toHaveURL(/\/blog\?q=BOTULINUM$/)
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first()).toContainText("Med Spa Instagram Growth")
    const { inputs, changes } = await page.evaluate(() => {
      const w = window as unknown as { __inputs: number[]; __changes: { at: number; url: string }[] }
      return { inputs: w.__inputs, changes: w.__changes }
    })
    expect(inputs).toHaveLength(9)
    expect(changes.length).toBeGreaterThanOrEqual(1)
    for (const change of changes) {
      const lastInput = Math.max(...inputs.filter((t) => t <= change.at))
      expect(change.at - lastInput, change.url).toBeGreaterThanOrEqual(295)
    }
    expect(changes.at(-1)?.url).toBe("/blog?q=BOTULINUM")
    // at most one request per settled search, never one per keystroke
    expect(requests.length).toBeGreaterThanOrEqual(1)
    expect(requests.length).toBeLessThanOrEqual(changes.length)
    expect(requests.at(-1)).toContain("q=BOTULINUM")

    // content and tags count too, case-insensitively: "recall" appears in the dental and email bodies
    await box.fill("recall")
    await expect(page).toHaveURL(/q=recall/)
    await expect(cards(page)).toHaveCount(2)

    // blank shows everything again and leaves the address clean
    await box.fill("   ")
    await expect(page).toHaveURL(/\/blog$/)
    await expect(cards(page).first()).toBeVisible()
    expect(await cards(page).count()).toBeGreaterThanOrEqual(6)
    await expectNoSeriousAxeViolations(page)
  })

  test("shows six skeleton cards while loading, then the results", async ({ page }) => {
    await page.goto("/blog")
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route("**/blog/search.json*", async (route) => {
      await gate
      await route.continue()
    })
    await page.getByRole("searchbox", { name: "Search articles" }).fill("email")
    await expect(page.getByTestId("skeleton-card")).toHaveCount(6)
    await expectNoSeriousAxeViolations(page)
    release()
    await expect(page.getByTestId("skeleton-card")).toHaveCount(0)
    await expect(cards(page).first()).toContainText("Email Automation")
  })

  test("shows 'Loading post...' on the clicked card while the post is on its way", async ({ page }) => {
    const target = "/blog/tiktok-for-wellness-brands"
    // Hold the post's RSC payload (prefetch included) so the pending state is visible.
    await page.route(
      (url) => url.pathname === target,
      async (route) => {
        if (route.request().headers()["rsc"]) await new Promise((resolve) => setTimeout(resolve, 1500))
        await route.continue()
      },
    )
    await page.goto("/blog")
    const card = cards(page).filter({ hasText: "TikTok for Wellness Brands" })
    await card.getByRole("link").click()
    await expect(card.getByRole("status")).toHaveText(BLOG_MESSAGES.loadingPost)
    await expect(page).toHaveURL(target)
    await expect(page.getByRole("heading", { level: 1, name: /TikTok for Wellness Brands/ })).toBeVisible()
  })

  test("says so when nothing matches", async ({ page }) => {
    await page.goto("/blog?q=zzzz-no-such-words")
    await expect(page.getByRole("heading", { name: BLOG_MESSAGES.noPostsTitle })).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("zzzz-no-such-words")
    await expectNoSeriousAxeViolations(page)
  })

  test("category tabs filter, live in the address, and 'all' is removed from it", async ({ page }) => {
    await page.goto("/blog")
    await page.getByRole("tab", { name: "Email Marketing" }).click()
    await expect(page).toHaveURL(/\/blog\?category=email-marketing$/)
    await expect(page.getByRole("tab", { name: "Email Marketing" })).toHaveAttribute("aria-selected", "true")
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first()).toContainText("Email Automation")
    await expectNoSeriousAxeViolations(page)

    await page.getByRole("tab", { name: "All Posts" }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(cards(page).filter({ hasText: "Healthcare Social Media Trends" })).toHaveCount(1)

    // back restores the previous tab
    await page.goBack()
    await expect(page).toHaveURL(/category=email-marketing/)
    await expect(cards(page)).toHaveCount(1)

    // arrow keys move between tabs
    await page.getByRole("tab", { name: "Email Marketing" }).focus()
    await page.keyboard.press("ArrowLeft")
    await expect(page).toHaveURL(/category=social-media/)
    await expect(page.getByRole("tab", { name: "Social Media" })).toBeFocused()
  })

  test("?category= selects a tab on arrival and combines with ?q=", async ({ page }) => {
    await page.goto("/blog?category=social-media")
    await expect(page.getByRole("tab", { name: "Social Media" })).toHaveAttribute("aria-selected", "true")
    // category "Social Media" twice, plus a video post tagged Social Media (polled: the filter applies on hydration)
    await expect.poll(async () => (await cardTitles(page)).filter((t) => BUILT_IN_TITLES.includes(t)).sort()).toEqual(
      [
        "Healthcare Social Media Trends for 2025: What Practices Should Do Now",
        "Med Spa Instagram Growth: From Pretty Feed to Booked Consultations",
        "TikTok for Wellness Brands: A Responsible Playbook for Short Video",
      ].sort(),
    )
    await page.goto("/blog?q=academy&category=social-media")
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first()).toContainText("TikTok for Wellness Brands")
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("academy")
    await page.goto("/blog?category=all")
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByRole("tab", { name: "All Posts" })).toHaveAttribute("aria-selected", "true")
    await expect(cards(page).filter({ hasText: "TikTok for Wellness Brands" })).toHaveCount(1)
  })
})
