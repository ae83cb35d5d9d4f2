import { CASE_STUDY_FIELDS_COPY as CS, RESOURCE_FIELDS_COPY as R } from "@/lib/copy/document-fields"
import type { DataField } from "@/lib/domain/data-fields"

/** The structured fields of a case study (its `details`). */
export const CASE_STUDY_FIELDS: readonly DataField[] = [
  { name: "client_industry", label: CS.client_industry.label, kind: "text", required: true, max: 120, help: CS.client_industry.help },
  { name: "summary", label: CS.summary.label, kind: "textarea", max: 500, help: CS.summary.help },
  { name: "cover", label: CS.cover.label, kind: "image" },
  { name: "challenge", label: CS.challenge.label, kind: "markdown", max: 10_000 },
  { name: "approach", label: CS.approach.label, kind: "markdown", max: 10_000 },
  {
    name: "results",
    label: CS.results.label,
    kind: "list",
    itemLabel: CS.results.itemLabel,
    titleField: "label",
    max: 12,
    of: [
      { name: "value", label: CS.result.value.label, kind: "text", required: true, max: 40, help: CS.result.value.help },
      { name: "label", label: CS.result.label.label, kind: "text", required: true, max: 120 },
    ],
  },
  {
    name: "images",
    label: CS.images.label,
    kind: "list",
    itemLabel: CS.images.itemLabel,
    max: 12,
    of: [{ name: "image", label: CS.image.label, kind: "image", required: true }],
  },
  {
    name: "testimonial",
    label: CS.testimonial.label,
    kind: "list",
    itemLabel: CS.testimonial.itemLabel,
    titleField: "name",
    max: 1,
    of: [
      { name: "quote", label: CS.quote.quote, kind: "textarea", required: true, max: 1_000 },
      { name: "name", label: CS.quote.name, kind: "text", required: true, max: 120 },
      { name: "role", label: CS.quote.role, kind: "text", max: 160 },
    ],
  },
  { name: "related_service", label: CS.related_service.label, kind: "url", help: CS.related_service.help },
]

export const RESOURCE_KINDS = [
  { value: "guide", label: R.kind.options.guide },
  { value: "template", label: R.kind.options.template },
  { value: "case-study", label: R.kind.options["case-study"] },
] as const

/** The structured fields of a resource (its `details`). */
export const RESOURCE_FIELDS: readonly DataField[] = [
  { name: "kind", label: R.kind.label, kind: "select", options: RESOURCE_KINDS, help: R.kind.help },
  { name: "summary", label: R.summary.label, kind: "textarea", required: true, max: 600 },
  { name: "cover", label: R.cover.label, kind: "image" },
  { name: "file", label: R.file.label, kind: "url", help: R.file.help },
  { name: "gated", label: R.gated.label, kind: "checkbox", help: R.gated.help },
  { name: "body", label: R.body.label, kind: "markdown", max: 20_000 },
]
