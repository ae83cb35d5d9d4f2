import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { buttonField, countField, descriptionField, eyebrowField, headingField, type LinkValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(),
  descriptionField,
  countField("How many resources to show"),
  buttonField("button", "Button under the cards", "Optional, e.g. a link to all resources; leave the label empty for none."),
]

export type ResourceHighlightsData = { eyebrow: string; title: string; description: string; count: string; button: LinkValue }

/** The cards come from the published resources (guides, templates); with none published the section is not shown. */
export const resourceHighlights: SectionDeclaration = {
  type: "resource-highlights",
  label: "Resource highlights",
  description: "Cards of your latest guides and templates; the section stays hidden while there are none.",
  fields,
  defaults: {
    ...defaultsOf(fields),
    eyebrow: "Resources",
    title: "Guides & Templates",
    count: "3",
    button: { label: "Browse Resources", href: "/resources" },
  },
}
