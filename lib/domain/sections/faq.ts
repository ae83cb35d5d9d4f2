import { FAQ } from "@/lib/copy/sections"
import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { descriptionField, eyebrowField, headingField } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(),
  descriptionField,
  {
    name: "items",
    label: FAQ.fields.items.label,
    kind: "list",
    itemLabel: FAQ.fields.items.itemLabel,
    titleField: "question",
    min: 1,
    max: 30,
    of: [
      { name: "question", label: FAQ.fields.question, kind: "text", required: true, max: 300 },
      { name: "answer", label: FAQ.fields.answer, kind: "textarea", required: true, max: 2_000 },
    ],
  },
]

export type FaqData = { eyebrow: string; title: string; description: string; items: { question: string; answer: string }[] }

export const faq: SectionDeclaration = {
  type: "faq",
  label: FAQ.label,
  description: FAQ.description,
  fields,
  defaults: {
    ...defaultsOf(fields),
    eyebrow: "FAQ",
    title: "Frequently Asked Questions",
    items: [{ question: "How soon can we start?", answer: "Most engagements start within two weeks of the first call." }],
  },
}
