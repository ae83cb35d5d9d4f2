import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { buttonField, eyebrowField, headingField, imageField, type ImageValue, type LinkValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField("Page heading"),
  { name: "description", label: "Introduction", kind: "textarea", max: 1_000 },
  { name: "highlights", label: "Highlights", kind: "lines", max: 8, itemMax: 60, help: "Short tags under the text." },
  buttonField("button", "Main button"),
  buttonField("secondary", "Second button", "Optional, drawn as an outline; leave the label empty for none."),
  imageField("image", "Illustration (shown from 1024 px wide)"),
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
  label: "Service hero",
  description: "A service page's opening: eyebrow, the page's heading, a paragraph, tags and buttons, with an illustration beside them on wide screens.",
  fields,
  defaults: {
    ...defaultsOf(fields),
    eyebrow: "Services",
    title: "Service name",
    description: "What this service does for a practice, in one or two sentences.",
    button: { label: "Get Started", href: "#contact" },
  },
}
