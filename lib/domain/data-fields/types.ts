import type { IconName } from "@/lib/domain/icons"

/**
 * The structured-field language of site content: a section's form, a case study's metrics, the navigation's menu
 * groups. One list of fields yields the editor's controls (components/admin/data-fields), the schema the data layer
 * parses with (schemaOf) and a new value's defaults (defaultsOf). Nothing here does I/O: the browser and the server
 * read the same declarations.
 */

/** An image on a public page: a file under /images or /media, its alt text and its pixel size (no layout shift). */
export type ImageValue = { src: string; alt: string; width: number; height: number }

/** A link or button: its words and where it goes (a path on this site, an anchor, or an http(s), mailto or tel URL). */
export type LinkValue = { label: string; href: string }

type Base = {
  name: string
  label: string
  help?: string
}

export type TextField = Base & {
  kind: "text" | "textarea" | "markdown"
  /** Empty allowed (default true: editors may blank a line); a required field needs at least one character. */
  required?: boolean
  max?: number
}

/** A URL or path on its own (a social link, a button's target). */
export type UrlField = Base & { kind: "url"; required?: boolean }

export type IconField = Base & { kind: "icon"; required?: boolean }

export type CheckboxField = Base & { kind: "checkbox" }

export type ImageField = Base & { kind: "image"; required?: boolean }

export type LinkField = Base & { kind: "link"; required?: boolean }

/** A choice from a fixed list (a resource's kind, a banner's style). */
export type SelectField = Base & { kind: "select"; options: readonly { value: string; label: string }[] }

/** Repeated items of the same fields (cards, metrics, menu groups), reorderable in the editor. */
export type ListField = Base & {
  kind: "list"
  of: readonly DataField[]
  /** What one item is called in the editor ("card", "metric", "link"). */
  itemLabel: string
  /** The item field shown as the item's title in the editor's collapsed list. */
  titleField?: string
  min?: number
  max?: number
}

/**
 * A list of plain lines (bullets, paragraphs). With `references`, each line is the slug of a document of that type
 * (an event's speakers: people): a save naming no such document is refused with `referenceMissing(slug)`, and the
 * named documents are written as the document's references (documents.refs, "field:index"), so that a document
 * another one names cannot be deleted and, for people, is public while a live document names them.
 */
export type LinesField = Base & { kind: "lines"; max?: number; itemMax?: number; references?: string; referenceMissing?: (slug: string) => string }

export type DataField = TextField | UrlField | IconField | CheckboxField | ImageField | LinkField | SelectField | ListField | LinesField

export type DataFieldKind = DataField["kind"]

export type { IconName }
