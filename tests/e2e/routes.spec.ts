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

test("a not-found page is drawn on the server in the address's language: lang, title in the head, words without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const cases = [
    { path: "/this-page-does-not-exist-42", lang: "en", title: "Oops! Page not found | Lumora Health", heading: "Oops! Page not found", link: "Return to Home" },
    { path: "/es/this-page-does-not-exist-42", lang: "es", title: "¡Uy! No encontramos esta página | Lumora Health", heading: "¡Uy! No encontramos esta página", link: "Volver al inicio" },
    { path: "/blog/no-such-post-42", lang: "en", title: "Post not found | Lumora Health", heading: "Post not found", link: "Back to Blog" },
    { path: "/es/blog/no-such-post-42", lang: "es", title: "Artículo no encontrado | Lumora Health", heading: "Artículo no encontrado", link: "Volver al blog" },
  ]
  for (const c of cases) {
    const response = await page.goto(c.path)
    expect(response?.status(), c.path).toBe(404)
    await expect(page.locator("html")).toHaveAttribute("lang", c.lang)
    await expect(page).toHaveTitle(c.title)
    await expect(page.getByRole("heading", { level: 1, name: c.heading })).toBeVisible()
    await expect(page.getByRole("link", { name: c.link })).toBeVisible()
    await expect(page.getByTestId("site-header")).toBeVisible()
  }
  // The pages themselves answer 404 too: they are never a page of the site.
  for (const path of ["/not-found", "/es/not-found/post"]) expect((await page.goto(path))?.status(), path).toBe(404)
  await context.close()
})

test("the admin area hides the public chrome", async ({ page }) => {
  await page.goto("/admin/login")
  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible()
  await expect(page.getByTestId("site-header")).toHaveCount(0)
  await expect(page.getByTestId("site-footer")).toHaveCount(0)
  await expect(page.getByTestId("floating-cta")).toHaveCount(0)
})
