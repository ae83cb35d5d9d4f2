import { describe, expect, it } from "vitest"

import { leadFormOf } from "@/lib/domain/content/lead-forms"

describe("the lead form a type's public page offers", () => {
  it("is the one its declaration names: an event's page takes registrations", () => {
    expect(leadFormOf("event")).toBe("registration")
  })

  it("is none for a type shown without a form, one not shown on its own, or a name that is no type", () => {
    for (const type of ["resource", "case_study", "post", "site_settings", "nothing", "constructor", "__proto__"]) {
      expect(leadFormOf(type), type).toBeUndefined()
    }
  })

  it("follows the declarations: a type that declares a form offers it, with no other edit", () => {
    const types = {
      webinar: { name: "webinar", site: { template: "event", leadForm: "registration" as const } },
      guide: { name: "guide", site: { template: "resource" } },
      note: { name: "note" },
    }
    expect(leadFormOf("webinar", types)).toBe("registration")
    expect(leadFormOf("guide", types)).toBeUndefined()
    expect(leadFormOf("note", types)).toBeUndefined()
    expect(leadFormOf("event", types)).toBeUndefined()
  })
})
