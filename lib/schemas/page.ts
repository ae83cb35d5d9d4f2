import { z } from "zod/mini"

import type { PageRow } from "@/lib/backend/types"

import { contentField, publishedField, slugField, titleField } from "./fields"

export const pageFormSchema = z.object({
  title: titleField,
  slug: slugField,
  content: contentField,
  published: publishedField,
})

/** The page form and the data layer take the same shape. */
export const pageInputSchema = pageFormSchema

export type PageFormValues = z.input<typeof pageFormSchema>
export type PageInput = z.output<typeof pageFormSchema>

export function toPageFormValues(row: Partial<PageRow> | null | undefined): {
  title: string
  slug: string
  content: string
  published: boolean
} {
  return { title: row?.title ?? "", slug: row?.slug ?? "", content: row?.content ?? "", published: row?.published ?? false }
}
