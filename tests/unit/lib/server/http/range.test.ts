import { describe, expect, it } from "vitest"

import { parseRange } from "@/lib/server/http/range"

describe("parseRange", () => {
  it("reads one byte range in each form", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 })
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 })
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 })
    expect(parseRange("bytes=990-5000", 1000)).toEqual({ start: 990, end: 999 })
    expect(parseRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 })
  })

  it("says unsatisfiable for ranges outside the file, and ignores what it cannot read", () => {
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable")
    expect(parseRange("bytes=50-10", 1000)).toBe("unsatisfiable")
    expect(parseRange("bytes=-0", 1000)).toBe("unsatisfiable")
    expect(parseRange("bytes=99999999999999999999-", 1000)).toBe("unsatisfiable")
    expect(parseRange(null, 1000)).toBeNull()
    expect(parseRange("bytes=0-1,5-6", 1000)).toBeNull()
    expect(parseRange("items=0-1", 1000)).toBeNull()
    expect(parseRange("bytes=-", 1000)).toBeNull()
  })
})
