import { describe, expect, it } from "vitest"

import { categoriesOf, categoryNameFor, categoryPageTitle } from "@/lib/domain/blog/categories"
import { blogTaxonomyUrls } from "@/lib/site/site-sitemap"
import { authorPath } from "@/lib/site/seo"
import { absoluteUrl } from "@/lib/domain/site"

// Posts newest first, as the read model keeps them.
const spanish = [
  { category: "Redes sociales", tags: ["Marketing de contenidos", "Tendencias"] },
  { category: "Odontología", tags: ["Marketing dental", "SEO local"] },
  { category: "redes  Sociales ", tags: [] },
  { category: "", tags: ["Sin categoría"] },
]

describe("a language's categories from its posts", () => {
  it("one per slug, named as the newest post writes it, sorted in the language's order; none without a name", () => {
    expect(categoriesOf(spanish, "es")).toEqual([
      { id: "odontologia", name: "Odontología", slug: "odontologia", description: "" },
      { id: "redes-sociales", name: "Redes sociales", slug: "redes-sociales", description: "" },
    ])
    expect(categoriesOf([], "es")).toEqual([])
    // "All" is the tabs' own first entry, never a category of a post.
    expect(categoriesOf([{ category: "All" }], "en")).toEqual([])
  })

  it("a category page's name: a post's category that is the slug, else a tag that is, else none", () => {
    expect(categoryNameFor("redes-sociales", spanish)).toBe("Redes sociales")
    expect(categoryNameFor("seo-local", spanish)).toBe("SEO local")
    expect(categoryNameFor("social-media", spanish)).toBeNull()
    expect(categoryNameFor("", spanish)).toBeNull()
  })

  it("English keeps the spec's title from the slug; Spanish prefers its posts' spelling, else the slug's rule", () => {
    const english = [{ category: "SOCIAL media", tags: [] }]
    expect(categoryPageTitle("social-media", "en", english)).toBe("Social Media")
    expect(categoryPageTitle("redes-sociales", "es", spanish)).toBe("Redes sociales")
    expect(categoryPageTitle("redes-sociales", "es", [])).toBe("Redes Sociales")
    expect(categoryPageTitle("email-marketing", "es", spanish)).toBe("Email Marketing")
  })
})

describe("a language's blog addresses", () => {
  it("author pages under the language's prefix, page 1 without /page/1", () => {
    expect(authorPath("ana-ruiz")).toBe("/blog/author/ana-ruiz")
    expect(authorPath("ana-ruiz", "es")).toBe("/es/blog/author/ana-ruiz")
    expect(authorPath("ana-ruiz", "es", 2)).toBe("/es/blog/author/ana-ruiz/page/2")
    expect(authorPath("ana-ruiz", "en", 1)).toBe("/blog/author/ana-ruiz")
  })

  it("the site map's category and author pages of a language, at its addresses", () => {
    expect(blogTaxonomyUrls("es", ["redes-sociales"], ["ana-ruiz"])).toEqual([
      { loc: absoluteUrl("/es/blog/category/redes-sociales"), changefreq: "weekly", priority: 0.5 },
      { loc: absoluteUrl("/es/blog/author/ana-ruiz"), changefreq: "monthly", priority: 0.4 },
    ])
    expect(blogTaxonomyUrls("en", [], ["ana-ruiz"])).toEqual([{ loc: absoluteUrl("/blog/author/ana-ruiz"), changefreq: "monthly", priority: 0.4 }])
  })
})
