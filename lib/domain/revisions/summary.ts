/**
 * Revision history rules shared by the server (summaries written with each revision) and the editor (diffs):
 * which fields a snapshot holds, their labels, and the one-line summary of a change.
 */

import { REVISION_FIELD_LABELS as L, REVISION_SUMMARY as S } from "@/lib/copy/revisions"
import { countWords } from "@/lib/domain/reading-time"

/** How many revisions a post or page keeps; older ones are pruned on save. */
export const REVISIONS_KEPT = 50

/** The snapshot's fields in the order the history shows them, with the words a client reads. */
export const REVISION_FIELDS: { key: string; label: string }[] = [
  { key: "title", label: L.title },
  { key: "slug", label: L.slug },
  { key: "excerpt", label: L.excerpt },
  { key: "content", label: L.content },
  { key: "sections", label: L.sections },
  { key: "details", label: L.details },
  { key: "category", label: L.category },
  { key: "tags", label: L.tags },
  { key: "featured_image", label: L.featured_image },
  { key: "featured_image_alt", label: L.featured_image_alt },
  { key: "meta_title", label: L.meta_title },
  { key: "meta_description", label: L.meta_description },
  { key: "canonical_url", label: L.canonical_url },
  { key: "noindex", label: L.noindex },
  { key: "social_image", label: L.social_image },
  { key: "social_title", label: L.social_title },
  { key: "social_description", label: L.social_description },
  { key: "author_id", label: L.author_id },
  { key: "reviewer_id", label: L.reviewer_id },
  { key: "last_reviewed", label: L.last_reviewed },
  { key: "medical_disclaimer", label: L.medical_disclaimer },
  { key: "published", label: L.published },
  { key: "publish_at", label: L.publish_at },
]

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)

/**
 * A structured value (a page's sections, a case study's details, a singleton's settings) as indented lines, one
 * "name: value" per line, so a revision's difference reads line by line like a text's.
 */
export function structuredText(value: unknown, indent = ""): string[] {
  if (Array.isArray(value)) {
    if (value.every((v) => !isRecord(v) && !Array.isArray(v))) return [`${indent}${value.map((v) => fieldText(v)).join(", ")}`]
    return value.flatMap((item) => {
      const [first = "", ...rest] = structuredText(item, `${indent}  `)
      return [`${indent}- ${first.trimStart()}`, ...rest]
    })
  }
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([k, v]) => {
      if (isRecord(v) || (Array.isArray(v) && v.some((x) => isRecord(x) || Array.isArray(x)))) return [`${indent}${k}:`, ...structuredText(v, `${indent}  `)]
      return [`${indent}${k}: ${fieldText(v)}`]
    })
  }
  return [`${indent}${fieldText(value)}`]
}

/** A snapshot value as comparable text (tags joined, structured values as lines, missing values as ""). */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined) return ""
  if (isRecord(value) || (Array.isArray(value) && value.some((v) => isRecord(v) || Array.isArray(v)))) return structuredText(value).join("\n")
  if (Array.isArray(value)) return value.map(String).join(", ")
  return String(value)
}

/** Whether a field's values are compared line by line (a long text or a structured value). */
export function isLineField(key: string, value: unknown): boolean {
  return key === "content" || key === "sections" || key === "details" || isRecord(value) || (Array.isArray(value) && value.some((v) => isRecord(v) || Array.isArray(v)))
}

/** "content +120 words, title changed"; "created" for the first revision; "no changes" when nothing differs. */
export function summarizeChange(before: Record<string, unknown> | null, after: Record<string, unknown>): string {
  if (!before) return S.created
  const parts: string[] = []
  for (const { key, label } of REVISION_FIELDS) {
    if (!(key in after) && !(key in before)) continue
    const a = fieldText(before[key])
    const b = fieldText(after[key])
    if (a === b) continue
    if (key === "content" && typeof (after[key] ?? before[key] ?? "") === "string") {
      const delta = countWords(b) - countWords(a)
      parts.push(delta > 0 ? S.contentAdded(delta) : delta < 0 ? S.contentRemoved(-delta) : S.contentChanged)
    } else if (key === "published") {
      parts.push(after[key] === true ? S.published : S.unpublished)
    } else {
      parts.push(S.changed(label))
    }
  }
  return parts.length ? parts.join(S.separator) : S.noChanges
}
