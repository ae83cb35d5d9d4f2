import { CONTACT_SECTION } from "@/lib/copy/sections"
import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { descriptionField, eyebrowField, headingField } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(),
  descriptionField,
  { name: "partnersTitle", label: CONTACT_SECTION.fields.partnersTitle, kind: "text", max: 120 },
  { name: "partners", label: CONTACT_SECTION.fields.partners, kind: "lines", max: 12, itemMax: 200 },
]

export type ContactData = { eyebrow: string; title: string; description: string; partnersTitle: string; partners: string[] }

/** The e-mail, phone and address beside the form come from the site's contact details, not from the section. */
export const contact: SectionDeclaration = {
  type: "contact",
  label: CONTACT_SECTION.label,
  description: CONTACT_SECTION.description,
  fields,
  defaults: {
    ...defaultsOf(fields),
    eyebrow: "Contact",
    title: "Let's Talk About Your Practice",
    partnersTitle: "Who We Partner With",
    partners: ["A kind of practice you work with"],
  },
}
