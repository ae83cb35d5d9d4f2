import type { ContentTypeName } from "@/lib/domain/content"
import type { ConsentForm, ConsentVersion } from "@/lib/domain/consent"
import type { LeadEvent, LeadEventInput, LeadFilter, LeadPatch, LeadResponseFigures, LeadRow, SavedLeadView } from "@/lib/domain/leads/types"
import type { DsrRequest, DsrRequestInput, SubjectData } from "@/lib/domain/privacy/types"
import type { LimitStore } from "@/lib/server/limits/store"
import type { PageInput } from "@/lib/domain/schemas/page"
import type { PersonInput } from "@/lib/domain/schemas/person"
import type { PostInput } from "@/lib/domain/schemas/post"
import type {
  PostRow,
  PageRow,
  MessageFolder,
  MessageRow,
  MediaFile,
  MediaQuery,
  MediaMetaInput,
  MediaUsage,
  NormalizedListQuery,
  Paged,
  PublishedPostQuery,
  PublishedSummary,
  Role,
  SessionUser,
  MessageInput,
  MessageQuery,
  MessageCounts,
  OutboxJobInput,
  OutboxJob,
  Scheduled,
  ContentKind,
  MemberRow,
  SessionInfo,
  AuthTokenKind,
  AuthTokenRow,
  AuthTokenInput,
  AuditEntryInput,
  AuditRow,
  AuditQuery,
  RedirectRow,
  RedirectInput,
  RedirectTarget,
  ShareLinkRow,
  ReviewRequestRow,
  MedicalApprovalRow,
  SharedRecord,
  PreviewRow,
  PersonPostCount,
  PersonRow,
  PersonReference,
  RevisionSummary,
  RevisionRow,
  PresenceEntry,
  DocumentRow,
  DocumentTypeName,
} from "@/lib/domain/types"
import type { Locale } from "@/lib/domain/i18n"
import type { TranslationRecord } from "@/lib/domain/i18n/translations"
import type { AggregateRow, AnalyticsDimension, DayRange, LeadCounts, PageView } from "@/lib/domain/analytics/types"

export type { LeadCounts }

/**
 * The backend port: what the app needs from a backend, in the app's words. Two adapters implement it:
 * lib/backend/sql (PGlite or PostgreSQL, files on disk, local accounts) and lib/backend/supabase. The records
 * themselves are lib/domain/types.ts.
 */

/**
 * Who saves, and the version the editor started from. With expectedVersion set, the write is refused (DataError
 * conflict carrying `conflict`) when the record's version differs, checked in the UPDATE statement itself; null
 * overwrites whatever is there (a deliberate overwrite). Every write stores a revision in the same transaction.
 */
export type SaveMeta = {
  userId: string | null
  email: string
  expectedVersion: number | null
  /** A translation's save: the original's version it was made against (stored as its source_version). */
  sourceVersion?: number | null
  /** The document's language, when the caller has already read it (its address is written in it); else read again. */
  locale?: string | null
}

/**
 * The language of a new record and what it translates (docs/i18n.md); absent: an original in the default locale.
 * Fixed for the record's life: saves never change them.
 */
export type TranslationOrigin = { locale: Locale; translation_of: string | null; source_version: number | null }

export type ContentStore<Row, Input> = {
  list(q: NormalizedListQuery): Promise<Paged<Row>>
  get(id: string): Promise<Row | null>
  /** The live record of a locale at a slug (the default locale when absent). */
  getPublishedBySlug(slug: string, locale?: Locale): Promise<Row | null>
  /**
   * Throws DataError conflict with a slug field error when the slug is taken in the record's locale, or a conflict
   * when the original already has a translation in that locale.
   */
  create(input: Scheduled<Input>, meta?: SaveMeta, origin?: TranslationOrigin): Promise<Row>
  update(id: string, input: Scheduled<Input>, meta?: SaveMeta): Promise<Row | null>
  setPublished(id: string, published: boolean, meta?: SaveMeta): Promise<Row | null>
  remove(id: string): Promise<Row | null>
  counts(): Promise<{ total: number; published: number }>
  /** Live records of a locale (the default locale when absent). */
  publishedSummaries(locale?: Locale): Promise<PublishedSummary[]>
  /** Every version of the record's group (its original and the original's translations), drafts included. */
  translations(id: string): Promise<TranslationRecord[]>
}

export type PostStore = ContentStore<PostRow, PostInput> & {
  recent(limit: number): Promise<PostRow[]>
  listPublished(q: PublishedPostQuery): Promise<{ rows: PostRow[]; total: number }>
}

