import { describe, expect, it } from "vitest"

import { changedFieldLabels, diffFields } from "@/lib/domain/revisions/diff"
import { fieldText, summarizeChange } from "@/lib/domain/revisions/summary"

const page = (title: string, hidden = false) => ({
  title: "Home",
  sections: [
    { id: "home-hero", type: "hero", hidden: false, anchor: "", data: { title, button: { label: "Elevate Your Brand", href: "#contact" } } },
    { id: "home-faq", type: "faq", hidden, anchor: "", data: { items: [{ question: "Do you work with dentists?", answer: "Yes." }] } },
  ],
})

describe("revisions of structured values (sections, details, settings)", () => {
  it("summarizes a change inside a section, which a text comparison of [object Object] would miss", () => {
    expect(summarizeChange(page("Old headline"), page("New headline"))).toBe("sections changed")
    expect(summarizeChange(page("Same"), page("Same"))).toBe("no changes")
    expect(summarizeChange({ content: { tagline: "A" } }, { content: { tagline: "B" } })).toBe("content changed")
  })

  it("shows the changed line of a section with the words that changed", () => {
    const [diff] = diffFields(page("Precision-Driven Digital Presence"), page("Precision-Driven Digital Growth"))
    expect(diff?.key).toBe("sections")
    const changed = diff?.lines?.find((b) => b.kind === "changed")
    expect(changed && changed.kind === "changed" ? changed.parts.filter((p) => p.change !== "same").map((p) => p.text.trim()) : []).toEqual(["Presence", "Growth"])
    expect(changedFieldLabels(page("A", false), page("A", true))).toEqual(["Sections"])
  })

  it("writes structured values as readable lines and keeps tags as a list", () => {
    expect(fieldText(page("Hello").sections).split("\n")).toContain("    title: Hello")
    expect(fieldText(["seo", "dental"])).toBe("seo, dental")
    expect(diffFields({ tags: ["a"] }, { tags: ["a", "b"] })[0]?.lines).toBeUndefined()
  })
})
