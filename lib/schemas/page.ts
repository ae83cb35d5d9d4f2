import { z } from "zod/mini"

import type { PageRow } from "@/lib/backend/types"

import { contentField, publishedField, scheduleField, slugField, titleField } from "./fields"
import { scheduleFormValue } from "./post"

export const pageFormSchema = z.object({
  title: titleField,
  slug: slugField,
  content: contentField,
  published: publishedField,
  schedule: scheduleField,
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
} {
  return {
    title: row?.title ?? "",
    slug: row?.slug ?? "",
    content: row?.content ?? "",
    published: row?.published ?? false,
    schedule: scheduleFormValue(row, timeZone),
  }
}
