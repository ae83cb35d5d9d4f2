import { RESOURCE_HIGHLIGHTS } from "@/lib/copy/sections"
import { RESOURCE_TYPE } from "@/lib/domain/content/document-types"
import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { buttonField, countField, descriptionField, eyebrowField, headingField, type LinkValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(),
  descriptionField,
  countField(RESOURCE_HIGHLIGHTS.fields.count),
  buttonField("button", RESOURCE_HIGHLIGHTS.fields.button.label, RESOURCE_HIGHLIGHTS.fields.button.help),
]

export type ResourceHighlightsData = { eyebrow: string; title: string; description: string; count: string; button: LinkValue }

/** The cards come from the published resources (guides, templates); with none published the section is not shown. */
export const resourceHighlights: SectionDeclaration = {
  type: "resource-highlights",
  label: RESOURCE_HIGHLIGHTS.label,
  description: RESOURCE_HIGHLIGHTS.description,
  fields,
  reads: RESOURCE_TYPE,
  defaults: {
    ...defaultsOf(fields),
    eyebrow: "Resources",
    title: "Guides & Templates",
    count: "3",
    button: { label: "Browse Resources", href: "/resources" },
  },
}
