import { SECTION_FIELDS, SERVICE_HERO } from "@/lib/copy/sections"
import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { buttonField, eyebrowField, headingField, imageField, type ImageValue, type LinkValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(SERVICE_HERO.fields.title),
  { name: "description", label: SERVICE_HERO.fields.description, kind: "textarea", max: 1_000 },
  { name: "highlights", label: SERVICE_HERO.fields.highlights.label, kind: "lines", max: 8, itemMax: 60, help: SERVICE_HERO.fields.highlights.help },
  buttonField("button", SERVICE_HERO.fields.button),
  buttonField("secondary", SECTION_FIELDS.secondaryButton.label, SECTION_FIELDS.secondaryButton.help),
  imageField("image", SERVICE_HERO.fields.image),
]

export type ServiceHeroData = {
  eyebrow: string
  title: string
  description: string
  highlights: string[]
  button: LinkValue
  secondary: LinkValue
  image: ImageValue | null
}

export const serviceHero: SectionDeclaration = {
  type: "service-hero",
  label: SERVICE_HERO.label,
  description: SERVICE_HERO.description,
  fields,
  defaults: {
    ...defaultsOf(fields),
    eyebrow: "Services",
    title: "Service name",
    description: "What this service does for a practice, in one or two sentences.",
    button: { label: "Get Started", href: "#contact" },
  },
}
