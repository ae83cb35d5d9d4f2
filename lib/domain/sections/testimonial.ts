import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { imageField, type ImageValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  { name: "quote", label: "Quote", kind: "textarea", required: true, max: 1_200 },
  { name: "name", label: "Name", kind: "text", required: true, max: 120 },
  { name: "role", label: "Role and practice", kind: "text", max: 200 },
  imageField("photo", "Photo (optional, square)"),
]

export type TestimonialData = { quote: string; name: string; role: string; photo: ImageValue | null }

export const testimonial: SectionDeclaration = {
  type: "testimonial",
  label: "Testimonial",
  description: "One large quote with the name, role and an optional photo of the person who said it.",
  fields,
  defaults: { ...defaultsOf(fields), quote: "What a client said about working with you.", name: "Client name", role: "Practice owner" },
}
