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
    // Other scripts' letters and symbols are removed, as \w is ASCII-only in the spec's rule.
    expect(slugify("Ω 汉字 ✓ ok")).toBe("ok")
  })

  it("keeps an accented letter's base letter (our step before the removal): Spanish titles stay readable", () => {
    expect(slugify("Guía de marketing para consultorios dentales")).toBe("guia-de-marketing-para-consultorios-dentales")
    expect(slugify("Odontología")).toBe("odontologia")
    expect(slugify("Señales de éxito: ¿qué medir?")).toBe("senales-de-exito-que-medir")
    expect(slugify("Café Crème")).toBe("cafe-creme")
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
