/**
 * The records the app works with, in its own words: rows as the data layer returns them, their inputs and queries.
 * Every layer may import these (components name them as props). Dates are ISO strings; text fields are never null.
 */
import type { Utm } from "@/lib/domain/utm"
import type { VisitPath } from "@/lib/domain/analytics/types"
import type { Locale } from "@/lib/domain/i18n"
import type { LeadConsent } from "@/lib/domain/consent"

export type PostRow = {
  id: string
  title: string
  slug: string
  excerpt: string
  content: string
  category: string
  tags: string[]
  published: boolean
  featured_image: string | null
  featured_image_alt: string
  meta_title: string
  meta_description: string
  created_at: string
  updated_at: string
  published_at: string | null
  publish_at: string | null
  /** Bumped by every save; a save names the version it started from (optimistic concurrency). */
  version: number
  /** Who saved last ("" when unknown, e.g. rows older than the revision history). */
  updated_by_email: string
} & PostPeopleColumns &
  SeoColumns &
  TranslationColumns

/**
 * The language of a post, page or document and what it translates (docs/i18n.md): a translation is a record of its
 * own (slug, status, revisions, author line) linked to its original. `translation_of` is null for an original;
 * `source_version` is the original's version the translation was last saved against (null for an original): the
 * original has changed since when its version is newer.
 */
export type TranslationColumns = {
  locale: Locale
  translation_of: string | null
  source_version: number | null
}

/** Search and social fields every post and page carries (blank = the defaults). */
export type SeoColumns = {
  canonical_url: string
  noindex: boolean
  social_image: string | null
  social_title: string
  social_description: string
}

/** Who wrote and who medically reviewed a post (null = the agency / nobody) (when it was reviewed is an approval record: lib/data/medical-review.ts). */
export type PostPeopleColumns = {
  author_id: string | null
  reviewer_id: string | null
  medical_disclaimer: boolean
}

export type PageRow = {
  id: string
  title: string
  slug: string
  content: string
  published: boolean
  created_at: string
  updated_at: string
  published_at: string | null
  publish_at: string | null
  version: number
  updated_by_email: string
  meta_title: string
  meta_description: string
} & SeoColumns &
  TranslationColumns

export type MessageFolder = "inbox" | "spam" | "archived"

/** Where a lead came from: the form's page, the referrer's origin and the landing URL's UTM parameters. */
export type LeadContext = { page_path: string; referrer_origin: string; utm: Utm }

/**
 * A contact-form message, a request for a gated resource's download (lib/data/download-request.ts), or a
 * registration for an event (lib/data/event-registration.ts).
 */
export type MessageKind = "contact" | "download" | "event_registration"

/** The event a registration is for: its document id and its title at the time. */
export type MessageEvent = { id: string; title: string }

/** The resource a download request asked for: its slug and its title at the time (the resource may change since). */
export type MessageResource = { slug: string; title: string }

export type MessageRow = LeadContext & {
  id: string
  kind: MessageKind
  /** The resource of a download request; null for a contact message. */
  resource: MessageResource | null
  /** The event of an event registration; absent or null for any other message. */
  event?: MessageEvent | null
  name: string
  email: string
  message: string
  /** True when the stored personal fields could not be decrypted (changed, or no key held opens them): all are "". */
  undecryptable?: boolean
  read: boolean
  created_at: string
  folder: MessageFolder
  /** Why a spam signal fired ("honeypot filled; sent 1.2 s after the page opened"); "" when none did. */
  spam_reason: string
  /** Only weak signals fired: kept in the inbox, marked "Possible spam". */
  possible_spam: boolean
  /** The counted visit the message was sent from (first-party analytics); null when none was counted. */
  visit: VisitPath | null
  /** The language of the page the form was sent from. */
  locale: Locale
  /**
   * What its visitor agreed to (the wording's version, the marketing box, when): set on a new lead and where a read
   * joins the version (a lead's page); null when none was recorded, absent where a read does not join it.
   */
  consent?: LeadConsent | null
}

export type MediaFile = {
  id: string
  name: string
  size: number
  url: string
  content_type: string
  created_at: string
  /** Default alt text and caption when the file is inserted or chosen as a featured image. */
  alt: string
  caption: string
  /** Pixel size read from an image's bytes at upload; null for other files. */
  width: number | null
  height: number | null
  /** How many posts and pages use it (in list results). */
  used_count?: number
}

export type MediaSort = "newest" | "name" | "size"

export type MediaFilter = "all" | "images" | "documents" | "unused"

export type MediaQuery = { search: string; sort: MediaSort; filter: MediaFilter; page: number; pageSize: number }

export type MediaMetaInput = { alt: string; caption: string }

