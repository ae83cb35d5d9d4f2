import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "@playwright/test"

import { PUBLIC_ROUTES } from "../helpers/routes"

for (const route of PUBLIC_ROUTES) {
  test(`${route.path} answers with its heading, the public chrome and no serious axe violation`, async ({ page }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1, name: route.heading }).first()).toBeVisible()
    await expect(page.getByTestId("site-header")).toBeVisible()
    await expect(page.getByTestId("site-footer")).toBeVisible()

    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
  })
}

test("an unknown path shows the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/this/page/does-not-exist")
  expect(response?.status()).toBe(404)
  await expect(page.getByText("404", { exact: true })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible()
  await page.getByRole("link", { name: "Return to Home" }).click()
  await expect(page).toHaveURL(/\/$/)
})

test("the admin area hides the public chrome", async ({ page }) => {
  await page.goto("/admin/login")
  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible()
  await expect(page.getByTestId("site-header")).toHaveCount(0)
  await expect(page.getByTestId("site-footer")).toHaveCount(0)
  await expect(page.getByTestId("floating-cta")).toHaveCount(0)
})
