import { z } from "zod/mini"

import type { PostRow } from "@/lib/domain/types"

import { contentField, optionalText, publishedField, scheduleField, scheduleFormValue, slugField, titleField } from "./fields"
import { postPeopleFields, seoFields, toPostPeopleFormValues, toSeoFormValues, type PostPeopleValues, type SeoValues } from "./seo"

/** Tags arrive as one comma-separated string in the form: split, trim, drop empty entries. */
export function parseTags(value: string): string[] {
  return value
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean)
}

const tagField = z.string().check(z.trim(), z.minLength(1), z.maxLength(60, "Each tag must be at most 60 characters"))
const tagList = z.array(tagField).check(z.maxLength(30, "At most 30 tags"))

// A stored upload (/api/uploads/...) or an http(s) URL; never javascript:, data: or protocol-relative.
const featuredImageField = z
  .pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(2048, "Featured image URL is too long"))),
    z.transform((v) => (v ? v : null)),
  )
  .check(
    z.refine((v) => v === null || /^\/(?![/\\])/.test(v) || /^https?:\/\/[^\s]+$/i.test(v), {
      error: "Featured image must be an uploaded image or an http(s) URL",
    }),
  )

const baseFields = {
  title: titleField,
  slug: slugField,
  excerpt: optionalText(1000, "Excerpt"),
  content: contentField,
  category: z.pipe(
    optionalText(100, "Category"),
    z.transform((v) => v.trim()),
  ),
  published: publishedField,
  schedule: scheduleField,
  featured_image: featuredImageField,
  featured_image_alt: optionalText(300, "Image alt text"),
  meta_title: optionalText(200, "Meta title"),
  meta_description: optionalText(500, "Meta description"),
  ...postPeopleFields,
  ...seoFields,
}

/** The post editor's form: tags as one comma-separated string. */
export const postFormSchema = z.object({
  ...baseFields,
  tags: z.pipe(
    z.pipe(
      z.nullish(z.string().check(z.maxLength(2000, "Tags must be at most 2,000 characters"))),
      z.transform((v) => parseTags(v ?? "")),
    ),
    tagList,
  ),
})

/** What the data layer accepts (and re-validates): the parsed form, tags as an array. */
export const postInputSchema = z.object({
  ...baseFields,
  tags: z.pipe(
    z.pipe(
      z.nullish(z.array(z.string())),
      z.transform((v) => (v ?? []).map((t) => t.trim()).filter(Boolean)),
    ),
    tagList,
  ),
})

export type PostFormValues = z.input<typeof postFormSchema>
export type PostInput = z.output<typeof postInputSchema>

/** A stored post as the editor's form values (tags joined with ", ", missing text as ""). */
export function toPostFormValues(
  row: Partial<PostRow> | null | undefined,
  timeZone = "UTC",
): {
  title: string
  slug: string
  excerpt: string
  content: string
  category: string
  tags: string
  published: boolean
  schedule: string
  featured_image: string | null
  featured_image_alt: string
  meta_title: string
  meta_description: string
} & PostPeopleValues &
  SeoValues {
  return {
    title: row?.title ?? "",
    slug: row?.slug ?? "",
    excerpt: row?.excerpt ?? "",
    content: row?.content ?? "",
    category: row?.category ?? "",
    tags: (row?.tags ?? []).join(", "),
    published: row?.published ?? false,
    schedule: scheduleFormValue(row, timeZone),
    featured_image: row?.featured_image ?? null,
    featured_image_alt: row?.featured_image_alt ?? "",
    meta_title: row?.meta_title ?? "",
    meta_description: row?.meta_description ?? "",
    ...toPostPeopleFormValues(row),
    ...toSeoFormValues(row),
  }
}
