import { ECOSYSTEM } from "@/lib/copy/sections"
import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { buttonField, descriptionField, eyebrowField, headingField, iconCardsField, imageField, type IconCard, type ImageValue, type LinkValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(),
  descriptionField,
  iconCardsField("points", ECOSYSTEM.fields.points.label, ECOSYSTEM.fields.points.itemLabel, 6),
  buttonField("button", ECOSYSTEM.fields.button),
  imageField("image", ECOSYSTEM.fields.image),
]

export type EcosystemData = { eyebrow: string; title: string; description: string; points: IconCard[]; button: LinkValue; image: ImageValue | null }

export const ecosystem: SectionDeclaration = {
  type: "ecosystem",
  label: ECOSYSTEM.label,
  description: ECOSYSTEM.description,
  fields,
  defaults: {
    ...defaultsOf(fields),
    title: "How the pieces work together",
    points: [{ title: "A first point", description: "One or two sentences about it.", icon: "share-2" }],
    button: { label: "Explore our Services", href: "/services" },
  },
}
