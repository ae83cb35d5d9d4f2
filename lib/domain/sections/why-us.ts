import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { eyebrowField, headingField, iconCardsField, type IconCard } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [eyebrowField, headingField(), iconCardsField("items", "Reasons", "reason")]

export type WhyUsData = { eyebrow: string; title: string; items: IconCard[] }

export const whyUs: SectionDeclaration = {
  type: "why-us",
  label: "Why us",
  description: "Reasons to choose you as cards, three to a row, each with an icon, a title and a short text.",
  fields,
  defaults: {
    ...defaultsOf(fields),
    eyebrow: "Why Lumora",
    title: "Why Practices Choose Us",
    items: [{ title: "A first reason", description: "One or two sentences about it.", icon: "badge-check" }],
  },
}
