import type { ContentTypeDeclaration } from "@/lib/domain/content/types"
import type { DataField } from "@/lib/domain/data-fields"

/**
 * A section type of the page builder: what the picker shows, the fields of its form (the structured-field language
 * of lib/domain/data-fields, which also yields its schema) and the value a new section starts with. Its renderer is
 * components/sections/<type>.tsx, registered in components/sections/render-sections.tsx.
 */
export type SectionDeclaration = {
  type: string
  /** The picker's name for it ("Hero", "FAQ"). */
  label: string
  /** One sentence in the picker: what the visitor sees. */
  description: string
  fields: readonly DataField[]
  /** A new section's data (a useful start, not empty boxes). */
  defaults: Record<string, unknown>
  /**
   * The collection whose published documents it shows besides its own data: that type's declaration itself, so the
   * type's name is written in its declaration only. A page reads the collection only while such a section is visible
   * on it (lib/site/section-context.ts).
   */
  reads?: Pick<ContentTypeDeclaration, "name">
}

/**
 * One section of a page as stored: its type, a stable id (the editor's key), whether it is hidden, an optional anchor (the element id other links jump to: "contact",
 * "services") and its data (the type's fields).
 */
export type SectionValue = {
  id: string
  type: string
  hidden: boolean
  anchor: string
  data: Record<string, unknown>
}
