import { createHash } from "node:crypto"

import { describe, expect, it } from "vitest"

import { CASE_STUDY_FIELDS_COPY, RESOURCE_FIELDS_COPY } from "@/lib/copy/document-fields"
import { reviewedHash } from "@/lib/data/medical-review"
import { contentType, DECLARATIONS } from "@/lib/domain/content"
import { reviewedLabel, reviewedValue, unknownReviewedFields } from "@/lib/domain/content/review"

// What a medical approval covers (docs/medical-review.md, "Which content is reviewed"): the hash of the declared
// reviewed fields, where a case study's, resource's or event's `details` is reviewed by the sub-fields a patient
// reads. Everything else in `details` (image alt texts, times, the download gate, seats) changes the hash not.

const CASE = contentType("case_study").review
const RESOURCE = contentType("resource").review
const EVENT = contentType("event").review

const image = (alt: string) => ({ src: "/uploads/a.webp", alt, width: 1200, height: 630 })

const caseStudy = (details: Record<string, unknown> = {}) => ({
  title: "Smile clinic",
  meta_description: "How a clinic grew.",
  details: {
    client_industry: "Dental",
    summary: "A dental clinic doubled its bookings.",
    cover: image("A dentist at work"),
    challenge: "Few patients found them.",
    approach: "Clear pages on treatments.",
    results: [{ value: "2x", label: "bookings" }],
    images: [{ image: image("The waiting room") }],
    testimonial: [{ quote: "It worked.", name: "Ana", role: "Owner" }],
    related_service: "/services/seo",
    ...details,
  },
})

const resource = (details: Record<string, unknown> = {}) => ({
  title: "Implant guide",
  meta_description: "",
  details: { kind: "guide", summary: "What implants involve.", cover: image("An implant model"), file: "/uploads/guide.pdf", gated: false, body: "## Steps", ...details },
})

const event = (details: Record<string, unknown> = {}) => ({
  title: "Gum health webinar",
  meta_description: "",
  details: {
    summary: "Why gums bleed.",
    start: "2027-01-10T18:00",
    end: "2027-01-10T19:00",
    time_zone: "Europe/Madrid",
    attendance: "online",
    place: "",
    address: "",
    join_url: "https://meet.example/x",
    speakers: ["ana-ruiz"],
    cover: image("A smile"),
    capacity: "40",
    registration_open: true,
    body: "We cover brushing.",
    ...details,
  },
})

