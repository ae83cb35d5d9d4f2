import "server-only"

import type { SqlRow } from "@/lib/backend/db/types"
import type { MessageRow, PageRow, PostRow } from "@/lib/backend/types"

function iso(v: unknown): string {
  return (v instanceof Date ? v : new Date(String(v))).toISOString()
}
function isoOrNull(v: unknown): string | null {
  return v === null || v === undefined ? null : iso(v)
}
const text = (v: unknown) => (typeof v === "string" ? v : "")

// Live now: published and, when scheduled, its time has come (the same rule as the SQL reads).
function isLive(r: SqlRow): boolean {
  if (r.published !== true) return false
  const at = isoOrNull(r.publish_at)
  return at === null || Date.parse(at) <= Date.now()
}

export function toPostRow(r: SqlRow): PostRow {
  return {
    id: String(r.id),
    title: text(r.title),
    slug: text(r.slug),
    excerpt: text(r.excerpt),
    content: text(r.content),
    category: text(r.category),
    tags: Array.isArray(r.tags) ? r.tags.map(String) : [],
    published: isLive(r),
    featured_image: typeof r.featured_image === "string" && r.featured_image ? r.featured_image : null,
    featured_image_alt: text(r.featured_image_alt),
    meta_title: text(r.meta_title),
    meta_description: text(r.meta_description),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    published_at: isoOrNull(r.published_at),
    publish_at: isoOrNull(r.publish_at),
  }
}

export function toPageRow(r: SqlRow): PageRow {
  return {
    id: String(r.id),
    title: text(r.title),
    slug: text(r.slug),
    content: text(r.content),
    published: isLive(r),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    published_at: isoOrNull(r.published_at),
    publish_at: isoOrNull(r.publish_at),
  }
}

export function toMessageRow(r: SqlRow): MessageRow {
  return {
    id: String(r.id),
    name: text(r.name),
    email: text(r.email),
    message: text(r.message),
    read: r.read === true,
    created_at: iso(r.created_at),
  }
}

export { iso, isoOrNull }
