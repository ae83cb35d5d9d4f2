import { z } from "zod/mini"

import { CONTENT_NAV } from "@/lib/copy/admin"
import { CASE_STUDIES, RESOURCES, SITE_SETTINGS } from "@/lib/copy/site-content"
import { FORM, LIST } from "@/lib/copy/common"
import { FIELD_MESSAGES, tooLong } from "@/lib/copy/validation"
import { defaultsOf, imagesIn, linksIn, schemaOf, type DataField } from "@/lib/domain/data-fields"
import { publishedField, scheduleField, scheduleFormValue, slugField, titleField } from "@/lib/domain/schemas/fields"
import { seoFields, toSeoFormValues, type SeoValues } from "@/lib/domain/schemas/seo"
import type { DocumentRow, DocumentTypeName } from "@/lib/domain/types"

import { CASE_STUDY_FIELDS, RESOURCE_FIELDS } from "./document-fields"
import { SITE_CONTENT_TAG } from "./cache-tags"
import { DATE_COLUMN, LANGUAGE_COLUMN, PATH_COLUMN, STATUS_COLUMN, TITLE_COLUMN } from "./list-columns"
import { SEO_FIELDS } from "./seo-fields"
import { CONTENT_ACCESS, type CacheTargets, type ContentTypeDeclaration, type FieldDeclaration } from "./types"

/**
 * The marketing site's documents, kept in one table (lib/backend: documents): site pages built from sections, case
 * studies, resources, and the singletons every page shows (navigation, footer, contact details, site settings).
 * Every one gets drafts, scheduling, revisions, previews, share links and the audit log from the generic machinery.
 * Site pages are declared beside them (site-page.ts): their schema reads the section types, and a section type may
 * name a declaration of this module (the collection it shows), so this module imports no section.
 */

/** A field kept in the document's JSON data rather than a column of its own. */
export const inData = (f: FieldDeclaration): FieldDeclaration => ({ ...f, column: undefined })

export const everyPage = (paths: string[]): CacheTargets => ({
  paths: [...new Set(paths)].map((path) => ({ path })),
  tags: [SITE_CONTENT_TAG],
})

/** A collection whose documents are a title, a slug, SEO fields and one structured value (`details`). */
export function detailsSchema(fields: readonly DataField[]) {
  return z.object({
    title: titleField,
    slug: slugField,
    details: schemaOf(fields),
    published: publishedField,
    schedule: scheduleField,
    meta_title: z.pipe(z.nullish(z.string().check(z.maxLength(200, tooLong(FIELD_MESSAGES.names.metaTitle, 200)))), z.transform((v) => v ?? "")),
    meta_description: z.pipe(z.nullish(z.string().check(z.maxLength(500, tooLong(FIELD_MESSAGES.names.metaDescription, 500)))), z.transform((v) => v ?? "")),
    ...seoFields,
  })
}

export function detailsFormValues(fields: readonly DataField[]) {
  return (row: Record<string, unknown> | null, timeZone: string) => ({
    title: String(row?.title ?? ""),
    slug: String(row?.slug ?? ""),
    details: { ...defaultsOf(fields), ...((row?.details as Record<string, unknown> | undefined) ?? {}) },
    published: row?.published === true,
    schedule: scheduleFormValue(row as { published?: boolean; publish_at?: string | null } | null, timeZone),
    meta_title: String(row?.meta_title ?? ""),
    meta_description: String(row?.meta_description ?? ""),
    ...toSeoFormValues(row as Partial<SeoValues> | null),
  })
}

export function detailsFields(titleLabel: string, slugLabel: string, detailsLabel: string, fields: readonly DataField[]): FieldDeclaration[] {
  return [
    { name: "title", label: titleLabel, kind: "text", translatable: true, column: {} },
    { name: "slug", label: slugLabel, kind: "slug", translatable: true, column: {}, help: FORM.slugHelp },
    { name: "details", label: detailsLabel, kind: "data", dataFields: fields, translatable: true },
    { name: "published", label: FORM.published, kind: "checkbox", translatable: false, column: { cast: "boolean" } },
    ...SEO_FIELDS.map(inData),
  ]
}