export type PageStore = ContentStore<PageRow, PageInput>

/** One document type's documents, for the generic content machinery (drafts included). */
/** A save's fields: the type's declared fields, and the schedule for a publishable type. */
export type DocumentInput = Record<string, unknown> & { publish_at?: string | null }

/** A document naming another in one of its reference fields. */
export type DocumentReference = { id: string; type: string; title: string; field: string }

export type DocumentTypeStore = {
  list(q: NormalizedListQuery): Promise<Paged<DocumentRow>>
  get(id: string): Promise<DocumentRow | null>
  /** Throws DataError conflict with a slug field error when the type already has a document at this slug in this locale. */
  create(input: DocumentInput, meta?: SaveMeta, origin?: TranslationOrigin): Promise<DocumentRow>
  update(id: string, input: DocumentInput, meta?: SaveMeta): Promise<DocumentRow | null>
  setPublished(id: string, published: boolean, meta?: SaveMeta): Promise<DocumentRow | null>
  remove(id: string): Promise<DocumentRow | null>
  counts(): Promise<{ total: number; published: number }>
  /** Every version of the document's group (its original and the original's translations), drafts included. */
  translations(id: string): Promise<TranslationRecord[]>
  /** The documents that name this one in a declared reference field (documents.refs), drafts included. */
  references?(id: string): Promise<DocumentReference[]>
}

/** A document the site starts with (today's copy): inserted once, published; in the default locale when absent. */
export type DocumentSeed = {
  type: DocumentTypeName
  slug: string
  title: string
  published: boolean
  data: Record<string, unknown>
  locale?: Locale
  /** For a translation: the slug of its original, the default language's document of the same type. */
  translationOf?: string
}

/** The marketing site's documents (site pages, case studies, resources, the singletons), one table for all types. */
export type DocumentsStore = {
  of(type: ContentTypeName): DocumentTypeStore
  /** Any document by id, whatever its type (`lock`: held for update until the transaction ends). */
  getById?(id: string, opts?: { lock?: boolean }): Promise<DocumentRow | null>
  /**
   * The live document of a type at a slug (a site page's path, a singleton's type name) in a locale (the default
   * locale when absent). Never another locale's document.
   */
  getPublished(type: DocumentTypeName, slug: string, locale?: Locale): Promise<DocumentRow | null>
  /**
   * What visitors see of a singleton: the document when it is live; while it is a draft or waits for its scheduled
   * time, the newest saved version that was live (its revision), so a draft of the menu never takes the menu away.
   */
  getLastLive(type: DocumentTypeName, slug: string, locale?: Locale): Promise<DocumentRow | null>
  /** Every live document of a type in a locale (the default locale when absent), newest first. */
  listPublished(type: DocumentTypeName, locale?: Locale): Promise<DocumentRow[]>
  /** The earliest publish_at still in the future, or null. */
  /** The earliest publish_at still in the future of any document (every type's), or null. */
  nextPublishAt(): Promise<string | null>
  /**
   * Runs a named seed once: its documents are inserted (a slug already taken is skipped, never overwritten) and the
   * seed recorded in one transaction. Returns how many were inserted; 0 when the seed ran before.
   */
  seed(name: string, docs: DocumentSeed[]): Promise<number>
}

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
  /** Unread messages of the inbox (of one member's leads when `owner` is given). */
  countUnread(owner?: string): Promise<number>
  /** How many registrations (outside spam) an event has (on Supabase through a function: visitors read no messages). */
  registrations(eventId: string): Promise<number>
  counts(owner?: string): Promise<MessageCounts>
  /** Deletes spam that has been in the spam folder longer than `days`; returns how many. */
  purgeSpam(days: number): Promise<number>
}

/** The durable queue of notifications. Claiming is safe with several servers on one database. */
/**
 * Messages seen as leads: the pipeline's fields, the timeline, the response clock's sweeps. Every read of a lead's
 * personal fields (name, e-mail, message) goes through this store's row mapping.
 */
/** The consent wordings the forms showed, numbered per form and language (docs/leads.md, "Consent"). */
export type ConsentStore = {
  /**
   * The version of this wording (by its hash); created as the form and language's next number when it is new. Two
   * servers recording new wordings at once get distinct numbers (a lock per form and language).
   */
  ensure(input: { form: ConsentForm; locale: string; text: string; hash: string; createdBy: string | null }): Promise<ConsentVersion>
  find(form: ConsentForm, locale: string, hash: string): Promise<ConsentVersion | null>
  get(id: string): Promise<ConsentVersion | null>
  list(form: ConsentForm, locale: string): Promise<ConsentVersion[]>
}

