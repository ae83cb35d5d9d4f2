import "server-only"

/** Writable columns added with the people directory and per-record SEO (see migration 0008). */
export const SEO_COLUMNS = [
  { name: "canonical_url" },
  { name: "noindex", cast: "boolean" },
  { name: "social_image" },
  { name: "social_title" },
  { name: "social_description" },
] as const

export const POST_PEOPLE_COLUMNS = [
  { name: "author_id", cast: "uuid" },
  { name: "reviewer_id", cast: "uuid" },
  { name: "last_reviewed" },
  { name: "medical_disclaimer", cast: "boolean" },
] as const
