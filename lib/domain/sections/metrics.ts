import { METRICS } from "@/lib/copy/sections"
import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { descriptionField, eyebrowField } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  { name: "title", label: METRICS.fields.title, kind: "text", max: 200 },
  descriptionField,
  {
    name: "items",
    label: METRICS.fields.items.label,
    kind: "list",
    itemLabel: METRICS.fields.items.itemLabel,
    titleField: "value",
    min: 1,
    max: 8,
    of: [
      { name: "value", label: METRICS.fields.value.label, kind: "text", required: true, max: 40, help: METRICS.fields.value.help },
      { name: "label", label: METRICS.fields.label, kind: "text", required: true, max: 120 },
      { name: "detail", label: METRICS.fields.detail.label, kind: "textarea", max: 400, help: METRICS.fields.detail.help },
    ],
  },
  {
    name: "tone",
    label: METRICS.fields.tone.label,
    kind: "select",
    options: [
      { value: "plain", label: METRICS.fields.tone.options.plain },
      { value: "dark", label: METRICS.fields.tone.options.dark },
    ],
  },
]

export type MetricsData = {
  eyebrow: string
  title: string
  description: string
  items: { value: string; label: string; detail: string }[]
  tone: "plain" | "dark"
}

export const metrics: SectionDeclaration = {
  type: "metrics",
  label: METRICS.label,
  description: METRICS.description,
  fields,
  defaults: {
    ...defaultsOf(fields),
    title: "Results in numbers",
    items: [
      { value: "184", label: "Consultations booked last quarter" },
      { value: "1 day", label: "Reply time on every enquiry" },
      { value: "30 days", label: "From kickoff to first campaign" },
    ],
  },
}
