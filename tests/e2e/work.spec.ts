import { expect, test } from "@playwright/test"

import { WORK_PAGE_SEED as WORK } from "@/lib/blog/work-page"

import { axeViolations, cumulativeLayoutShift, expectScrolledTo, waitForHydration } from "../helpers/marketing"

for (const [path, title] of [["/work", "Our Work"]] as const) {
  test(`${path} is titled "${title}" and shows the metrics, industries and success metrics`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
    await expect(page).toHaveTitle(new RegExp(`^${title} \\|`))
    const metrics = page.getByTestId("work-metrics").getByRole("listitem")
    await expect(metrics).toHaveCount(3)
    for (const [i, [value, label]] of [["115%", "Engagement Rate"], ["64%", "Conversion Lift"], ["3.2x", "ROI Increase"]].entries()) {
      await metrics.nth(i).scrollIntoViewIfNeeded()
      await expect(metrics.nth(i)).toBeVisible()
      await expect(metrics.nth(i)).toContainText(value!)
      await expect(metrics.nth(i)).toContainText(label!)
    }
    await expect(page.getByTestId("work-industries").getByRole("heading", { level: 3 })).toHaveText([
      "Dental & Orthodontics",
      "Medical Aesthetics & Dermatology",
      "Functional Medicine & Wellness",
      "Mental Health & Therapy",
    ])
    const success = page.getByTestId("work-success")
    await expect(success).toContainText("Consultation bookings up 32-47%")
    await expect(success).toContainText("Program completion up 28%")
    for (const item of WORK.success) await expect(success).toContainText(item.detail)
  })
}

test("Book a Consultation scrolls to the contact section", async ({ page }) => {
  for (const index of [0, 1]) {
    await page.goto("/work")
    await waitForHydration(page)
    await page.locator("main").getByRole("link", { name: WORK.cta }).nth(index).click()
    await expectScrolledTo(page, "contact")
    await expect(page).toHaveURL(/\/work$/)
  }
})

test("the metrics rise into place with framer-motion, and stay still under reduced motion", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 })
  await page.goto("/work")
  const card = page.getByTestId("work-metrics").getByRole("listitem").first()
  await expect(card).not.toHaveCSS("transform", "none")
  await card.evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 100, behavior: "instant" }))
  await expect(card).toHaveCSS("transform", "none")
  await page.emulateMedia({ reducedMotion: "reduce" })
  await page.reload()
  await expect(page.getByTestId("work-metrics").getByRole("listitem").last()).toHaveCSS("transform", "none")
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
