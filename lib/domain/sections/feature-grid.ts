import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { descriptionField, eyebrowField, headingField, iconCardsField, type IconCard } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(),
  descriptionField,
  iconCardsField("items", "Features", "feature"),
  {
    name: "columns",
    label: "Cards per row (wide screens)",
    kind: "select",
    options: [
      { value: "3", label: "Three" },
      { value: "2", label: "Two" },
      { value: "4", label: "Four" },
    ],
  },
  {
    name: "tone",
    label: "Background",
    kind: "select",
    options: [
      { value: "plain", label: "White" },
      { value: "sand", label: "Sand" },
    ],
  },
]

export type FeatureGridData = { eyebrow: string; title: string; description: string; items: IconCard[]; columns: "2" | "3" | "4"; tone: "plain" | "sand" }

export const featureGrid: SectionDeclaration = {
  type: "feature-grid",
  label: "Feature grid",
  description: "Cards with an icon, a title and a short text, two to four to a row, under a heading.",
  fields,
  defaults: {
    ...defaultsOf(fields),
    title: "What's Included",
    items: [{ title: "A first feature", description: "One or two sentences about it.", icon: "check-circle-2" }],
  },
}
