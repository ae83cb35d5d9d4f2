import type { DataField } from "@/lib/domain/data-fields"

/** The structured fields of a case study (its `details`). */
export const CASE_STUDY_FIELDS: readonly DataField[] = [
  { name: "client_industry", label: "Client industry", kind: "text", required: true, max: 120, help: "Shown above the title, for example Dental & Orthodontic." },
  { name: "summary", label: "Summary", kind: "textarea", max: 500, help: "One or two sentences for the /work list and the highlights section." },
  { name: "cover", label: "Cover image", kind: "image" },
  { name: "challenge", label: "Challenge", kind: "markdown", max: 10_000 },
  { name: "approach", label: "Approach", kind: "markdown", max: 10_000 },
  {
    name: "results",
    label: "Results",
    kind: "list",
    itemLabel: "metric",
    titleField: "label",
    max: 12,
    of: [
      { name: "value", label: "Value", kind: "text", required: true, max: 40, help: "As visitors read it: 115%, 3.2x, 184." },
      { name: "label", label: "Label", kind: "text", required: true, max: 120 },
    ],
  },
  { name: "images", label: "Images", kind: "list", itemLabel: "image", max: 12, of: [{ name: "image", label: "Image", kind: "image", required: true }] },
  {
    name: "testimonial",
    label: "Testimonial",
    kind: "list",
    itemLabel: "testimonial",
    titleField: "name",
    max: 1,
    of: [
      { name: "quote", label: "Quote", kind: "textarea", required: true, max: 1_000 },
      { name: "name", label: "Name", kind: "text", required: true, max: 120 },
      { name: "role", label: "Role", kind: "text", max: 160 },
    ],
  },
  { name: "related_service", label: "Related service", kind: "url", help: "The service page this work belongs to, for example /services/social-media." },
]

export const RESOURCE_KINDS = [
  { value: "guide", label: "Guide" },
  { value: "template", label: "Template" },
  { value: "case-study", label: "Case study download" },
] as const

/** The structured fields of a resource (its `details`). */
export const RESOURCE_FIELDS: readonly DataField[] = [
  { name: "kind", label: "Kind", kind: "select", options: RESOURCE_KINDS, help: "Where it is listed: /resources/guides, /resources/templates or /resources/case-studies." },
  { name: "summary", label: "Summary", kind: "textarea", required: true, max: 600 },
  { name: "cover", label: "Cover image", kind: "image" },
  { name: "file", label: "File", kind: "url", help: "The download: a file from the media library (its URL, /api/uploads/…)." },
  { name: "gated", label: "Ask for name and e-mail before the download", kind: "checkbox", help: "The request reaches the inbox as a lead; the visitor gets a signed link that expires." },
  { name: "body", label: "Description", kind: "markdown", max: 20_000 },
]
