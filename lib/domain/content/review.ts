import type { ContentTypeDeclaration, ReviewDeclaration } from "./types"

/**
 * What a medical approval covers, read from a type's `review` declaration (docs/medical-review.md). A reviewed field
 * is a field of the type (`title`, `meta_description`) or one sub-field of a structured field, named by its path
 * (`details.summary`: the `summary` of the `details` value): the text a patient reads, and nothing beside it (an
 * image's alt text, an event's times, a download's gate). Supabase spells the same paths in
 * `private.review_fields` and reads them with `#>`.
 */

type Values = Record<string, unknown>

/** A reviewed field's path, as its segments ("details.summary" → ["details", "summary"]). */
export const reviewPath = (name: string): string[] => name.split(".")

/** The value at a reviewed field's path; undefined where any step is missing or not an object. */
export function reviewedValue(values: Values | null | undefined, name: string): unknown {
  let at: unknown = values
  for (const key of reviewPath(name)) {
    if (!at || typeof at !== "object" || Array.isArray(at)) return undefined
    at = (at as Values)[key]
  }
  return at
}

/** A reviewed value as the hash and the reviewer's page read it: "" for none, a string as is, else its JSON. */
export function reviewedText(value: unknown): string {
  if (value === null || value === undefined) return ""
  return typeof value === "string" ? value : JSON.stringify(value)
}

/**
 * A reviewed field's label: the field's, or for a sub-field the structured field's own label for it (its data
 * field's label); the path itself when the declaration names nothing there.
 */
export function reviewedLabel(type: Pick<ContentTypeDeclaration, "fields">, name: string): string {
  const [head, ...rest] = reviewPath(name)
  const field = type.fields.find((f) => f.name === head)
  if (!field) return name
  if (!rest.length) return field.label
  const sub = field.dataFields?.find((d) => d.name === rest[0])
  return rest.length === 1 && sub ? sub.label : name
}

/** Whether every reviewed field of a declaration names a declared field or a declared sub-field of a structured one. */
export function unknownReviewedFields(type: Pick<ContentTypeDeclaration, "fields">, review: ReviewDeclaration): string[] {
  return review.fields.filter((name) => {
    const [head, ...rest] = reviewPath(name)
    const field = type.fields.find((f) => f.name === head)
    if (!field) return true
    if (!rest.length) return false
    return rest.length !== 1 || !field.dataFields?.some((d) => d.name === rest[0])
  })
}
