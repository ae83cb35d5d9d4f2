import { defaultsOf, type DataField } from "@/lib/domain/data-fields"
import type { IconName } from "@/lib/domain/icons"

import { descriptionField, eyebrowField, headingField } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(),
  descriptionField,
  { name: "linkLabel", label: "Card link text", kind: "text", required: true, max: 60, help: "Screen readers also hear “about” and the card's title." },
  {
    name: "items",
    label: "Services",
    kind: "list",
    itemLabel: "service",
    titleField: "title",
    max: 12,
    of: [
      { name: "title", label: "Title", kind: "text", required: true, max: 120 },
      { name: "description", label: "Text", kind: "textarea", max: 400 },
      { name: "href", label: "Page", kind: "url", required: true },
      { name: "icon", label: "Icon", kind: "icon" },
    ],
  },
]

export type ServicesGridData = {
  eyebrow: string
  title: string
  description: string
  linkLabel: string
  items: { title: string; description: string; href: string; icon: IconName | null }[]
}

export const servicesGrid: SectionDeclaration = {
  type: "services-grid",
  label: "Services grid",
  description: "Cards for your services, three to a row, each with an icon, a short text and a link to its page.",
  fields,
  defaults: {
    ...defaultsOf(fields),
    eyebrow: "What We Do",
    title: "Our Services",
    linkLabel: "Learn More",
    items: [{ title: "A service", description: "What it does for a practice.", href: "/services", icon: "sparkles" }],
  },
}
