import { expect, test as setup } from "@playwright/test"

import { E2E_ADMIN } from "../helpers/auth"

// Runs before every other spec (project "setup"): the very first registration of the run makes the owner.
setup("the first account registered on a fresh site becomes its owner", async ({ page }, testInfo) => {
  await page.goto("/admin/login")
  await page.getByRole("tab", { name: "Register" }).click()
  const panel = page.getByRole("tabpanel", { name: "Register" })
  await panel.getByLabel("Email").fill(E2E_ADMIN.email)
  await panel.getByLabel("Password").fill(E2E_ADMIN.password)
  await expect(panel.getByText("Password must be at least 6 characters")).toBeVisible()
  await panel.getByRole("button", { name: "Register" }).click()
  const success = panel.getByRole("alert").filter({ hasText: "Success" })
  if (testInfo.retry === 0) {
    await expect(success).toContainText("Registration successful! You can now sign in.")
  } else {
    // A retry finds the account its first attempt created.
    await expect(panel.getByRole("alert")).toBeVisible()
  }
})
