import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { buttonField, descriptionField, eyebrowField, headingField, iconCardsField, imageField, type IconCard, type ImageValue, type LinkValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(),
  descriptionField,
  iconCardsField("points", "Points", "point", 6),
  buttonField("button", "Button"),
  imageField("image", "Image"),
]

export type EcosystemData = { eyebrow: string; title: string; description: string; points: IconCard[]; button: LinkValue; image: ImageValue | null }

export const ecosystem: SectionDeclaration = {
  type: "ecosystem",
  label: "Text with image",
  description: "A heading, a short list of points with icons and a button on one side, a large image that zooms slightly on hover on the other.",
  fields,
  defaults: {
    ...defaultsOf(fields),
    title: "How the pieces work together",
    points: [{ title: "A first point", description: "One or two sentences about it.", icon: "share-2" }],
    button: { label: "Explore our Services", href: "/services" },
  },
}
