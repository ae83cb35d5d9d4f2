import { describe, expect, it } from "vitest"

import { CONTENT_TYPES } from "@/lib/domain/content"
import { addressOf, storedAddress } from "@/lib/domain/content/address"
import { CONTENT_KINDS, DOCUMENT_TYPE_NAMES } from "@/lib/domain/content/names"

describe("content type names, derived from the registry", () => {
  it("every declaration is named by its key in CONTENT_TYPES", () => {
    for (const [key, type] of Object.entries(CONTENT_TYPES)) expect(type.name, key).toBe(key)
  })

  it("the document types are the declarations stored in documents, and the kinds those with revisions", () => {
    expect(DOCUMENT_TYPE_NAMES).toEqual(["site_page", "case_study", "resource", "event", "navigation", "footer", "contact_details", "site_settings"])
    expect(CONTENT_KINDS).toEqual(["post", "page", "site_page", "case_study", "resource", "event", "navigation", "footer", "contact_details", "site_settings"])
  })
})

describe("a document's stored address", () => {
  it("is its declared public path at its language's address; none for a singleton", () => {
    expect(addressOf(CONTENT_TYPES.site_page, { slug: "", locale: "en" })).toBe("/")
    expect(addressOf(CONTENT_TYPES.site_page, { slug: "", locale: "es" })).toBe("/es")
    expect(addressOf(CONTENT_TYPES.site_page, { slug: "lp/implants", locale: "es" })).toBe("/es/lp/implants")
    expect(addressOf(CONTENT_TYPES.case_study, { slug: "smile", locale: "es" })).toBe("/es/work/smile")
    expect(addressOf(CONTENT_TYPES.resource, { slug: "guide" })).toBe("/resources/guide")
    expect(addressOf(CONTENT_TYPES.post, { slug: "hello", locale: "es" })).toBe("/es/blog/hello")
    expect(storedAddress(CONTENT_TYPES.navigation, { slug: "navigation", locale: "en" })).toEqual({ path: null, redirect_on_move: false })
    expect(storedAddress(CONTENT_TYPES.case_study, { slug: "smile", locale: "en" })).toEqual({ path: "/work/smile", redirect_on_move: true })
  })
})
