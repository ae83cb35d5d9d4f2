import type { z } from "zod/mini"

import type { ChecklistInput } from "@/lib/domain/checklist/rules"
import type { DataField } from "@/lib/domain/data-fields"
import type { Permission } from "@/lib/domain/policy"
import type { SectionDeclaration } from "@/lib/domain/sections/types"
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/domain/i18n"

/**
 * A content type, declared once: what it stores, how it is edited, who may do what, and what a change means for
 * the public site. The generic machinery (lib/data/content) reads these declarations; nothing of it is written per
 * type. Declarations are pure data and functions with no I/O, so the browser (the editors) and every server layer
 * can read the same one.
 */

/** How a field is stored and edited. The SQL adapter derives its writable columns from `column`. */
export type FieldDeclaration = {
  name: string
  label: string
  /**
   * The editor control: the generic form renders these kinds; a type needing another one brings a component.
   * "data": an object of structured fields (`dataFields`, the language of lib/domain/data-fields: contact details,
   * a case study's metrics); "sections": the page builder's ordered list of sections (SectionValue[]) of the types
   * in `sectionTypes`.
   */
  kind: "text" | "slug" | "textarea" | "markdown" | "tags" | "image" | "image-alt" | "reference" | "date" | "checkbox" | "url" | "links" | "data" | "sections"
  /** The fields of a "data" field's value (its schema is schemaOf(dataFields)). */
  dataFields?: readonly DataField[]
  /** The section types a "sections" field offers, by type name (the page builder's registry, or a part of it). */
  sectionTypes?: Readonly<Record<string, SectionDeclaration>>
  /** Differs per language (a translation stores its own value); false for identifiers, flags, references, dates. */
  translatable: boolean
  /** Stored as a column of the type's table, with an optional SQL cast for the written value. */
  column?: { cast?: "boolean" | "uuid" | "text[]" | "date" }
  /** The content type a reference field names (its existence is checked on save), and the message when it is gone. */
  references?: string
  referenceMissing?: string
  help?: string
}

/**
 * The key under which a parsed save carries the references its structured fields name (a lines field with
 * `references`: "speakers:0" → the person's id), resolved by the data layer; the stores write them with the
 * declared reference fields into documents.refs. Never a field of its own: nothing stores it in `data`.
 */
export const RESOLVED_REFS = "$refs"

/** What the public site must refresh after a change: paths (a route pattern with its type) and cache tags. */
export type CacheTargets = {
  paths: { path: string; type?: "page" | "layout" }[]
  tags: string[]
  /** Posts feed the blog's read model (search index, lists): it is rebuilt from a version counter. */
  blogVersion?: boolean
}

/**
 * A column of an admin list (like Payload's admin.defaultColumns): the row's field, its header, whether the header
 * sorts, and how a cell is drawn (`kind`, default "text"): "title" links to the editor (with who edited it last),
 * "status" is the Published / Draft / Scheduled badge, "date" and "datetime" format a time, "path" is the document's
 * public address, "code" a monospaced value, "language" the row's language, "number" a right-aligned count,
 * "choice" the label of a value among `choices`. `empty`: the text of an empty cell; `badge`: a flag field that
 * adds a badge after the value; `hide`: below which width the column is hidden; `muted`: drawn in the muted colour.
 */
export type ListColumn = {
  field: string
  label: string
  sortable?: boolean
  kind?: "text" | "title" | "status" | "date" | "datetime" | "path" | "code" | "language" | "number" | "choice"
  empty?: string
  badge?: { field: string; label: string }
  choices?: readonly { value: string | number; label: string }[]
  hide?: "sm" | "md"
  muted?: boolean
  testId?: string
}

/** What an admin list shows: its columns, the fields its search box looks in (none: no search box), its order. */
export type ListDeclaration = {
  columns: readonly ListColumn[]
  search: readonly string[]
  defaultSort: { field: "created_at" | "title"; order: "asc" | "desc" }
}

type Identified = { id: string; slug: string }

