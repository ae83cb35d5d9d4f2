import { LOGO_STRIP } from "@/lib/copy/sections"
import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { imageField, type ImageValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  { name: "title", label: LOGO_STRIP.fields.title.label, kind: "text", max: 200, help: LOGO_STRIP.fields.title.help },
  {
    name: "logos",
    label: LOGO_STRIP.fields.logos.label,
    kind: "list",
    itemLabel: LOGO_STRIP.fields.logos.itemLabel,
    max: 24,
    of: [imageField("image", LOGO_STRIP.fields.image, true), { name: "href", label: LOGO_STRIP.fields.href.label, kind: "url", help: LOGO_STRIP.fields.href.help }],
  },
]

export type LogoStripData = { title: string; logos: { image: ImageValue; href: string }[] }

export const logoStrip: SectionDeclaration = {
  type: "logo-strip",
  label: LOGO_STRIP.label,
  description: LOGO_STRIP.description,
  fields,
  defaults: { ...defaultsOf(fields), title: "Trusted by practices across the country" },
}
