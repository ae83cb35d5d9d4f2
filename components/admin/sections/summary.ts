import type { SectionDeclaration } from "@/lib/domain/sections/types"

/** A collapsed section's one line: its first filled text field, else the size of its first list, else nothing. */
export function sectionSummary(declaration: SectionDeclaration | undefined, data: unknown): string {
  if (!declaration || !data || typeof data !== "object") return ""
  const value = data as Record<string, unknown>
  for (const field of declaration.fields) {
    if (field.kind !== "text" && field.kind !== "textarea" && field.kind !== "markdown") continue
    const text = value[field.name]
    if (typeof text === "string" && text.trim()) return text.trim().replace(/\s+/g, " ").slice(0, 140)
  }
  for (const field of declaration.fields) {
    const items = value[field.name]
    if (field.kind === "list" && Array.isArray(items)) return `${items.length} ${field.itemLabel}${items.length === 1 ? "" : "s"}`
  }
  return ""
}

/**
 * A new section's id: random, unique across pages (crypto.randomUUID, or the same shape from getRandomValues), after
 * "s-": a section id must start with a letter (SECTION_ID_PATTERN), and a bare UUID starts with a digit 10 times in 16.
 */
export function newSectionId(): string {
  return `s-${randomUuid()}`
}

function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("")
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}
