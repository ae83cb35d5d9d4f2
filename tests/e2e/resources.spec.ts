import { expect, test } from "@playwright/test"

import { axeViolations } from "../helpers/marketing"

test("/resources says the library is in development and offers the blog and custom resources", async ({ page }) => {
  await page.goto("/resources")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resources")
  await expect(page.locator("main")).toContainText("Our resource library is in development")
  await page.getByRole("link", { name: "Visit Our Blog" }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await page.goto("/resources")
  await page.getByRole("link", { name: "Request Custom Resources" }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch")
})

for (const width of [375, 1280]) {
  test(`/resources: axe finds nothing at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto("/resources")
    expect(await axeViolations(page)).toEqual([])
  })
}
