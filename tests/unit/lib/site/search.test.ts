import { describe, expect, it } from "vitest"

import {
  belongsToCategoryPage,
  BLOG_CATEGORIES,
  categoryTitleFromSlug,
  matchesCategory,
  normaliseCategoryParam,
  toSlug,
} from "@/lib/domain/blog/categories"
import { blogHref, blogQueryString, parseBlogQuery } from "@/lib/site/query"
import { comparePosts, filterPosts, matchesSearch } from "@/lib/domain/blog/search"

const post = (over: Partial<{ slug: string; title: string; excerpt: string; content: string; tags: string[]; category: string; date: string }> = {}) => ({
  slug: "a",
  title: "Title",
  excerpt: "Excerpt",
  content: "Body",
  tags: [] as string[],
  category: "General",
  date: "2025-01-01",
  ...over,
})

describe("search", () => {
  it("matches a case-insensitive substring of title, excerpt, content or a tag", () => {
    expect(matchesSearch(post({ title: "Dental SEO" }), "dental")).toBe(true)
    expect(matchesSearch(post({ excerpt: "About RECALL flows" }), "recall")).toBe(true)
    expect(matchesSearch(post({ content: "a body about Invisalign" }), "INVISALIGN")).toBe(true)
    expect(matchesSearch(post({ tags: ["Med Spa"] }), "med sp")).toBe(true)
    expect(matchesSearch(post(), "nothing like this")).toBe(false)
  })

  it("returns everything for an empty or blank query", () => {
    expect(matchesSearch(post(), "")).toBe(true)
    expect(matchesSearch(post(), "   ")).toBe(true)
    expect(matchesSearch(post(), undefined)).toBe(true)
  })

  it("orders by date descending, ties by slug ascending, and combines search with category", () => {
    const posts = [
      post({ slug: "b", date: "2025-01-01", category: "Social Media", title: "growth" }),
      post({ slug: "a", date: "2025-01-01", category: "Social Media", title: "growth" }),
      post({ slug: "c", date: "2025-03-01", category: "Email", title: "growth" }),
      post({ slug: "d", date: "2025-02-01", category: "Social Media", title: "other" }),
    ]
    expect([...posts].sort(comparePosts).map((p) => p.slug)).toEqual(["c", "d", "a", "b"])
    expect(filterPosts(posts, { search: "growth", category: "social-media" }).map((p) => p.slug)).toEqual(["a", "b"])
    expect(filterPosts(posts, { search: "", category: "all" })).toHaveLength(4)
  })
})

describe("categories", () => {
  it("lists the spec's seven categories with all first", () => {
    expect(BLOG_CATEGORIES.map((c) => [c.name, c.slug])).toEqual([
      ["All Posts", "all"],
      ["Aesthetic Marketing Trends", "aesthetic-marketing"],
      ["Client Success Stories", "client-success"],
      ["SEO for Wellness Brands", "wellness-brands"],
      ["Content Marketing", "content-marketing"],
      ["Social Media", "social-media"],
      ["Email Marketing", "email-marketing"],
    ])
  })

  it("slugifies with the spec's rules", () => {
    expect(toSlug("  Social Media  ")).toBe("social-media")
    expect(toSlug("SEO & Ads")).toBe("seo-and-ads")
    expect(toSlug("Hello, World!!")).toBe("hello-world")
    expect(toSlug("--a   b--")).toBe("a-b")
  })

  it("list filter: category containing the slug, or a tag equal to it", () => {
    expect(matchesCategory(post({ category: "Social Media" }), "social-media")).toBe(true)
    expect(matchesCategory(post({ category: "Social Media Ads" }), "social-media")).toBe(true)
    expect(matchesCategory(post({ category: "Email", tags: ["Email Marketing"] }), "email-marketing")).toBe(true)
    expect(matchesCategory(post({ category: "Email" }), "email-marketing")).toBe(false)
    expect(matchesCategory(post({ category: "Dental" }), "all")).toBe(true)
  })

  it("category page: category equal to the slug, or a tag equal to it", () => {
    expect(belongsToCategoryPage(post({ category: "Social Media" }), "social-media")).toBe(true)
    expect(belongsToCategoryPage(post({ category: "Social Media Ads" }), "social-media")).toBe(false)
    expect(belongsToCategoryPage(post({ category: "Video", tags: ["Wellness Brands"] }), "wellness-brands")).toBe(true)
  })

  it("titles a category from its slug: dashes to spaces, words capitalised", () => {
    expect(categoryTitleFromSlug("social-media")).toBe("Social Media")
    expect(categoryTitleFromSlug("aesthetic-marketing")).toBe("Aesthetic Marketing")
    expect(categoryTitleFromSlug("seo")).toBe("Seo")
  })
})

describe("the address", () => {
  it("drops the defaults: blank search, category all, page 1", () => {
    expect(blogQueryString({ q: "  ", category: "all", page: 1 })).toBe("")
    expect(blogHref({ q: "", category: "all", page: 1 })).toBe("/blog")
    expect(blogHref({ q: "dental seo", category: "social-media", page: 2 })).toBe("/blog?q=dental+seo&category=social-media&page=2")
    expect(blogHref({ q: "", category: "all", page: 3 }, "es")).toBe("/es/blog?page=3")
  })

  it("reads ?q=, ?category= and ?page= defensively", () => {
    expect(parseBlogQuery(new URLSearchParams("q=x&category=Social%20Media&page=3"))).toEqual({
      q: "x",
      category: "social-media",
      page: 3,
    })
    expect(parseBlogQuery(new URLSearchParams("page=-4&category="))).toEqual({ q: "", category: "all", page: 1 })
    expect(parseBlogQuery(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(200)
    expect(normaliseCategoryParam("ALL")).toBe("all")
  })
})
