import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { eyebrowField, headingField, type LinkValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField("Page heading"),
  { name: "description", label: "Text", kind: "textarea", max: 1_000 },
  {
    name: "links",
    label: "Buttons",
    kind: "list",
    itemLabel: "button",
    titleField: "label",
    max: 3,
    help: "The first is drawn filled, the others as outlines.",
    of: [
      { name: "label", label: "Label", kind: "text", required: true, max: 80 },
      { name: "href", label: "Link", kind: "url", required: true },
    ],
  },
]

export type PlaceholderData = { eyebrow: string; title: string; description: string; links: LinkValue[] }

/** A page still being written: its heading, a line of context and the next steps, centred on sand. */
export const placeholder: SectionDeclaration = {
  type: "placeholder",
  label: "Coming soon",
  description: "A page's heading with a line saying its full content is coming soon, and buttons to useful next steps.",
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
