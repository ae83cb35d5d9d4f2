import { describe, expect, it } from "vitest"

import { fromAdminRow } from "@/lib/site/from-row"
import { blogPostingJsonLd, medicalWebPageJsonLd, personJsonLd, postReviewedPage, serializeJsonLd, type JsonLdPerson } from "@/lib/site/json-ld"

/**
 * The schema.org terms our JSON-LD uses (https://schema.org, version 29): each type with the properties it may carry
 * (its own and inherited), and each property with the types its values may have. Every node we emit is checked
 * against this table, so a misspelt property or a value of the wrong kind fails here.
 */
const TEXT = "Text"
const URL_T = "URL"
const DATE = "Date"
const NUMBER = "Number"

const CREATIVE_WORK = ["headline", "description", "url", "image", "datePublished", "dateModified", "author", "publisher", "keywords", "isPartOf", "name", "mainEntityOfPage", "wordCount", "articleSection", "inLanguage"]
const TYPES: Record<string, readonly string[]> = {
  BlogPosting: CREATIVE_WORK,
  MedicalWebPage: ["url", "name", "description", "reviewedBy", "lastReviewed", "publisher", "about", "mainEntity", "inLanguage"],
  WebPage: ["url", "name", "description", "reviewedBy", "lastReviewed"],
  ProfilePage: ["url", "name", "mainEntity"],
  Person: ["name", "honorificSuffix", "jobTitle", "url", "sameAs", "image"],
  Organization: ["name", "url", "logo", "sameAs"],
  ImageObject: ["url"],
  Blog: ["name", "url"],
}
// Which value types each property accepts (schema.org's "expected types"; Text covers URL and Date in JSON-LD strings).
const PROPERTIES: Record<string, readonly string[]> = {
  headline: [TEXT],
  // schema.org: a CreativeWork's language, Language or Text (an IETF BCP 47 tag).
  inLanguage: [TEXT, "Language"],
  description: [TEXT],
  name: [TEXT],
  url: [URL_T],
  image: [URL_T, "ImageObject"],
  datePublished: [DATE],
  dateModified: [DATE],
  lastReviewed: [DATE],
  author: ["Person", "Organization"],
  publisher: ["Person", "Organization"],
  reviewedBy: ["Person", "Organization"],
  keywords: [TEXT],
  isPartOf: ["CreativeWork", "Blog", "WebPage"],
  mainEntityOfPage: ["WebPage", URL_T],
  mainEntity: ["Person", "Organization", "Thing"],
  wordCount: [NUMBER],
  articleSection: [TEXT],
  honorificSuffix: [TEXT],
  jobTitle: [TEXT],
  sameAs: [URL_T],
  logo: ["ImageObject", URL_T],
  about: ["Thing"],
}
// A WebPage node may be a MedicalWebPage (subtype): schema.org's subtype rule for the expected types above.
const SUBTYPES: Record<string, readonly string[]> = { WebPage: ["MedicalWebPage", "ProfilePage"], CreativeWork: ["Blog", "WebPage", "BlogPosting"] }

function valueMatches(value: unknown, expected: readonly string[]): string | null {
  if (Array.isArray(value)) {
    for (const v of value) {
      const bad = valueMatches(v, expected)
      if (bad) return bad
    }
    return null
  }
  if (typeof value === "string") {
    if (expected.includes(URL_T) && /^https?:\/\//.test(value)) return null
    if (expected.includes(DATE) && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value))) return null
    if (expected.includes(TEXT)) return null
    return `string "${value}" is not one of ${expected.join("/")}`
  }
  if (typeof value === "number") return expected.includes(NUMBER) ? null : `number is not one of ${expected.join("/")}`
  if (value && typeof value === "object") {
    const type = (value as Record<string, unknown>)["@type"]
    if (typeof type !== "string") return "object without @type"
    const ok = expected.some((e) => e === type || SUBTYPES[e]?.includes(type))
    return ok ? null : `${type} is not one of ${expected.join("/")}`
  }
  return `unexpected value ${String(value)}`
}

