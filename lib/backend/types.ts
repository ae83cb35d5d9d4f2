/**
 * The backend port: what the app needs from a backend, in the app's words. Two adapters implement it:
 * lib/backend/local (PGlite or PostgreSQL, files on disk, local accounts) and lib/backend/supabase.
 * Dates are ISO strings; text fields are never null.
 */
import type { PageInput } from "@/lib/schemas/page"
import type { PostInput } from "@/lib/schemas/post"
import type { Utm } from "@/lib/utm"

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
}

export type MessageFolder = "inbox" | "spam" | "archived"

/** Where a lead came from: the form's page, the referrer's origin and the landing URL's UTM parameters. */
export type LeadContext = { page_path: string; referrer_origin: string; utm: Utm }

export type MessageRow = LeadContext & {
  id: string
  name: string
  email: string
  message: string
  read: boolean
  created_at: string
  folder: MessageFolder
  /** Why a spam signal fired ("honeypot filled; sent 1.2 s after the page opened"); "" when none did. */
  spam_reason: string
  /** Only weak signals fired: kept in the inbox, marked "Possible spam". */
  possible_spam: boolean
}

export type MediaFile = { id: string; name: string; size: number; url: string; content_type: string; created_at: string }

export type ListQuery = { search?: string; sort?: "created_at" | "title"; order?: "asc" | "desc"; page?: number; pageSize?: number }
export type NormalizedListQuery = { search: string; sort: "created_at" | "title"; order: "asc" | "desc"; page: number; pageSize: number }

export type Paged<T> = { rows: T[]; total: number; page: number; pageSize: number }

export type PublishedPostQuery = { search?: string; category?: string; limit: number; offset: number }

export type PublishedSummary = { slug: string; title: string; updated_at: string; published_at: string | null }

export type Role = "owner" | "admin"
export type SessionUser = { id: string; email: string; role: Role | null }

export type MessageInput = LeadContext & {
  /** Chosen by the caller so notifications queued with the message can link to it. */
  id: string
  name: string
  email: string
  message: string
  folder: MessageFolder
  spam_reason: string
  possible_spam: boolean
}

export type MessageQuery = { folder: MessageFolder; search: string; page: number; pageSize: number }
export type MessageCounts = { inbox: number; spam: number; archived: number; unread: number }

/** A job for the outbox: an e-mail or a webhook call, delivered after the transaction that queued it commits. */
export type OutboxKind = "email" | "webhook"
export type OutboxJobInput = { kind: OutboxKind; topic: string; ref: string | null; payload: Record<string, unknown> }
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

export type ContentStore<Row, Input> = {
  list(q: NormalizedListQuery): Promise<Paged<Row>>
  get(id: string): Promise<Row | null>
  getPublishedBySlug(slug: string): Promise<Row | null>
  /** Throws DataError conflict with a slug field error when the slug is taken. */
  create(input: Scheduled<Input>): Promise<Row>
  update(id: string, input: Scheduled<Input>): Promise<Row | null>
  setPublished(id: string, published: boolean): Promise<Row | null>
  remove(id: string): Promise<Row | null>
  counts(): Promise<{ total: number; published: number }>
  publishedSummaries(): Promise<PublishedSummary[]>
  /** The earliest publish_at still in the future, or null. */
  nextPublishAt(): Promise<string | null>
}

export type PostStore = ContentStore<PostRow, PostInput> & {
  recent(limit: number): Promise<PostRow[]>
  listPublished(q: PublishedPostQuery): Promise<{ rows: PostRow[]; total: number }>
}

export type PageStore = ContentStore<PageRow, PageInput>

export type MessageStore = {
  /** Stores the message and queues its notifications in one transaction: both or neither. */
  create(input: MessageInput, notifications: OutboxJobInput[]): Promise<MessageRow>
  list(q: MessageQuery): Promise<Paged<MessageRow>>
  get(id: string): Promise<MessageRow | null>
  setRead(id: string, read: boolean): Promise<boolean>
  /** Moves to a folder. Into spam: possible_spam is cleared and the purge clock starts; out of it: cleared too. */
  move(id: string, folder: MessageFolder): Promise<boolean>
  /** Deletes the message and any notification still queued for it. */
  remove(id: string): Promise<boolean>
  countUnread(): Promise<number>
  counts(): Promise<MessageCounts>
  /** Deletes spam that has been in the spam folder longer than `days`; returns how many. */
  purgeSpam(days: number): Promise<number>
}

/** The durable queue of notifications. Claiming is safe with several servers on one database. */
export type OutboxStore = {
  enqueue(jobs: OutboxJobInput[]): Promise<void>
  /** Takes up to `limit` due jobs and holds them for `leaseMs` (attempts + 1); nobody else gets them meanwhile. */
  claim(limit: number, leaseMs: number): Promise<OutboxJob[]>
  markSent(ids: string[]): Promise<void>
  /** Records a failed attempt: retried at `retryAt`, or failed for good when null. */
  markFailed(id: string, error: string, retryAt: Date | null): Promise<void>
  listByRefs(refs: string[]): Promise<OutboxJob[]>
  /** Makes the ref's pending or failed jobs due now with a fresh schedule; returns how many. */
  retryNow(ref: string): Promise<number>
  /**
   * Makes every claimed job claimable again. Only safe where no other worker can be running: the embedded
   * database, which one process owns, after a crash left its claims behind.
   */
  releaseClaims(): Promise<number>
  /** Deletes delivered or failed jobs older than `days`. */
  prune(days: number): Promise<number>
}

