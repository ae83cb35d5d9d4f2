// The sign-in form's server-action request, captured once from a real browser and then replayed with other
// credentials: tests and benchmarks can send thousands of sign-ins over plain HTTP without driving the form each
// time, yet every request is exactly what the page sends.
import { chromium } from "@playwright/test"

import { CHROMIUM_ARGS, chromiumPath } from "./chromium.mjs"

export { CHROMIUM_ARGS }


/**
 * Opens /admin/login on `baseUrl`, submits the Login tab once (the request is captured and aborted, so it never
 * reaches the server) and returns a builder for equivalent requests.
 *
 * @param {string} baseUrl
 * @param {{ executablePath?: string }} [options]
 */
export async function captureSignInRequest(baseUrl, { executablePath = chromiumPath() } = {}) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage()
    /** @type {{ headers: Record<string, string>, body: string } | null} */
    let captured = null
    await page.route("**/admin/login*", async (route) => {
      const req = route.request()
      if (req.method() !== "POST") return route.continue()
      captured = { headers: req.headers(), body: req.postData() ?? "" }
      await route.abort()
    })
    await page.goto(`${baseUrl}/admin/login`)
    await page.getByRole("tab", { name: "Login" }).click()
    await page.getByLabel("Email").fill("capture@example.invalid")
    await page.getByLabel("Password").fill("capture-password")
    await page.getByRole("button", { name: "Login", exact: true }).click()
    for (let i = 0; i < 100 && !captured; i++) await page.waitForTimeout(50)
    if (!captured) throw new Error("the sign-in request was not seen")
    const { headers, body } = /** @type {{ headers: Record<string, string>, body: string }} */ (captured)
    const keep = ["next-action", "next-router-state-tree", "content-type", "accept"]
    const baseHeaders = Object.fromEntries(Object.entries(headers).filter(([k]) => keep.includes(k)))
    baseHeaders.origin = baseUrl
    return {
      url: `${baseUrl}/admin/login`,
      /**
       * @param {string} email
       * @param {string} password
       * @param {Record<string, string>} [extraHeaders]
       */
      request(email, password, extraHeaders = {}) {
        const filled = body.replace("capture@example.invalid", () => email).replace("capture-password", () => password)
        return { method: "POST", headers: { ...baseHeaders, ...extraHeaders }, body: filled }
      },
    }
  } finally {
    await browser.close()
  }
}
