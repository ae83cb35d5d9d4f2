import { describe, expect, it } from "vitest"

import { isNotFoundPage, notFoundPageFor } from "@/server/not-found-page.mjs"

describe("the not-found page that answers for an address", () => {
  it("is the site's page in the address's language, the post page under a blog", () => {
    expect(notFoundPageFor("/this-page-does-not-exist-42", ["es"])).toBe("/not-found")
    expect(notFoundPageFor("/es/this-page-does-not-exist-42", ["es"])).toBe("/es/not-found")
    expect(notFoundPageFor("/es", ["es"])).toBe("/es/not-found")
    expect(notFoundPageFor("/work/nope", ["es"])).toBe("/not-found")
    expect(notFoundPageFor("/blog/no-such-post", ["es"])).toBe("/not-found/post")
    expect(notFoundPageFor("/es/blog/no-such-post/", ["es"])).toBe("/es/not-found/post")
    expect(notFoundPageFor("/blog/author/nobody", ["es"])).toBe("/not-found")
    expect(notFoundPageFor("/esp/x", ["es"])).toBe("/not-found")
  })

  it("is none for what is not a page: the API, Next's files, the admin, previews, files", () => {
    for (const path of ["/api/x", "/_next/static/x.js", "/admin", "/admin/x", "/preview/abc", "/missing.png", "/es/feed.xml"]) {
      expect(notFoundPageFor(path, ["es"])).toBeNull()
    }
  })

  it("knows its own addresses", () => {
    for (const path of ["/not-found", "/not-found/post", "/es/not-found", "/es/not-found/post"]) expect(isNotFoundPage(path, ["es"])).toBe(true)
    for (const path of ["/", "/not-found/x", "/es/blog/not-found"]) expect(isNotFoundPage(path, ["es"])).toBe(false)
  })
})
