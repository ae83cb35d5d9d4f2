import { INTRO } from "@/lib/copy/sections"
import { defaultsOf, type DataField } from "@/lib/domain/data-fields"
import type { IconName } from "@/lib/domain/icons"

import { buttonField, eyebrowField, headingField, type LinkValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(),
  { name: "paragraphs", label: INTRO.fields.paragraphs, kind: "lines", max: 6, itemMax: 1_500 },
  buttonField("button", INTRO.fields.button),
  {
    name: "proof",
    label: INTRO.fields.proof.label,
    kind: "list",
    itemLabel: INTRO.fields.proof.itemLabel,
    titleField: "value",
    max: 6,
    of: [
      { name: "value", label: INTRO.fields.proofValue, kind: "text", required: true, max: 40 },
      { name: "label", label: INTRO.fields.proofLabel, kind: "text", max: 120 },
      { name: "icon", label: INTRO.fields.proofIcon, kind: "icon" },
    ],
  },
]

export type IntroData = {
  eyebrow: string
  title: string
  paragraphs: string[]
  button: LinkValue
  proof: { value: string; label: string; icon: IconName | null }[]
}

export const intro: SectionDeclaration = {
  type: "intro",
  label: INTRO.label,
  description: INTRO.description,
  fields,
  defaults: {
    ...defaultsOf(fields),
    eyebrow: "Who We Are",
    title: "A heading that says why you are different",
    paragraphs: ["A first paragraph about who you help and how."],
    button: { label: "Initiate a Consultation →", href: "#contact" },
    proof: [{ value: "100%", label: "What this figure measures", icon: "activity" }],
  },
}
