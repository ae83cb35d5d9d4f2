import type { LimitStore } from "@/lib/server/limits/store"

/**
 * The backend port: what the app needs from a backend, in the app's words. Two adapters implement it:
 * lib/backend/sql (PGlite or PostgreSQL, files on disk, local accounts) and lib/backend/supabase.
 * Dates are ISO strings; text fields are never null.
 */
import type { PageInput } from "@/lib/domain/schemas/page"
import type { PersonInput } from "@/lib/domain/schemas/person"
import type { PostInput } from "@/lib/domain/schemas/post"
import type { Utm } from "@/lib/domain/utm"

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
  SeoColumns

/** Search and social fields every post and page carries (blank = the defaults). */
export type SeoColumns = {
  canonical_url: string
  noindex: boolean
  social_image: string | null
  social_title: string
  social_description: string
}

/** Who wrote and who medically reviewed a post (null = the agency / nobody); last_reviewed is YYYY-MM-DD or "". */
export type PostPeopleColumns = {
  author_id: string | null
  reviewer_id: string | null
  last_reviewed: string
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
} & SeoColumns

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
export type NormalizedListQuery = { search: string; sort: "created_at" | "title"; order: "asc" | "desc"; page: number; pageSize: number }

export type Paged<T> = { rows: T[]; total: number; page: number; pageSize: number }

/** A page of live posts in the blog's order; the search and category rules are applied above the backend. */
export type PublishedPostQuery = { limit: number; offset: number }

/** noindex rows are live but stay out of sitemaps and feeds. */
export type PublishedSummary = { slug: string; title: string; updated_at: string; published_at: string | null; noindex?: boolean }

export type Role = "owner" | "admin" | "editor"
/** sessionId: the session row behind this request (null where the backend does not expose one). */
export type SessionUser = { id: string; email: string; role: Role | null; sessionId?: string | null }

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

/**
 * Who saves, and the version the editor started from. With expectedVersion set, the write is refused (DataError
 * conflict carrying `conflict`) when the record's version differs, checked in the UPDATE statement itself; null
 * overwrites whatever is there (a deliberate overwrite). Every write stores a revision in the same transaction.
 */
export type SaveMeta = { userId: string | null; email: string; expectedVersion: number | null }

