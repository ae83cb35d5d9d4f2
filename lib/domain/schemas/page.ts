import { z } from "zod/mini"

import { FIELD_MESSAGES } from "@/lib/copy/validation"
import type { PageRow } from "@/lib/domain/types"

import { contentField, optionalText, publishedField, scheduleField, scheduleFormValue, slugField, titleField } from "./fields"
import { seoFields, toSeoFormValues, type SeoValues } from "./seo"

export const pageFormSchema = z.object({
  title: titleField,
  slug: slugField,
  content: contentField,
  published: publishedField,
  schedule: scheduleField,
  meta_title: optionalText(200, FIELD_MESSAGES.names.metaTitle),
  meta_description: optionalText(500, FIELD_MESSAGES.names.metaDescription),
  ...seoFields,
})

/** The page form and the data layer take the same shape. */
export const pageInputSchema = pageFormSchema

export type PageFormValues = z.input<typeof pageFormSchema>
export type PageInput = z.output<typeof pageFormSchema>

export function toPageFormValues(
  row: Partial<PageRow> | null | undefined,
  timeZone = "UTC",
): {
  title: string
  slug: string
  content: string
  published: boolean
  schedule: string
  meta_title: string
  meta_description: string
} & SeoValues {
  return {
    title: row?.title ?? "",
    slug: row?.slug ?? "",
    content: row?.content ?? "",
    published: row?.published ?? false,
    schedule: scheduleFormValue(row, timeZone),
    meta_title: row?.meta_title ?? "",
    meta_description: row?.meta_description ?? "",
    ...toSeoFormValues(row),
  }
}
