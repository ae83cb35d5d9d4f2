import { PROCESS_STEPS } from "@/lib/copy/sections"
import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { descriptionField, eyebrowField, headingField } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  headingField(),
  descriptionField,
  {
    name: "steps",
    label: PROCESS_STEPS.fields.steps.label,
    kind: "list",
    itemLabel: PROCESS_STEPS.fields.steps.itemLabel,
    titleField: "title",
    min: 1,
    max: 10,
    of: [
      { name: "title", label: PROCESS_STEPS.fields.title, kind: "text", required: true, max: 120 },
      { name: "description", label: PROCESS_STEPS.fields.description, kind: "textarea", max: 600 },
    ],
  },
]

export type ProcessStepsData = { eyebrow: string; title: string; description: string; steps: { title: string; description: string }[] }

export const processSteps: SectionDeclaration = {
  type: "process-steps",
  label: PROCESS_STEPS.label,
  description: PROCESS_STEPS.description,
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
