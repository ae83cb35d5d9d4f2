/** The admin's words for the structured fields of a case study and of a resource (lib/domain/content/document-fields). */

export const CASE_STUDY_FIELDS_COPY = {
  client_industry: { label: "Client industry", help: "Shown above the title, for example Dental & Orthodontic." },
  summary: { label: "Summary", help: "One or two sentences for the /work list and the highlights section." },
  cover: { label: "Cover image" },
  challenge: { label: "Challenge" },
  approach: { label: "Approach" },
  results: { label: "Results", itemLabel: "metric" },
  result: {
    value: { label: "Value", help: "As visitors read it: 115%, 3.2x, 184." },
    label: { label: "Label" },
  },
  images: { label: "Images", itemLabel: "image" },
  image: { label: "Image" },
  testimonial: { label: "Testimonial", itemLabel: "testimonial" },
  quote: { quote: "Quote", name: "Name", role: "Role" },
  related_service: { label: "Related service", help: "The service page this work belongs to, for example /services/social-media." },
} as const

export const RESOURCE_FIELDS_COPY = {
  kind: {
    label: "Kind",
    help: "Where it is listed: /resources/guides, /resources/templates or /resources/case-studies.",
    options: { guide: "Guide", template: "Template", "case-study": "Case study download" },
  },
  summary: { label: "Summary" },
  cover: { label: "Cover image" },
  file: { label: "File", help: "The download: a file from the media library (its URL, /api/uploads/…)." },
  gated: {
    label: "Ask for name and e-mail before the download",
    help: "The request reaches the inbox as a lead; the visitor gets a signed link that expires.",
  },
  body: { label: "Description" },
} as const