export const detailsChecklist = (fields: readonly DataField[]) => (f: Record<string, unknown>) => {
  const details = (f.details as Record<string, unknown> | undefined) ?? {}
  const lines = [
    ...imagesIn(fields, details).map((img) => `![${img.alt}](${img.src})`),
    ...linksIn(fields, details).map((href) => `[link](${href})`),
  ]
  return { kind: "page" as const, title: String(f.title ?? ""), metaTitle: String(f.meta_title ?? ""), metaDescription: String(f.meta_description ?? ""), content: lines.join("\n\n") }
}

export const LISTED = {
  columns: [TITLE_COLUMN, LANGUAGE_COLUMN, PATH_COLUMN, STATUS_COLUMN, DATE_COLUMN],
  search: ["title"],
  defaultSort: { field: "created_at", order: "desc" },
} as const

/** Case studies: listed on /work, each at /work/{slug}, highlighted on pages by the case-study section. */
export const CASE_STUDY_TYPE = {
  name: "case_study",
  kind: "collection",
  labels: { singular: CASE_STUDIES.singular, plural: CASE_STUDIES.plural },
  store: "documents",
  adminPath: "/admin/case-studies",
  fields: detailsFields(CASE_STUDIES.fieldTitle, CASE_STUDIES.fieldSlug, CASE_STUDIES.fieldDetails, CASE_STUDY_FIELDS),
  schema: { form: detailsSchema(CASE_STUDY_FIELDS), input: detailsSchema(CASE_STUDY_FIELDS) },
  toFormValues: detailsFormValues(CASE_STUDY_FIELDS),
  checklistInput: detailsChecklist(CASE_STUDY_FIELDS),
  titleField: "title",
  access: CONTENT_ACCESS,
  publishable: true,
  revisions: true,
  seo: true,
  // The case study's prose and claims; not its industry label, cover, gallery (images and alt texts) or service link.
  review: { fields: ["title", "details.summary", "details.challenge", "details.approach", "details.results", "details.testimonial", "meta_description"] },
  list: LISTED,
  publicPath: (row) => `/work/${row.slug}`,
  site: { template: "case_study", index: "/work", sitemap: true, feeds: false, tags: [SITE_CONTENT_TAG], sitemapRank: { documents: 0.6, index: 0.7 }, schemaType: "Article" },
  redirectOnSlugChange: true,
  cacheTargets: (...rows) => everyPage(["/work", "/resources/case-studies", ...rows.map((r) => `/work/${r.slug}`), "/sitemap.xml"]),
  notFound: CASE_STUDIES.notFound,
  admin: { nav: { label: CONTENT_NAV.case_study, order: 60, group: "content" } },
} as const satisfies ContentTypeDeclaration<DocumentRow>

/**
 * On Supabase, what a gated resource's document holds in place of its file's address (the database puts it there on
 * every save, supabase/migrations/20261202002700_gated_files.sql): "gated:" and the SHA-256 of the address, which says
 * "a file is there" to anyone who may read the document; the address itself is for members and the server only
 * (docs/site-content.md, "Gated resources").
 */
export const isGatedFileMarker = (file: unknown): boolean => typeof file === "string" && /^gated:[0-9a-f]{64}$/.test(file)

