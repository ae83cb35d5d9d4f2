import { TESTIMONIAL } from "@/lib/copy/sections"
import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { imageField, type ImageValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  { name: "quote", label: TESTIMONIAL.fields.quote, kind: "textarea", required: true, max: 1_200 },
  { name: "name", label: TESTIMONIAL.fields.name, kind: "text", required: true, max: 120 },
  { name: "role", label: TESTIMONIAL.fields.role, kind: "text", max: 200 },
  imageField("photo", TESTIMONIAL.fields.photo),
]

export type TestimonialData = { quote: string; name: string; role: string; photo: ImageValue | null }

export const testimonial: SectionDeclaration = {
  type: "testimonial",
  label: TESTIMONIAL.label,
  description: TESTIMONIAL.description,
  fields,
  defaults: { ...defaultsOf(fields), quote: "What a client said about working with you.", name: "Client name", role: "Practice owner" },
}
