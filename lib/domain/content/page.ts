import { FORM } from "@/lib/copy/common"
import { CONTENT_NAV } from "@/lib/copy/admin"
import { PAGES } from "@/lib/copy/pages"
import { pageChecklistInput } from "@/lib/domain/checklist/input"
import { isReservedPageSlug } from "@/lib/domain/reserved-slugs"
import { pageFormSchema, pageInputSchema, toPageFormValues } from "@/lib/domain/schemas/page"
import type { PageRow } from "@/lib/domain/types"

import { DATE_COLUMN, LANGUAGE_COLUMN, PATH_COLUMN, STATUS_COLUMN, TITLE_COLUMN } from "./list-columns"
import { SEO_FIELDS } from "./seo-fields"
import { CONTENT_ACCESS, type ContentTypeDeclaration } from "./types"

/** Standalone pages served at /{slug}. */
export const PAGE_TYPE = {
  name: "page",
  kind: "collection",
  labels: { singular: "page", plural: "pages" },
  store: "pages",
  adminPath: "/admin/pages",
  fields: [
    { name: "title", label: PAGES.fieldTitle, kind: "text", translatable: true, column: {} },
    { name: "slug", label: PAGES.fieldSlug, kind: "slug", translatable: true, column: {}, help: FORM.slugHelp },
    { name: "content", label: PAGES.fieldContent, kind: "markdown", translatable: true, column: {} },
    { name: "published", label: FORM.published, kind: "checkbox", translatable: false, column: { cast: "boolean" } },
    ...SEO_FIELDS,
  ],
  schema: { form: pageFormSchema, input: pageInputSchema },
  toFormValues: (row, timeZone) => toPageFormValues(row as Partial<PageRow> | null, timeZone),
  checklistInput: pageChecklistInput,
  titleField: "title",
  access: CONTENT_ACCESS,
  publishable: true,
  revisions: true,
  seo: true,
  review: { fields: ["title", "content", "meta_description"] },
  list: {
    columns: [TITLE_COLUMN, LANGUAGE_COLUMN, PATH_COLUMN, STATUS_COLUMN, DATE_COLUMN],
    search: ["title"],
    defaultSort: { field: "created_at", order: "desc" },
  },
  publicPath: (row) => `/${row.slug}`,
  site: { template: "page", sitemap: true, feeds: false, tags: [] },
  redirectOnSlugChange: true,
  cacheTargets: (...rows) => ({ paths: [...new Set(rows.map((r) => r.slug).filter(Boolean))].map((slug) => ({ path: `/${slug}` })).concat({ path: "/sitemap.xml" }), tags: [] }),
  reservedSlug: isReservedPageSlug,
  notFound: PAGES.notFound,
  admin: { nav: { label: CONTENT_NAV.page, order: 40, group: "content" } },
} as const satisfies ContentTypeDeclaration<PageRow>
