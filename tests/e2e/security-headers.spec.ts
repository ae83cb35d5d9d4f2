import { expect, test } from "@playwright/test"

test("public pages send the security headers of the checklist", async ({ request }) => {
  for (const path of ["/", "/services", "/does-not-exist"]) {
    const response = await request.get(path)
    const headers = response.headers()
    const csp = headers["content-security-policy"] ?? ""
    expect(csp, path).toContain("default-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toMatch(/form-action 'self'/)
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["strict-transport-security"]).toMatch(/max-age=31536000/)
    expect(headers["x-powered-by"]).toBeUndefined()
  }
})
