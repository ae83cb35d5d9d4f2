import { defaultsOf, type DataField } from "@/lib/domain/data-fields"
import type { IconName } from "@/lib/domain/icons"

import { buttonField, eyebrowField, headingField, type LinkValue } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(),
  { name: "paragraphs", label: "Paragraphs", kind: "lines", max: 6, itemMax: 1_500 },
  buttonField("button", "Button"),
  {
    name: "proof",
    label: "Proof points",
    kind: "list",
    itemLabel: "proof point",
    titleField: "value",
    max: 6,
    of: [
      { name: "value", label: "Figure", kind: "text", required: true, max: 40 },
      { name: "label", label: "What it measures", kind: "text", max: 120 },
      { name: "icon", label: "Icon", kind: "icon" },
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
  label: "Introduction",
  description: "Who you are in a heading and a few paragraphs with a button, beside a column of short proof figures.",
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
