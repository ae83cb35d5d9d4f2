import { expect, test, type Page } from "@playwright/test"

import { axeViolations, cumulativeLayoutShift, expectScrolledTo, waitForHydration } from "../helpers/marketing"

// /work is a site page (seeded by "work-page-1"): its sections are found by their headings, the figures by their cards.
const headlineCards = (page: Page) => page.getByRole("region", { name: "Headline Results" }).getByTestId("metrics").locator("[data-reveal]")

for (const [path, title] of [["/work", "Our Work"]] as const) {
  test(`${path} is titled "${title}" and shows the metrics, industries and success metrics`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
    await expect(page).toHaveTitle(new RegExp(`^${title} \\|`))
    await expect(page.getByText("Measured results for dental, aesthetic, wellness and mental-health practices.", { exact: false })).toBeVisible()
    const metrics = headlineCards(page)
    await expect(metrics).toHaveCount(3)
    for (const [i, [value, label, detail]] of [
      ["115%", "Engagement Rate", "Average lift in social engagement within six months of launch"],
      ["64%", "Conversion Lift", "More website visitors becoming booked consultations after a rebuild"],
      ["3.2x", "ROI Increase", "Return on marketing spend across clients retained for a year or more"],
    ].entries()) {
      await metrics.nth(i).scrollIntoViewIfNeeded()
      await expect(metrics.nth(i)).toBeVisible()
      await expect(metrics.nth(i)).toContainText(value!)
      await expect(metrics.nth(i)).toContainText(label!)
      await expect(metrics.nth(i)).toContainText(detail!)
    }
    const industries = page.getByRole("region", { name: "Client Industries" })
    await expect(industries).toContainText("We go deep in a few fields rather than wide across many. These are the practices we know best.")
    await expect(industries.getByRole("heading", { level: 3 })).toHaveText([
      "Dental & Orthodontics",
      "Medical Aesthetics & Dermatology",
      "Functional Medicine & Wellness",
      "Mental Health & Therapy",
    ])
    const success = page.getByRole("region", { name: "Success Metrics" })
    await expect(success).toContainText("What changed for the practices behind the numbers.")
    await expect(success).toContainText("Consultation bookings up 32-47%")
    await expect(success).toContainText("Program completion up 28%")
    for (const detail of [
      "Across dental and aesthetics clients in the six months after a website rebuild and paid social launch.",
      "For a functional-medicine membership, after onboarding and check-in emails replaced manual follow-up.",
    ]) {
      await expect(success).toContainText(detail)
    }
    await expect(page.getByText("Want results like these for your practice?")).toBeVisible()
  })
}

test("Book a Consultation scrolls to the contact section", async ({ page }) => {
  for (const index of [0, 1]) {
    await page.goto("/work")
    await waitForHydration(page)
    await page.locator("main").getByRole("link", { name: "Book a Consultation" }).nth(index).click()
    await expectScrolledTo(page, "contact")
    await expect(page).toHaveURL(/\/work$/)
  }
})

test("the metrics rise into place, and stay still under reduced motion", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 })
  await page.goto("/work")
  const card = headlineCards(page).first()
  await expect(card).not.toHaveCSS("transform", "none")
  await card.evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 100, behavior: "instant" }))
  await expect(card).toHaveCSS("transform", "none")
  await page.emulateMedia({ reducedMotion: "reduce" })
  await page.reload()
  await expect(headlineCards(page).last()).toHaveCSS("transform", "none")
})

test("/work: no layout shift", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto("/work")
  await page.waitForLoadState("networkidle")
  expect(await cumulativeLayoutShift(page)).toBeLessThan(0.02)
})

test("/work/{slug} of no published case study is the site's 404 page", async ({ page }) => {
  for (const path of ["/work/dental-growth", "/work/work"]) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found")
  }
})

for (const path of ["/work"]) {
  for (const width of [375, 1280]) {
    test(`${path}: axe finds nothing at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.emulateMedia({ reducedMotion: "reduce" })
      await page.goto(path)
      expect(await axeViolations(page)).toEqual([])
    })
  }
}