/** Every problem in a node and its nested nodes, as "path: problem". */
function validate(node: Record<string, unknown>, path = "$"): string[] {
  const type = node["@type"]
  if (typeof type !== "string" || !TYPES[type]) return [`${path}: unknown @type ${String(type)}`]
  const problems: string[] = []
  for (const [key, value] of Object.entries(node)) {
    if (key === "@context") {
      if (value !== "https://schema.org") problems.push(`${path}: @context must be https://schema.org`)
      continue
    }
    if (key === "@type" || key === "@id") continue
    if (!TYPES[type]!.includes(key)) problems.push(`${path}.${key}: not a property of ${type}`)
    const expected = PROPERTIES[key]
    if (!expected) {
      problems.push(`${path}.${key}: not in the vocabulary table`)
      continue
    }
    const bad = valueMatches(value, expected)
    if (bad) problems.push(`${path}.${key}: ${bad}`)
    for (const [i, v] of (Array.isArray(value) ? value : [value]).entries()) {
      if (v && typeof v === "object") problems.push(...validate(v as Record<string, unknown>, `${path}.${key}${Array.isArray(value) ? `[${i}]` : ""}`))
    }
  }
  return problems
}

const maya: JsonLdPerson = {
  name: "Dr. Maya Chen",
  credentials: "DDS",
  jobTitle: "Clinical Director",
  url: "http://localhost:3000/blog/author/maya-chen",
  links: ["https://www.linkedin.com/in/maya-chen", "https://example.org/registry/123"],
  photo: { src: "/api/uploads/maya.png" },
}

const post = fromAdminRow({
  locale: "en",
  translation_of: null,
  source_version: null,
  id: "00000000-0000-0000-0000-000000000001",
  title: "Gum health",
  slug: "gum-health",
  excerpt: "Why gums matter.",
  content: "Body text.",
  category: "Dental",
  tags: ["gums", "prevention"],
  published: true,
  featured_image: "/api/uploads/cover.png",
  featured_image_alt: "Cover",
  meta_title: "",
  meta_description: "",
  created_at: "2025-04-01T10:00:00.000Z",
  updated_at: "2025-04-03T10:00:00.000Z",
  published_at: "2025-04-02T10:00:00.000Z",
  publish_at: null,
  version: 1,
  updated_by_email: "",
  author_id: "00000000-0000-0000-0000-0000000000aa",
  reviewer_id: "00000000-0000-0000-0000-0000000000aa",
  medical_disclaimer: true,
  canonical_url: "",
  noindex: false,
  social_image: null,
  social_title: "",
  social_description: "",
})

describe("JSON-LD against the schema.org vocabulary", () => {
  it("BlogPosting with a Person author carries only known properties with the right value types", () => {
    const data = blogPostingJsonLd(post, "Why gums matter.", maya)
    expect(validate(data)).toEqual([])
    expect(data.author).toEqual({
      "@type": "Person",
      name: "Dr. Maya Chen",
      honorificSuffix: "DDS",
      jobTitle: "Clinical Director",
      url: maya.url,
      image: "http://localhost:3000/api/uploads/maya.png",
      sameAs: maya.links,
    })
  })

  it("BlogPosting by the agency names the Organization", () => {
    const data = blogPostingJsonLd(post, "d")
    expect(validate(data)).toEqual([])
    expect(data.author).toMatchObject({ "@type": "Organization" })
  })

  it("MedicalWebPage carries reviewedBy and lastReviewed", () => {
    const data = medicalWebPageJsonLd(postReviewedPage(post, "d"), { ...maya, credentials: "", jobTitle: "", links: [], photo: null }, "2026-11-01")
    expect(validate(data)).toEqual([])
    expect(data).toMatchObject({ "@type": "MedicalWebPage", lastReviewed: "2026-11-01", reviewedBy: { "@type": "Person", name: "Dr. Maya Chen" } })
  })

  it("the author page's ProfilePage and Person validate", () => {
    expect(validate({ "@context": "https://schema.org", "@type": "ProfilePage", url: maya.url, mainEntity: personJsonLd(maya) })).toEqual([])
  })

  it("the validator itself catches unknown properties and wrong value types", () => {
    expect(validate({ "@type": "Person", name: "x", credential: "DDS" })).toContain("$.credential: not a property of Person")
    expect(validate({ "@type": "MedicalWebPage", lastReviewed: "yesterday" })[0]).toMatch(/lastReviewed/)
    expect(validate({ "@type": "BlogPosting", author: { "@type": "Place", name: "x" } })[0]).toMatch(/Place is not one of/)
  })

  it("no field can close the script element", () => {
    const evil = { ...maya, name: "</script><script>alert(1)</script>", links: ["https://x.example/?a=</script>"] }
    const json = serializeJsonLd(medicalWebPageJsonLd(postReviewedPage(post, "<!-- d -->"), evil, "2026-11-01"))
    expect(json).not.toMatch(/[<>]/)
    expect(JSON.parse(json).reviewedBy.name).toBe(evil.name)
  })
})
