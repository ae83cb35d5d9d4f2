import { CONTENT_NAV } from "@/lib/copy/admin"
import { SITE_PAGES } from "@/lib/copy/site-content"
import { FORM } from "@/lib/copy/common"
import { imagesIn, linksIn, type DataField } from "@/lib/domain/data-fields"
import { sitePageFormSchema, sitePagePath, toSitePageFormValues } from "@/lib/domain/schemas/site-page"
import type { SectionDeclaration, SectionValue } from "@/lib/domain/sections/types"
import type { DocumentRow } from "@/lib/domain/types"

import { SITE_CONTENT_TAG } from "./cache-tags"
import { everyPage, inData } from "./document-types"
import { DATE_COLUMN, LANGUAGE_COLUMN, PATH_COLUMN, STATUS_COLUMN, TITLE_COLUMN } from "./list-columns"
import { SEO_FIELDS } from "./seo-fields"
import { CONTENT_ACCESS, type ContentTypeDeclaration } from "./types"

/** A document's sections and structured fields as Markdown, for the checklist's image, link and heading rules. */
function checklistContent(sections: readonly SectionValue[], declarations: Record<string, { fields: readonly DataField[] }>): string {
  const lines: string[] = []
  for (const s of sections) {
    if (s.hidden) continue
    const fields = declarations[s.type]?.fields ?? []
    for (const img of imagesIn(fields, s.data)) lines.push(`![${img.alt}](${img.src})`)
    for (const href of linksIn(fields, s.data)) lines.push(`[link](${href})`)
  }
  return lines.join("\n\n")
}

type SectionRegistry = Readonly<Record<string, SectionDeclaration>>

/** The site pages' type name: the routes that show one (the home and service pages, the catch-all) read it by this. */
export const SITE_PAGE_TYPE_NAME = "site_page"

/** Site pages: the home page, the service pages and landing pages at a path the editor chooses. */
export function sitePageType(sectionTypes: SectionRegistry) {
  return {
    name: SITE_PAGE_TYPE_NAME,
    kind: "collection",
    labels: { singular: SITE_PAGES.singular, plural: SITE_PAGES.plural },
    store: "documents",
    adminPath: "/admin/site-pages",
    fields: [
      { name: "title", label: SITE_PAGES.fieldTitle, kind: "text", translatable: true, column: {} },
      { name: "slug", label: SITE_PAGES.fieldPath, kind: "slug", translatable: true, column: {}, help: SITE_PAGES.pathHelp },
      { name: "sections", label: SITE_PAGES.fieldSections, kind: "sections", sectionTypes, translatable: true },
      { name: "published", label: FORM.published, kind: "checkbox", translatable: false, column: { cast: "boolean" } },
      ...SEO_FIELDS.map(inData),
    ],
    schema: { form: sitePageFormSchema, input: sitePageFormSchema },
    toFormValues: (row, timeZone) => toSitePageFormValues(row, timeZone),
    checklistInput: (f) => ({
      kind: "page",
      title: String(f.title ?? ""),
      metaTitle: String(f.meta_title ?? ""),
      metaDescription: String(f.meta_description ?? ""),
      content: checklistContent((f.sections as SectionValue[] | undefined) ?? [], sectionTypes),
    }),
    titleField: "title",
    access: CONTENT_ACCESS,
    publishable: true,
    revisions: true,
    seo: true,
    review: { fields: ["title", "sections", "meta_description"] },
    list: {
      columns: [TITLE_COLUMN, LANGUAGE_COLUMN, PATH_COLUMN, STATUS_COLUMN, DATE_COLUMN],
      search: ["title"],
      defaultSort: { field: "created_at", order: "desc" },
    },
    publicPath: (row) => sitePagePath(row.slug),
    site: { template: "site_page", sitemap: true, feeds: false, tags: [SITE_CONTENT_TAG] },
    redirectOnSlugChange: true,
    cacheTargets: (...rows) => everyPage([...rows.map((r) => sitePagePath(r.slug)), "/sitemap.xml"]),
    notFound: SITE_PAGES.notFound,
    admin: { nav: { label: CONTENT_NAV.site_page, order: 50, group: "content" } },
  } as const satisfies ContentTypeDeclaration<DocumentRow>
}
