import { INDUSTRIES } from "@/lib/copy/sections"
import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { eyebrowField, headingField, iconCardsField, type IconCard } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [eyebrowField, headingField(), iconCardsField("items", INDUSTRIES.fields.items.label, INDUSTRIES.fields.items.itemLabel, 10)]

export type IndustriesData = { eyebrow: string; title: string; items: IconCard[] }

export const industries: SectionDeclaration = {
  type: "industries",
  label: INDUSTRIES.label,
  description: INDUSTRIES.description,
  fields,
  defaults: {
    ...defaultsOf(fields),
    eyebrow: "Who We Serve",
    title: "Industries We Serve",
    items: [{ title: "An industry", description: "Who they are and what they need.", icon: "stethoscope" }],
  },
}
