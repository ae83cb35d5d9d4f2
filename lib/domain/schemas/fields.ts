// zod/mini: these rules ship with the post and page editors, so the smaller build counts (as for the contact form).
import { z } from "zod/mini"

import { FIELD_MESSAGES as M } from "@/lib/copy/validation"
import { contentStatus } from "@/lib/domain/schedule/status"
import { parseLocal, utcToZoned } from "@/lib/domain/schedule/time-zone"

/** Field rules shared by the post and page forms (client) and the data layer (server). */

// Matches what the spec's slug generator produces: lowercase word characters separated by single hyphens.
export const SLUG_PATTERN = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/

/** The longest slug a record may have. */
export const SLUG_MAX = 200

/**
 * Whether `v` could be a record's slug (what slugField lets through). A public read asks this before the database:
 * anything else (a NUL byte, a space, a decoded "%00" from the address bar) names nothing and is not found.
 */
export const isSlug = (v: unknown): v is string => typeof v === "string" && v.length <= SLUG_MAX && SLUG_PATTERN.test(v)

/** Record ids. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A path on this site ("/blog/x"); never protocol-relative ("//host"). */
export const SITE_PATH_PATTERN = /^\/(?![/\\])\S*$/
/** An absolute http(s) URL with a host. */
export const HTTP_URL_PATTERN = /^https?:\/\/[^\s/]+\S*$/i

/** The longest title a record may have. */
export const TITLE_MAX = 200

export const titleField = z
  .string({ error: M.titleRequired })
  .check(z.trim(), z.minLength(1, M.titleRequired), z.maxLength(TITLE_MAX, M.tooLong(M.names.title, TITLE_MAX)))

export const slugField = z
  .string({ error: M.slugRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: M.slugRequired, abort: true }),
    z.maxLength(SLUG_MAX, M.tooLong(M.names.slug, SLUG_MAX)),
    z.regex(SLUG_PATTERN, M.slugFormat),
  )

/** An optional text of at most `max` characters; `name` (from lib/copy) names it in the message. */
export function optionalText(max: number, name: string) {
  return z.pipe(
    z.nullish(z.string().check(z.maxLength(max, M.tooLong(name, max)))),
    z.transform((v) => v ?? ""),
  )
}

/** The longest body a post or page may have. */
export const CONTENT_MAX_CHARS = 200_000

export const contentField = optionalText(CONTENT_MAX_CHARS, M.names.content)

export const publishedField = z.pipe(
  z.nullish(z.boolean()),
  z.transform((v) => v ?? false),
)

/** The publish box's "Schedule": empty, or a date and time in the site's time zone ("YYYY-MM-DDTHH:mm"). */
export const scheduleField = z
  .pipe(
    z.nullish(z.string().check(z.maxLength(40, M.scheduleInvalid))),
    z.transform((v) => (v ?? "").trim()),
  )
  .check(z.refine((v) => v === "" || parseLocal(v) !== null, { error: M.scheduleInvalid }))

/** The Schedule field of a stored row: its publish time in the site's zone while it is still waiting. */
export function scheduleFormValue(row: { published?: boolean; publish_at?: string | null } | null | undefined, timeZone: string): string {
  if (!row?.publish_at || contentStatus({ published: row.published ?? false, publish_at: row.publish_at }) !== "scheduled") return ""
  return utcToZoned(row.publish_at, timeZone)
}
