import { defaultsOf, type DataField } from "@/lib/domain/data-fields"

import { descriptionField, eyebrowField } from "./fields"
import type { SectionDeclaration } from "./types"

const fields: readonly DataField[] = [
  eyebrowField,
  { name: "title", label: "Heading", kind: "text", max: 200 },
  descriptionField,
  {
    name: "items",
    label: "Figures",
    kind: "list",
    itemLabel: "figure",
    titleField: "value",
    min: 1,
    max: 8,
    of: [
      { name: "value", label: "Value", kind: "text", required: true, max: 40, help: "The figure itself: 184, 3.2×, 30 days." },
      { name: "label", label: "Label", kind: "text", required: true, max: 120 },
      { name: "detail", label: "Detail", kind: "textarea", max: 400, help: "Optional: a sentence under the label saying where the figure comes from." },
    ],
  },
  {
    name: "tone",
    label: "Background",
    kind: "select",
    options: [
      { value: "plain", label: "White" },
      { value: "dark", label: "Dark" },
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
  label: "Figures",
  description: "A row of large figures, each with a short label (and an optional detail) underneath, on white or dark.",
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
