import { z } from "zod/mini"

import { FIELD_MESSAGES, POST_MESSAGES as M, tooLong } from "@/lib/copy/validation"
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

const TAG_MAX = 60
const MAX_TAGS = 30
/** The longest the form's comma-separated tags may be. */
const TAGS_TEXT_MAX = 2000

const tagField = z.string().check(z.trim(), z.minLength(1), z.maxLength(TAG_MAX, M.tagTooLong(TAG_MAX)))
const tagList = z.array(tagField).check(z.maxLength(MAX_TAGS, M.tooManyTags(MAX_TAGS)))
const tagsTextRule = z.maxLength(TAGS_TEXT_MAX, tooLong(M.names.tags, TAGS_TEXT_MAX))

// A stored upload (/api/uploads/...) or an http(s) URL; never javascript:, data: or protocol-relative.
const featuredImageField = z
  .pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(2048, M.featuredImageTooLong))),
    z.transform((v) => (v ? v : null)),
  )
  .check(
    z.refine((v) => v === null || /^\/(?![/\\])/.test(v) || /^https?:\/\/[^\s]+$/i.test(v), {
      error: M.featuredImageInvalid,
    }),
  )

const baseFields = {
  title: titleField,
  slug: slugField,
  excerpt: optionalText(1000, M.names.excerpt),
  content: contentField,
  category: z.pipe(
    optionalText(100, M.names.category),
    z.transform((v) => v.trim()),
  ),
  published: publishedField,
  schedule: scheduleField,
  featured_image: featuredImageField,
  featured_image_alt: optionalText(300, M.names.imageAlt),
  meta_title: optionalText(200, FIELD_MESSAGES.names.metaTitle),
  meta_description: optionalText(500, FIELD_MESSAGES.names.metaDescription),
  ...postPeopleFields,
  ...seoFields,
}

/** The post editor's form: tags as one comma-separated string. */
export const postFormSchema = z.object({
  ...baseFields,
  tags: z.pipe(
    z.pipe(
      z.nullish(z.string().check(tagsTextRule)),
      z.transform((v) => parseTags(v ?? "")),
    ),
    tagList,
  ),
})

/**
 * What the data layer accepts: the editor's values as they are (tags as the comma-separated text of the form) or
 * already parsed (tags as an array). A save is parsed once, here.
 */
export const postInputSchema = z.object({
  ...baseFields,
  tags: z.pipe(
    z.pipe(
      z.nullish(z.union([z.string().check(tagsTextRule), z.array(z.string())])),
      z.transform((v) => (Array.isArray(v) ? v.map((t) => t.trim()).filter(Boolean) : parseTags(v ?? ""))),
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
