import { CASE_STUDY_HIGHLIGHTS } from "@/lib/copy/sections"
import { CASE_STUDY_TYPE } from "@/lib/domain/content/document-types"
import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { buttonField, countField, descriptionField, eyebrowField, headingField, type LinkValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(),
  descriptionField,
  countField(CASE_STUDY_HIGHLIGHTS.fields.count),
  buttonField("button", CASE_STUDY_HIGHLIGHTS.fields.button.label, CASE_STUDY_HIGHLIGHTS.fields.button.help),
]

export type CaseStudyHighlightsData = { eyebrow: string; title: string; description: string; count: string; button: LinkValue }

/** The cards come from the published case studies (newest first); with none published the section is not shown. */
export const caseStudyHighlights: SectionDeclaration = {
  type: "case-study-highlights",
  label: CASE_STUDY_HIGHLIGHTS.label,
  description: CASE_STUDY_HIGHLIGHTS.description,
  fields,
  reads: CASE_STUDY_TYPE,
  defaults: {
    ...defaultsOf(fields),
    eyebrow: "Proof",
    title: "Recent Results",
    count: "3",
    button: { label: "See All Case Studies", href: "/resources/case-studies" },
  },
}