export type LeadStore = {
  /**
   * Whether `messages.create` stores a new lead's clock (received, due and reminder times). On Supabase the public
   * form's function sets none, so the app does not work them out for it.
   */
  storesNewLeadClock: boolean
  /** One page, newest first, and the total counted up to LEAD_COUNT_CAP + 1 (more than the cap: "more than"). */
  list(filter: LeadFilter, page: number, pageSize: number): Promise<Paged<LeadRow>>
  /** Every lead the filter selects (for the export), newest first, at most `limit`. */
  all(filter: LeadFilter, limit: number): Promise<LeadRow[]>
  get(id: string): Promise<LeadRow | null>
  /**
   * One transaction: the patch (first_response_at and opened_at only when not yet set), the timeline events and the
   * outbox jobs; null when the lead does not exist (nothing written).
   */
  apply(id: string, patch: LeadPatch, events: LeadEventInput[], jobs: OutboxJobInput[]): Promise<LeadRow | null>
  /**
   * Several leads' patches and timeline events in one transaction (the bulk actions): all of them, or none when one
   * of them does not exist (`false`, nothing written).
   */
  applyMany(changes: { id: string; patch: LeadPatch; events: LeadEventInput[] }[]): Promise<boolean>
  events(id: string): Promise<LeadEvent[]>
  /**
   * Marks due leads as reminded (or escalated) and queues what `jobsFor` makes for them, in one transaction per
   * batch; a lead is taken by exactly one caller however many servers sweep at once. Spam and answered leads are
   * skipped. Returns the leads taken.
   */
  sweep(kind: "reminder" | "escalation", now: string, limit: number, jobsFor: (lead: LeadRow) => OutboxJobInput[]): Promise<LeadRow[]>
  /** Response figures of the leads received in [from, to), with `now` deciding which due times have passed. */
  responseFigures(from: string, to: string, now: string): Promise<Omit<LeadResponseFigures, "days">>
  /**
   * How many leads a retention run with these cutoffs would erase (lib/domain/leads/retention.ts): leads whose last
   * activity is before `leads`, spam received before `spam`. The same rule as `eraseExpired`.
   */
  retentionCount(cutoffs: { leads: string; spam: string }): Promise<{ leads: number; spam: number }>
  /**
   * The day's retention run, once however many servers call it: claims `day` (YYYY-MM-DD in the site's time zone)
   * and, in the same transaction, deletes the expired leads (their timeline with them) and the outbox jobs naming
   * them, and writes one audit entry with `summary` of the counts. null when the day's run was already claimed.
   * Absent on Supabase, where the database's own function runs it (docs/leads.md).
   */
  eraseExpired?(day: string, cutoffs: { leads: string; spam: string }, summary: (erased: { leads: number; spam: number }) => string): Promise<{ leads: number; spam: number } | null>
  /** Whether the run of `day` has happened (the settings screen's "next run"). */
  retentionRan(day: string): Promise<boolean>
  /** The members who work leads (a Reviewer does not), with their role: owners to choose, mentions, recipients. */
  members(): Promise<{ id: string; email: string; role: Role }[]>
  /** One member's saved views of the list, oldest first. */
  savedViews(userId: string): Promise<SavedLeadView[]>
  /**
   * Saves a member's view (the same name replaces theirs, at most LEAD_SAVED_VIEWS_MAX kept, the oldest dropped) and
   * returns their views; another member's save at the same moment is never lost.
   */
  saveView(userId: string, view: SavedLeadView): Promise<SavedLeadView[]>
  deleteView(userId: string, name: string): Promise<void>
}

