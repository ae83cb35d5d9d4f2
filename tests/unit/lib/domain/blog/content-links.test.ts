import { describe, expect, it } from "vitest"

import { resolvePostLink, type PostVersion } from "@/lib/domain/blog/content-links"

// An English post with a Spanish translation (other slug), an English-only post, and a Spanish-only post.
const versions: PostVersion[] = [
  { locale: "en", slug: "dental-practice-marketing-guide", key: "dental" },
  { locale: "es", slug: "guia-marketing-consultorio-dental", key: "dental" },
  { locale: "en", slug: "healthcare-website-conversion", key: "conversion" },
  { locale: "es", slug: "solo-en-espanol", key: "solo" },
]

describe("a post link inside content leads to the content's language when the post has a version in it", () => {
  it("an English address in Spanish content leads to the Spanish translation, query and fragment kept", () => {
    expect(resolvePostLink("/blog/dental-practice-marketing-guide", "es", versions)).toBe("/es/blog/guia-marketing-consultorio-dental")
    expect(resolvePostLink("/blog/dental-practice-marketing-guide?x=1#paso-2", "es", versions)).toBe("/es/blog/guia-marketing-consultorio-dental?x=1#paso-2")
  })

  it("a post with no version in the content's language keeps the original's address", () => {
    expect(resolvePostLink("/blog/healthcare-website-conversion", "es", versions)).toBe("/blog/healthcare-website-conversion")
  })

  it("an English slug under /es/ (an address that does not exist) leads to the post's real address", () => {
    expect(resolvePostLink("/es/blog/healthcare-website-conversion", "es", versions)).toBe("/blog/healthcare-website-conversion")
    expect(resolvePostLink("/es/blog/dental-practice-marketing-guide", "es", versions)).toBe("/es/blog/guia-marketing-consultorio-dental")
  })

  it("English content linking to a Spanish version leads to the English one; a Spanish-only post stays Spanish", () => {
    expect(resolvePostLink("/es/blog/guia-marketing-consultorio-dental", "en", versions)).toBe("/blog/dental-practice-marketing-guide")
    expect(resolvePostLink("/es/blog/solo-en-espanol", "en", versions)).toBe("/es/blog/solo-en-espanol")
  })

  it("leaves other addresses, unknown posts and other sites as written", () => {
    for (const href of ["/contact", "/es/contact", "/blog", "/blog/category/dental", "/blog/no-such-post", "https://example.com/blog/x", "#top", "//evil.example/blog/x"]) {
      expect(resolvePostLink(href, "es", versions)).toBe(href)
    }
  })
})
