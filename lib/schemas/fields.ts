import { z } from "zod"

/** Field rules shared by the post and page forms (client) and the data layer (server). */

// Matches what the spec's slug generator produces: lowercase word characters separated by single hyphens.
export const SLUG_PATTERN = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/

export const titleField = z
  .string({ error: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(200, "Title must be at most 200 characters")

export const slugField = z
  .string({ error: "Slug is required" })
  .trim()
  .min(1, { error: "Slug is required", abort: true })
  .max(200, "Slug must be at most 200 characters")
  .regex(SLUG_PATTERN, "Slug may only contain lowercase letters, numbers, underscores and single hyphens")

export function optionalText(max: number, label: string) {
  return z
    .string()
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`)
    .nullish()
    .transform((v) => v ?? "")
}

export const contentField = optionalText(200_000, "Content")

export const publishedField = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false)
