import { expect, test, type Page } from "@playwright/test"

import { EMAIL_MARKETING } from "@/components/services/email-marketing-content"
import { SOCIAL_MEDIA } from "@/components/services/social-media-content"
import { WEBSITE_DEVELOPMENT } from "@/components/services/website-development-content"

import { axeViolations, cumulativeLayoutShift, expectScrolledTo, waitForHydration } from "../helpers/marketing"

/** Every contact-type button on a page scrolls to its #contact section and stays on the page. */
async function expectButtonsScrollToContact(page: Page, path: string, names: string[]) {
  for (const name of names) {
    await page.goto(path)
    await waitForHydration(page)
    const button = page.locator("main").getByRole("link", { name, exact: true }).first()
    await button.click()
    await expectScrolledTo(page, "contact")
    expect(new URL(page.url()).pathname).toBe(path)
  }
}

async function expectFeatureSection(page: Page, title: string, items: readonly { title: string; description: string }[]) {
  const section = page.locator("section", { has: page.getByRole("heading", { level: 2, name: title, exact: true }) })
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(items.map((i) => i.title))
  for (const item of items) await expect(section).toContainText(item.description)
}

test.describe("/services/social-media", () => {
  const path = "/services/social-media"

  test("hero, six services, the five-step process, closing call to action and contact section", async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SOCIAL_MEDIA.hero.title)
    await expect(page.locator("main")).toContainText(SOCIAL_MEDIA.hero.description)
    await expectFeatureSection(page, SOCIAL_MEDIA.servicesTitle, SOCIAL_MEDIA.services)
    expect(SOCIAL_MEDIA.services.map((s) => s.title)).toEqual([
      "Strategy Development",
      "Content Creation",
      "Community Management",
      "Analytics & Reporting",
      "Paid Social Campaigns",
      "Influencer Collaborations",
    ])
    const steps = page.getByTestId("process-step")
    await expect(steps).toHaveCount(5)
    const expected = [
      "01Discovery & Strategy",
      "02Content Planning",
      "03Creation & Curation",
      "04Publishing & Management",
      "05Analysis & Optimization",
    ]
    for (const [i, text] of expected.entries()) await expect(steps.nth(i)).toContainText(text.slice(0, 2))
    await expect(steps.getByRole("heading")).toHaveText(expected.map((t) => t.slice(2)))
    await expect(page.getByRole("heading", { level: 2, name: SOCIAL_MEDIA.cta.title })).toBeVisible()
    await expect(page.locator("#contact")).toBeVisible()
  })

  test("Get Started and the closing button scroll to the contact section", async ({ page }) => {
    await expectButtonsScrollToContact(page, path, ["Get Started", SOCIAL_MEDIA.cta.button])
  })
})

test.describe("/services/email-marketing", () => {
  const path = "/services/email-marketing"

  test("methodology, five platforms with logos, call to action, why-us and contact section", async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(EMAIL_MARKETING.hero.title)
    await expectFeatureSection(page, EMAIL_MARKETING.methodologyTitle, EMAIL_MARKETING.methodology)
    const platforms = page.getByTestId("platform")
    await expect(platforms).toHaveCount(5)
    for (const platform of EMAIL_MARKETING.platforms) {
      const card = platforms.filter({ hasText: platform.name })
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(platform.name)
      await expect(card).toContainText(platform.description)
      const logo = card.getByRole("img", { name: `${platform.name} logo` })
      await logo.scrollIntoViewIfNeeded()
      await expect(logo).toHaveAttribute("src", platform.logo)
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    }
    await expect(page.getByRole("heading", { level: 2, name: EMAIL_MARKETING.cta.title })).toBeVisible()
    await expectFeatureSection(page, EMAIL_MARKETING.whyTitle, EMAIL_MARKETING.why)
    await expect(page.locator("#contact")).toBeVisible()
  })

  test("a logo that fails to load is replaced by the placeholder logo", async ({ page }) => {
    await page.route("**/images/platforms/klaviyo.svg", (route) => route.abort())
    await page.route("**/images/platforms/hubspot.svg", (route) => route.fulfill({ status: 404, body: "" }))
    await page.goto(path)
    for (const name of ["Klaviyo", "HubSpot"]) {
      const logo = page.getByRole("img", { name: `${name} logo` })
      await logo.scrollIntoViewIfNeeded()
      await expect(logo).toHaveAttribute("src", "/images/platforms/placeholder.svg")
      await expect(logo).toHaveAttribute("data-fallback", "true")
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true)
    }
    await expect(page.getByRole("img", { name: "Mailchimp logo" })).toHaveAttribute("src", "/images/platforms/mailchimp.svg")
  })

  test("a logo that failed before hydration is replaced too", async ({ page }) => {
    // Hold the page's scripts back until the image has failed, so React attaches onError too late.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      await held
      await route.continue()
    })
    await page.route("**/images/platforms/mailchimp.svg", (route) => route.abort())
    await page.goto(path, { waitUntil: "commit" })
    const logo = page.getByRole("img", { name: "Mailchimp logo" })
    await logo.waitFor({ state: "attached" })
    await logo.evaluate((img) => img.scrollIntoView())
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true)
    await expect(logo).toHaveAttribute("src", "/images/platforms/mailchimp.svg")
    release()
    await expect(logo).toHaveAttribute("src", "/images/platforms/placeholder.svg")
  })

  test("Explore All Services links to /services; Get Started scrolls to contact", async ({ page }) => {
    await page.goto(path)
    const explore = page.locator("main").getByRole("link", { name: "Explore All Services" })
    await expect(explore.first()).toHaveAttribute("href", "/services")
    await explore.last().click()
    await expect(page).toHaveURL(/\/services$/)
    await expectButtonsScrollToContact(page, path, ["Get Started"])
    await page.goto(path)
    await waitForHydration(page)
    await page.locator("main").getByRole("link", { name: "Get Started" }).last().click()
    await expectScrolledTo(page, "contact")
  })
})

test.describe("/services/website-development", () => {
  const path = "/services/website-development"

  test("hero, included services, the four-step process and a call to action", async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(WEBSITE_DEVELOPMENT.hero.title)
    await expectFeatureSection(page, WEBSITE_DEVELOPMENT.includedTitle, WEBSITE_DEVELOPMENT.included)
    await expect(page.getByTestId("process-step").getByRole("heading")).toHaveText([
      "Discovery & Strategy",
      "Design & User Experience",
      "Development & QA",
      "Launch & Support",
    ])
    await expect(page.getByRole("heading", { level: 2, name: WEBSITE_DEVELOPMENT.cta.title })).toBeVisible()
  })

  test("Get Started and Start Your Project scroll to the contact section", async ({ page }) => {
    await expectButtonsScrollToContact(page, path, ["Get Started", WEBSITE_DEVELOPMENT.cta.button])
  })
})

for (const path of ["/services/social-media", "/services/email-marketing", "/services/website-development"]) {
  test(`${path}: no layout shift`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto(path)
    await page.waitForLoadState("networkidle")
    expect(await cumulativeLayoutShift(page)).toBeLessThan(0.02)
  })

  for (const width of [375, 1280]) {
    test(`${path}: axe finds nothing at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.emulateMedia({ reducedMotion: "reduce" })
      await page.goto(path)
      expect(await axeViolations(page)).toEqual([])
    })
  }
}
