import { SERVICES_GRID } from "@/lib/copy/sections"
import { defaultsOf, type DataField } from "@/lib/domain/data-fields"
import type { IconName } from "@/lib/domain/icons"

import { descriptionField, eyebrowField, headingField } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(),
  descriptionField,
  { name: "linkLabel", label: SERVICES_GRID.fields.linkLabel.label, kind: "text", required: true, max: 60, help: SERVICES_GRID.fields.linkLabel.help },
  {
    name: "items",
    label: SERVICES_GRID.fields.items.label,
    kind: "list",
    itemLabel: SERVICES_GRID.fields.items.itemLabel,
    titleField: "title",
    max: 12,
    of: [
      { name: "title", label: SERVICES_GRID.fields.title, kind: "text", required: true, max: 120 },
      { name: "description", label: SERVICES_GRID.fields.description, kind: "textarea", max: 400 },
      { name: "href", label: SERVICES_GRID.fields.href, kind: "url", required: true },
      { name: "icon", label: SERVICES_GRID.fields.icon, kind: "icon" },
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
  label: SERVICES_GRID.label,
  description: SERVICES_GRID.description,
  fields,
  defaults: {
    ...defaultsOf(fields),
    eyebrow: "What We Do",
    title: "Our Services",
    linkLabel: "Learn More",
    items: [{ title: "A service", description: "What it does for a practice.", href: "/services", icon: "sparkles" }],
  },
}
