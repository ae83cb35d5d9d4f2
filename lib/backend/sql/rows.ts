import "server-only"

import type { SqlRow } from "@/lib/backend/db/types"
import type { AuditRow, MessageRow, OutboxJob, PageRow, PersonPostCount, PersonRow, PostPeopleColumns, PostRow, RevisionSummary, SeoColumns } from "@/lib/domain/types"
import { UTM_KEYS, type Utm } from "@/lib/domain/utm"
import type { VisitPath } from "@/lib/domain/analytics/types"
import { isLocale } from "@/lib/domain/i18n"
import { storedLocale } from "@/lib/domain/i18n/translations"
import type { PublishedSummary, TranslationColumns } from "@/lib/domain/types"
import { CONSENT_FORMS } from "@/lib/domain/consent"
import { LEAD_EVENT_KINDS, LEAD_STATUSES, type LeadEvent, type LeadRow } from "@/lib/domain/leads/types"
import type { DsrKind, DsrRequest } from "@/lib/domain/privacy/types"

import { openEventBody, openMessageFields, openPayload } from "./lead-crypto"

function iso(v: unknown): string {
  return (v instanceof Date ? v : new Date(String(v))).toISOString()
}
function isoOrNull(v: unknown): string | null {
  return v === null || v === undefined ? null : iso(v)
}
const text = (v: unknown) => (typeof v === "string" ? v : "")
/** A non-empty string, else null (optional ids and image URLs). */
const textOrNull = (v: unknown) => (typeof v === "string" && v ? v : null)

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
    featured_image: textOrNull(r.featured_image),
    featured_image_alt: text(r.featured_image_alt),
    meta_title: text(r.meta_title),
    meta_description: text(r.meta_description),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    published_at: isoOrNull(r.published_at),
    publish_at: isoOrNull(r.publish_at),
    version: Number(r.version ?? 1),
    updated_by_email: text(r.updated_by_email),
    ...toPostPeople(r),
    ...toSeo(r),
    ...toTranslation(r),
  }
}

/** The record's language and what it translates (rows from before the locale column are English originals). */
export function toTranslation(r: SqlRow): TranslationColumns {
  return {
    locale: storedLocale(r.locale),
    translation_of: textOrNull(r.translation_of),
    source_version: r.source_version === null || r.source_version === undefined ? null : Number(r.source_version),
  }
}


function toPostPeople(r: SqlRow): PostPeopleColumns {
  return {
    author_id: textOrNull(r.author_id),
    reviewer_id: textOrNull(r.reviewer_id),
    medical_disclaimer: r.medical_disclaimer === true,
  }
}

function toSeo(r: SqlRow): SeoColumns {
  return {
    canonical_url: text(r.canonical_url),
    noindex: r.noindex === true,
    social_image: textOrNull(r.social_image),
    social_title: text(r.social_title),
    social_description: text(r.social_description),
  }
}

/** Rows of (slug, locale, total) as counts; a language the app does not know (a newer schema's) is left out. */
export function toPersonPostCounts(rows: SqlRow[]): PersonPostCount[] {
  return rows.flatMap((r) => (isLocale(r.locale) ? [{ slug: String(r.slug), locale: r.locale, total: Number(r.total) }] : []))
}

export function toPersonRow(r: SqlRow): PersonRow {
  return {
    id: String(r.id),
    name: text(r.name),
    slug: text(r.slug),
    credentials: text(r.credentials),
    job_title: text(r.job_title),
    bio: text(r.bio),
    photo: textOrNull(r.photo),
    photo_alt: text(r.photo_alt),
    links: Array.isArray(r.links) ? r.links.map(String) : [],
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
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
    version: Number(r.version ?? 1),
    updated_by_email: text(r.updated_by_email),
    meta_title: text(r.meta_title),
    meta_description: text(r.meta_description),
    ...toSeo(r),
    ...toTranslation(r),
  }
}

export function toMessageRow(r: SqlRow): MessageRow {
  return {
    id: String(r.id),
    kind: r.kind === "download" || r.kind === "event_registration" ? r.kind : "contact",
    resource: r.kind === "download" ? { slug: text(r.resource_slug), title: text(r.resource_title) } : null,
    // An event registration keeps its event's document id in resource_slug (no column of its own).
    ...(r.kind === "event_registration" ? { event: { id: text(r.resource_slug), title: text(r.resource_title) } } : {}),
    // Stored sealed (lib/backend/sql/lead-crypto.ts): opened here, the one place a row's personal fields are read.
    ...openMessageFields(r),
    read: r.read === true,
    created_at: iso(r.created_at),
    folder: r.folder === "spam" || r.folder === "archived" ? r.folder : "inbox",
    spam_reason: text(r.spam_reason),
    possible_spam: r.possible_spam === true,
    page_path: text(r.page_path),
    referrer_origin: text(r.referrer_origin),
    utm: toUtm(r.utm),
    visit: toVisitPath(r),
    locale: storedLocale(r.locale),
    ...consentOf(r),
  }
}