export type ContentStore<Row, Input> = {
  list(q: NormalizedListQuery): Promise<Paged<Row>>
  get(id: string): Promise<Row | null>
  getPublishedBySlug(slug: string): Promise<Row | null>
  /** Throws DataError conflict with a slug field error when the slug is taken. */
  create(input: Scheduled<Input>, meta?: SaveMeta): Promise<Row>
  update(id: string, input: Scheduled<Input>, meta?: SaveMeta): Promise<Row | null>
  setPublished(id: string, published: boolean, meta?: SaveMeta): Promise<Row | null>
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
export type VerifiedUpload = {
  body: UploadBody
  size: number
  name: string
  ext: string
  contentType: string
  kind: UploadKind
  /** Pixel size of a verified raster image. */
  width?: number
  height?: number
}

export type MediaStore = {
  upload(file: VerifiedUpload): Promise<MediaFile>
  list(): Promise<MediaFile[]>
  /** A page of the library: search by name, sort, filter by type or by being used nowhere. */
  query(q: MediaQuery): Promise<Paged<MediaFile>>
  get(id: string): Promise<MediaFile | null>
  updateMeta(id: string, meta: MediaMetaInput): Promise<MediaFile | null>
  /** Posts and pages using the file (from the reference table kept up to date on each save). */
  usage(id: string): Promise<MediaUsage[]>
  /** Library images among these URLs, with their stored pixel size and alt text. */
  imagesByUrl(urls: string[]): Promise<MediaFile[]>
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
  /**
   * Creates the account if registration is open for this e-mail; returns whether a confirmation e-mail is pending.
   * With `confirm` (mail is on), a backend that keeps a list of allowed e-mails creates nothing yet: it stores a
   * pending registration under that secret hash and returns its id, and the data layer mails the link.
   */
  signUp(
    email: string,
    password: string,
    confirm?: { secretHash: string; expiresAt: string },
  ): Promise<{ user: SessionUser | null; confirmationRequired: boolean; pendingTokenId?: string }>
  /** Verifies the password and starts a session in the jar; null when the e-mail or password is wrong. */
  signIn(email: string, password: string, meta?: SessionMeta): Promise<SessionUser | null>
  signOut(): Promise<void>
  /** The signed-in user, with the session's expiry slid forward; null when there is none or it expired. */
  currentUser(): Promise<SessionUser | null>
  hasOwner(): Promise<boolean>
  /** The owner's e-mail (the default recipient of notifications); null when unknown to this backend. */
  ownerEmail(): Promise<string | null>
  /** Backends whose auth service e-mails its own recovery links (Supabase): sends one, whether or not the account exists. */
  sendPasswordReset?(email: string, redirectTo: string): Promise<void>
  /** Supabase mode: opens the session an invitation or recovery e-mail's token hash stands for (single use). */
  verifyEmailLink?(type: "invite" | "recovery", tokenHash: string): Promise<boolean>
  /** Sets the password of the signed-in user (a recovery session in Supabase mode). */
  updatePassword?(password: string): Promise<void>
}

export type ContentKind = "post" | "page"

/** What a new session records about the browser that opened it. */
export type SessionMeta = { userAgent?: string }

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

/**
 * Members, their sessions and single-use links. Every change that takes rights away (role change, removal,
 * password change) deletes the sessions it names in the same statement, so it applies on the next request.
 */
export type AccountStore = {
  listMembers(): Promise<MemberRow[]>
  getMember(userId: string): Promise<MemberRow | null>
  /** An account (member or not) by e-mail. */
  findUser(email: string): Promise<{ id: string; email: string; role: Role | null } | null>
  /** Changes a member's role and ends their sessions; false when they are not a member. */
  setRole(userId: string, role: Exclude<Role, "owner">): Promise<boolean>
  /** Takes the membership away and ends every session; the account stays (audit and authorship keep its id). */
  removeMember(userId: string): Promise<boolean>
  /** In one transaction: the owner becomes an admin, the admin the owner. */
  transferOwnership(fromId: string, toId: string): Promise<boolean>
  checkPassword(userId: string, password: string): Promise<boolean>
  /** Sets a new password and ends every session of the user except `keepSessionId`. */
  setPassword(userId: string, password: string, keepSessionId?: string | null): Promise<void>
  /** Throws DataError conflict when the e-mail belongs to another account. */
  setEmail(userId: string, email: string): Promise<void>
  /**
   * Accepting an invitation: creates the account (or reuses one without a membership), sets its password and
   * role, marks the token used, all in one transaction; null when the token was already used or revoked.
   */
  acceptInvitation(tokenId: string, password: string): Promise<{ id: string; email: string; role: Role } | null>
  /** A confirmed listed registration: the same atomic owner-or-admin rule as signing up without confirmation. */
  completeRegistration(tokenId: string, password: string): Promise<{ id: string; email: string; role: Role } | null | "wrong_password">
  /** Starts a session for this user in the current request's cookie jar. */
  startSession(userId: string, meta?: SessionMeta): Promise<string>
  listSessions(userId: string): Promise<SessionInfo[]>
  endSession(userId: string, sessionId: string): Promise<boolean>
  endOtherSessions(userId: string, keepSessionId: string | null): Promise<number>
  createToken(input: AuthTokenInput): Promise<AuthTokenRow>
  /** The token and its secret hash, whatever its state. */
  getToken(id: string): Promise<(AuthTokenRow & { secret_hash: string }) | null>
  /** Marks a live token used; false when it was used, revoked or expired meanwhile (single use under races). */
  useToken(id: string): Promise<boolean>
  revokeToken(id: string, kind: AuthTokenKind): Promise<boolean>
  /** Revokes the live tokens of this kind for this e-mail (a resend or a new reset replaces the old link). */
  revokeTokensFor(kind: AuthTokenKind, email: string): Promise<void>
  listInvitations(): Promise<AuthTokenRow[]>
}

/**
 * Supabase mode: the Team screen through Supabase Auth's admin API (service-role key, server only). Supabase
 * e-mails its own invitation and recovery links; role changes and removals go through row-level security.
 */
export type HostedTeamStore = {
  listMembers(): Promise<MemberRow[]>
  getMember(userId: string): Promise<MemberRow | null>
  findUser(email: string): Promise<{ id: string; email: string; role: Role | null } | null>
  listInvitations(): Promise<AuthTokenRow[]>
  /** Records the invitation (the auth.users trigger admits exactly that e-mail) and has Supabase e-mail it. */
  invite(input: { email: string; role: Exclude<Role, "owner">; invitedBy: string; redirectTo: string }): Promise<{ id: string; expiresAt: string }>
  revokeInvitation(id: string): Promise<AuthTokenRow | null>
  setRole(userId: string, role: Exclude<Role, "owner">): Promise<boolean>
  removeMember(userId: string): Promise<boolean>
  transferOwnership(toUserId: string): Promise<boolean>
  checkPassword(email: string, password: string): Promise<boolean>
  /** A recovery link from Supabase Auth to hand over when mail does not reach the member. */
  recoveryLink(email: string, redirectTo: string): Promise<string>
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
export type AuditQuery = { actor?: string; action?: string; recordType?: string; page: number; pageSize: number }

/** The audit log: insert and read only; rows older than the retention period are pruned. */
export type AuditStore = {
  record(entry: AuditEntryInput): Promise<void>
  list(q: AuditQuery): Promise<Paged<AuditRow>>
  /** Every entry matching the filters, newest first, for the export. */
  all(q: Omit<AuditQuery, "page" | "pageSize">, limit: number): Promise<AuditRow[]>
  actors(): Promise<{ id: string | null; email: string }[]>
  prune(days: number): Promise<number>
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

export type PeopleStore = {
  list(): Promise<PersonRow[]>
  get(id: string): Promise<PersonRow | null>
  getBySlug(slug: string): Promise<PersonRow | null>
  /** Only people named on a live post (what a visitor may read). */
  getPublicBySlug(slug: string): Promise<PersonRow | null>
  getPublicByIds(ids: string[]): Promise<PersonRow[]>
  listPublic(): Promise<PersonRow[]>
  /** Throws DataError conflict with a slug field error when the slug is taken. */
  create(input: PersonInput): Promise<PersonRow>
  update(id: string, input: PersonInput): Promise<PersonRow | null>
  /** Posts (drafts included) that name the person. */
  references(id: string): Promise<PersonReference[]>
  /** Throws DataError conflict when a post still names the person. */
  remove(id: string): Promise<PersonRow | null>
  /** Live posts written or reviewed by the person, newest first. */
  listPublishedPosts(id: string, q: { limit: number; offset: number }): Promise<{ rows: PostRow[]; total: number }>
}

/** Small key/value store for site-wide switches; values are JSON. */
export type SettingsStore = {
  all(): Promise<Record<string, unknown>>
  set(key: string, value: unknown): Promise<void>
}

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

/** Revisions are written by the content stores' saves; this reads them. Newest first, at most REVISIONS_KEPT. */
export type RevisionStore = {
  list(kind: ContentKind, recordId: string): Promise<RevisionSummary[]>
  get(kind: ContentKind, recordId: string, id: string): Promise<RevisionRow | null>
}

export type PresenceEntry = { email: string; seen_at: string }
export type PresenceStore = {
  /** Records that this user has the editor open, and returns the others seen within ttlSeconds. */
  beat(kind: ContentKind, recordId: string, user: { id: string; email: string }, ttlSeconds: number): Promise<PresenceEntry[]>
  leave(kind: ContentKind, recordId: string, userId: string): Promise<void>
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
  people: PeopleStore
  settings: SettingsStore
  /** Limiter state: this process's memory (embedded), or shared by every server (the database). */
  limits: LimitStore
  revisions: RevisionStore
  presence: PresenceStore
  /** Members, sessions and single-use links. Absent in Supabase mode, where Supabase Auth owns accounts. */
  accounts?: AccountStore
  /** Supabase mode with SUPABASE_SERVICE_ROLE_KEY set: the Team screen through Supabase Auth. */
  hostedTeam?: HostedTeamStore
  audit: AuditStore
}