export type OutboxStore = {
  enqueue(jobs: OutboxJobInput[]): Promise<void>
  /** Takes up to `limit` due jobs and holds them for `leaseMs` (attempts + 1); nobody else gets them meanwhile. */
  claim(limit: number, leaseMs: number): Promise<OutboxJob[]>
  markSent(ids: string[]): Promise<void>
  /** Records a failed attempt: retried at `retryAt`, or failed for good when null. */
  markFailed(id: string, error: string, retryAt: Date | null): Promise<void>
  /** These jobs (waiting or failed) become due at once with a fresh schedule; returns how many. */
  retryNowJobs(ids: string[]): Promise<number>
  listByRefs(refs: string[]): Promise<OutboxJob[]>
  /** Makes the ref's pending or failed jobs due now with a fresh schedule; returns how many. */
  retryNow(ref: string): Promise<number>
  /**
   * Makes every claimed job claimable again. Only safe where no other worker can be running: the embedded
   * database, which one process owns, after a crash left its claims behind.
   */
  releaseClaims(): Promise<number>
  /** Deletes delivered or failed jobs older than `days`, except those of a lead that still exists (its recipients). */
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
  /**
   * The file behind one of this store's public file URLs, as a stream (a gated resource's file, served through its
   * signed link). Supabase: a URL of the `uploads` bucket. The SQL backend serves /api/uploads/ keys instead
   * (lib/data/uploads.ts). Null when the URL is not one of the store's or the file is gone; throws when the storage
   * cannot be reached.
   */
  openByUrl?(url: string): Promise<StoredFile | null>
  /**
   * The file of a gated resource whose address the store keeps from visitors (Supabase: the document holds a
   * marker, isGatedFileMarker, the address is in gated_files, the bytes in the private bucket `gated`, moved there from
   * `uploads` the first time they are served). Needs the service-role key. Null when the document has no such file,
   * the file is gone or the server has no key; throws when the storage cannot be reached.
   */
  openGated?(documentId: string): Promise<StoredFile | null>
}

/** A stored file opened for reading: its name, type, size when the storage says it, and its bytes (one stream). */
export type StoredFile = { name: string; contentType: string; size: number | null; stream(): ReadableStream<Uint8Array> }

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
  /**
   * Local accounts: checks the e-mail and password without starting a session (the first step when the member has
   * two-factor sign-in); null when either is wrong. Takes the same time whether or not the account exists.
   */
  checkCredentials?(email: string, password: string): Promise<{ id: string; email: string; role: Role | null } | null>
  /** Local accounts: starts a session for this user in the jar, dropping the one the browser held before. */
  startSessionFor?(userId: string, meta?: SessionMeta): Promise<string>
}

/** A member's two-factor state (local accounts). */
export type TwoFactorRow = { userId: string; secretEnc: string; enabledAt: string | null; lastStep: number; rememberKey: string; recoveryLeft: number }

/**
 * Two-factor sign-in of local accounts: the sealed TOTP secret, the last accepted time step, the recovery codes
 * (hashes) and the key of the "remember this browser" cookies. Absent in Supabase mode.
 */
export type TwoFactorStore = {
  get(userId: string): Promise<TwoFactorRow | null>
  /** Stores a new secret not yet confirmed; false when two-factor sign-in is already on for this member. */
  begin(userId: string, secretEnc: string, rememberKey: string): Promise<boolean>
  /** Turns it on with the step of the confirming code and these recovery code hashes; false when already on. */
  enable(userId: string, step: number, recoveryHashes: string[]): Promise<boolean>
  /** Removes the secret and the recovery codes; false when there was nothing. */
  disable(userId: string): Promise<boolean>
  /** Records an accepted TOTP step; false when this step or a later one was already used (one statement). */
  useStep(userId: string, step: number): Promise<boolean>
  /** Marks an unused recovery code used; false when no such unused code exists (single use under races). */
  useRecoveryCode(userId: string, codeHash: string): Promise<boolean>
  /** Replaces every recovery code of an enabled member. */
  replaceRecoveryCodes(userId: string, recoveryHashes: string[]): Promise<boolean>
  /** A new remember key: every "remember this browser" cookie of the member stops counting. */
  forgetBrowsers(userId: string, rememberKey: string): Promise<void>
}

/** Supabase Auth's own MFA (TOTP factors, the JWT's `aal`) for the signed-in member of this request. */
export type HostedTwoFactorState = {
  userId: string
  email: string
  /** The member has a verified factor. */
  verified: boolean
  /** The session's level (the access token's `aal` claim). */
  level: "aal1" | "aal2"
}

/** Where a code was refused: a wrong code, or one Supabase says was already used. */
export type HostedVerifyResult = "ok" | "wrong" | "reused"

/**
 * Two-factor sign-in on Supabase Auth's MFA (lib/backend/supabase/two-factor.ts): Supabase keeps the factor and
 * checks the codes; the session is raised to aal2 by a right code. Recovery codes (Supabase has none) are kept
 * hashed in a table only the service role reaches, so `recovery` exists only with SUPABASE_SERVICE_ROLE_KEY.
 */
