/**
 * Revision history rules shared by the server (summaries written with each revision) and the editor (diffs):
 * which fields a snapshot holds, their labels, and the one-line summary of a change.
 */

import { countWords } from "@/lib/domain/reading-time"

/** How many revisions a post or page keeps; older ones are pruned on save. */
export const REVISIONS_KEPT = 50

/** The snapshot's fields in the order the history shows them, with the words a client reads. */
export const REVISION_FIELDS: { key: string; label: string }[] = [
  { key: "title", label: "title" },
  { key: "slug", label: "slug" },
  { key: "excerpt", label: "excerpt" },
  { key: "content", label: "content" },
  { key: "sections", label: "sections" },
  { key: "details", label: "details" },
  { key: "category", label: "category" },
  { key: "tags", label: "tags" },
  { key: "featured_image", label: "featured image" },
  { key: "featured_image_alt", label: "image alt text" },
  { key: "meta_title", label: "meta title" },
  { key: "meta_description", label: "meta description" },
  { key: "canonical_url", label: "canonical URL" },
  { key: "noindex", label: "hide from search engines" },
  { key: "social_image", label: "social image" },
  { key: "social_title", label: "social title" },
  { key: "social_description", label: "social description" },
  { key: "author_id", label: "author" },
  { key: "reviewer_id", label: "medical reviewer" },
  { key: "last_reviewed", label: "last reviewed" },
  { key: "medical_disclaimer", label: "medical disclaimer" },
  { key: "published", label: "status" },
  { key: "publish_at", label: "schedule" },
]

/** A snapshot value as comparable text (tags joined, missing values as ""; a structured value as its texts, one a line). */
export function fieldText(value: unknown): string {
  if (isStructured(value)) return structuredLines(value).join("\n")
  if (Array.isArray(value)) return value.map(String).join(", ")
  if (value === null || value === undefined) return ""
  return String(value)
}

/** A site document's sections or data (objects, lists of objects), as opposed to a text or a list of tags. */
export function isStructured(value: unknown): value is object {
  if (value === null || typeof value !== "object") return false
  return Array.isArray(value) ? value.some((v) => v !== null && typeof v === "object") : true
}

/** The texts and numbers inside a structured value, depth first, in its order: what a reader of the diff compares. */
function structuredLines(value: unknown): string[] {
  if (typeof value === "string") return value.trim() ? [value] : []
  if (typeof value === "number") return [String(value)]
  if (Array.isArray(value)) return value.flatMap(structuredLines)
  if (value && typeof value === "object") return Object.values(value).flatMap(structuredLines)
  return []
}

/** Whether a field's value differs: a structured value by all of it (a section hidden or moved counts), else by its text. */
function differs(before: unknown, after: unknown): boolean {
  if (isStructured(before) || isStructured(after)) return JSON.stringify(before ?? null) !== JSON.stringify(after ?? null)
  return fieldText(before) !== fieldText(after)
}

/** "content +120 words, title changed"; "created" for the first revision; "no changes" when nothing differs. */
export function summarizeChange(before: Record<string, unknown> | null, after: Record<string, unknown>): string {
  if (!before) return "created"
  const parts: string[] = []
  for (const { key, label } of REVISION_FIELDS) {
    if (!(key in after) && !(key in before)) continue
    if (!differs(before[key], after[key])) continue
    const a = fieldText(before[key])
    const b = fieldText(after[key])
    if (key === "content" && !isStructured(before[key]) && !isStructured(after[key])) {
      const delta = countWords(b) - countWords(a)
      parts.push(delta > 0 ? `content +${delta} words` : delta < 0 ? `content −${-delta} words` : "content changed")
    } else if (key === "published") {
      parts.push(after[key] === true ? "published" : "unpublished")
    } else {
      parts.push(`${label} changed`)
    }
  }
  return parts.length ? parts.join(", ") : "no changes"
}
