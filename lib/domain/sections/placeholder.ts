import { PLACEHOLDER } from "@/lib/copy/sections"
import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { eyebrowField, headingField, type LinkValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(PLACEHOLDER.fields.title),
  { name: "description", label: PLACEHOLDER.fields.description, kind: "textarea", max: 1_000 },
  {
    name: "links",
    label: PLACEHOLDER.fields.links.label,
    kind: "list",
    itemLabel: PLACEHOLDER.fields.links.itemLabel,
    titleField: "label",
    max: 3,
    help: PLACEHOLDER.fields.links.help,
    of: [
      { name: "label", label: PLACEHOLDER.fields.linkLabel, kind: "text", required: true, max: 80 },
      { name: "href", label: PLACEHOLDER.fields.linkHref, kind: "url", required: true },
    ],
  },
]

export type PlaceholderData = { eyebrow: string; title: string; description: string; links: LinkValue[] }

/** A page still being written: its heading, a line of context and the next steps, centred on sand. */
export const placeholder: SectionDeclaration = {
  type: "placeholder",
  label: PLACEHOLDER.label,
  description: PLACEHOLDER.description,
  fields,
  defaults: {
    ...defaultsOf(fields),
    eyebrow: "Services",
    title: "Page title",
    description: "Full details are coming soon.",
    links: [
      { label: "Talk to Our Team", href: "/contact" },
      { label: "Read the Blog", href: "/blog" },
    ],
  },
}