export type HostedTwoFactorStore = {
  /** The signed-in member's factor state and session level, or null without a session. */
  state(): Promise<HostedTwoFactorState | null>
  /** A new unverified TOTP factor (any earlier unverified one is removed): key, otpauth:// address, QR code SVG. */
  enroll(): Promise<{ secret: string; uri: string; qrSvg: string }>
  /** Checks a code against the unverified factor ("enrol") or the verified one ("sign_in"); "ok" raises to aal2. */
  verify(code: string, purpose: "enrol" | "sign_in"): Promise<HostedVerifyResult>
  /** Removes every factor of the signed-in member (Supabase asks for an aal2 session when one is verified). */
  unenroll(): Promise<void>
  /** Whether this e-mail and password sign in (a probe client; the member's session is untouched). */
  checkPassword(email: string, password: string): Promise<boolean>
  recovery?: {
    left(userId: string): Promise<number>
    replace(userId: string, hashes: string[]): Promise<void>
    /**
     * Marks an unused code used (one conditional update, so of two sign-ins with the same code only one gets it);
     * the id of the code it marked, or null when there is none.
     */
    use(userId: string, hash: string): Promise<string | null>
    /** Makes a code this sign-in marked used unused again (its factors could not be removed). */
    restore(userId: string, codeId: string): Promise<void>
    /** A used recovery code: every factor of the member removed (admin API), their codes too, the session refreshed. */
    resetFactors(userId: string): Promise<void>
  }
}

/** What a new session records about the browser that opened it. */
export type SessionMeta = { userAgent?: string }

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

/** The audit log: insert and read only; rows older than the retention period are pruned. */
export type AuditStore = {
  record(entry: AuditEntryInput): Promise<void>
  list(q: AuditQuery): Promise<Paged<AuditRow>>
  /** Every entry matching the filters, newest first, for the export. */
  all(q: Omit<AuditQuery, "page" | "pageSize">, limit: number): Promise<AuditRow[]>
  actors(): Promise<{ id: string | null; email: string }[]>
  prune(days: number): Promise<number>
}

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

export type ShareLinkStore = {
  create(input: { tokenHash: string; kind: ContentKind; recordId: string; createdBy: string | null; expiresAt: string }): Promise<ShareLinkRow>
  listFor(kind: ContentKind, recordId: string): Promise<ShareLinkRow[]>
  revoke(id: string, kind: ContentKind, recordId: string): Promise<ShareLinkRow | null>
  /** The saved record behind a link that is neither expired nor revoked (anyone holding the token may read it). */
  resolve(tokenHash: string): Promise<SharedRecord | null>
}

export type PreviewStore = {
  /** Stores an editor's unsaved state (and drops expired ones). */
  create(input: { userId: string; kind: ContentKind; recordId: string | null; data: unknown; expiresAt: string }): Promise<PreviewRow>
  /** The preview when it belongs to this user and has not expired. */
  get(id: string, userId: string): Promise<PreviewRow | null>
  /** Replaces the state of this user's unexpired preview (the live preview, as the editor types); null when none. */
  update(id: string, userId: string, data: unknown, expiresAt: string): Promise<PreviewRow | null>
}

export type PeopleStore = {
  list(): Promise<PersonRow[]>
  get(id: string): Promise<PersonRow | null>
  getBySlug(slug: string): Promise<PersonRow | null>
  /** Only people named on a live post (what a visitor may read). */
  getPublicBySlug(slug: string): Promise<PersonRow | null>
  getPublicByIds(ids: string[]): Promise<PersonRow[]>
  /** Throws DataError conflict with a slug field error when the slug is taken. */
  create(input: PersonInput): Promise<PersonRow>
  update(id: string, input: PersonInput): Promise<PersonRow | null>
  /** Posts (drafts included) that name the person. */
  references(id: string): Promise<PersonReference[]>
  /** Throws DataError conflict when a post still names the person. */
  remove(id: string): Promise<PersonRow | null>
  /** Live posts of one language written or reviewed by the person, newest first. */
  listPublishedPosts(id: string, q: { limit: number; offset: number; locale: Locale }): Promise<{ rows: PostRow[]; total: number }>
  /** How many live posts of each language name each person (author or reviewer, a post counted once): one read. */
  livePostCounts(): Promise<PersonPostCount[]>
}

/** Small key/value store for site-wide switches; values are JSON. */
export type SettingsStore = {
  all(): Promise<Record<string, unknown>>
  set(key: string, value: unknown): Promise<void>
}

/** Revisions are written by the content stores' saves; this reads them. Newest first, at most REVISIONS_KEPT. */
export type RevisionStore = {
  list(kind: ContentKind, recordId: string): Promise<RevisionSummary[]>
  get(kind: ContentKind, recordId: string, id: string): Promise<RevisionRow | null>
}

