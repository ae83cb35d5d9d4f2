// zod/mini: the page editor parses sections in the browser with the same rules as the data layer.
import { z } from "zod/mini"

import { SECTION_MESSAGES as M } from "@/lib/copy/validation"
import { defaultsOf, schemaOf } from "@/lib/domain/data-fields"

import { caseStudyHighlights } from "./case-study-highlights"
import { contact } from "./contact"
import { ctaBanner } from "./cta-banner"
import { ecosystem } from "./ecosystem"
import { faq } from "./faq"
import { featureGrid } from "./feature-grid"
import { hero } from "./hero"
import { industries } from "./industries"
import { intro } from "./intro"
import { logoStrip } from "./logo-strip"
import { metrics } from "./metrics"
import { phoneMockup } from "./phone-mockup"
import { placeholder } from "./placeholder"
import { platforms } from "./platforms"
import { processSteps } from "./process-steps"
import { resourceHighlights } from "./resource-highlights"
import { richText } from "./rich-text"
import { serviceHero } from "./service-hero"
import { servicesGrid } from "./services-grid"
import { testimonial } from "./testimonial"
import type { SectionDeclaration, SectionValue } from "./types"
import { whyUs } from "./why-us"

export type { SectionDeclaration, SectionValue } from "./types"
export type { SectionCard, SectionRenderContext } from "./context"
export type { SitePageContent } from "./page"

/** Every section type of the page builder, in the picker's order: the home page's sections first. */
export const SECTION_TYPES = {
  hero,
  intro,
  "services-grid": servicesGrid,
  ecosystem,
  "phone-mockup": phoneMockup,
  "why-us": whyUs,
  industries,
  contact,
  "rich-text": richText,
  "cta-banner": ctaBanner,
  metrics,
  "process-steps": processSteps,
  faq,
  "logo-strip": logoStrip,
  testimonial,
  "case-study-highlights": caseStudyHighlights,
  "resource-highlights": resourceHighlights,
  "service-hero": serviceHero,
  "feature-grid": featureGrid,
  platforms,
  placeholder,
} as const satisfies Record<string, SectionDeclaration>

export type SectionTypeName = keyof typeof SECTION_TYPES

export const SECTION_TYPE_NAMES = Object.keys(SECTION_TYPES) as SectionTypeName[]

export const MAX_SECTIONS = 60

export function isSectionType(type: string): type is SectionTypeName {
  return Object.hasOwn(SECTION_TYPES, type)
}

/** A section's id and anchor become element ids (the id also prefixes its heading's id): a letter, then letters, digits, - or _. */
export const SECTION_ID_PATTERN = /^[A-Za-z][\w-]{0,63}$/

// One schema per type, made once.
const dataSchemas = Object.fromEntries(SECTION_TYPE_NAMES.map((name) => [name, schemaOf(SECTION_TYPES[name].fields)])) as Record<
  SectionTypeName,
  ReturnType<typeof schemaOf>
>

const emptyData = Object.fromEntries(SECTION_TYPE_NAMES.map((name) => [name, defaultsOf(SECTION_TYPES[name].fields)])) as Record<
  SectionTypeName,
  Record<string, unknown>
>

const sectionShape = z.object({
  id: z.string({ error: M.idMissing }).check(
    z.trim(),
    z.regex(SECTION_ID_PATTERN, M.idInvalid),
  ),
  type: z.string({ error: M.typeMissing }),
  hidden: z.pipe(z.nullish(z.boolean()), z.transform((v) => v ?? false)),
  anchor: z.pipe(z.nullish(z.string()), z.transform((v) => (v ?? "").trim().replace(/^#/, ""))).check(
    z.refine((v) => v === "" || SECTION_ID_PATTERN.test(v), {
      error: M.anchorInvalid,
    }),
  ),
  data: z.pipe(z.nullish(z.record(z.string(), z.unknown(), { error: M.dataNotObject })), z.transform((v) => v ?? {})),
})

/** One section: its data parsed with its type's fields (unknown keys dropped, texts trimmed, defaults filled). */
export const sectionSchema = z.pipe(
  sectionShape,
  z.transform((section, ctx): SectionValue => {
    if (!isSectionType(section.type)) {
      ctx.issues.push({
        code: "custom",
        input: section.type,
        path: ["type"],
        message: M.unknownType(section.type, SECTION_TYPE_NAMES),
      })
      return section
    }
    // A field added to the type after the section was saved starts empty rather than failing the whole section.
    const parsed = dataSchemas[section.type].safeParse({ ...emptyData[section.type], ...section.data })
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.issues.push({ ...issue, code: "custom", input: undefined, path: ["data", ...issue.path], message: M.inSection(SECTION_TYPES[section.type].label, issue.message) })
      }
      return section
    }
    return { ...section, data: parsed.data as Record<string, unknown> }
  }),
)

/** A page's sections: at most MAX_SECTIONS, each valid for its type, ids unique, anchors unique. */
export const sectionsSchema = z.array(sectionSchema, { error: M.notList }).check(
  z.maxLength(MAX_SECTIONS, M.tooMany(MAX_SECTIONS)),
  z.superRefine((sections, ctx) => {
    const ids = new Set<string>()
    const anchors = new Set<string>()
    sections.forEach((section, index) => {
      if (ids.has(section.id)) {
        ctx.addIssue({ code: "custom", input: section.id, path: [index, "id"], message: M.duplicateId(section.id) })
      }
      ids.add(section.id)
      if (section.anchor) {
        if (anchors.has(section.anchor)) {
          ctx.addIssue({ code: "custom", input: section.anchor, path: [index, "anchor"], message: M.duplicateAnchor(section.anchor) })
        }
        anchors.add(section.anchor)
      }
    })
  }),
)

export type ParseSectionsResult = { success: true; data: SectionValue[] } | { success: false; error: string; issues: { path: PropertyKey[]; message: string }[] }

/** Parse a page's stored or submitted sections; the error is the first issue, worded for the editor. */
export function parseSections(value: unknown): ParseSectionsResult {
  const parsed = sectionsSchema.safeParse(value)
  if (parsed.success) return { success: true, data: parsed.data }
  const issues = parsed.error.issues.map((i) => ({ path: i.path, message: i.message }))
  const first = issues[0]
  const where = typeof first?.path[0] === "number" ? M.at(first.path[0]) : ""
  return { success: false, error: `${where}${first?.message ?? M.invalid}`, issues }
}

/**
 * The sections a public page can show: each stored section parsed on its own, so one that no longer fits its type
 * (or a type since removed) is left out instead of taking the whole page down. Duplicate ids keep the first.
 */
export function displayableSections(value: unknown): SectionValue[] {
  if (!Array.isArray(value)) return []
  const out: SectionValue[] = []
  const ids = new Set<string>()
  for (const item of value.slice(0, MAX_SECTIONS)) {
    const parsed = sectionSchema.safeParse(item)
    if (!parsed.success || ids.has(parsed.data.id)) continue
    ids.add(parsed.data.id)
    out.push(parsed.data)
  }
  return out
}
