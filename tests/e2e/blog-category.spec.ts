import { expect, test } from "@playwright/test"

import { BLOG_MESSAGES } from "@/lib/copy/blog"
import { cardTitles, expectNoSeriousAxeViolations } from "./blog-helpers"

test.describe("blog category page", () => {
  test("titles itself from the slug and lists posts whose category or tags match", async ({ page }) => {
    const response = await page.goto("/blog/category/social-media")
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Social Media")
    await expect(page).toHaveTitle(/^Social Media Articles/)
    const titles = await cardTitles(page)
    expect(titles).toEqual(
      expect.arrayContaining([
        "Healthcare Social Media Trends for 2025: What Practices Should Do Now",
        "Med Spa Instagram Growth: From Pretty Feed to Booked Consultations",
        "TikTok for Wellness Brands: A Responsible Playbook for Short Video",
      ]),
    )
    expect(titles).not.toContain("Email Automation for Healthcare: Five Flows Every Practice Should Run")
    expect(titles).not.toContain("The Dental Practice Marketing Guide: Filling the Chair Without Discounting")
    await expectNoSeriousAxeViolations(page)
    await page.getByRole("link", { name: "Back to Blog" }).click()
    await expect(page).toHaveURL(/\/blog$/)
  })

  test("matches by tag: a Dental post tagged Client Success", async ({ page }) => {
    await page.goto("/blog/category/client-success")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Client Success")
    const titles = await cardTitles(page)
    expect(titles).toContain("The Dental Practice Marketing Guide: Filling the Chair Without Discounting")
    expect(titles).not.toContain("Healthcare Website Conversion: Turning Visitors Into Booked Patients")
  })

  test("an empty category says so and links to all posts", async ({ page }) => {
    await page.goto("/blog/category/veterinary-clinics")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Veterinary Clinics")
    await expect(page.getByRole("heading", { name: BLOG_MESSAGES.noArticlesInCategory })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.getByRole("link", { name: BLOG_MESSAGES.viewAllPosts }).click()
    await expect(page).toHaveURL(/\/blog$/)
  })
})
