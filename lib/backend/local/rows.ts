import "server-only"

import type { SqlRow } from "@/lib/backend/db/types"
import type { MessageRow, OutboxJob, PageRow, PostRow } from "@/lib/backend/types"
import { UTM_KEYS, type Utm } from "@/lib/utm"

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
    folder: r.folder === "spam" || r.folder === "archived" ? r.folder : "inbox",
    spam_reason: text(r.spam_reason),
    possible_spam: r.possible_spam === true,
    page_path: text(r.page_path),
    referrer_origin: text(r.referrer_origin),
    utm: toUtm(r.utm),
  }
}

function toUtm(v: unknown): Utm {
  const raw = typeof v === "string" ? safeJson(v) : v
  const utm: Utm = {}
  if (raw && typeof raw === "object") {
    for (const key of UTM_KEYS) {
      const value = (raw as Record<string, unknown>)[key]
      if (typeof value === "string" && value) utm[key] = value
    }
  }
  return utm
}

function safeJson(v: string): unknown {
  try {
    return JSON.parse(v)
  } catch {
    return null
  }
}

export function toOutboxJob(r: SqlRow): OutboxJob {
  const payload = typeof r.payload === "string" ? safeJson(r.payload) : r.payload
  return {
    id: String(r.id),
    kind: r.kind === "webhook" ? "webhook" : "email",
    topic: text(r.topic),
    ref: typeof r.ref === "string" ? r.ref : null,
    payload: payload && typeof payload === "object" ? (payload as Record<string, unknown>) : {},
    status: r.status === "sent" || r.status === "failed" ? r.status : "pending",
    attempts: Number(r.attempts ?? 0),
    max_attempts: Number(r.max_attempts ?? 0),
    next_attempt_at: iso(r.next_attempt_at),
    last_error: typeof r.last_error === "string" ? r.last_error : null,
    created_at: iso(r.created_at),
    sent_at: isoOrNull(r.sent_at),
  }
}

export { iso, isoOrNull }
