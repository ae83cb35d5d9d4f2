import { z } from "zod/mini"

import { PERSON_MESSAGES as M, tooLong } from "@/lib/copy/validation"

import { HTTP_URL_PATTERN, optionalText, SITE_PATH_PATTERN, slugField } from "./fields"

/** The people directory's form (client) and the data layer's check (server): one schema. */

export const MAX_PERSON_LINKS = 10

// http(s) only: profile links become href and schema.org sameAs values.
const linkField = z
  .string()
  .check(
    z.trim(),
    z.maxLength(2048, M.linkTooLong(2048)),
    z.refine((v) => HTTP_URL_PATTERN.test(v), { error: M.linkInvalid }),
  )

/** Links arrive as one URL per line in the form. */
export function parseLinks(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
}

const photoField = z
  .pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(2048, M.photoTooLong))),
    z.transform((v) => (v ? v : null)),
  )
  .check(z.refine((v) => v === null || SITE_PATH_PATTERN.test(v) || HTTP_URL_PATTERN.test(v), { error: M.photoInvalid }))

export const personInputSchema = z.object({
  name: z
    .string({ error: M.nameRequired })
    .check(z.trim(), z.minLength(1, M.nameRequired), z.maxLength(200, tooLong(M.names.name, 200))),
  slug: slugField,
  credentials: optionalText(100, M.names.credentials),
  job_title: optionalText(150, M.names.jobTitle),
  bio: optionalText(5000, M.names.bio),
  photo: photoField,
  photo_alt: optionalText(300, M.names.photoAlt),
  links: z.pipe(
    z.pipe(
      z.nullish(z.union([z.string().check(z.maxLength(20_000, M.linksTooLong)), z.array(z.string())])),
      z.transform((v) => (Array.isArray(v) ? v.map((l) => l.trim()).filter(Boolean) : parseLinks(v ?? ""))),
    ),
    z.array(linkField).check(z.maxLength(MAX_PERSON_LINKS, M.tooManyLinks(MAX_PERSON_LINKS))),
  ),
})

export type PersonFormValues = z.input<typeof personInputSchema>
export type PersonInput = z.output<typeof personInputSchema>
