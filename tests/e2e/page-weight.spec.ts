import { expect, test } from "@playwright/test"

import { PUBLIC_ROUTES } from "../helpers/routes"

// The lighter pages keep what a visitor sees: icons drawn from the sprite, menus whose links appear when opened,
// one stylesheet and the two fonts (both preloaded, the body one cut to the weights the design uses), and a
// compressed answer for the browser.

test("every icon on the public pages points at a drawn symbol of the sprite", async ({ page, request }) => {
  const sprite = await request.get("/icons.svg")
  expect(sprite.status()).toBe(200)
  expect(sprite.headers()["content-type"]).toContain("image/svg+xml")
  const ids = new Set([...(await sprite.text()).matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]))

  for (const route of PUBLIC_ROUTES) {
    await page.goto(route.path)
    const hrefs = await page.locator("svg use").evaluateAll((uses) => uses.map((u) => u.getAttribute("href") ?? ""))
    for (const href of hrefs) {
      const [file, id] = href.split("#")
      expect(file, `${route.path}: ${href}`).toBe("/icons.svg")
      expect(ids.has(id ?? ""), `${route.path}: ${href}`).toBe(true)
    }
  }
})

test("icons render at their size once the sprite has loaded (footer contact icons)", async ({ page }) => {
  await page.goto("/contact")
  const mail = page.getByTestId("site-footer").locator('use[href="/icons.svg#mail"]')
  // getBBox of a <use> is empty until the referenced symbol has been fetched and drawn.
  await expect.poll(() => mail.evaluate((u) => (u as SVGGraphicsElement).getBBox().width)).toBeGreaterThan(0)
  const box = await mail.locator("xpath=..").boundingBox()
  expect(box?.width).toBe(16)
  expect(box?.height).toBe(16)
})

test("the served HTML carries no mega-menu or mobile-menu links; they appear when a menu opens", async ({ page, request }) => {
  const html = await (await request.get("/blog")).text()
  expect(html).toMatch(/id="services-panel"[^>]*><\/div>/)
  expect(html).toMatch(/id="resources-panel"[^>]*><\/div>/)
  expect(html).toMatch(/<nav id="mobile-menu"[^>]*><\/nav>/)

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto("/blog")
  await page.getByTestId("services-trigger").click()
  const panel = page.getByTestId("services-panel")
  await expect(panel.getByRole("link", { name: /Social Media Management/ })).toBeVisible()
  await expect(panel.locator('use[href="/icons.svg#share-2"]')).toHaveCount(1)
})

test("a post loads one stylesheet and preloads its two fonts, the body one cut to weights 400–700", async ({ request }) => {
  const html = await (await request.get("/blog/healthcare-website-conversion")).text()
  const head = html.slice(0, html.indexOf("</head>"))
  expect(head.match(/<link rel="stylesheet"/g) ?? []).toHaveLength(1)
  const fonts = head.match(/<link rel="preload"[^>]*as="font"[^>]*>/g) ?? []
  expect(fonts).toHaveLength(2)
  expect(fonts.join(" ")).toMatch(/inter_latin_wght_400_700/)
  expect(fonts.join(" ")).toMatch(/fraunces_latin_wght_normal/)
  // The footer's logo is below the fold: no preload for it in the head.
  expect(head).not.toContain('href="/brand/logo-light.svg"')
})

test("the browser gets public pages in brotli, the same bytes each time, with a validator that answers 304", async ({ page, request }) => {
  const response = await page.goto("/blog/healthcare-website-conversion")
  const headers = await response!.allHeaders()
  expect(headers["content-encoding"]).toBe("br")
  expect(headers.vary).toContain("Accept-Encoding")
  const etag = headers.etag ?? ""
  expect(etag).toMatch(/^W\/"/)
  // The browser decoded it: the page is whole.
  await expect(page.getByRole("heading", { level: 1, name: "Healthcare Website Conversion: Turning Visitors Into Booked Patients" })).toBeVisible()
  await expect(page.getByTestId("site-footer")).toBeVisible()

  const gzip = await request.get("/blog/healthcare-website-conversion", { headers: { "accept-encoding": "gzip" } })
  expect(gzip.headers()["content-encoding"]).toBe("gzip")
  expect(gzip.headers().etag).toBe(etag)
  const again = await request.get("/blog/healthcare-website-conversion", { headers: { "accept-encoding": "br", "if-none-match": etag } })
  expect(again.status()).toBe(304)
})
