import { readFileSync } from "node:fs"
import { join } from "node:path"

import { describe, expect, it } from "vitest"

import { CONTENT_TYPES } from "@/lib/domain/content"
import { imagesIn } from "@/lib/domain/data-fields"
import { MAX_SECTIONS, SECTION_TYPES, SECTION_TYPE_NAMES, displayableSections, parseSections, sectionsSchema } from "@/lib/domain/sections"
import { BUILT_IN_SITE_PAGES, SITE_SEEDS } from "@/lib/domain/seed"
import { SEED_SITE_PAGES } from "@/lib/domain/seed/site-pages"
import { SEED_WORK_PAGE } from "@/lib/domain/seed/work-page"
import { sitePathProblem } from "@/lib/domain/schemas/site-page"

const section = (id: string, type: string, data: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  hidden: false,
  anchor: "",
  data,
  ...extra,
})
const faq = (id: string, extra: Record<string, unknown> = {}) => section(id, "faq", SECTION_TYPES.faq.defaults, extra)

/** A WebP file's pixel size, from its header (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(file: string): { width: number; height: number } {
  const b = readFileSync(file)
  const chunk = b.toString("ascii", 12, 16)
  if (chunk === "VP8 ") return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff }
  if (chunk === "VP8L") {
    const bits = b.readUInt32LE(21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
  }
  return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) }
}

describe("section types", () => {
  it("each registry key is its declaration's type, with a label, a one-sentence description and fields", () => {
    for (const [name, declaration] of Object.entries(SECTION_TYPES)) {
      expect(declaration.type).toBe(name)
      expect(declaration.label.length).toBeGreaterThan(0)
      expect(declaration.description).toMatch(/^[A-Z].*\.$/)
      expect(declaration.fields.length).toBeGreaterThan(0)
    }
  })

  it.each(SECTION_TYPE_NAMES)("%s: its defaults parse as a section", (type) => {
    const parsed = parseSections([section("new-section", type, SECTION_TYPES[type].defaults)])
    expect(parsed).toMatchObject({ success: true })
  })

  it("a section that shows a collection names it by its registered declaration; the highlights read case studies and resources", () => {
    const declarations: readonly object[] = Object.values(CONTENT_TYPES)
    const reading = SECTION_TYPE_NAMES.flatMap((name) => {
      const reads = SECTION_TYPES[name].reads
      return reads ? [[name, reads] as const] : []
    })
    for (const [, reads] of reading) expect(declarations).toContain(reads)
    expect(reading.map(([name, reads]) => [name, reads.name])).toEqual([
      ["case-study-highlights", CONTENT_TYPES.case_study.name],
      ["resource-highlights", CONTENT_TYPES.resource.name],
    ])
  })

  it("the home page's types come first, in the page's order", () => {
    expect(SECTION_TYPE_NAMES.slice(0, 8)).toEqual(["hero", "intro", "services-grid", "ecosystem", "phone-mockup", "why-us", "industries", "contact"])
  })
})

describe("sectionsSchema", () => {
  it("refuses an unknown type with a message naming it", () => {
    const parsed = parseSections([faq("a"), section("b", "carousel")])
    expect(parsed.success).toBe(false)
    if (parsed.success) return
    expect(parsed.error).toBe(`Section 2: Unknown section type "carousel": it must be one of ${SECTION_TYPE_NAMES.join(", ")}`)
    expect(parsed.issues[0]?.path).toEqual([1, "type"])
  })

  it("refuses two sections with the same id", () => {
    const parsed = parseSections([faq("same"), faq("other"), faq("same")])
    expect(parsed).toMatchObject({ success: false, error: 'Section 3: Two sections have the id "same": ids must be unique' })
  })

  it("refuses two sections with the same anchor, and an anchor that is not an element id", () => {
    expect(parseSections([faq("a", { anchor: "contact" }), faq("b", { anchor: "contact" })])).toMatchObject({
      success: false,
      error: 'Section 2: Two sections have the anchor "contact": anchors must be unique on a page',
    })
    expect(parseSections([faq("a", { anchor: "two words" })])).toMatchObject({ success: false })
    // A leading # is forgiven.
    expect(parseSections([faq("a", { anchor: "#faq" })])).toMatchObject({ success: true, data: [{ anchor: "faq" }] })
  })

  it("refuses an id that cannot be an element id", () => {
    expect(parseSections([faq("1st")]).success).toBe(false)
    expect(parseSections([faq("has space")]).success).toBe(false)
  })

  it(`allows at most ${MAX_SECTIONS} sections`, () => {
    const many = Array.from({ length: MAX_SECTIONS + 1 }, (_, i) => faq(`s${i}`))
    expect(sectionsSchema.safeParse(many.slice(0, MAX_SECTIONS)).success).toBe(true)
    expect(parseSections(many)).toMatchObject({ success: false, error: `A page may have at most ${MAX_SECTIONS} sections` })
  })

  it("parses each section's data with its type's fields: texts trimmed, unknown keys dropped, errors under data", () => {
    const parsed = parseSections([section("a", "cta-banner", { title: "  Hello  ", description: "", stray: 1, button: { label: "Go", href: "#contact" } })])
    expect(parsed).toMatchObject({ success: true })
    if (!parsed.success) return
    expect(parsed.data[0]?.data).toEqual({ title: "Hello", description: "", button: { label: "Go", href: "#contact" }, secondary: { label: "", href: "" } })
    const bad = parseSections([section("a", "cta-banner", { title: "" })])
    expect(bad).toMatchObject({ success: false, error: "Section 1: Call to action: Heading is required" })
    if (!bad.success) expect(bad.issues[0]?.path).toEqual([0, "data", "title"])
  })

  it("displayableSections keeps the valid sections of a stored list and drops the rest", () => {
    const kept = displayableSections([faq("a"), section("b", "carousel"), section("c", "cta-banner", {}), faq("a"), faq("d", { hidden: true })])
    expect(kept.map((s) => s.id)).toEqual(["a", "d"])
    expect(displayableSections("not a list")).toEqual([])
  })
})

describe("the Spanish seed", () => {
  it("runs after every English seed and links each Spanish document to its English original", () => {
    const spanish = SITE_SEEDS.at(-1)!
    expect(spanish.name).toBe("spanish-1")
    const docs = spanish.docs()
    expect(docs.every((d) => d.locale === "es" && d.translationOf === d.slug && d.published)).toBe(true)
    expect(docs.filter((d) => d.type === "site_page").map((d) => d.slug).sort()).toEqual([...SEED_SITE_PAGES.map((p) => p.path.slice(1)), "work"].sort())
    expect(docs.filter((d) => d.type !== "site_page").map((d) => d.type).sort()).toEqual(["contact_details", "footer", "navigation", "site_settings"])
  })
})

describe("the /work seed", () => {
  it("is its own named seed, after the ones that may have run already, and its path passes the path rule", () => {
    expect(SITE_SEEDS.map((s) => s.name)).toEqual(["site-pages-1", "site-chrome-1", "work-page-1", "spanish-1"])
    // site-pages-1 inserts what it always did: the home page and the service pages, not /work.
    expect(SITE_SEEDS[0]!.docs().map((d) => d.slug)).toEqual(SEED_SITE_PAGES.map((p) => p.path.slice(1)))
    expect(SITE_SEEDS[2]!.docs()).toEqual([
      {
        type: "site_page",
        slug: "work",
        title: "Our Work",
        published: true,
        data: { sections: SEED_WORK_PAGE.sections, meta_title: SEED_WORK_PAGE.meta_title, meta_description: SEED_WORK_PAGE.meta_description },
      },
    ])
    expect(sitePathProblem("work")).toBeNull()
    expect(sitePathProblem("work/dental-growth")).not.toBeNull()
    expect(sitePathProblem("blog")).not.toBeNull()
  })

  it("lists the case studies and has the contact section buttons scroll to", () => {
    expect(SEED_WORK_PAGE.sections.map((s) => s.type)).toEqual(["service-hero", "metrics", "case-study-highlights", "feature-grid", "metrics", "cta-banner", "contact"])
    expect(SEED_WORK_PAGE.sections.find((s) => s.type === "contact")?.anchor).toBe("contact")
  })
})

describe("SEED_SITE_PAGES", () => {
  it("holds the home page and the six service pages", () => {
    expect(SEED_SITE_PAGES.map((p) => p.path)).toEqual([
      "/",
      "/services/social-media",
      "/services/email-marketing",
      "/services/website-development",
      "/services/content-creation",
      "/services/seo",
      "/services/analytics",
    ])
  })

  it.each(BUILT_IN_SITE_PAGES.map((p) => [p.path, p] as const))("%s parses with sectionsSchema unchanged", (_path, page) => {
    const parsed = sectionsSchema.safeParse(page.sections)
    expect(parsed.error?.issues ?? []).toEqual([])
    // Nothing is trimmed, dropped or filled in: the seed is stored exactly as written.
    expect(parsed.data).toEqual(page.sections)
    expect(page.title).not.toBe("")
    expect(page.meta_title).not.toBe("")
    expect(page.meta_description).not.toBe("")
  })

  it("section ids are unique across all pages (stable editor keys)", () => {
    const ids = BUILT_IN_SITE_PAGES.flatMap((p) => p.sections.map((s) => s.id))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it("keeps the anchors other links jump to: content, services and contact on the home page, contact on every full service page", () => {
    const anchors = (path: string) => SEED_SITE_PAGES.find((p) => p.path === path)!.sections.filter((s) => s.anchor).map((s) => [s.type, s.anchor])
    expect(anchors("/")).toEqual([
      ["intro", "content"],
      ["services-grid", "services"],
      ["contact", "contact"],
    ])
    for (const path of ["/services/social-media", "/services/email-marketing", "/services/website-development"]) {
      expect(anchors(path)).toEqual([["contact", "contact"]])
    }
  })

  it("every image exists under public/ with the pixel size the section stores (no layout shift)", () => {
    const images = SEED_SITE_PAGES.flatMap((p) => p.sections.flatMap((s) => imagesIn(SECTION_TYPES[s.type as keyof typeof SECTION_TYPES].fields, s.data)))
    expect(images.length).toBeGreaterThanOrEqual(10)
    for (const image of images) {
      const file = join(process.cwd(), "public", image.src)
      if (image.src.endsWith(".webp")) expect(webpSize(file), image.src).toEqual({ width: image.width, height: image.height })
      else expect(readFileSync(file, "utf8"), image.src).toContain(`width="${image.width}" height="${image.height}"`)
      expect(image.alt, image.src).not.toBe("")
    }
  })
})
