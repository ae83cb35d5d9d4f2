import { WHY_US } from "@/lib/copy/sections"
import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { eyebrowField, headingField, iconCardsField, type IconCard } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [eyebrowField, headingField(), iconCardsField("items", WHY_US.fields.items.label, WHY_US.fields.items.itemLabel)]

export type WhyUsData = { eyebrow: string; title: string; items: IconCard[] }

export const whyUs: SectionDeclaration = {
  type: "why-us",
  label: WHY_US.label,
  description: WHY_US.description,
  fields,
  defaults: {
    ...defaultsOf(fields),
    eyebrow: "Why Lumora",
    title: "Why Practices Choose Us",
    items: [{ title: "A first reason", description: "One or two sentences about it.", icon: "badge-check" }],
  },
}
