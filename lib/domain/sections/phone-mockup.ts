import { PHONE_MOCKUP } from "@/lib/copy/sections"
import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { descriptionField, eyebrowField, headingField, imageField, type ImageValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(),
  descriptionField,
  { name: "bullets", label: PHONE_MOCKUP.fields.bullets, kind: "lines", max: 8, itemMax: 300 },
  imageField("image", PHONE_MOCKUP.fields.image),
]

export type PhoneMockupData = { eyebrow: string; title: string; description: string; bullets: string[]; image: ImageValue | null }

export const phoneMockup: SectionDeclaration = {
  type: "phone-mockup",
  label: PHONE_MOCKUP.label,
  description: PHONE_MOCKUP.description,
  fields,
  defaults: { ...defaultsOf(fields), eyebrow: "Mobile First", title: "Designed for the phone in your patient's hand", bullets: ["A first benefit"] },
}