export type UploadKind = "media" | "featured"
/** Where an upload's bytes are: in memory, or in a file on this server that adapters copy or stream, never read whole. */
export type UploadBody = { bytes: Uint8Array } | { path: string }
/** A file already checked by the data layer: its body and size, cleaned name, verified content type. */
export type VerifiedUpload = { body: UploadBody; size: number; name: string; ext: string; contentType: string; kind: UploadKind }

export type MediaStore = {
  upload(file: VerifiedUpload): Promise<MediaFile>
  list(): Promise<MediaFile[]>
  remove(id: string): Promise<boolean>
}

/** Cookie access for the current request; `set` may throw while a server component renders. */
export type CookieJar = {
  get(name: string): string | undefined
  getAll(): { name: string; value: string }[]
  set(name: string, value: string, options: CookieOptions): void
  delete(name: string): void
}
export type CookieOptions = {
  httpOnly?: boolean
  secure?: boolean
  sameSite?: "lax" | "strict" | "none"
  path?: string
  maxAge?: number
  expires?: Date
}

export type AuthService = {
  /** Creates the account if registration is open for this e-mail; returns whether a confirmation e-mail is pending. */
  signUp(email: string, password: string): Promise<{ user: SessionUser; confirmationRequired: boolean }>
  /** Verifies the password and starts a session in the jar; null when the e-mail or password is wrong. */
  signIn(email: string, password: string): Promise<SessionUser | null>
  signOut(): Promise<void>
  /** The signed-in user, with the session's expiry slid forward; null when there is none or it expired. */
  currentUser(): Promise<SessionUser | null>
  hasOwner(): Promise<boolean>
  /** The owner's e-mail (the default recipient of notifications); null when unknown to this backend. */
  ownerEmail(): Promise<string | null>
}

export type ContentKind = "post" | "page"

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

export type RedirectStore = {
  /** Search matches the from or the to path. */
  list(q: NormalizedListQuery): Promise<Paged<RedirectRow>>
  get(id: string): Promise<RedirectRow | null>
  /** Throws DataError conflict with a from_path field error when that path already redirects. */
  create(input: RedirectInput): Promise<RedirectRow>
  update(id: string, input: RedirectInput): Promise<RedirectRow | null>
  remove(id: string): Promise<RedirectRow | null>
  findByFrom(path: string): Promise<RedirectRow | null>
  /** Redirects pointing at this path (chain checks). */
  findByTo(path: string): Promise<RedirectRow[]>
  /** Every redirect's from path and target (the in-memory table). */
  table(): Promise<(RedirectTarget & { from_path: string })[]>
  recordHit(id: string): Promise<void>
  /**
   * A live URL moved from `from` to `to`, in one transaction: redirects that pointed at `from` now point at `to`
   * (no chains), a redirect from `to` is dropped (it would loop), and `from` answers 301 to `to`.
   */
  move(from: string, to: string): Promise<void>
  /** A URL became (or will become) a live record's: a redirect from it would hide that record. */
  release(path: string): Promise<void>
}

export type ShareLinkRow = {
  id: string
  kind: ContentKind
  record_id: string
  created_at: string
  expires_at: string
  revoked_at: string | null
}
export type SharedRecord = { kind: "post"; row: PostRow } | { kind: "page"; row: PageRow }

export type ShareLinkStore = {
  create(input: { tokenHash: string; kind: ContentKind; recordId: string; createdBy: string | null; expiresAt: string }): Promise<ShareLinkRow>
  listFor(kind: ContentKind, recordId: string): Promise<ShareLinkRow[]>
  revoke(id: string, kind: ContentKind, recordId: string): Promise<ShareLinkRow | null>
  /** The saved record behind a link that is neither expired nor revoked (anyone holding the token may read it). */
  resolve(tokenHash: string): Promise<SharedRecord | null>
}

export type PreviewRow = { id: string; kind: ContentKind; record_id: string | null; data: unknown; expires_at: string }

export type PreviewStore = {
  /** Stores an editor's unsaved state (and drops expired ones). */
  create(input: { userId: string; kind: ContentKind; recordId: string | null; data: unknown; expiresAt: string }): Promise<PreviewRow>
  /** The preview when it belongs to this user and has not expired. */
  get(id: string, userId: string): Promise<PreviewRow | null>
}

export type Backend = {
  kind: "embedded" | "postgres" | "supabase"
  posts: PostStore
  pages: PageStore
  messages: MessageStore
  /** Absent where this server cannot run the worker (Supabase mode): notifications are then off. */
  outbox?: OutboxStore
  media: MediaStore
  auth: AuthService
  /** A random secret shared by every server on this backend, created on first use. */
  secret(name: "form_token"): Promise<string>
  redirects: RedirectStore
  shareLinks: ShareLinkStore
  previews: PreviewStore
}