/** One post or page using a file. */
export type MediaUsage = { kind: "post" | "page"; id: string; title: string; slug: string; published: boolean; usage: "featured" | "content" }

export type ListQuery = { search?: string; sort?: "created_at" | "title"; order?: "asc" | "desc"; page?: number; pageSize?: number }

/** `locale`: only records of that language (the admin lists show every language when absent). */
export type NormalizedListQuery = { search: string; sort: "created_at" | "title"; order: "asc" | "desc"; page: number; pageSize: number; locale?: Locale }

export type Paged<T> = { rows: T[]; total: number; page: number; pageSize: number }

/** A page of live posts of one locale in the blog's order; the search and category rules are applied above the backend. */
export type PublishedPostQuery = { limit: number; offset: number; locale?: Locale }

/** noindex rows are live but stay out of sitemaps and feeds. */
export type PublishedSummary = { id: string; slug: string; title: string; updated_at: string; published_at: string | null; noindex?: boolean; locale?: Locale; translation_of?: string | null }

export type Role = "owner" | "admin" | "editor" | "reviewer"

/** sessionId: the session row behind this request (null where the backend does not expose one). */
export type SessionUser = {
  id: string
  email: string
  role: Role | null
  sessionId?: string | null
  /** Supabase mode, sign-in only: the password was right and the member's verified factor is still to be checked (aal1). */
  secondStepPending?: boolean
}

export type MessageInput = LeadContext & {
  /** Chosen by the caller so notifications queued with the message can link to it. */
  id: string
  name: string
  email: string
  message: string
  folder: MessageFolder
  spam_reason: string
  possible_spam: boolean
  visit?: VisitPath | null
  /** The language of the page the form was sent from (the default locale when absent). */
  locale?: Locale
  /** A download request and its resource; a contact message when absent. */
  kind?: MessageKind
  resource?: MessageResource | null
  /**
   * An event registration's event and its seats (null: no limit). The SQL adapter locks the event's document row,
   * counts its registrations in the same transaction and refuses (`reason: "event_full"`) when none is left.
   */
  event?: MessageEvent | null
  capacity?: number | null
  /** The consent the visitor gave: the version shown, the marketing box, when (null or absent: none recorded). */
  consent?: { version_id: string; marketing: boolean; at: string } | null
  /** The lead's clock (the team's clock, settable in tests): received, due and reminder instants. */
  lead?: { received_at: string; due_at: string | null; remind_at: string | null }
  /**
   * The sender's visitor hash of the day, for a backend that reads the visit itself while storing the message
   * (Supabase: visitors may not read page views, so the contact function does); null when none.
   */
  visitor?: string | null
}

export type MessageQuery = {
  folder: MessageFolder
  search: string
  page: number
  pageSize: number
  /** Only the leads assigned to this member (an editor who works only their own leads). */
  owner?: string
}

export type MessageCounts = { inbox: number; spam: number; archived: number; unread: number }

/** A job for the outbox: an e-mail or a webhook call, delivered after the transaction that queued it commits. */
export type OutboxKind = "email" | "webhook"

export type OutboxJobInput = {
  kind: OutboxKind
  topic: string
  ref: string | null
  payload: Record<string, unknown>
  /** Attempts before the job fails for good (14 when absent). */
  max_attempts?: number
}

export type OutboxStatus = "pending" | "sent" | "failed"

export type OutboxJob = OutboxJobInput & {
  id: string
  status: OutboxStatus
  attempts: number
  max_attempts: number
  next_attempt_at: string
  last_error: string | null
  created_at: string
  sent_at: string | null
}

/**
 * What a save stores: the form's fields plus publish_at (UTC ISO). published with a future publish_at is
 * "Scheduled"; the row goes live at that time without anything having to run (every public read compares
 * publish_at with the database's clock).
 */
export type Scheduled<Input> = Input & { publish_at: string | null }

/**
 * The content types kept in the documents table, and what revisions, previews, share links and editor presence are
 * kept for (posts, pages and every document type): derived from the registry (lib/domain/content/names.ts).
 */
export { DOCUMENT_TYPE_NAMES, type ContentKind, type DocumentTypeName } from "./content/names"
import type { ContentKind, DocumentTypeName } from "./content/names"

/**
 * A document as the app sees it: the columns every document has, and its type's own fields (stored as JSON) spread
 * beside them, so the generic machinery and the editors read one flat record like a post's.
 */
export type DocumentRow = {
  id: string
  type: DocumentTypeName
  slug: string
  title: string
  published: boolean
  publish_at: string | null
  published_at: string | null
  version: number
  updated_by_email: string
  created_at: string
  updated_at: string
} & TranslationColumns &
  Record<string, unknown>

export type MemberRow = { id: string; email: string; role: Role; created_at: string; last_sign_in_at: string | null; sessions: number }