describe("the reviewed fields' hash", () => {
  it("a case study's image alt texts, industry and service link leave it; its summary, story, results and quote change it", () => {
    const base = reviewedHash(CASE, caseStudy())
    for (const changed of [
      { cover: image("A smiling dentist") },
      { images: [{ image: image("The reception") }] },
      { cover: null },
      { client_industry: "Orthodontics" },
      { related_service: "/services/content-creation" },
    ]) {
      expect(reviewedHash(CASE, caseStudy(changed)), JSON.stringify(changed)).toBe(base)
    }
    for (const changed of [
      { summary: "A dental clinic tripled its bookings." },
      { challenge: "No one found them." },
      { approach: "Pages on every treatment." },
      { results: [{ value: "3x", label: "bookings" }] },
      { testimonial: [{ quote: "It worked well.", name: "Ana", role: "Owner" }] },
    ]) {
      expect(reviewedHash(CASE, caseStudy(changed)), JSON.stringify(changed)).not.toBe(base)
    }
    expect(reviewedHash(CASE, { ...caseStudy(), title: "Smile clinic, again" })).not.toBe(base)
    expect(reviewedHash(CASE, { ...caseStudy(), meta_description: "Other." })).not.toBe(base)
  })

  it("a resource's gate, kind and cover alt text leave it; its summary, body and file change it", () => {
    const base = reviewedHash(RESOURCE, resource())
    for (const changed of [{ gated: true }, { kind: "template" }, { cover: image("A model of an implant") }]) {
      expect(reviewedHash(RESOURCE, resource(changed)), JSON.stringify(changed)).toBe(base)
    }
    for (const changed of [{ summary: "What implants cost." }, { body: "## Steps\n\nMore." }, { file: "/uploads/other.pdf" }]) {
      expect(reviewedHash(RESOURCE, resource(changed)), JSON.stringify(changed)).not.toBe(base)
    }
  })

  it("an event's dates, times, zone, place, seats, registration, speakers and cover leave it; its summary and body change it", () => {
    const base = reviewedHash(EVENT, event())
    for (const changed of [
      { start: "2027-01-11T18:00", end: "2027-01-11T19:00" },
      { time_zone: "UTC" },
      { attendance: "in_person", place: "Clinic", address: "Main St 1" },
      { capacity: "10" },
      { registration_open: false },
      { speakers: [] },
      { cover: image("Another smile") },
      { join_url: "https://meet.example/y" },
    ]) {
      expect(reviewedHash(EVENT, event(changed)), JSON.stringify(changed)).toBe(base)
    }
    for (const changed of [{ summary: "Why gums bleed, and what helps." }, { body: "We cover flossing." }]) {
      expect(reviewedHash(EVENT, event(changed)), JSON.stringify(changed)).not.toBe(base)
    }
  })

  it("a missing structured value, a missing sub-field and an empty one read alike", () => {
    const empty = reviewedHash(RESOURCE, { title: "T", meta_description: "" })
    expect(reviewedHash(RESOURCE, { title: "T", meta_description: "", details: {} })).toBe(empty)
    expect(reviewedHash(RESOURCE, { title: "T", meta_description: "", details: { summary: null, body: "" } })).toBe(empty)
    expect(reviewedHash(RESOURCE, { title: "T", meta_description: "", details: "not an object" })).toBe(empty)
    expect(reviewedValue({ details: { summary: "S" } }, "details.summary")).toBe("S")
    expect(reviewedValue({ details: ["x"] }, "details.summary")).toBeUndefined()
  })

  it("a post's hash is the one migration 0017 computed: whole fields, \"name:bytes:value\\n\" in declared order", () => {
    const post = { title: "Gums", excerpt: "Bleeding gums.", content: "Brush twice — daily.", meta_description: "", tags: ["x"] }
    const expected = createHash("sha256")
    for (const name of ["title", "excerpt", "content", "meta_description"]) {
      const text = String(post[name as keyof typeof post] ?? "")
      expected.update(`${name}:${Buffer.byteLength(text, "utf8")}:${text}\n`)
    }
    expect(reviewedHash(contentType("post").review, post)).toBe(expected.digest("hex"))
  })

  it("a site page's sections are reviewed whole: a changed image alt text inside a section changes it", () => {
    const review = contentType("site_page").review
    const page = (alt: string) => ({ title: "Care", meta_description: "", sections: [{ type: "hero", data: { title: "Care", image: image(alt) } }] })
    expect(reviewedHash(review, page("A"))).not.toBe(reviewedHash(review, page("B")))
  })
})

describe("the review declarations", () => {
  it("name only declared fields and sub-fields, and review every prose sub-field (textarea, Markdown) of a structured field", () => {
    for (const type of DECLARATIONS.filter((d) => d.review)) {
      expect(unknownReviewedFields(type, type.review!), type.name).toEqual([])
      for (const field of type.fields.filter((f) => f.dataFields)) {
        const prose = field.dataFields!.filter((d) => d.kind === "textarea" || d.kind === "markdown").map((d) => `${field.name}.${d.name}`)
        const reviewsWhole = type.review!.fields.includes(field.name)
        if (!reviewsWhole) expect(type.review!.fields, type.name).toEqual(expect.arrayContaining(prose))
      }
    }
    expect(unknownReviewedFields(contentType("resource"), { fields: ["details.nothing", "nothing", "title"] })).toEqual(["details.nothing", "nothing"])
  })

  it("a sub-field is labelled as its structured field labels it on the reviewer's page", () => {
    expect(reviewedLabel(contentType("case_study"), "details.summary")).toBe(CASE_STUDY_FIELDS_COPY.summary.label)
    expect(reviewedLabel(contentType("resource"), "details.body")).toBe(RESOURCE_FIELDS_COPY.body.label)
    expect(reviewedLabel(contentType("resource"), "title")).toBe(contentType("resource").fields[0]!.label)
  })
})