/** Guides, templates and case-study downloads: listed under /resources, each at /resources/{slug}, maybe gated. */
export const RESOURCE_TYPE = {
  name: "resource",
  kind: "collection",
  labels: { singular: RESOURCES.singular, plural: RESOURCES.plural },
  store: "documents",
  adminPath: "/admin/resources",
  fields: detailsFields(RESOURCES.fieldTitle, RESOURCES.fieldSlug, RESOURCES.fieldDetails, RESOURCE_FIELDS),
  schema: { form: detailsSchema(RESOURCE_FIELDS), input: detailsSchema(RESOURCE_FIELDS) },
  toFormValues: detailsFormValues(RESOURCE_FIELDS),
  checklistInput: detailsChecklist(RESOURCE_FIELDS),
  titleField: "title",
  access: CONTENT_ACCESS,
  publishable: true,
  revisions: true,
  seo: true,
  // The text and the file a reader gets; not the kind, the cover (image and alt text) or the download gate.
  review: { fields: ["title", "details.summary", "details.file", "details.body", "meta_description"] },
  list: LISTED,
  publicPath: (row) => `/resources/${row.slug}`,
  site: { template: "resource", index: "/resources", sitemap: true, feeds: false, tags: [SITE_CONTENT_TAG], sitemapRank: { index: 0.6 }, schemaType: "CreativeWork" },
  redirectOnSlugChange: true,
  cacheTargets: (...rows) => everyPage(["/resources", "/resources/guides", "/resources/templates", "/resources/case-studies", ...rows.map((r) => `/resources/${r.slug}`), "/sitemap.xml"]),
  notFound: RESOURCES.notFound,
  admin: { nav: { label: CONTENT_NAV.resource, order: 70, group: "content" } },
} as const satisfies ContentTypeDeclaration<DocumentRow>

type SingletonName = "navigation" | "footer" | "contact_details" | "site_settings"

/**
 * A singleton: exactly one document (its slug is its type name), edited as one structured value (`content`) and
 * published like a page, so a menu change can be drafted, previewed and restored. Shown on every page.
 */
export function singletonType<N extends SingletonName>(name: N, fields: readonly DataField[], access: ContentTypeDeclaration["access"]) {
  const text = SITE_SETTINGS[name]
  const schema = z.object({
    title: z.pipe(z.nullish(z.string()), z.transform(() => text.title)),
    slug: z.pipe(z.nullish(z.string()), z.transform(() => name)),
    content: schemaOf(fields),
    published: publishedField,
    schedule: scheduleField,
  })
  return {
    name,
    kind: "singleton",
    labels: { singular: text.singular, plural: text.plural },
    store: "documents",
    adminPath: `/admin/settings/${name.replace("_", "-")}`,
    fields: [
      // Fixed for a singleton (its type's title and name): kept as columns, never shown in its editor.
      { name: "title", label: text.title, kind: "text", translatable: true, column: {} },
      { name: "slug", label: text.title, kind: "slug", translatable: false, column: {} },
      { name: "content", label: SITE_SETTINGS.fieldContent, kind: "data", dataFields: fields, translatable: true },
      { name: "published", label: FORM.published, kind: "checkbox", translatable: false, column: { cast: "boolean" } },
    ],
    schema: { form: schema, input: schema },
    toFormValues: (row, timeZone) => ({
      title: text.title,
      slug: name,
      content: { ...defaultsOf(fields), ...((row?.content as Record<string, unknown> | undefined) ?? {}) },
      published: row ? row.published === true : true,
      schedule: scheduleFormValue(row as { published?: boolean; publish_at?: string | null } | null, timeZone),
    }),
    titleField: "title",
    access,
    publishable: true,
    revisions: true,
    seo: false,
    list: { columns: [{ field: "title", label: LIST.columnTitle }], search: ["title"], defaultSort: { field: "created_at", order: "asc" } },
    // Shown on every page, so a preview opens the home page.
    publicPath: () => "/",
    redirectOnSlugChange: false,
    cacheTargets: () => ({ paths: [{ path: "/", type: "layout" }], tags: [SITE_CONTENT_TAG] }),
    notFound: text.notFound,
    admin: { card: { title: text.title, description: text.description } },
  } as const satisfies ContentTypeDeclaration<DocumentRow>
}

export type { DocumentTypeName }
