import { describe, expect, it } from "vitest"
import { z } from "zod/mini"

import { personInputSchema } from "@/lib/domain/schemas/person"
import { postPeopleFields, seoFields } from "@/lib/domain/schemas/seo"

const seo = z.object({ ...seoFields, ...postPeopleFields })
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0]!.message)

const person = (over: Record<string, unknown> = {}) => ({ name: "Dr. Ada", slug: "dr-ada", ...over })

describe("SEO fields", () => {
  it.each(["", "/blog/gum-health", "https://example.org/a?b=c", "http://example.org"])("accept %j as canonical URL", (value) => {
    expect(firstError(z.safeParse(seo, { canonical_url: value }))).toBeNull()
  })

  it.each(["//evil.example/x", "/\\evil.example", "javascript:alert(1)", "https:///x", "data:text/html,x", "blog/x"])("refuse %j as canonical URL", (value) => {
    expect(firstError(z.safeParse(seo, { canonical_url: value }))).toBe("Canonical URL must be a site path starting with / or an http(s) URL")
  })

  it("takes a person id as a lower-cased UUID, blank as none", () => {
    const parsed = z.parse(seo, { author_id: "0A1B2C3D-0000-4000-8000-00000000000F", reviewer_id: "" })
    expect(parsed).toMatchObject({ author_id: "0a1b2c3d-0000-4000-8000-00000000000f", reviewer_id: null })
    expect(firstError(z.safeParse(seo, { author_id: "not-an-id" }))).toBe("Choose a valid author")
  })
})

describe("person fields", () => {
  it("take profile links one per line, http(s) with a host only", () => {
    expect(z.parse(personInputSchema, person({ links: "https://www.linkedin.com/in/ada\n\n http://ada.example " })).links).toEqual([
      "https://www.linkedin.com/in/ada",
      "http://ada.example",
    ])
    for (const bad of ["ftp://ada.example", "https:///ada", "javascript:alert(1)"]) {
      expect(firstError(z.safeParse(personInputSchema, person({ links: bad })))).toBe("Each link must be an http(s) URL")
    }
  })

  it("take a photo from the library or an http(s) URL, never a protocol-relative one", () => {
    expect(z.parse(personInputSchema, person({ photo: "/api/uploads/ada.png" })).photo).toBe("/api/uploads/ada.png")
    expect(z.parse(personInputSchema, person({ photo: "https://cdn.example/ada.png" })).photo).toBe("https://cdn.example/ada.png")
    expect(z.parse(personInputSchema, person({ photo: "" })).photo).toBeNull()
    expect(firstError(z.safeParse(personInputSchema, person({ photo: "//cdn.example/ada.png" })))).toBe("Photo must be an uploaded image or an http(s) URL")
  })

  it("refuse a photo URL without a host, as every other URL field does", () => {
    for (const bad of ["https:///x", "http:///cdn.example/ada.png", "https://"]) {
      expect(firstError(z.safeParse(personInputSchema, person({ photo: bad }))), bad).toBe("Photo must be an uploaded image or an http(s) URL")
      expect(firstError(z.safeParse(personInputSchema, person({ links: bad }))), bad).toBe("Each link must be an http(s) URL")
    }
  })
})
