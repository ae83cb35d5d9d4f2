import { PLATFORMS } from "@/lib/copy/sections"
import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { descriptionField, eyebrowField, headingField, imageField, type ImageValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(),
  descriptionField,
  {
    name: "platforms",
    label: PLATFORMS.fields.platforms.label,
    kind: "list",
    itemLabel: PLATFORMS.fields.platforms.itemLabel,
    titleField: "name",
    max: 15,
    of: [
      { name: "name", label: PLATFORMS.fields.name, kind: "text", required: true, max: 80 },
      imageField("logo", PLATFORMS.fields.logo, true),
      { name: "description", label: PLATFORMS.fields.description, kind: "textarea", max: 400 },
    ],
  },
]

export type PlatformsData = { eyebrow: string; title: string; description: string; platforms: { name: string; logo: ImageValue; description: string }[] }

export const platforms: SectionDeclaration = {
  type: "platforms",
  label: PLATFORMS.label,
  description: PLATFORMS.description,
  fields,
  defaults: { ...defaultsOf(fields), eyebrow: "Platforms", title: "Platforms We Work With" },
}
