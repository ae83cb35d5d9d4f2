import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { descriptionField, eyebrowField, headingField } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(),
  descriptionField,
  {
    name: "steps",
    label: "Steps",
    kind: "list",
    itemLabel: "step",
    titleField: "title",
    min: 1,
    max: 10,
    of: [
      { name: "title", label: "Title", kind: "text", required: true, max: 120 },
      { name: "description", label: "Text", kind: "textarea", max: 600 },
    ],
  },
]

export type ProcessStepsData = { eyebrow: string; title: string; description: string; steps: { title: string; description: string }[] }

export const processSteps: SectionDeclaration = {
  type: "process-steps",
  label: "Process steps",
  description: "Numbered steps (01, 02, …) on the dark brand colour: how you work, from first call to results.",
  fields,
  defaults: {
    ...defaultsOf(fields),
    eyebrow: "How We Work",
    title: "Our Process",
    steps: [
      { title: "Discovery & Strategy", description: "What happens first." },
      { title: "Delivery", description: "What happens next." },
      { title: "Review", description: "How you measure and improve." },
    ],
  },
}
