import { describe, expect, it } from "vitest"

import { formatRelativeTime } from "@/lib/domain/relative-time"
import { changedFieldLabels, diffContentLines, diffFields } from "@/lib/domain/revisions/diff"
import { summarizeChange } from "@/lib/domain/revisions/summary"

describe("revision summaries", () => {
  it("names what changed, with the content's word delta", () => {
    const before = { title: "A", content: "one two three", tags: ["x"], published: false }
    expect(summarizeChange(null, before)).toBe("created")
    expect(summarizeChange(before, { ...before, title: "B", content: "one two three four five" })).toBe("title changed, content +2 words")
    expect(summarizeChange(before, { ...before, content: "one" })).toBe("content −2 words")
    expect(summarizeChange(before, { ...before, content: "one two four" })).toBe("content changed")
    expect(summarizeChange(before, { ...before, published: true, tags: ["x", "y"] })).toBe("tags changed, published")
    expect(summarizeChange(before, { ...before })).toBe("no changes")
    // Words as the editor's count and the public page see them: markdown syntax is not a word.
    expect(summarizeChange(before, { ...before, content: "## one two three\n\n- four **five**" })).toBe("content +2 words")
  })

  it("sees a change inside a site document's sections or structured content (once read as \"no changes\")", () => {
    const hero = { id: "h", type: "hero", hidden: false, anchor: "", data: { title: "Old headline", button: { label: "Go", href: "#contact" } } }
    const page = { title: "Home", slug: "", sections: [hero], published: true }
    expect(summarizeChange(page, { ...page, sections: [{ ...hero, data: { ...hero.data, title: "New headline" } }] })).toBe("sections changed")
    expect(summarizeChange(page, { ...page, sections: [{ ...hero, hidden: true }] })).toBe("sections changed")
    expect(summarizeChange(page, { ...page, sections: [{ ...hero }] })).toBe("no changes")
    const nav = { title: "Navigation", content: { items: [{ label: "Work", href: "/work" }] }, published: true }
    expect(summarizeChange(nav, { ...nav, content: { items: [{ label: "Our Work", href: "/work" }] } })).toBe("content changed")
    expect(summarizeChange(nav, { ...nav, content: { items: [{ label: "Work", href: "/work" }] }, published: false })).toBe("unpublished")
  })

  it("diffs a structured value by its texts, line by line", () => {
    const before = { sections: [{ id: "h", type: "hero", data: { title: "Old headline", line: "Same line" } }] }
    const after = { sections: [{ id: "h", type: "hero", data: { title: "New headline", line: "Same line" } }] }
    const [diff] = diffFields(before, after)
    expect(diff?.label).toBe("Sections")
    const changed = diff?.lines?.find((b) => b.kind === "changed")
    expect(changed?.kind === "changed" ? changed.parts.filter((p) => p.change !== "same") : []).toEqual([
      { text: "Old", change: "removed" },
      { text: "New", change: "added" },
    ])
    expect(changedFieldLabels(before, after)).toEqual(["Sections"])
  })
})

describe("revision diffs", () => {
  it("diffs changed content lines word by word and keeps unchanged runs short", () => {
    const same = Array.from({ length: 10 }, (_, i) => `line ${i}`).join("\n")
    const blocks = diffContentLines(`${same}\nThe quick brown fox\n`, `${same}\nThe quick red fox\n`)
    expect(blocks[0]).toEqual({ kind: "skip", lines: 8 })
    const changed = blocks.find((b) => b.kind === "changed")
    expect(changed).toEqual({
      kind: "changed",
      parts: [
        { text: "The quick ", change: "same" },
        { text: "brown", change: "removed" },
        { text: "red", change: "added" },
        { text: " fox", change: "same" },
      ],
    })
  })

  it("lists only the fields that differ, in the editor's words", () => {
    const a = { title: "Plan", content: "x", published: false, tags: "a, b" }
    const b = { title: "Plan 2", content: "x", published: true, tags: "a, b" }
    expect(diffFields(a, b).map((f) => [f.label, f.before, f.after])).toEqual([
      ["Title", "Plan", "Plan 2"],
      ["Status", "Draft", "Published"],
    ])
    expect(changedFieldLabels(a, b)).toEqual(["Title", "Status"])
    const c = { featured_image_alt: "", schedule: "", tags: ["a", "b"] }
    const d = { featured_image_alt: "A smile", schedule: "2026-12-01T09:00", tags: ["a", "b"] }
    expect(diffFields(c, d).map((f) => [f.label, f.before, f.after])).toEqual([
      ["Image alt text", "", "A smile"],
      ["Schedule", "", "2026-12-01T09:00"],
    ])
  })

  it("says how long ago in plain words", () => {
    const now = Date.parse("2026-11-22T12:00:00Z")
    expect(formatRelativeTime("2026-11-22T11:59:50Z", now)).toBe("just now")
    expect(formatRelativeTime("2026-11-22T11:55:00Z", now)).toBe("5 minutes ago")
    expect(formatRelativeTime("2026-11-22T09:00:00Z", now)).toBe("3 hours ago")
    expect(formatRelativeTime("2026-11-21T10:00:00Z", now)).toBe("yesterday")
  })
})