export type PresenceStore = {
  /** Records that this user has the editor open, and returns the others seen within ttlSeconds. */
  beat(kind: ContentKind, recordId: string, user: { id: string; email: string }, ttlSeconds: number): Promise<PresenceEntry[]>
  leave(kind: ContentKind, recordId: string, userId: string): Promise<void>
}

/**
 * Page views and their roll-ups. Views are written by the server's batcher (several servers may write at once:
 * an id already stored is skipped); the reports read only the roll-ups and the lead counts.
 */
export type AnalyticsStore = {
  /** Stores views whose id is new; returns how many were. */
  insert(views: PageView[]): Promise<number>
  /** The salt of `day` (YYYY-MM-DD), created on first use; every earlier day's salt is deleted. */
  salt(day: string): Promise<string>
  /**
   * Recomputes, from the raw views, the daily rows of `day` and the hourly rows of its hours. `start` and `end`
   * are the day's bounds in the site's time zone, as instants. Idempotent; safe with several servers.
   */
  rollup(day: string, start: string, end: string): Promise<void>
  daily(range: DayRange, dimensions: AnalyticsDimension[]): Promise<AggregateRow[]>
  /** Hourly rows whose hour starts in [from, to). */
  hourly(from: string, to: string, dimensions: AnalyticsDimension[]): Promise<AggregateRow[]>
  /**
   * One visitor's views from `since` on, oldest first (a lead's journey); null where this store may not read
   * views (Supabase's public writer: the contact function then reads the visit itself from MessageInput.visitor).
   */
  visitorViews(visitor: string, since: string): Promise<PageView[] | null>
  leads(from: string, to: string): Promise<LeadCounts>
  /** How many leads (messages, spam left out) arrived in [from, to): LeadCounts' total alone. */
  leadCount(from: string, to: string): Promise<number>
  /** Deletes raw views older than `days` days; returns how many. */
  prune(days: number): Promise<number>
  /** Deletes every view and roll-up (Admin → Analytics → delete all data). */
  clear(): Promise<void>
}

/** What a new review request stores (the link's token only as its hash). */
export type ReviewRequestInput = {
  documentId: string
  locale: string
  reviewerId: string
  reviewerEmail: string
  contentHash: string
  /** The document's version the link is sent for. */
  version: number
  dueDate: string | null
  requestedBy: string | null
  requestedByEmail: string
  tokenHash: string
  tokenExpiresAt: string
}

/** What an approval stores: the reviewer as signed, the content it covers, when it is due for re-review. */
export type ApprovalInput = {
  documentId: string
  locale: string
  contentHash: string
  version: number
  reviewerId: string | null
  reviewerName: string
  reviewerCredentials: string
  reviewerEmail: string
  nextReviewAt: string
  source: "link" | "member" | "recorded"
  requestId: string | null
  recordedBy: string | null
  recordedByEmail: string
  comment: string
}

/** The review queue: open requests, and live documents whose standing approval is due for re-review by `until`. */
export type ReviewQueueRows = {
  open: (ReviewRequestRow & { document_type: string; document_title: string })[]
  due: (MedicalApprovalRow & { document_type: string; document_title: string })[]
}

/** A re-review reminder to send: the approval, its document, and whether its reviewer is still in People. */
export type DueReminder = { approval: MedicalApprovalRow; documentType: string; documentTitle: string; reviewerPresent: boolean; ownerEmail: string | null }

/** What a reviewer is shown for a request: its document, the approval the diff starts from (the standing one, else
 * the newest) with the data of that version's revision, and the reviewer as People lists them. */
export type ReviewSubject = {
  document: DocumentRow
  approved: MedicalApprovalRow | null
  approvedData: Record<string, unknown> | null
  reviewer: { name: string; credentials: string } | null
}

/** A link dead because its document's reviewed fields changed: the document now and the data of the version it was sent for (null when no revision of it is kept). */
export type ReviewChanges = { document: DocumentRow; sentData: Record<string, unknown> | null }

/** Why a review link no longer works. */
export type ReviewLinkState = "forged" | "revoked" | "used" | "expired"

/** A reviewer's decision through their link, on the document at `version` (whose reviewed fields hash to contentHash). */
export type LinkDecisionInput = {
  status: "approved" | "changes_requested"
  comment: string
  name: string
  credentials: string
  contentHash: string
  version: number
}

export type LinkDecisionOutcome =
  | { problem: ReviewLinkState }
  | { changed: true }
  | { request: ReviewRequestRow; approval: MedicalApprovalRow | null }

