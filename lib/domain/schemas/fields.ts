// zod/mini: these rules ship with the post and page editors, so the smaller build counts (as for the contact form).
import { z } from "zod/mini"

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

export const titleField = z
  .string({ error: "Title is required" })
  .check(z.trim(), z.minLength(1, "Title is required"), z.maxLength(200, "Title must be at most 200 characters"))

export const slugField = z
  .string({ error: "Slug is required" })
  .check(
    z.trim(),
    z.minLength(1, { error: "Slug is required", abort: true }),
    z.maxLength(SLUG_MAX, "Slug must be at most 200 characters"),
    z.regex(SLUG_PATTERN, "Slug may only contain lowercase letters, numbers, underscores and single hyphens"),
  )

export function optionalText(max: number, label: string) {
  return z.pipe(
    z.nullish(z.string().check(z.maxLength(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`))),
    z.transform((v) => v ?? ""),
  )
}

/** The longest body a post or page may have. */
export const CONTENT_MAX_CHARS = 200_000

export const contentField = optionalText(CONTENT_MAX_CHARS, "Content")

export const publishedField = z.pipe(
  z.nullish(z.boolean()),
  z.transform((v) => v ?? false),
)

/** The publish box's "Schedule": empty, or a date and time in the site's time zone ("YYYY-MM-DDTHH:mm"). */
export const scheduleField = z
  .pipe(
    z.nullish(z.string().check(z.maxLength(40, "Enter a valid date and time"))),
    z.transform((v) => (v ?? "").trim()),
  )
  .check(z.refine((v) => v === "" || parseLocal(v) !== null, { error: "Enter a valid date and time" }))

/** The Schedule field of a stored row: its publish time in the site's zone while it is still waiting. */
export function scheduleFormValue(row: { published?: boolean; publish_at?: string | null } | null | undefined, timeZone: string): string {
  if (!row?.publish_at || contentStatus({ published: row.published ?? false, publish_at: row.publish_at }) !== "scheduled") return ""
  return utcToZoned(row.publish_at, timeZone)
}
