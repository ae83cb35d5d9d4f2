import { FEATURE_GRID } from "@/lib/copy/sections"
import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { descriptionField, eyebrowField, headingField, iconCardsField, type IconCard } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(),
  descriptionField,
  iconCardsField("items", FEATURE_GRID.fields.items.label, FEATURE_GRID.fields.items.itemLabel),
  {
    name: "columns",
    label: FEATURE_GRID.fields.columns.label,
    kind: "select",
    options: [
      { value: "3", label: FEATURE_GRID.fields.columns.options["3"] },
      { value: "2", label: FEATURE_GRID.fields.columns.options["2"] },
      { value: "4", label: FEATURE_GRID.fields.columns.options["4"] },
    ],
  },
  {
    name: "tone",
    label: FEATURE_GRID.fields.tone.label,
    kind: "select",
    options: [
      { value: "plain", label: FEATURE_GRID.fields.tone.options.plain },
      { value: "sand", label: FEATURE_GRID.fields.tone.options.sand },
    ],
  },
]

export type FeatureGridData = { eyebrow: string; title: string; description: string; items: IconCard[]; columns: "2" | "3" | "4"; tone: "plain" | "sand" }

export const featureGrid: SectionDeclaration = {
  type: "feature-grid",
  label: FEATURE_GRID.label,
  description: FEATURE_GRID.description,
  fields,
  defaults: {
    ...defaultsOf(fields),
    title: "What's Included",
    items: [{ title: "A first feature", description: "One or two sentences about it.", icon: "check-circle-2" }],
  },
}
