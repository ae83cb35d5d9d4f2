import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { descriptionField, eyebrowField, headingField, imageField, type ImageValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(),
  descriptionField,
  {
    name: "platforms",
    label: "Platforms",
    kind: "list",
    itemLabel: "platform",
    titleField: "name",
    max: 15,
    of: [
      { name: "name", label: "Name", kind: "text", required: true, max: 80 },
      imageField("logo", "Logo (a wordmark about 200 × 56; a placeholder is shown if it fails to load)", true),
      { name: "description", label: "Text", kind: "textarea", max: 400 },
    ],
  },
]

export type PlatformsData = { eyebrow: string; title: string; description: string; platforms: { name: string; logo: ImageValue; description: string }[] }

export const platforms: SectionDeclaration = {
  type: "platforms",
  label: "Platforms",
  description: "The tools you work with as cards with their logo, name and a line about each.",
  fields,
  defaults: { ...defaultsOf(fields), eyebrow: "Platforms", title: "Platforms We Work With" },
}
