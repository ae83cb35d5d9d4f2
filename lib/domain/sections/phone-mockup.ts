import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { descriptionField, eyebrowField, headingField, imageField, type ImageValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(),
  descriptionField,
  { name: "bullets", label: "Checklist", kind: "lines", max: 8, itemMax: 300 },
  imageField("image", "Phone screen (portrait, about 1:2)"),
]

export type PhoneMockupData = { eyebrow: string; title: string; description: string; bullets: string[]; image: ImageValue | null }

export const phoneMockup: SectionDeclaration = {
  type: "phone-mockup",
  label: "Phone mockup",
  description: "A screenshot framed in a phone beside a heading, a paragraph and a short checklist, on the dark brand colour.",
  fields,
  defaults: { ...defaultsOf(fields), eyebrow: "Mobile First", title: "Designed for the phone in your patient's hand", bullets: ["A first benefit"] },
}
