import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { imageField, type ImageValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  { name: "title", label: "Heading", kind: "text", max: 200, help: "Optional: a short line above the logos." },
  {
    name: "logos",
    label: "Logos",
    kind: "list",
    itemLabel: "logo",
    max: 24,
    of: [imageField("image", "Logo", true), { name: "href", label: "Link", kind: "url", help: "Optional: where the logo leads." }],
  },
]

export type LogoStripData = { title: string; logos: { image: ImageValue; href: string }[] }

export const logoStrip: SectionDeclaration = {
  type: "logo-strip",
  label: "Logo strip",
  description: "A row of partner or client logos, greyed until hovered, with an optional line above.",
  fields,
  defaults: { ...defaultsOf(fields), title: "Trusted by practices across the country" },
}
