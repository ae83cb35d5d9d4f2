import { z } from "zod/mini"

import { SEO_MESSAGES as M } from "@/lib/copy/validation"

import { HTTP_URL_PATTERN, optionalText, SITE_PATH_PATTERN, UUID_PATTERN } from "./fields"

/** Per-record search and social fields shared by the post and page forms (client) and the data layer (server). */

// Empty, a site path ("/blog/x") or an absolute http(s) URL; never javascript:, data: or protocol-relative.
function urlField(name: string, max = 2048) {
  return z
    .pipe(
      z.nullish(z.string().check(z.trim(), z.maxLength(max, M.urlTooLong(name)))),
      z.transform((v) => v ?? ""),
    )
    .check(
      z.refine((v) => v === "" || SITE_PATH_PATTERN.test(v) || HTTP_URL_PATTERN.test(v), {
        error: M.urlInvalid(name),
      }),
    )
}

const flag = z.pipe(
  z.nullish(z.boolean()),
  z.transform((v) => v ?? false),
)

const optionalId = (name: string) =>
  z
    .pipe(
      z.nullish(z.string().check(z.trim(), z.maxLength(36, M.idInvalid(name)))),
      z.transform((v) => (v ? v.toLowerCase() : null)),
    )
    .check(z.refine((v) => v === null || UUID_PATTERN.test(v), { error: M.idInvalid(name) }))

export const seoFields = {
  canonical_url: urlField(M.names.canonical),
  noindex: flag,
  social_image: z.pipe(
    urlField(M.names.socialImage),
    z.transform((v) => (v ? v : null)),
  ),
  social_title: optionalText(200, M.names.socialTitle),
  social_description: optionalText(500, M.names.socialDescription),
}

export const postPeopleFields = {
  author_id: optionalId(M.names.author),
  reviewer_id: optionalId(M.names.reviewer),
  medical_disclaimer: flag,
}

export type SeoValues = {
  canonical_url: string
  noindex: boolean
  social_image: string | null
  social_title: string
  social_description: string
}
export type PostPeopleValues = { author_id: string | null; reviewer_id: string | null; medical_disclaimer: boolean }

type SeoRow = Partial<SeoValues>
export function toSeoFormValues(row: SeoRow | null | undefined): SeoValues {
  return {
    canonical_url: row?.canonical_url ?? "",
    noindex: row?.noindex ?? false,
    social_image: row?.social_image ?? null,
    social_title: row?.social_title ?? "",
    social_description: row?.social_description ?? "",
  }
}
export function toPostPeopleFormValues(row: Partial<PostPeopleValues> | null | undefined): PostPeopleValues {
  return {
    author_id: row?.author_id ?? null,
    reviewer_id: row?.reviewer_id ?? null,
    medical_disclaimer: row?.medical_disclaimer ?? false,
  }
}
