import { describe, expect, it } from "vitest"

import { shouldAutoSlug, slugify } from "@/lib/domain/slug"

describe("slugify (slug auto-fill)", () => {
  it("lower-cases the text", () => {
    expect(slugify("HealthCare")).toBe("healthcare")
  })

  it("trims surrounding whitespace instead of turning it into hyphens", () => {
    expect(slugify("  dental tips \t\n")).toBe("dental-tips")
  })

  it("turns each run of whitespace into one hyphen", () => {
    expect(slugify("med  spa\tgrowth\nplan")).toBe("med-spa-growth-plan")
  })

  it("turns an ampersand into -and-", () => {
    expect(slugify("SEO&Content")).toBe("seo-and-content")
    expect(slugify("Analytics & Reporting")).toBe("analytics-and-reporting")
  })

  it("removes every character other than word characters and hyphens", () => {
    expect(slugify("What's new? (2025 edition!)")).toBe("whats-new-2025-edition")
    expect(slugify("a/b\\c.d,e")).toBe("abcde")
    expect(slugify("snake_case_stays")).toBe("snake_case_stays")
    // \w is ASCII-only, as in the spec's rule: accented letters are removed, not transliterated.
    expect(slugify("Café Crème")).toBe("caf-crme")
  })

  it("collapses repeated hyphens", () => {
    expect(slugify("one---two -- three")).toBe("one-two-three")
    expect(slugify("a - & - b")).toBe("a-and-b")
  })

  it("trims hyphens at both ends", () => {
    expect(slugify("--hello--")).toBe("hello")
    expect(slugify("& more &")).toBe("and-more-and")
    expect(slugify("!!! Launch !!!")).toBe("launch")
  })

  it("returns an empty string when nothing survives", () => {
    expect(slugify("")).toBe("")
    expect(slugify("   ")).toBe("")
    expect(slugify("?!*")).toBe("")
  })

  it("leaves a valid slug unchanged", () => {
    expect(slugify("healthcare-social-media-trends-2025")).toBe("healthcare-social-media-trends-2025")
  })
})

describe("shouldAutoSlug", () => {
  it("regenerates while the record is new, whatever the slug", () => {
    expect(shouldAutoSlug({ isNew: true, slug: "" })).toBe(true)
    expect(shouldAutoSlug({ isNew: true, slug: "custom" })).toBe(true)
  })

  it("regenerates an existing record only while its slug is empty", () => {
    expect(shouldAutoSlug({ isNew: false, slug: "" })).toBe(true)
    expect(shouldAutoSlug({ isNew: false, slug: "  " })).toBe(true)
    expect(shouldAutoSlug({ isNew: false, slug: "kept" })).toBe(false)
  })
})