/**
 * The link flow kept by the database itself (Supabase: a signed-out reviewer reads no table, so functions that take
 * the token's hash read and decide only that request's document). Both audit what they do in the reviewer's name.
 */
export type ReviewLinkStore = {
  /** The request a token's hash names (null: never issued) and, while its link works, what it shows; the first opening is marked. */
  open(tokenHash: string): Promise<{ request: ReviewRequestRow; subject: ReviewSubject | null; changed?: ReviewChanges | null } | null>
  /** Decides the link's request and, approving, records the approval: one transaction, refused when the document moved past `version`. */
  decide(tokenHash: string, input: LinkDecisionInput): Promise<LinkDecisionOutcome>
  /**
   * "Send me a new link" for a link that died of a change: revokes it and issues a request to the same reviewer and
   * address for the document at `version` (whose reviewed fields hash to contentHash), once per dead link.
   */
  relink(tokenHash: string, input: RelinkInput): Promise<RelinkOutcome>
}

/** The new link's token hash and expiry, and what the app hashed of the document the dead link showed. */
export type RelinkInput = { tokenHash: string; tokenExpiresAt: string; contentHash: string; version: number }

export type RelinkOutcome =
  | { problem: ReviewLinkState }
  | { unchanged: true }
  | { already: true }
  | { moved: true }
  | { request: ReviewRequestRow; reviewerName: string; title: string }

/** A Reviewer member's decision on the document at `version` (whose reviewed fields hash to contentHash). */
export type MemberDecisionInput = { status: "approved" | "changes_requested"; comment: string; contentHash: string; version: number }

export type MemberDecisionOutcome =
  | { problem: "not_pending" | "reviewer_unknown" }
  | { changed: true }
  | { request: ReviewRequestRow; approval: MedicalApprovalRow | null }

/**
 * The Reviewer role's sign-off kept by the database itself (Supabase: a Reviewer's key reads no draft, so functions
 * keyed on the caller's session read and decide only the open request of a document addressed to them).
 */
export type ReviewMemberStore = {
  /** The open request of this document addressed to the signed-in Reviewer and what it shows; null when there is none. */
  open(documentId: string): Promise<{ request: ReviewRequestRow; subject: ReviewSubject | null } | null>
  /** Decides that request and, approving, records the approval in the reviewer's name: one transaction, refused when the document moved past `version`. */
  decide(documentId: string, input: MemberDecisionInput): Promise<MemberDecisionOutcome>
  /** The open requests addressed to the signed-in Reviewer, with their documents' type and title. */
  requests(): Promise<ReviewQueueRows["open"]>
}

/** Medical review (docs/medical-review.md): requests with their single-use links, and approvals. */
export type MedicalReviewStore = {
  /** Set where the database keeps the link flow (Supabase); absent, the data layer runs it on the methods below. */
  link?: ReviewLinkStore
  /** Set where the database keeps the Reviewer member's sign-off (Supabase); absent, the data layer runs it on the methods below. */
  member?: ReviewMemberStore
  createRequest(input: ReviewRequestInput): Promise<ReviewRequestRow>
  /** The request a link's token hash names, whatever its state (the caller says why a link no longer works). */
  requestByToken(tokenHash: string): Promise<ReviewRequestRow | null>
  getRequest(id: string): Promise<ReviewRequestRow | null>
  requestsFor(documentId: string): Promise<ReviewRequestRow[]>
  /** Marks the first opening of the link; true only for the call that marked it. */
  markViewed(id: string): Promise<boolean>
  /**
   * Decides a pending request (approved or changes requested) and, through a link, uses its token up; null when it
   * was no longer pending (decided, revoked, or its link used meanwhile): two submits cannot both decide it.
   */
  decide(id: string, status: "approved" | "changes_requested", comment: string, viaLink: boolean): Promise<ReviewRequestRow | null>
  /** Retires a pending request whose link died of a change, for its new one (revoked, relinked_at set); null when it was not pending or was already relinked. */
  markRelinked(id: string): Promise<ReviewRequestRow | null>
  /** Revokes a pending request and its link; null when it was not pending. */
  revoke(id: string, documentId: string): Promise<ReviewRequestRow | null>
  /** Revokes every pending request of a document (a new request replaces them); returns them. */
  revokePending(documentId: string): Promise<ReviewRequestRow[]>
  addApproval(input: ApprovalInput): Promise<MedicalApprovalRow>
  /** The newest approval not withdrawn (whatever content it covers), or null. */
  currentApproval(documentId: string): Promise<MedicalApprovalRow | null>
  approvalsFor(documentId: string): Promise<MedicalApprovalRow[]>
  /**
   * Claims every standing approval of a live document whose re-review date has passed at `now` and that had no
   * reminder yet, marking it sent in the same statement: with any number of servers, each is claimed once.
   */
  claimDueReminders(now: string): Promise<DueReminder[]>
  queue(until: string): Promise<ReviewQueueRows>
  /** Withdraws the standing approval when it covers other content than `contentHash`; returns it when it did. */
  withdrawUnless(documentId: string, contentHash: string): Promise<MedicalApprovalRow | null>
}

