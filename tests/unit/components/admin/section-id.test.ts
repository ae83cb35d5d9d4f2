import { describe, expect, it } from "vitest"

import { SECTION_ID_PATTERN } from "@/lib/domain/sections"
import { newSectionId } from "@/components/admin/sections/summary"

describe("newSectionId", () => {
  it("always fits the section id rule (a bare UUID starting with a digit did not, so the new section could not be saved)", () => {
    const ids = Array.from({ length: 200 }, newSectionId)
    for (const id of ids) expect(id).toMatch(SECTION_ID_PATTERN)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
