import { describe, expect, it } from "vitest"

import { isFixedRouteOrAsset } from "@/lib/data/redirect-rules"

describe("the routes a redirect may never start from", () => {
  it("include every collection's index page and its documents, from the declarations", () => {
    for (const path of ["/work", "/work/bright-smiles", "/resources", "/resources/guides", "/resources/seo-guide", "/events", "/events/spring-webinar"]) {
      expect(isFixedRouteOrAsset(path), path).toBe(true)
    }
  })

  it("keep the fixed routes and prefixes", () => {
    for (const path of ["/", "/blog", "/blog/rss.xml", "/sitemap.xml", "/services", "/services/seo", "/blog/category/news", "/admin", "/admin/posts", "/api/contact", "/_next/static/x.js", "/uploads/a.png"]) {
      expect(isFixedRouteOrAsset(path), path).toBe(true)
    }
  })

  it("leave other paths free: posts and pages are checked by the caller, a name that only starts like a prefix is not under it", () => {
    for (const path of ["/blog/old-post", "/old-page", "/workshop", "/resources-old", "/eventsx", "/apis"]) {
      expect(isFixedRouteOrAsset(path), path).toBe(false)
    }
  })
})
