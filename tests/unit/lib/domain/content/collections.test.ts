import { describe, expect, it } from "vitest"

import { CONTENT_TYPES, type ContentTypeDeclaration } from "@/lib/domain/content"
import { siteCollections } from "@/lib/domain/content/collections"

describe("the public site's collections", () => {
  it("are the document collections with an index page of their own, in the registry's order", () => {
    expect(siteCollections().map((t) => [t.name, t.site.index])).toEqual([
      ["case_study", "/work"],
      ["resource", "/resources"],
      ["event", "/events"],
    ])
  })

  it("follow the declarations: a new document collection with site.index is one, with no other edit", () => {
    const declared = Object.values(CONTENT_TYPES) as ContentTypeDeclaration[]
    const event = declared.find((t) => t.name === "event")!
    const testimonial: ContentTypeDeclaration = { ...event, name: "testimonial", site: { ...event.site!, index: "/testimonials" } }
    const unlisted: ContentTypeDeclaration = { ...event, name: "note", site: { ...event.site!, index: undefined } }
    expect(siteCollections([...declared, testimonial, unlisted]).map((t) => t.site.index)).toEqual(["/work", "/resources", "/events", "/testimonials"])
  })
})
