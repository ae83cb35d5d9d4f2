import { beforeAll, describe, expect, it } from "vitest"
import { render, screen } from "@testing-library/react"

import { SECTION_TYPES, type SectionValue } from "@/lib/domain/sections"
import { SEED_WORK_PAGE } from "@/lib/domain/seed/work-page"
import { displayableSections } from "@/lib/domain/sections"
import { RenderSections } from "@/components/sections/render-sections"

const faq = (id: string, title: string, extra: Partial<SectionValue> = {}): SectionValue => ({
  id,
  type: "faq",
  hidden: false,
  anchor: "",
  data: { ...SECTION_TYPES.faq.defaults, title },
  ...extra,
})

const highlights: SectionValue = {
  id: "work",
  type: "case-study-highlights",
  hidden: false,
  anchor: "",
  data: { ...SECTION_TYPES["case-study-highlights"].defaults, title: "Recent Results", count: "2" },
}

const h2s = () => screen.queryAllByRole("heading", { level: 2 }).map((h) => h.textContent)

describe("RenderSections", () => {
  beforeAll(() => {
    // jsdom has no matchMedia (the reveal observer asks about reduced motion) nor IntersectionObserver.
    window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia
  })

  it("renders the visible sections in order and skips hidden ones", () => {
    render(<RenderSections sections={[faq("one", "First"), faq("two", "Second", { hidden: true }), faq("three", "Third")]} />)
    expect(h2s()).toEqual(["First", "Third"])
    expect(screen.queryByText("Second")).toBeNull()
  })

  it("puts the anchor on the section's element and derives a unique heading id from the section id", () => {
    const { container } = render(<RenderSections sections={[faq("faq-a", "Questions", { anchor: "questions" }), faq("faq-b", "More")]} />)
    const anchored = container.querySelector("#questions")!
    expect(anchored.tagName).toBe("SECTION")
    expect(anchored.getAttribute("aria-labelledby")).toBe("faq-a-title")
    expect(screen.getByRole("heading", { name: "Questions" }).id).toBe("faq-a-title")
    expect(screen.getByRole("heading", { name: "More" }).id).toBe("faq-b-title")
    // No anchor, no id: the section is not an in-page target.
    expect(container.querySelectorAll("section[id]")).toHaveLength(1)
  })

  it("skips a section of an unknown type instead of failing the page", () => {
    render(<RenderSections sections={[{ id: "x", type: "carousel", hidden: false, anchor: "", data: {} }, faq("one", "First")]} />)
    expect(h2s()).toEqual(["First"])
  })

  it("does not render case-study highlights without case studies, and shows `count` of them with", () => {
    const { rerender } = render(<RenderSections sections={[highlights]} context={{ caseStudies: [] }} />)
    expect(screen.queryByTestId("case-study-highlights")).toBeNull()
    rerender(<RenderSections sections={[highlights]} />)
    expect(screen.queryByTestId("case-study-highlights")).toBeNull()
    const cards = ["Glow Clinic", "Bright Smiles", "Calm Mind"].map((title) => ({ title, href: `/work/${title.length}${title[0]}`, summary: `${title} grew.` }))
    rerender(<RenderSections sections={[highlights]} context={{ caseStudies: cards }} />)
    expect(screen.getByRole("heading", { level: 2, name: "Recent Results" })).toBeTruthy()
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Glow Clinic", "Bright Smiles"])
  })

  it("draws the seeded /work page: figures with their details, the industries, the case studies of the context", () => {
    const parsed = displayableSections(SEED_WORK_PAGE.sections)
    expect(parsed).toHaveLength(SEED_WORK_PAGE.sections.length)
    // The contact section is an async server component, which jsdom's client render cannot draw.
    const sections = parsed.filter((s) => s.type !== "contact")
    const card = { title: "Smile Studio fills its aligner consultations", href: "/work/smile-studio", summary: "Aligners.", kicker: "47% More consultations" }
    render(<RenderSections sections={sections} context={{ caseStudies: [card] }} />)
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Our Work")
    expect(h2s()).toEqual(
      expect.arrayContaining(["Headline Results", "Case Studies", "Client Industries", "Success Metrics", "Want results like these for your practice?"]),
    )
    expect(screen.getByText("Average lift in social engagement within six months of launch")).toBeTruthy()
    expect(screen.getByText("Consultation bookings up 32-47%")).toBeTruthy()
    expect(screen.getByRole("region", { name: "Success Metrics" }).className).toContain("bg-brand-deep")
    expect(screen.getByRole("heading", { level: 3, name: "Mental Health & Therapy" })).toBeTruthy()
    expect(screen.getByTestId("case-study-highlights").querySelector('a[href="/work/smile-studio"]')).not.toBeNull()
  })
})