/** A lead's consent where the read joined its version (consent_text…); nothing where it did not. */
function consentOf(r: SqlRow): Pick<MessageRow, "consent"> {
  if (!("consent_text" in r)) return {}
  if (!r.consent_version_id || typeof r.consent_text !== "string") return { consent: null }
  return {
    consent: {
      version_id: String(r.consent_version_id),
      version: Number(r.consent_version),
      form: CONSENT_FORMS.find((f) => f === r.consent_form) ?? "contact",
      text: r.consent_text,
      hash: text(r.consent_hash),
      marketing: r.consent_marketing === true,
      at: iso(r.consent_at ?? r.created_at),
    },
  }
}

/** A message's visit columns; null when no counted visit was found (landing_path empty). */
export function toVisitPath(r: SqlRow): VisitPath | null {
  if (!r.landing_path) return null
  const content = (type: unknown, id: unknown, path: unknown) =>
    (type === "post" || type === "page") && typeof id === "string" ? { type: type as "post" | "page", id, path: text(path) } : null
  return {
    landing_path: text(r.landing_path),
    first_content: content(r.first_content_type, r.first_content_id, r.first_content_path),
    last_content: content(r.last_content_type, r.last_content_id, r.last_content_path),
    views: Number(r.visit_views ?? 0),
  }
}

export function toUtm(v: unknown): Utm {
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
  const payload = openPayload(typeof r.payload === "string" ? safeJson(r.payload) : r.payload, r.id)
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

export function toAuditRow(r: SqlRow): AuditRow {
  return {
    id: String(r.id),
    at: iso(r.at),
    actor_id: r.actor_id ? String(r.actor_id) : null,
    actor_email: String(r.actor_email ?? ""),
    session_id: r.session_id ? String(r.session_id) : null,
    action: String(r.action),
    record_type: String(r.record_type ?? ""),
    record_id: String(r.record_id ?? ""),
    summary: String(r.summary ?? ""),
  }
}

export function toRevisionSummary(r: SqlRow): RevisionSummary {
  return {
    id: String(r.id),
    version: Number(r.version),
    summary: text(r.summary),
    author_email: text(r.author_email),
    created_at: iso(r.created_at),
  }
}

export { iso, isoOrNull }

/** A live record's summary (sitemaps, language links), from the columns both adapters select for it. */
export function toPublishedSummary(r: SqlRow): PublishedSummary {
  const { locale, translation_of } = toTranslation(r)
  return {
    id: String(r.id),
    slug: String(r.slug),
    title: String(r.title),
    updated_at: iso(r.updated_at),
    published_at: r.published_at ? iso(r.published_at) : null,
    noindex: r.noindex === true,
    locale,
    translation_of,
  }
}

/** A message row seen as a lead: the message (its personal fields mapped in toMessageRow only) and its pipeline. */
export function toLeadRow(r: SqlRow): LeadRow {
  const status = LEAD_STATUSES.find((s) => s === r.lead_status) ?? "new"
  return {
    ...toMessageRow(r),
    status,
    owner_id: textOrNull(r.owner_id === null || r.owner_id === undefined ? null : String(r.owner_id)),
    value: r.lead_value === null || r.lead_value === undefined ? null : Number(r.lead_value).toFixed(2),
    tags: Array.isArray(r.tags) ? r.tags.map(String) : [],
    received_at: iso(r.received_at ?? r.created_at),
    opened_at: isoOrNull(r.opened_at),
    first_response_at: isoOrNull(r.first_response_at),
    due_at: isoOrNull(r.due_at),
    reminded_at: isoOrNull(r.reminded_at),
    escalated_at: isoOrNull(r.escalated_at),
  }
}

export function toLeadEvent(r: SqlRow): LeadEvent {
  const kind = LEAD_EVENT_KINDS.find((k) => k === r.kind) ?? "note"
  const data = typeof r.data === "string" ? safeJson(r.data) : r.data
  return {
    id: String(r.id),
    message_id: String(r.message_id),
    at: iso(r.at),
    actor_id: r.actor_id === null || r.actor_id === undefined ? null : String(r.actor_id),
    actor_email: text(r.actor_email),
    kind,
    body: openEventBody(r.body, r.id),
    data: data && typeof data === "object" ? (data as Record<string, unknown>) : {},
  }
}

/** A data-subject request of the register (the address only as its blind index). */
export function toDsrRequest(r: SqlRow): DsrRequest {
  return {
    id: String(r.id),
    kind: String(r.kind) as DsrKind,
    subject_bidx: String(r.subject_bidx),
    received_at: iso(r.received_at),
    due_at: iso(r.due_at),
    status: r.status === "completed" ? "completed" : "open",
    outcome: text(r.outcome),
    completed_at: isoOrNull(r.completed_at),
    actor_email: text(r.actor_email),
  }
}
