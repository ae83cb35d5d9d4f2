import { z } from "zod/mini"

import { SITE_PAGES } from "@/lib/copy/site-content"
import { FIELD_MESSAGES, SITE_PAGE_MESSAGES, tooLong } from "@/lib/copy/validation"
import { RESERVED_PAGE_SLUGS } from "@/lib/domain/reserved-slugs"
import { sectionsSchema } from "@/lib/domain/sections"
import type { SectionValue } from "@/lib/domain/sections/types"

import { optionalText, publishedField, scheduleField, scheduleFormValue, titleField } from "./fields"
import { seoFields, toSeoFormValues, type SeoValues } from "./seo"

/** A site page's path without its leading slash: "" (the home page) or slug words separated by "/". */
export const SITE_PATH_SEGMENTS = /^(?:[a-z0-9_]+(?:-[a-z0-9_]+)*)(?:\/[a-z0-9_]+(?:-[a-z0-9_]+)*)*$/

/** First segments the app serves itself; "services/…" is open (the six service pages are site pages). */
const RESERVED_FIRST = RESERVED_PAGE_SLUGS.filter((s) => s !== "services")

/**
 * Reserved paths that are nevertheless site pages: each has a route file of its own that renders the seeded page
 * (app/(site)/work/page.tsx). Only the path itself: "work/…" stays reserved (the case studies live there).
 */
export const ROUTED_SITE_PAGE_PATHS: readonly string[] = ["work"]

/** Whether a site page may live at this path (the path rule, in one place). */
export function sitePathProblem(path: string): string | null {
  if (path === "") return null
  if (!SITE_PATH_SEGMENTS.test(path)) return SITE_PAGES.pathInvalid
  if (ROUTED_SITE_PAGE_PATHS.includes(path)) return null
  if (path === "services" || RESERVED_FIRST.includes(path.split("/")[0]!)) return SITE_PAGES.pathReserved
  return null
}

/** The public address of a site page's path. */
export const sitePagePath = (slug: string) => `/${slug}`

export const sitePathField = z
  .pipe(
    z.nullish(z.string({ error: SITE_PAGES.pathInvalid })),
    z.transform((v) => (v ?? "").trim().replace(/^\/+|\/+$/g, "")),
  )
  .check(
    z.maxLength(200, tooLong(SITE_PAGE_MESSAGES.names.path, 200)),
    z.refine((v) => v === "" || SITE_PATH_SEGMENTS.test(v), { error: SITE_PAGES.pathInvalid, abort: true }),
    z.refine((v) => sitePathProblem(v) === null, { error: SITE_PAGES.pathReserved }),
  )

export const sitePageFormSchema = z.object({
  title: titleField,
  slug: sitePathField,
  sections: sectionsSchema,
  published: publishedField,
  schedule: scheduleField,
  meta_title: optionalText(200, FIELD_MESSAGES.names.metaTitle),
  meta_description: optionalText(500, FIELD_MESSAGES.names.metaDescription),
  ...seoFields,
})

export type SitePageInput = z.output<typeof sitePageFormSchema>

export function toSitePageFormValues(
  row: Record<string, unknown> | null | undefined,
  timeZone = "UTC",
): { title: string; slug: string; sections: SectionValue[]; published: boolean; schedule: string; meta_title: string; meta_description: string } & SeoValues {
  return {
    title: String(row?.title ?? ""),
    slug: String(row?.slug ?? ""),
    sections: Array.isArray(row?.sections) ? (row.sections as SectionValue[]) : [],
    published: row?.published === true,
    schedule: scheduleFormValue(row as { published?: boolean; publish_at?: string | null } | null, timeZone),
    meta_title: String(row?.meta_title ?? ""),
    meta_description: String(row?.meta_description ?? ""),
    ...toSeoFormValues(row as Partial<SeoValues> | null),
  }
}
