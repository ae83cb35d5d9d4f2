import { describe, expect, it } from "vitest"

import { DataError, dataErrorStatus } from "@/lib/data/errors"

describe("dataErrorStatus", () => {
  it("answers every expected failure with a 4xx", () => {
    expect(dataErrorStatus(new DataError("unauthorized", "Sign in"))).toBe(401)
    expect(dataErrorStatus(new DataError("forbidden", "No"))).toBe(403)
    expect(dataErrorStatus(new DataError("not_found", "File not found"))).toBe(404)
    for (const code of ["validation", "conflict", "rate_limited", "unavailable"] as const) {
      expect(dataErrorStatus(new DataError(code, "x"))).toBe(400)
    }
  })
})
