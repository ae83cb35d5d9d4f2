import { describe, expect, it } from "vitest"

import { siteUrlNotice } from "@/server/site-url-notice.mjs"

describe("siteUrlNotice", () => {
  it("warns when the site URL is the default and the server listens elsewhere", () => {
    expect(siteUrlNotice({}, 3301)).toContain("NEXT_PUBLIC_SITE_URL is not set")
    expect(siteUrlNotice({}, 3301)).toContain("port 3301")
  })
  it("stays silent on port 3000 or with a configured site URL", () => {
    expect(siteUrlNotice({}, 3000)).toBeNull()
    expect(siteUrlNotice({ NEXT_PUBLIC_SITE_URL: "https://example.com" }, 3301)).toBeNull()
  })
})
