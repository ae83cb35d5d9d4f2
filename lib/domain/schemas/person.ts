import { z } from "zod/mini"

import { HTTP_URL_PATTERN, optionalText, SITE_PATH_PATTERN, slugField } from "./fields"

/** The people directory's form (client) and the data layer's check (server): one schema. */

export const MAX_PERSON_LINKS = 10

// http(s) only: profile links become href and schema.org sameAs values.
const linkField = z
  .string()
  .check(
    z.trim(),
    z.maxLength(2048, "Each link must be at most 2,048 characters"),
    z.refine((v) => HTTP_URL_PATTERN.test(v), { error: "Each link must be an http(s) URL" }),
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
    z.nullish(z.string().check(z.trim(), z.maxLength(2048, "Photo URL is too long"))),
    z.transform((v) => (v ? v : null)),
  )
  .check(z.refine((v) => v === null || SITE_PATH_PATTERN.test(v) || HTTP_URL_PATTERN.test(v), { error: "Photo must be an uploaded image or an http(s) URL" }))

export const personInputSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .check(z.trim(), z.minLength(1, "Name is required"), z.maxLength(200, "Name must be at most 200 characters")),
  slug: slugField,
  credentials: optionalText(100, "Credentials"),
  job_title: optionalText(150, "Role or title"),
  bio: optionalText(5000, "Bio"),
  photo: photoField,
  photo_alt: optionalText(300, "Photo alt text"),
  links: z.pipe(
    z.pipe(
      z.nullish(z.union([z.string().check(z.maxLength(20_000, "Too many links")), z.array(z.string())])),
      z.transform((v) => (Array.isArray(v) ? v.map((l) => l.trim()).filter(Boolean) : parseLinks(v ?? ""))),
    ),
    z.array(linkField).check(z.maxLength(MAX_PERSON_LINKS, `At most ${MAX_PERSON_LINKS} links`)),
  ),
})

export type PersonFormValues = z.input<typeof personInputSchema>
export type PersonInput = z.output<typeof personInputSchema>