export type ContentTypeDeclaration<Row extends Identified = Identified> = {
  /** Its key in the registry (CONTENT_TYPES); the names are derived from the registry (names.ts). */
  name: string
  /** collection: any number of documents; singleton: exactly one (site settings, navigation, footer…). */
  kind: "collection" | "singleton"
  labels: { singular: string; plural: string }
  /** The Backend store that keeps its documents. */
  store: "posts" | "pages" | "people" | "documents"
  /** Where the admin lists and edits it. */
  adminPath: string
  fields: readonly FieldDeclaration[]
  /**
   * One schema for the form (browser) and the data layer (server): `form` takes the editor's values, `input` what
   * the data layer accepts; a save is parsed once, with `input`.
   */
  schema: { form: z.ZodMiniType; input: z.ZodMiniType }
  /** A stored document (or none: a new one) as the editor's form values, schedule shown in `timeZone`. */
  toFormValues(row: Record<string, unknown> | null, timeZone: string): Record<string, unknown>
  /** Rules across fields the schema cannot say (field → message), checked on save after the schema. */
  validate?(input: Record<string, unknown>): Record<string, string> | null
  /** The pre-publish checklist's view of a document (SEO types). */
  checklistInput?(fields: Record<string, unknown>): ChecklistInput
  /** The field a document is named by in lists, the audit log and messages. */
  titleField: string
  /** Per action, the permission of the role table (lib/domain/policy.ts) a member needs. */
  access: { read: Permission; create: Permission; update: Permission; publish: Permission; delete: Permission }
  /** Drafts, publishing and scheduling (a published flag and a publish time). */
  publishable: boolean
  /** Every save stores a revision, with the version check against concurrent saves. */
  revisions: boolean
  /** Per-record SEO and social fields, the pre-publish checklist, previews and share links. */
  seo: boolean
  /**
   * Medical review (docs/medical-review.md): a document of this type can be sent to a clinician for sign-off, and an
   * approval is bound to the values of `fields` (the reviewed fields, in this order: a field, or a sub-field of a
   * structured field by its path, `details.summary`; lib/domain/content/review.ts); a change to any of them
   * withdraws it, a change to any other field or sub-field does not. `category`: the field whose value decides whether the
   * document is clinical content (the site's clinical categories), when the type has one. Absent: not reviewable.
   */
  review?: ReviewDeclaration
  list: ListDeclaration
  /** The document's public address (null: not public on its own). */
  publicPath(row: Pick<Row, "slug">): string | null
  /** A published document whose slug changes leaves a redirect from its old address. */
  redirectOnSlugChange: boolean
  /** What to refresh after a change, given the document before and after it. */
  cacheTargets(...rows: Row[]): CacheTargets
  /** Slugs that belong to something else on the site (a built-in post, a fixed route). */
  reservedSlug?(slug: string): boolean
  /** "Not found" in the type's words. */
  notFound: string
  /** The public side: where its documents are shown and how (absent: not shown on the public site on its own). */
  site?: SiteDeclaration
  /** The admin side: where it sits in the navigation (absent: reached another way, e.g. a settings card). */
  admin?: AdminDeclaration
}

/**
 * What a reviewable type's approval covers (ContentTypeDeclaration.review): field names, or `field.subfield` paths
 * into a structured field (the text a patient reads, not its images, times or settings).
 */
export type ReviewDeclaration = { fields: readonly string[]; category?: string }

/** How the public site shows a type's documents. */
export type SiteDeclaration = {
  /** The public template that draws one document (a key of the templates map in components/templates). */
  template: string
  /** The collection's index page (e.g. "/work"), listed in the sitemap; none when it has no index of its own. */
  index?: string
  /** Its published documents are listed in the sitemap. */
  sitemap: boolean
  /** Its published documents are listed in the site's feeds. */
  feeds: boolean
  /** The cache tags a public route showing it depends on (every change of the type expires them). */
  tags: readonly string[]
  /** Its sitemap entries' priority (documents 0.5 and index 0.5, monthly, unless said). */
  sitemapRank?: { documents?: number; index?: number; indexChangefreq?: "daily" | "weekly" | "monthly" }
  /**
   * The lead form a document's public page offers, posted to /api/leads/{type}/{slug} (absent: none, and that route
   * answers 404). lib/data/lead-forms.ts runs each form's pipeline.
   */
  leadForm?: LeadFormName
  /**
   * The schema.org type of the JSON-LD its public page gives each document (from its title, summary, cover and
   * dates); absent: the page gives none of its own (a template may draw a richer one, as events do).
   */
  schemaType?: "Article" | "CreativeWork"
}

/** The lead forms a public page may offer: "registration", a seat at an event (its subject is an event). */
export type LeadFormName = "registration"

export type AdminNavEntry = { label: string; order: number; group: "content" | "site" | "system" }

/** Where a type sits in the admin area. */
export type AdminDeclaration = {
  /**
   * The navigation entry at the type's adminPath: its group and its order in the navigation (entries, the content
   * types' and the fixed ones of lib/copy/admin.ts, are sorted by order).
   */
  nav?: AdminNavEntry
  /** A singleton's card in Menus & Site Settings: its title and what it holds. */
  card?: { title: string; description: string }
}

/** The fields that differ per language. */
export function translatableFields(type: Pick<ContentTypeDeclaration, "fields">): string[] {
  return type.fields.filter((f) => f.translatable).map((f) => f.name)
}

/** The writable columns of the type's table, in declaration order. */
export function storedColumns(type: Pick<ContentTypeDeclaration, "fields">): { name: string; cast?: string }[] {
  return type.fields.filter((f) => f.column).map((f) => ({ name: f.name, ...(f.column!.cast ? { cast: f.column!.cast } : {}) }))
}

/** Every role may do everything with site content (the role table's "content" permission). */
export const CONTENT_ACCESS = { read: "content", create: "content", update: "content", publish: "content", delete: "content" } as const

/**
 * A change's cache targets for a record in `locale`: the literal paths at the locale's addresses (/es/blog/x); route
 * patterns and tags as declared (they cover every language's pages).
 */
export function localizedCacheTargets(targets: CacheTargets, locale: Locale): CacheTargets {
  if (locale === DEFAULT_LOCALE) return targets
  return { ...targets, paths: targets.paths.map((p) => (p.type ? p : { path: localizedPath(locale, p.path) })) }
}