/**
 * Data-subject requests (docs/privacy.md): one address's leads found and erased by its blind index, and the requests'
 * register (the address only as its blind index). SQL backend: lib/backend/sql/privacy.ts; Supabase:
 * lib/backend/supabase/privacy.ts (service-role functions; no outbox there, so no jobs and nothing to queue).
 */
export type PrivacyStore = {
  /** The blind index of an e-mail address: the HMAC `messages.email_bidx` holds (same normalisation). */
  subjectIndex(email: string): Promise<string>
  /** Every lead whose e-mail has this index (consent and journey on the row), their timelines and outbox jobs. */
  find(bidx: string): Promise<SubjectData>
  /**
   * Erases those leads by the retention's erase path (the rows, their timeline, their outbox jobs); returns the ids
   * erased. Call inside `Backend.transaction` with the reads and writes that go with it. Supabase (no transaction
   * across requests): the erasure also completes the address's open requests, or records one, in its own database
   * transaction, and the saveRequest of the erasure that follows completes those rows instead of adding one.
   */
  erase(bidx: string): Promise<string[]>
  /** Queues jobs that name no lead (a lead.deleted event must outlive the lead's own jobs). Supabase: none, refused. */
  queue(jobs: OutboxJobInput[]): Promise<void>
  /** Records a request (see DsrRequestInput.complete); returns the row written or found. */
  saveRequest(input: DsrRequestInput): Promise<DsrRequest>
  /** Open requests first (earliest due first), then the newest completed, up to `limit`. */
  requests(limit: number): Promise<DsrRequest[]>
}

export type Backend = {
  kind: "embedded" | "postgres" | "supabase"
  /**
   * Runs fn with stores whose writes commit together or not at all: a save, its revision, its redirect change and
   * its audit entry. SQL adapter: one database transaction. Supabase: PostgREST has no multi-request transactions,
   * so fn runs on the ordinary stores; each write's revision, redirect change and audit entries are written by
   * triggers in the write's own transaction (contentHooksInDatabase).
   */
  transaction<T>(fn: (tx: Backend) => Promise<T>): Promise<T>
  /**
   * The database writes a content save's audit entries and redirect changes in the write's own transaction (triggers
   * on posts, pages and people: Supabase, where fn above cannot span requests). The data layer then writes neither
   * itself; it still reloads the redirect table after the commit. Unset: the data layer writes them inside fn.
   */
  contentHooksInDatabase?: boolean
  posts: PostStore
  pages: PageStore
  documents: DocumentsStore
  messages: MessageStore
  /** Provided by both backends (on Supabase: lib/backend/supabase/leads.ts); callers still check it. */
  leads?: LeadStore
  /** Absent on Supabase without SUPABASE_SERVICE_ROLE_KEY: its leads then record no consent (docs/leads.md, "Consent"). */
  consent?: ConsentStore
  /**
   * Supabase: only with the service-role key, and without recipients or lead.deleted events (no outbox there);
   * docs/privacy.md, "Data-subject requests".
   */
  privacy?: PrivacyStore
  /** Absent where this server cannot run the worker (Supabase mode): notifications are then off. */
  outbox?: OutboxStore
  media: MediaStore
  auth: AuthService
  /** A random secret shared by every server on this backend, created on first use. */
  secret(name: "form_token" | "download_link" | "two_factor" | "lead_link"): Promise<string>
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
  /** Two-factor sign-in of local accounts. Absent in Supabase mode, which has hostedTwoFactor instead. */
  twoFactor?: TwoFactorStore
  /** Supabase mode: two-factor sign-in on Supabase Auth's MFA. */
  hostedTwoFactor?: HostedTwoFactorStore
  /** Supabase mode with SUPABASE_SERVICE_ROLE_KEY set: the Team screen through Supabase Auth. */
  hostedTeam?: HostedTeamStore
  audit: AuditStore
  analytics: AnalyticsStore
  /** Medical review's requests and approvals. */
  medicalReview?: MedicalReviewStore
}