export type SessionInfo = { id: string; user_agent: string; created_at: string; last_seen_at: string }

export type AuthTokenKind = "invite" | "reset" | "email_change" | "register"

export type AuthTokenRow = {
  id: string
  kind: AuthTokenKind
  email: string
  user_id: string | null
  role: Role | null
  created_by_email: string | null
  created_at: string
  expires_at: string
  used_at: string | null
  revoked_at: string | null
}

export type AuthTokenInput = {
  kind: AuthTokenKind
  secretHash: string
  email: string
  userId?: string | null
  role?: Role | null
  /** kind register: the plain password, hashed by the adapter, checked again when the address is confirmed. */
  password?: string
  createdBy?: string | null
  expiresAt: string
}

export type AuditEntryInput = {
  actorId: string | null
  actorEmail: string
  sessionId: string | null
  action: string
  recordType: string
  recordId: string
  summary: string
}

export type AuditRow = {
  id: string
  at: string
  actor_id: string | null
  actor_email: string
  session_id: string | null
  action: string
  record_type: string
  record_id: string
  summary: string
}

export type AuditQuery = {
  actor?: string
  action?: string
  /** A group of actions (Activity's "Access to leads"): any of `names`, or any action starting with `prefix`. */
  actionGroup?: { names: string[]; prefix?: string }
  recordType?: string
  page: number
  pageSize: number
}

export type RedirectStatus = 301 | 302 | 307 | 308

export type RedirectRow = {
  id: string
  from_path: string
  to_path: string
  status: RedirectStatus
  automatic: boolean
  hits: number
  last_hit_at: string | null
  created_at: string
  updated_at: string
}

export type RedirectInput = { from_path: string; to_path: string; status: RedirectStatus }

export type RedirectTarget = { id: string; to_path: string; status: RedirectStatus }

export type ShareLinkRow = {
  id: string
  kind: ContentKind
  record_id: string
  created_at: string
  expires_at: string
  revoked_at: string | null
}

export type SharedRecord = { kind: "post"; row: PostRow } | { kind: "page"; row: PageRow } | { kind: DocumentTypeName; row: DocumentRow }

export type PreviewRow = { id: string; kind: ContentKind; record_id: string | null; data: unknown; expires_at: string }

export type PersonRow = {
  id: string
  name: string
  slug: string
  credentials: string
  job_title: string
  bio: string
  photo: string | null
  photo_alt: string
  links: string[]
  created_at: string
  updated_at: string
}

/** A post that names a person (as author or reviewer). */
export type PersonReference = { id: string; title: string; role: "author" | "reviewer" }

/** How many live posts of one language name a person (as author or reviewer). */
export type PersonPostCount = { slug: string; locale: Locale; total: number }

/** One saved state of a post or page: everything the editor holds, as stored (tags as an array, publish_at UTC). */
export type RevisionSnapshot = Record<string, unknown>

export type RevisionSummary = {
  id: string
  version: number
  /** What changed against the revision before it: "content +120 words, title changed". */
  summary: string
  author_email: string
  created_at: string
}

export type RevisionRow = RevisionSummary & { data: RevisionSnapshot }

export type PresenceEntry = { email: string; seen_at: string }

/** Where a request for medical review stands (docs/medical-review.md). */
export type ReviewRequestStatus = "pending" | "approved" | "changes_requested" | "revoked"

/** A request that a clinician review one document in one language, with its single-use link (only hashed). */
export type ReviewRequestRow = {
  id: string
  document_id: string
  locale: string
  reviewer_id: string | null
  reviewer_email: string
  status: ReviewRequestStatus
  content_hash: string
  /** The document's version the link was sent for (null: a request older than migration 0022). */
  version: number | null
  due_date: string | null
  requested_by_email: string
  token_expires_at: string | null
  token_used_at: string | null
  revoked_at: string | null
  viewed_at: string | null
  /** When the reviewer of this link, dead because the document changed, asked for a new one (once). */
  relinked_at: string | null
  comment: string
  decided_at: string | null
  created_at: string
}

/** How an approval was given: through a review link, by a signed-in member, or recorded from the old typed fields. */
export type ApprovalSource = "link" | "member" | "recorded"

/** A clinician's sign-off on the exact reviewed content of one document in one language. */
export type MedicalApprovalRow = {
  id: string
  document_id: string
  locale: string
  content_hash: string
  version: number
  reviewer_id: string | null
  reviewer_name: string
  reviewer_credentials: string
  reviewer_email: string
  approved_at: string
  next_review_at: string
  source: ApprovalSource
  request_id: string | null
  recorded_by_email: string
  comment: string
  withdrawn_at: string | null
  reminder_sent_at: string | null
}
