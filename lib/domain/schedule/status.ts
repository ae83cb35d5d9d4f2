export type ContentStatus = "draft" | "scheduled" | "published"

/**
 * A row's status: `published` is already "live now" (the adapters compute it); a row that is not live but has a
 * publish_at is waiting for it.
 */
export function contentStatus(row: { published: boolean; publish_at?: string | null }): ContentStatus {
  if (row.published) return "published"
  return row.publish_at ? "scheduled" : "draft"
}
