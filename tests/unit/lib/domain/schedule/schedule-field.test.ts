import { describe, expect, it } from "vitest"

import { toPageFormValues } from "@/lib/domain/schemas/page"
import { toPostFormValues } from "@/lib/domain/schemas/post"

const at = "2026-11-22T17:30:00.000Z"

describe("the editor's Schedule field from a stored row", () => {
  it("shows the publish time in the site's zone only while the row is waiting for it", () => {
    expect(toPostFormValues({ published: false, publish_at: at }, "Europe/Paris").schedule).toBe("2026-11-22T18:30")
    expect(toPageFormValues({ published: false, publish_at: at }, "UTC").schedule).toBe("2026-11-22T17:30")
    expect(toPageFormValues({ publish_at: at }, "UTC").schedule).toBe("2026-11-22T17:30")
  })

  it("is empty for a live row, a draft and a new record", () => {
    expect(toPostFormValues({ published: true, publish_at: at }, "UTC").schedule).toBe("")
    expect(toPageFormValues({ published: false, publish_at: null }, "UTC").schedule).toBe("")
    expect(toPostFormValues(null, "UTC").schedule).toBe("")
  })
})
