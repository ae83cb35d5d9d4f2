import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { buttonField, countField, descriptionField, eyebrowField, headingField, type LinkValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(),
  descriptionField,
  countField("How many case studies to show"),
  buttonField("button", "Button under the cards", "Optional, e.g. a link to all case studies; leave the label empty for none."),
]

export type CaseStudyHighlightsData = { eyebrow: string; title: string; description: string; count: string; button: LinkValue }

/** The cards come from the published case studies (newest first); with none published the section is not shown. */
export const caseStudyHighlights: SectionDeclaration = {
  type: "case-study-highlights",
  label: "Case study highlights",
  description: "Cards of your latest published case studies; the section stays hidden while there are none.",
  fields,
  defaults: {
    ...defaultsOf(fields),
    eyebrow: "Proof",
    title: "Recent Results",
    count: "3",
    button: { label: "See All Case Studies", href: "/resources/case-studies" },
  },
}
