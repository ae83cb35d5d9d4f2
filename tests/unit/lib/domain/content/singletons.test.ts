import { describe, expect, it } from "vitest"

import { isSingleton, singletonAt } from "@/lib/domain/content/admin"

describe("the settings screens, from the registry", () => {
  it("finds each singleton at its settings address", () => {
    expect(singletonAt("navigation")).toBe("navigation")
    expect(singletonAt("footer")).toBe("footer")
    expect(singletonAt("contact-details")).toBe("contact_details")
    expect(singletonAt("site-settings")).toBe("site_settings")
  })

  it("answers null for any other segment, a collection's name or an address spelled with the type's underscore", () => {
    for (const segment of ["", "posts", "post", "event", "contact_details", "../navigation", "navigation/x", "__proto__", "constructor"]) {
      expect(singletonAt(segment)).toBeNull()
    }
  })

  it("a save's type must be a singleton: collections and names not in the registry are refused", () => {
    expect(isSingleton("site_settings")).toBe(true)
    for (const type of ["post", "page", "event", "resource", "toString", "__proto__", "Navigation"]) expect(isSingleton(type)).toBe(false)
  })
})
