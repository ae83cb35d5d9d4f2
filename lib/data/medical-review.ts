import "server-only"

import { createHash, randomBytes } from "node:crypto"

import { z } from "zod"

import type { Backend, MedicalReviewStore, ReviewChanges, ReviewLinkStore, ReviewMemberStore, ReviewSubject } from "@/lib/backend/types"
import { REVIEW_LINK_STATES, REVIEW_MAIL, REVIEW_MESSAGES as M, REVIEW_RELINK, type ReviewLinkProblem } from "@/lib/copy/medical-review"
import { DECLARATIONS, declarationOf, type ContentTypeName } from "@/lib/domain/content"
import { reviewedLabel, reviewedText, reviewedValue } from "@/lib/domain/content/review"
import { localizedCacheTargets, type ContentTypeDeclaration, type ReviewDeclaration } from "@/lib/domain/content/types"
import { DEFAULT_LOCALE, isLocale } from "@/lib/domain/i18n"
import { slugify } from "@/lib/domain/slug"
import { diffFields, type FieldDiff } from "@/lib/domain/revisions/diff"
import { absoluteUrl } from "@/lib/domain/site"
import type { AuditEntryInput, ContentKind, DocumentRow, MedicalApprovalRow, OutboxJobInput, ReviewRequestRow } from "@/lib/domain/types"
import { ipLimitKey } from "@/lib/server/http/request-ip"
import type { WindowRule } from "@/lib/server/limits/rules"
import { escapeHtml } from "@/lib/server/mail/html"
import { isBuildPhase } from "@/lib/server/env"
import { refreshCacheTargets } from "@/lib/server/cache/revalidate"
import { wakeOutbox } from "@/lib/server/outbox/signal"

import { auditEntry, type AuditAction } from "./audit"
import { requirePermission, type AdminUser } from "./auth"
import { resolveBackend } from "./backend"
import { clockNow } from "./clock"
import { DataError, parseId, parseInput } from "./errors"
import { hitReviewRelinkLimit } from "./limits"
import { siteTimeZone } from "./schedule"
import { DEFAULT_REREVIEW_MONTHS, settingsForChecks, settingsIn, type SiteSettings } from "./settings"

/**
 * Medical review as a workflow (docs/medical-review.md): a request names a clinician of People and e-mails them a
 * single-use link; their approval is bound to the exact reviewed content of one document in one language (a hash of
 * the type's declared reviewed fields), is withdrawn by any later change to those fields, and is what the public
 * "Medically reviewed by" line and the JSON-LD read. Publishing content that requires review is refused without a
 * current approval (reviewGate, run by lib/data/documents.ts inside every save's transaction).
 */

/** How long a review link works unless used or revoked first. */
export const REVIEW_LINK_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000
// 32 random bytes, base64url: 43 characters.
const TOKEN = /^[A-Za-z0-9_-]{43}$/
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex")

type Values = Record<string, unknown>

const reviewOf = (type: ContentTypeDeclaration): ReviewDeclaration | null => type.review ?? null

/**
 * The fingerprint of what a reviewer approves: SHA-256 over "name:bytes:value\n" for each declared reviewed field
 * in order (a structured value as its JSON; a sub-field by its path, `details.summary`, read inside its field).
 * Migration 0017 computes the same for existing posts, in SQL.
 */
export function reviewedHash(review: ReviewDeclaration, values: Values): string {
  const hash = createHash("sha256")
  for (const name of review.fields) {
    const text = reviewedText(reviewedValue(values, name))
    hash.update(`${name}:${Buffer.byteLength(text, "utf8")}:${text}\n`)
  }
  return hash.digest("hex")
}

/** Whether a document needs a current approval to be published: health content by the site's settings. */
export function reviewRequired(review: ReviewDeclaration, values: Values, settings: Pick<SiteSettings, "clinicalCategories" | "medicalReviewForAll">): boolean {
  if (settings.medicalReviewForAll) return true
  if (!review.category) return false
  const category = slugify(String(values[review.category] ?? ""))
  return !!category && settings.clinicalCategories.some((c) => slugify(c) === category)
}

/** Months until the re-review of a document approved now: its category's setting, else the default. */
export function reReviewMonths(review: ReviewDeclaration, values: Values, settings: Pick<SiteSettings, "reReviewMonths">): number {
  const category = review.category ? slugify(String(values[review.category] ?? "")) : ""
  const months = category ? settings.reReviewMonths[category] : undefined
  return months ?? DEFAULT_REREVIEW_MONTHS
}

export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime())
  d.setUTCMonth(d.getUTCMonth() + months)
  return d
}

/** Today's date (YYYY-MM-DD) in the site's time zone. */
function today(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: siteTimeZone(), year: "numeric", month: "2-digit", day: "2-digit" }).format(now)
}

/** The store, or a refusal in words where this backend keeps no reviews. */
function storeOf(backend: Backend): MedicalReviewStore {
  if (!backend.medicalReview) throw new DataError("validation", M.notReviewable)
  return backend.medicalReview
}

function reviewable(kind: unknown): { type: ContentTypeDeclaration; review: ReviewDeclaration } {
  const type = typeof kind === "string" ? (() => {
    try {
      return declarationOf(kind as ContentTypeName)
    } catch {
      return null
    }
  })() : null
  const review = type ? reviewOf(type) : null
  if (!type || !review) throw new DataError("validation", M.notReviewable)
  return { type, review }
}

const goingLive = (row: Values) => row.published === true || (typeof row.publish_at === "string" && row.publish_at !== "")

/**
 * After an approval is recorded: the pages that show the document (its declared cache targets, at its language's
 * addresses) are rendered afresh on every server, so its public line appears at once. A withdrawal is an edit, whose
 * save refreshes the same pages (lib/data/documents.ts).
 */
async function refreshPagesOf(doc: Values | null | undefined): Promise<void> {
  if (!doc || typeof doc.type !== "string") return
  const type = (() => {
    try {
      return declarationOf(doc.type as ContentTypeName)
    } catch {
      return null
    }
  })()
  if (!type) return
  const locale = typeof doc.locale === "string" && isLocale(doc.locale) ? doc.locale : DEFAULT_LOCALE
  await refreshCacheTargets(localizedCacheTargets(type.cacheTargets(doc as never), locale))
}

function entry(actor: { id: string | null; email: string; sessionId: string | null }, action: AuditAction, type: ContentTypeDeclaration, row: { id: string } & Values): AuditEntryInput {
  return auditEntry({ id: actor.id ?? "", email: actor.email, sessionId: actor.sessionId }, action, {
    type: type.name as ContentTypeName,
    id: row.id,
    label: String(row[type.titleField] ?? ""),
  })
}

/** An audit entry whose actor may be no member (a reviewer through a link): actor_id stays empty. */
function reviewerEntry(name: string, action: AuditAction, type: ContentTypeDeclaration, row: { id: string } & Values): AuditEntryInput {
  return { ...entry({ id: null, email: name, sessionId: null }, action, type, row), actorId: null }
}

/**
 * Inside a save's transaction, after the write: withdraws a standing approval the save's reviewed fields no longer
 * match (audited), then refuses (rolling the save back) a document that goes live or is scheduled while it requires
 * review and has no approval of exactly this content. `user` null: a save by no member (none today).
 */
export async function reviewGate(tx: Backend, typeName: ContentTypeName, row: { id: string } & Values, user: AdminUser | null): Promise<void> {
  const type = declarationOf(typeName)
  const review = reviewOf(type)
  // Where the database runs a save's hooks in the write's own transaction (Supabase), it also keeps both rules there
  // (supabase/migrations/20261202000300_medical_review_gate.sql): a refusal here would come after the write committed.
  if (!review || !tx.medicalReview || tx.contentHooksInDatabase) return
  const hash = reviewedHash(review, row)
  const withdrawn = await tx.medicalReview.withdrawUnless(row.id, hash)
  if (withdrawn && !tx.contentHooksInDatabase) {
    await tx.audit.record(entry(user ?? { id: null, email: "", sessionId: null }, "review_withdraw", type, row))
  }
  if (!goingLive(row)) return
  const settings = await settingsIn(tx)
  if (!reviewRequired(review, row, settings)) return
  const current = withdrawn ? null : await tx.medicalReview.currentApproval(row.id)
  if (current && current.content_hash === hash) return
  const message = withdrawn ? M.publishApprovalWithdrawn(type.labels.singular, withdrawn.reviewer_name) : M.publishNeedsApproval(type.labels.singular)
  // No field error: the editor's toast then carries the reason in words.
  throw new DataError("validation", message)
}

// ---------------------------------------------------------------------------------------------------------------
// Requests

const requestSchema = z.object({
  reviewer_id: z.string({ error: M.reviewerUnknown }).trim().min(1, M.reviewerUnknown),
  reviewer_email: z.string({ error: M.emailInvalid }).trim().toLowerCase().max(320, M.emailInvalid).email(M.emailInvalid),
  due_date: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v), M.dueDateInvalid),
})

export type ReviewRequestInput = z.input<typeof requestSchema>

function fieldError(field: string, message: string): DataError {
  return new DataError("validation", message, { fieldErrors: { [field]: [message] } })
}

/** The e-mail that carries a review link. */
export function reviewRequestJob(to: string, reviewerName: string, title: string, link: string, dueDate: string | null, ref: string): OutboxJobInput {
  const intro = REVIEW_MAIL.requestIntro(reviewerName, title)
  const due = dueDate ? REVIEW_MAIL.requestDue(dueDate) : ""
  const lines = [intro, "", link, "", ...(due ? [due] : []), REVIEW_MAIL.requestValidity]
  return {
    kind: "email",
    topic: "medical-review",
    ref,
    payload: {
      to: [to],
      subject: REVIEW_MAIL.requestSubject(title),
      text: lines.join("\n"),
      html: `<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
${due ? `<p>${escapeHtml(due)}</p>\n` : ""}<p>${escapeHtml(REVIEW_MAIL.requestValidity)}</p>`,
    },
  }
}

/**
 * Asks a clinician of People to review one document (in its language): checks the reviewer (known, with
 * credentials), their e-mail and the due date (not past), replaces any open request of the document, stores the new
 * one with its link's hash and e-mails the link through the outbox, all in one transaction. The link is returned
 * once, for the member to copy when mail is off (`mailed` false: this backend has no outbox, nothing was e-mailed).
 */
export async function requestMedicalReview(kind: unknown, id: unknown, input: unknown): Promise<{ request: ReviewRequestRow; link: string; mailed: boolean }> {
  const { type, review } = reviewable(kind)
  const user = await requirePermission(type.access.update)
  const recordId = parseId(id)
  const data = parseInput(requestSchema, input)
  if (data.due_date && data.due_date < today()) throw fieldError("due_date", M.dueDatePast)
  const { backend } = await resolveBackend()
  storeOf(backend)
  const doc = (await backend.documents.of(type.name as ContentTypeName).get(recordId)) as (DocumentRow & Values) | null
  if (!doc) throw new DataError("not_found", type.notFound)
  const reviewer = /^[0-9a-f-]{36}$/i.test(data.reviewer_id) ? await backend.documents.of("person").get(data.reviewer_id.toLowerCase()) : null
  if (!reviewer) throw fieldError("reviewer_id", M.reviewerUnknown)
  if (!String(reviewer.credentials ?? "").trim()) throw fieldError("reviewer_id", M.reviewerNoCredentials)
  const token = randomBytes(32).toString("base64url")
  const link = absoluteUrl(`/review/${token}`)
  const request = await backend.transaction(async (tx) => {
    const s = storeOf(tx)
    await s.revokePending(recordId)
    const request = await s.createRequest({
      documentId: recordId,
      locale: String(doc.locale ?? "en"),
      reviewerId: reviewer.id,
      reviewerEmail: data.reviewer_email,
      contentHash: reviewedHash(review, doc),
      version: Number(doc.version ?? 1),
      dueDate: data.due_date,
      requestedBy: user.id,
      requestedByEmail: user.email,
      tokenHash: hashToken(token),
      tokenExpiresAt: new Date(Date.now() + REVIEW_LINK_DAYS * DAY_MS).toISOString(),
    })
    await tx.audit.record(entry(user, "review_request", type, doc))
    await tx.outbox?.enqueue([reviewRequestJob(data.reviewer_email, String(reviewer.title), String(doc[type.titleField] ?? ""), link, data.due_date, `review:${request.id}`)])
    return request
  })
  wakeOutbox()
  // Without an outbox (Supabase mode: no server here delivers mail, docs/notifications.md) the link is not e-mailed:
  // the member copies it from the box.
  return { request, link, mailed: !!backend.outbox }
}

/** The document's requests, newest first (its review history beside the approvals). */
export async function listReviewRequests(kind: unknown, id: unknown): Promise<ReviewRequestRow[]> {
  const { type } = reviewable(kind)
  await requirePermission(type.access.read)
  const { backend } = await resolveBackend()
  return storeOf(backend).requestsFor(parseId(id))
}

export async function listApprovals(kind: unknown, id: unknown): Promise<MedicalApprovalRow[]> {
  const { type } = reviewable(kind)
  await requirePermission(type.access.read)
  const { backend } = await resolveBackend()
  return storeOf(backend).approvalsFor(parseId(id))
}

/** Revokes an open request: its link stops working at once (410 "revoked"). */
export async function revokeReviewRequest(kind: unknown, documentId: unknown, requestId: unknown): Promise<ReviewRequestRow> {
  const { type } = reviewable(kind)
  const user = await requirePermission(type.access.update)
  const docId = parseId(documentId)
  const { backend } = await resolveBackend()
  return backend.transaction(async (tx) => {
    const row = await storeOf(tx).revoke(parseId(requestId), docId)
    if (!row) throw new DataError("not_found", M.requestNotPending)
    const doc = await tx.documents.of(type.name as ContentTypeName).get(docId)
    if (doc) await tx.audit.record(entry(user, "review_revoke", type, doc as DocumentRow & Values))
    return row
  })
}

// ---------------------------------------------------------------------------------------------------------------
// The review link (no account)

/** What the link page shows: the version to review and its diff against the last approved version. */
export type ReviewView = {
  request: ReviewRequestRow
  kind: ContentKind
  title: string
  /** The reviewed fields as they are now, with their labels. */
  fields: { key: string; label: string; value: string }[]
  /** The fingerprint of what is shown: the decision is refused when the document changed since. */
  contentHash: string
  /** Changes since the last approval (null: nothing was approved before). */
  diff: FieldDiff[] | null
  reviewer: { name: string; credentials: string }
}

/**
 * What a link shows once its document's reviewed fields changed since the version it was sent for: the changes from
 * that version to now, and whether "Send me a new link" is offered.
 */
export type ChangedView = {
  title: string
  /** From the version the link was sent for to now (null: no revision of that version is kept). */
  diff: FieldDiff[] | null
  /** The reviewed fields now (shown when there is no diff). */
  fields: { key: string; label: string; value: string }[]
  /** A new link was already sent for this one. */
  relinked: boolean
  /** This site can e-mail a new link (it has an outbox). */
  canRelink: boolean
  /** The document now: its reviewed fields' hash and version (what a new link is sent for). */
  contentHash: string
  version: number
}

export type ReviewLinkResult = { ok: true; view: ReviewView } | { ok: false; problem: ReviewLinkProblem; status: number; dead?: ChangedView }

const problem = (p: ReviewLinkProblem): ReviewLinkResult => ({ ok: false, problem: p, status: REVIEW_LINK_STATES[p].status })
/** A link dead because its document changed (410 when opened, 409 when a decision is sent). */
const changedProblem = (changed: ChangedView, status: number = REVIEW_LINK_STATES.changed.status): ReviewLinkResult => ({ ok: false, problem: "changed", status, dead: changed })

/** Why a link no longer works, as far as its request tells ("changed" here: a new link was already sent for it). */
function linkProblem(request: ReviewRequestRow | null, now = Date.now()): ReviewLinkProblem | null {
  if (!request) return "forged"
  if (request.relinked_at) return "changed"
  if (request.status === "revoked" || request.revoked_at) return "revoked"
  if (request.token_used_at || request.status !== "pending") return "used"
  if (!request.token_expires_at || Date.parse(request.token_expires_at) <= now) return "expired"
  return null
}

type ReviewedField = { key: string; label: string; value: string }

/** A document's reviewed fields as the reviewer reads them: label and text, sub-fields by their path. */
function reviewedFields(type: ContentTypeDeclaration, review: ReviewDeclaration, doc: Values): ReviewedField[] {
  return review.fields.map((key) => ({ key, label: reviewedLabel(type, key), value: reviewedText(reviewedValue(doc, key)) }))
}

/** What changed in the reviewed fields from an earlier version's data to `fields` (null: no earlier data). */
function reviewedDiff(review: ReviewDeclaration, before: Values | null | undefined, fields: ReviewedField[]): FieldDiff[] | null {
  if (!before) return null
  return diffFields(
    Object.fromEntries(review.fields.map((k) => [k, reviewedText(reviewedValue(before, k))])),
    Object.fromEntries(fields.map((f) => [f.key, f.value])),
    fields.map((f) => ({ key: f.key, label: f.label })),
  )
}

/** The data of a document's revision at `version` (null when none is kept). */
async function revisionData(backend: Backend, document: DocumentRow, version: number): Promise<Values | null> {
  const kind = document.type as ContentKind
  const at = (await backend.revisions.list(kind, document.id)).find((r) => r.version === version)
  return at ? (((await backend.revisions.get(kind, document.id, at.id))?.data as Values | undefined) ?? null) : null
}

/** What a request shows, read from the stores (a backend whose link flow is the database's reads it there). */
async function subjectOf(backend: Backend, request: ReviewRequestRow): Promise<ReviewSubject | null> {
  const document = await backend.documents.getById?.(request.document_id)
  if (!document) return null
  const store = storeOf(backend)
  const approved = (await store.currentApproval(document.id)) ?? (await store.approvalsFor(document.id))[0] ?? null
  const approvedData = approved ? await revisionData(backend, document, approved.version) : null
  const person = request.reviewer_id ? await backend.documents.of("person").get(request.reviewer_id) : null
  return { document, approved, approvedData, reviewer: person ? { name: String(person.title ?? ""), credentials: String(person.credentials ?? "") } : null }
}

/** The page a reviewer sees: the reviewed fields now, and the diff against the approved version's revision. */
function viewFrom(request: ReviewRequestRow, subject: ReviewSubject): ReviewView | null {
  const type = declarationOf(subject.document.type as ContentTypeName)
  const review = reviewOf(type)
  if (!review) return null
  const doc = subject.document as DocumentRow & Values
  const fields = reviewedFields(type, review, doc)
  // An approval whose revision is not kept diffs against nothing: every field shows as new.
  const diff = subject.approved ? reviewedDiff(review, subject.approvedData ?? {}, fields) : null
  return {
    request,
    kind: type.name as ContentKind,
    title: String(doc[type.titleField] ?? ""),
    fields,
    contentHash: reviewedHash(review, doc),
    diff,
    reviewer: { name: subject.reviewer?.name ?? "", credentials: subject.reviewer?.credentials ?? "" },
  }
}

async function viewOf(backend: Backend, request: ReviewRequestRow): Promise<ReviewView | null> {
  const subject = await subjectOf(backend, request)
  return subject ? viewFrom(request, subject) : null
}

/** The changed-link page from the document now and the data of the version the link was sent for. */
function changedFrom(request: ReviewRequestRow, changes: ReviewChanges, canRelink: boolean): ChangedView | null {
  const type = declarationOf(changes.document.type as ContentTypeName)
  const review = reviewOf(type)
  if (!review) return null
  const doc = changes.document as DocumentRow & Values
  const fields = reviewedFields(type, review, doc)
  const diff = reviewedDiff(review, changes.sentData, fields)
  return {
    title: String(doc[type.titleField] ?? ""),
    diff,
    fields,
    relinked: !!request.relinked_at,
    canRelink: canRelink && !request.relinked_at,
    contentHash: reviewedHash(review, doc),
    version: Number(doc.version ?? 1),
  }
}

/**
 * Whether a request's link died because its document's reviewed fields changed since the version it was sent for
 * (its content hash), and if so what changed; null while the document is as sent. A relinked request always is.
 */
async function changedOf(backend: Backend, request: ReviewRequestRow): Promise<ChangedView | null> {
  const document = await backend.documents.getById?.(request.document_id)
  const review = document ? reviewOf(declarationOf(document.type as ContentTypeName)) : null
  if (!document || !review) return null
  if (!request.relinked_at && reviewedHash(review, document as DocumentRow & Values) === request.content_hash) return null
  const sentData = request.version ? await revisionData(backend, document, request.version) : null
  return changedFrom(request, { document, sentData }, !!backend.outbox)
}

/** Public: opens a review link (no account). The first opening is audited; a bad link says which. */
export async function openReviewLink(token: unknown): Promise<ReviewLinkResult> {
  if (typeof token !== "string" || !TOKEN.test(token)) return problem("forged")
  const { backend } = await resolveBackend()
  const store = storeOf(backend)
  if (store.link) return openInDatabase(store.link, hashToken(token), !!backend.outbox)
  const request = await store.requestByToken(hashToken(token))
  const bad = linkProblem(request)
  if (bad === "changed" && request) {
    const changed = await changedOf(backend, request)
    return changed ? changedProblem(changed) : problem("revoked")
  }
  if (bad || !request) return problem(bad ?? "forged")
  // A link is bound to the version it was sent for: once the reviewed fields changed, it is dead (and says what changed).
  const changed = await changedOf(backend, request)
  if (changed) return changedProblem(changed)
  const view = await viewOf(backend, request)
  if (!view) return problem("revoked")
  if (await store.markViewed(request.id)) {
    const type = declarationOf(view.kind as ContentTypeName)
    await backend.audit.record(reviewerEntry(view.reviewer.name, "review_view", type, { id: request.document_id, [type.titleField]: view.title }))
  }
  return { ok: true, view }
}

/** A link opened by the database (ReviewLinkStore): it marks and audits the first opening itself. */
async function openInDatabase(link: ReviewLinkStore, tokenHash: string, canRelink: boolean): Promise<ReviewLinkResult> {
  const opened = await link.open(tokenHash)
  const changed = opened?.changed ? changedFrom(opened.request, opened.changed, canRelink) : null
  if (changed) return changedProblem(changed)
  const bad = linkProblem(opened?.request ?? null)
  if (bad || !opened) return problem(bad ?? "forged")
  const view = opened.subject ? viewFrom(opened.request, opened.subject) : null
  return view ? { ok: true, view } : problem("revoked")
}

const decisionSchema = z.object({
  decision: z.enum(["approve", "changes"], { error: M.decisionInvalid }),
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(200, M.nameRequired),
  credentials: z.string({ error: M.credentialsRequired }).trim().min(1, M.credentialsRequired).max(200, M.credentialsRequired),
  comment: z.string().trim().max(5000, M.commentTooLong).optional().default(""),
  content_hash: z.string().regex(/^[0-9a-f]{64}$/, M.changedMeanwhile),
})

export type ReviewDecisionResult =
  | { ok: true; decision: "approve" | "changes"; approval: MedicalApprovalRow | null }
  | { ok: false; problem: ReviewLinkProblem; status: number; dead?: ChangedView }
  | { ok: false; changed: true; view: ReviewView }

/**
 * Public: the reviewer's decision through their link. The link must still work; the content must be exactly what
 * the page showed (else nothing is saved and the new diff is returned); approving records who signed, with their
 * confirmed name and credentials, and sets the re-review date. The link is used up in the same transaction, so two
 * submits cannot both count.
 */
export async function decideReviewLink(token: unknown, input: unknown): Promise<ReviewDecisionResult> {
  if (typeof token !== "string" || !TOKEN.test(token)) return problem("forged") as ReviewDecisionResult
  const data = parseInput(decisionSchema, input)
  if (data.decision === "changes" && !data.comment) throw fieldError("comment", M.commentRequired)
  const { backend } = await resolveBackend()
  const link = storeOf(backend).link
  if (link) return decideInDatabase(link, hashToken(token), data, !!backend.outbox)
  const request = await storeOf(backend).requestByToken(hashToken(token))
  const bad = linkProblem(request)
  if (bad === "changed" && request) {
    const changed = await changedOf(backend, request)
    return (changed ? changedProblem(changed, 409) : problem("revoked")) as ReviewDecisionResult
  }
  if (bad || !request) return problem(bad ?? "forged") as ReviewDecisionResult
  const settings = await settingsForChecks()
  type Outcome = { changed: ReviewView } | { dead: ChangedView } | { approval: MedicalApprovalRow | null; doc: Values } | { problem: ReviewLinkProblem }
  const outcome: Outcome = await backend.transaction(async (tx): Promise<Outcome> => {
    const store = storeOf(tx)
    const docRow = await tx.documents.getById?.(request.document_id, { lock: true })
    if (!docRow) return { problem: "revoked" }
    const type = declarationOf(docRow.type as ContentTypeName)
    const review = reviewOf(type)!
    const doc = docRow as DocumentRow & Values
    // The reviewed fields changed since the link was sent: the link is dead, nothing is recorded.
    if (reviewedHash(review, doc) !== request.content_hash) {
      const changed = await changedOf(tx, request)
      return changed ? { dead: changed } : { problem: "revoked" }
    }
    if (data.content_hash !== request.content_hash) {
      const view = await viewOf(tx, request)
      return view ? { changed: view } : { problem: "revoked" }
    }
    const decided = await store.decide(request.id, data.decision === "approve" ? "approved" : "changes_requested", data.comment, true)
    if (!decided) return { problem: "used" }
    if (data.decision === "changes") {
      await tx.audit.record(reviewerEntry(data.name, "review_changes", type, doc))
      return { approval: null, doc }
    }
    const approval = await store.addApproval({
      documentId: doc.id,
      locale: String(doc.locale ?? request.locale),
      contentHash: data.content_hash,
      version: Number(doc.version ?? 1),
      reviewerId: request.reviewer_id,
      reviewerName: data.name,
      reviewerCredentials: data.credentials,
      reviewerEmail: request.reviewer_email,
      nextReviewAt: addMonths(new Date(), reReviewMonths(review, doc, settings)).toISOString(),
      source: "link",
      requestId: request.id,
      recordedBy: null,
      recordedByEmail: "",
      comment: data.comment,
    })
    await tx.audit.record(reviewerEntry(data.name, "review_approve", type, doc))
    return { approval, doc }
  })
  if ("problem" in outcome) return problem(outcome.problem) as ReviewDecisionResult
  if ("dead" in outcome) return changedProblem(outcome.dead, 409) as ReviewDecisionResult
  if ("changed" in outcome) return { ok: false, changed: true, view: outcome.changed }
  if (outcome.approval) await refreshPagesOf(outcome.doc)
  return { ok: true, decision: data.decision, approval: outcome.approval }
}

/**
 * The decision through a link whose flow is the database's: the content the page showed is checked against the
 * document as the link reads it now, and the database records the decision on exactly that version (refusing it when
 * the document moved on meanwhile), uses the link up and audits it, in one transaction.
 */
async function decideInDatabase(link: ReviewLinkStore, tokenHash: string, data: z.output<typeof decisionSchema>, canRelink: boolean): Promise<ReviewDecisionResult> {
  const changedView = async (): Promise<ReviewDecisionResult> => {
    const opened = await openInDatabase(link, tokenHash, canRelink)
    if (!opened.ok && opened.dead) return changedProblem(opened.dead, 409) as ReviewDecisionResult
    return opened.ok ? { ok: false, changed: true, view: opened.view } : (opened as ReviewDecisionResult)
  }
  const opened = await link.open(tokenHash)
  const dead = opened?.changed ? changedFrom(opened.request, opened.changed, canRelink) : null
  if (dead) return changedProblem(dead, 409) as ReviewDecisionResult
  const bad = linkProblem(opened?.request ?? null)
  if (bad || !opened) return problem(bad ?? "forged") as ReviewDecisionResult
  const doc = opened.subject?.document as (DocumentRow & Values) | undefined
  const review = doc ? reviewOf(declarationOf(doc.type as ContentTypeName)) : null
  if (!doc || !review) return problem("revoked") as ReviewDecisionResult
  if (reviewedHash(review, doc) !== data.content_hash) return changedView()
  const outcome = await link.decide(tokenHash, {
    status: data.decision === "approve" ? "approved" : "changes_requested",
    comment: data.comment,
    name: data.name,
    credentials: data.credentials,
    contentHash: data.content_hash,
    version: Number(doc.version ?? 1),
  })
  if ("problem" in outcome) return problem(outcome.problem) as ReviewDecisionResult
  if ("changed" in outcome) return changedView()
  if (outcome.approval) await refreshPagesOf(doc)
  return { ok: true, decision: data.decision, approval: outcome.approval }
}

// ---------------------------------------------------------------------------------------------------------------
// "Send me a new link" (a link dead because its document changed)

/** At most this many new links asked from one network (IPv4 address or IPv6 /64) per hour. */
export const REVIEW_RELINK_LIMIT: WindowRule = { limit: 5, windowMs: 60 * 60 * 1000 }

export type RelinkResult =
  /** A new link is on its way to the reviewer's inbox ("sent"), or one already was for this link ("already"). */
  | { ok: true; sent: "now" | "already" }
  /** The link still works (the document is as it was sent): open it again. */
  | { ok: true; sent: "unchanged" }
  /** The link no longer works for another reason, or nothing could be sent (notice says why). */
  | { ok: false; problem: ReviewLinkProblem; status: number; dead?: ChangedView; notice?: string }

/**
 * Public: the reviewer of a link that died because its document changed asks for a new one. The new request goes to
 * the SAME reviewer and e-mail address (the visitor names none), for the version as it is now; the dead link is
 * revoked and marked relinked, and the e-mail is queued through the outbox, in one transaction: once per dead link (a
 * second press answers "already"). Rate limited per network (REVIEW_RELINK_LIMIT, refused "rate_limited").
 */
export async function relinkReviewLink(token: unknown, ip: string): Promise<RelinkResult> {
  if (typeof token !== "string" || !TOKEN.test(token)) return problem("forged") as RelinkResult
  const { backend } = await resolveBackend()
  const store = storeOf(backend)
  const limit = await hitReviewRelinkLimit(backend, ipLimitKey(ip), REVIEW_RELINK_LIMIT)
  if (!limit.ok) throw new DataError("rate_limited", REVIEW_RELINK.tooMany, { retryAfterMs: limit.retryAfterMs })
  const tokenHash = hashToken(token)
  const canRelink = !!backend.outbox
  const opened = store.link ? await openInDatabase(store.link, tokenHash, canRelink) : await deadLinkOf(backend, store, tokenHash)
  if (opened === "works" || opened.ok) return { ok: true, sent: "unchanged" }
  if (opened.problem !== "changed" || !opened.dead) return opened as RelinkResult
  if (opened.dead.relinked) return { ok: true, sent: "already" }
  // Without an outbox (Supabase mode: no server here delivers mail) a new link could reach no one: nothing is issued.
  if (!backend.outbox) return { ...opened, notice: REVIEW_RELINK.noMail } as RelinkResult
  const title = opened.dead.title
  const fresh = randomBytes(32).toString("base64url")
  const link = absoluteUrl(`/review/${fresh}`)
  const expires = new Date(Date.now() + REVIEW_LINK_DAYS * DAY_MS).toISOString()
  type Outcome = { sent: "now" | "already" } | { moved: true }
  if (store.link) {
    // The database issues the new request to the dead link's reviewer and address (the public key writes no request).
    const made = await store.link.relink(tokenHash, { tokenHash: hashToken(fresh), tokenExpiresAt: expires, contentHash: opened.dead.contentHash, version: opened.dead.version })
    if ("problem" in made) return problem(made.problem) as RelinkResult
    if ("unchanged" in made || "moved" in made) return { ok: true, sent: "unchanged" }
    if ("already" in made) return { ok: true, sent: "already" }
    await backend.outbox.enqueue([reviewRequestJob(made.request.reviewer_email, made.reviewerName, made.title, link, made.request.due_date, `review:${made.request.id}`)])
    wakeOutbox()
    return { ok: true, sent: "now" }
  }
  const outcome = await backend.transaction(async (tx): Promise<Outcome> => {
    const s = storeOf(tx)
    const old = await s.requestByToken(tokenHash)
    if (!old) return { sent: "already" }
    const docRow = await tx.documents.getById?.(old.document_id, { lock: true })
    const type = docRow ? declarationOf(docRow.type as ContentTypeName) : null
    const review = type ? reviewOf(type) : null
    if (!docRow || !type || !review) return { sent: "already" }
    const doc = docRow as DocumentRow & Values
    const hash = reviewedHash(review, doc)
    if (hash === old.content_hash) return { moved: true }
    const person = old.reviewer_id ? await tx.documents.of("person").get(old.reviewer_id) : null
    const reviewerName = String(person?.title ?? "")
    if (!(await s.markRelinked(old.id))) return { sent: "already" }
    await s.revokePending(old.document_id)
    const request = await s.createRequest({
      documentId: old.document_id,
      locale: old.locale,
      reviewerId: old.reviewer_id ?? "",
      reviewerEmail: old.reviewer_email,
      contentHash: hash,
      version: Number(doc.version ?? 1),
      dueDate: old.due_date,
      requestedBy: null,
      requestedByEmail: old.requested_by_email,
      tokenHash: hashToken(fresh),
      tokenExpiresAt: expires,
    })
    await tx.audit.record(reviewerEntry(reviewerName || old.reviewer_email, "review_request", type, doc))
    await tx.outbox?.enqueue([reviewRequestJob(old.reviewer_email, reviewerName, String(doc[type.titleField] ?? title), link, old.due_date, `review:${request.id}`)])
    return { sent: "now" }
  })
  if ("moved" in outcome) return { ok: true, sent: "unchanged" }
  if (outcome.sent === "now") wakeOutbox()
  return { ok: true, sent: outcome.sent }
}

/** What a link is, on the data layer's stores, without marking or auditing an opening: dead (and why), or "works". */
async function deadLinkOf(backend: Backend, store: MedicalReviewStore, tokenHash: string): Promise<ReviewLinkResult | "works"> {
  const request = await store.requestByToken(tokenHash)
  const bad = linkProblem(request)
  if (!request) return problem("forged")
  if (bad && bad !== "changed") return problem(bad)
  const changed = await changedOf(backend, request)
  if (changed) return changedProblem(changed)
  return bad ? problem("revoked") : "works"
}

// ---------------------------------------------------------------------------------------------------------------
// What the editor and the public page read

export type ReviewState = "draft" | "in_review" | "changes_requested" | "approved" | "published"

/** Where a document stands in review, from its requests and approvals (REVIEW_STATES words it). */
export function reviewStateOf(doc: Values & { id: string }, hash: string, approval: MedicalApprovalRow | null, latestRequest: ReviewRequestRow | null): ReviewState {
  const approved = !!approval && approval.content_hash === hash
  if (approved && goingLive(doc)) return "published"
  if (approved) return "approved"
  if (latestRequest?.status === "changes_requested") return "changes_requested"
  if (latestRequest?.status === "pending") return "in_review"
  // An approval withdrawn by an edit sends the document back to review.
  if (approval === null && latestRequest?.status === "approved") return "in_review"
  return "draft"
}

export type ReviewStatus = { state: ReviewState; required: boolean; approval: MedicalApprovalRow | null; requests: ReviewRequestRow[] }

/** The editor's view of a document's review: its state, whether publishing needs it, its history. */
export async function getReviewStatus(kind: unknown, id: unknown): Promise<ReviewStatus> {
  const { type, review } = reviewable(kind)
  await requirePermission(type.access.read)
  const recordId = parseId(id)
  const { backend } = await resolveBackend()
  const doc = await backend.documents.of(type.name as ContentTypeName).get(recordId)
  if (!doc) throw new DataError("not_found", type.notFound)
  const store = storeOf(backend)
  const [approval, requests, settings] = await Promise.all([store.currentApproval(recordId), store.requestsFor(recordId), settingsForChecks()])
  const values = doc as DocumentRow & Values
  return {
    state: reviewStateOf(values, reviewedHash(review, values), approval, requests[0] ?? null),
    required: reviewRequired(review, values, settings),
    approval,
    requests,
  }
}

/**
 * For public pages: the approval that stands for this document's current content, or null. A lapsed approval (past
 * its re-review date) still stands: the page keeps its true date.
 */
export async function standingApproval(backend: Backend, typeName: ContentTypeName, doc: Values & { id: string }): Promise<MedicalApprovalRow | null> {
  const review = reviewOf(declarationOf(typeName))
  if (!review || !backend.medicalReview) return null
  const approval = await backend.medicalReview.currentApproval(doc.id)
  return approval && approval.content_hash === reviewedHash(review, doc) ? approval : null
}

/** What a public page says of a document's review: from its standing approval only. */
export type PublicApproval = { reviewerId: string | null; name: string; credentials: string; date: string }

/**
 * PUBLIC: the standing approval of a live document, as its page states it ("Medically reviewed by Name, credentials
 * on DATE"); null for a draft, an unknown id, or a document whose approval was withdrawn or never given.
 */
export async function getPublicApproval(documentId: unknown): Promise<PublicApproval | null> {
  if (isBuildPhase() || typeof documentId !== "string" || !/^[0-9a-f-]{36}$/i.test(documentId)) return null
  const { backend } = await resolveBackend()
  const doc = await backend.documents.getById?.(documentId.toLowerCase())
  if (!doc || !doc.published) return null
  const approval = await standingApproval(backend, doc.type as ContentTypeName, doc as DocumentRow & Values)
  if (!approval) return null
  return { reviewerId: approval.reviewer_id, name: approval.reviewer_name, credentials: approval.reviewer_credentials, date: approval.approved_at.slice(0, 10) }
}

// ---------------------------------------------------------------------------------------------------------------
// The review steps in the document's history

export type ReviewStepKind = "requested" | "relinked" | "viewed" | "approved" | "recorded" | "changes" | "withdrawn" | "revoked" | "reminder"

/** One step of a document's medical review, as its History panel lists it beside the saved versions. */
export type ReviewStep = { id: string; at: string; kind: ReviewStepKind; who: string; comment: string }

/** Two instants within a few seconds: the same transaction's steps (a dead link's retirement and its new request). */
const sameMoment = (a: string | null, b: string) => !!a && Math.abs(Date.parse(a) - Date.parse(b)) < 5_000

/**
 * Every step of a document's medical review, newest first: requested (or a new link at the reviewer's request),
 * opened by the reviewer, approved (or recorded), changes requested with the comment, withdrawn by an edit, revoked,
 * re-review reminder sent. Read from the document's requests and approvals (the records the audit entries of those
 * steps describe), with the permission to read the document. A type without review has none.
 */
export async function listReviewSteps(kind: unknown, id: unknown): Promise<ReviewStep[]> {
  const type = DECLARATIONS.find((t) => t.name === kind)
  if (!type) throw new DataError("validation", M.notReviewable)
  await requirePermission(type.access.read)
  const docId = parseId(id)
  const { backend } = await resolveBackend()
  if (!reviewOf(type) || !backend.medicalReview) return []
  const store = backend.medicalReview
  const [requests, approvals] = await Promise.all([store.requestsFor(docId), store.approvalsFor(docId)])
  const names = new Map<string, string>()
  for (const rid of new Set(requests.map((r) => r.reviewer_id).filter((x): x is string => !!x))) {
    const person = await backend.documents.of("person").get(rid)
    if (person) names.set(rid, String(person.title ?? ""))
  }
  const reviewerOf = (r: ReviewRequestRow) => (r.reviewer_id && names.get(r.reviewer_id)) || r.reviewer_email
  const steps: ReviewStep[] = []
  const oldestFirst = [...requests].reverse()
  oldestFirst.forEach((r, i) => {
    const relinked = i > 0 && sameMoment(oldestFirst[i - 1]!.relinked_at, r.created_at)
    steps.push(
      relinked
        ? { id: `${r.id}:requested`, at: r.created_at, kind: "relinked", who: reviewerOf(r), comment: "" }
        : { id: `${r.id}:requested`, at: r.created_at, kind: "requested", who: r.requested_by_email, comment: "" },
    )
    if (r.viewed_at) steps.push({ id: `${r.id}:viewed`, at: r.viewed_at, kind: "viewed", who: reviewerOf(r), comment: "" })
    if (r.status === "changes_requested" && r.decided_at) steps.push({ id: `${r.id}:changes`, at: r.decided_at, kind: "changes", who: reviewerOf(r), comment: r.comment })
    if (r.status === "revoked" && r.revoked_at && !r.relinked_at) steps.push({ id: `${r.id}:revoked`, at: r.revoked_at, kind: "revoked", who: "", comment: "" })
  })
  for (const a of approvals) {
    const who = a.reviewer_credentials ? `${a.reviewer_name}, ${a.reviewer_credentials}` : a.reviewer_name
    steps.push({ id: `${a.id}:approved`, at: a.approved_at, kind: a.source === "recorded" ? "recorded" : "approved", who, comment: a.comment })
    if (a.withdrawn_at) steps.push({ id: `${a.id}:withdrawn`, at: a.withdrawn_at, kind: "withdrawn", who: "", comment: "" })
    if (a.reminder_sent_at) steps.push({ id: `${a.id}:reminder`, at: a.reminder_sent_at, kind: "reminder", who: a.reviewer_name, comment: "" })
  }
  return steps.sort((x, y) => Date.parse(y.at) - Date.parse(x.at))
}

// ---------------------------------------------------------------------------------------------------------------
// Re-review reminders

/** The one e-mail that says a page is due for re-review (to its reviewer, or the owner when the reviewer is gone). */
export function reminderJob(to: string, name: string, title: string, reviewedOn: string, ref: string): OutboxJobInput {
  const intro = REVIEW_MAIL.reminderIntro(name, title, reviewedOn)
  return {
    kind: "email",
    topic: "medical-review",
    ref,
    payload: { to: [to], subject: REVIEW_MAIL.reminderSubject(title), text: intro, html: `<p>${escapeHtml(intro)}</p>` },
  }
}

/**
 * Sends the re-review reminders due at `now` (the server's clock, lib/data/clock.ts): each approval's reminder is
 * claimed and queued in one transaction, so with any number of servers it goes out exactly once. The page stays
 * published. Returns how many were queued.
 */
export async function sendDueReminders(backend: Backend, now: Date): Promise<number> {
  if (!backend.medicalReview) return 0
  const sent = await backend.transaction(async (tx) => {
    const due = await storeOf(tx).claimDueReminders(now.toISOString())
    let queued = 0
    for (const d of due) {
      const a = d.approval
      const to = d.reviewerPresent && a.reviewer_email ? a.reviewer_email : d.ownerEmail
      const name = d.reviewerPresent && a.reviewer_email ? a.reviewer_name : "team"
      if (to) {
        await tx.outbox?.enqueue([reminderJob(to, name, d.documentTitle, a.approved_at.slice(0, 10), `review-reminder:${a.id}`)])
        queued += 1
      }
      const type = declarationOf(d.documentType as ContentTypeName)
      await tx.audit.record(reviewerEntry(to ?? "", "review_reminder", type, { id: a.document_id, [type.titleField]: d.documentTitle }))
    }
    return queued
  })
  if (sent) wakeOutbox()
  return sent
}

// ---------------------------------------------------------------------------------------------------------------
// Sign-off as a member (the Reviewer role)

/** The open request of a document addressed to this member's e-mail, or a refusal in words. */
async function requestForMember(backend: Backend, docId: string, email: string): Promise<ReviewRequestRow> {
  const request = (await storeOf(backend).requestsFor(docId)).find((r) => r.status === "pending" && r.reviewer_email === email.toLowerCase())
  if (!request) throw new DataError("not_found", M.requestNotPending)
  return request
}

/**
 * A Reviewer member's view of a document they were asked to review: the version to review (read-only) and its diff
 * against the last approved version, as the link page shows it. Needs the review permission (the Reviewer role),
 * which gives no content access: a Reviewer cannot list, edit or publish anything.
 */
export async function getReviewForMember(kind: unknown, id: unknown): Promise<ReviewView> {
  reviewable(kind)
  const user = await requirePermission("review")
  const docId = parseId(id)
  const { backend } = await resolveBackend()
  const member = storeOf(backend).member
  if (member) return memberViewInDatabase(member, docId)
  const view = await viewOf(backend, await requestForMember(backend, docId, user.email))
  if (!view) throw new DataError("not_found", M.requestNotPending)
  return view
}

/** The view through a backend whose database finds the request addressed to the signed-in Reviewer (ReviewMemberStore). */
async function memberViewInDatabase(member: ReviewMemberStore, docId: string): Promise<ReviewView> {
  const opened = await member.open(docId)
  const view = opened?.subject ? viewFrom(opened.request, opened.subject) : null
  if (!view) throw new DataError("not_found", M.requestNotPending)
  return view
}

const memberDecisionSchema = decisionSchema.omit({ name: true, credentials: true })

/**
 * A Reviewer member signs off (or requests changes on) the version they saw. The approval names the request's
 * reviewer as People lists them; refused when the content changed meanwhile (the new view comes back).
 */
export async function decideAsMember(kind: unknown, id: unknown, input: unknown): Promise<ReviewDecisionResult> {
  reviewable(kind)
  const user = await requirePermission("review")
  const docId = parseId(id)
  const data = parseInput(memberDecisionSchema, input)
  if (data.decision === "changes" && !data.comment) throw fieldError("comment", M.commentRequired)
  const { backend } = await resolveBackend()
  const member = storeOf(backend).member
  if (member) return decideAsMemberInDatabase(member, docId, data)
  const request = await requestForMember(backend, docId, user.email)
  const person = request.reviewer_id ? await backend.documents.of("person").get(request.reviewer_id) : null
  if (!person) throw new DataError("not_found", M.reviewerUnknown)
  const settings = await settingsForChecks()
  const actor = { id: user.id, email: user.email, sessionId: user.sessionId }
  type Outcome = { changed: ReviewView } | { approval: MedicalApprovalRow | null; doc: Values }
  const outcome = await backend.transaction(async (tx): Promise<Outcome> => {
    const store = storeOf(tx)
    const docRow = await tx.documents.getById?.(docId, { lock: true })
    if (!docRow) throw new DataError("not_found", M.requestNotPending)
    const type = declarationOf(docRow.type as ContentTypeName)
    const review = reviewOf(type)!
    const doc = docRow as DocumentRow & Values
    if (reviewedHash(review, doc) !== data.content_hash) {
      const view = await viewOf(tx, request)
      if (!view) throw new DataError("not_found", M.requestNotPending)
      return { changed: view }
    }
    if (!(await store.decide(request.id, data.decision === "approve" ? "approved" : "changes_requested", data.comment, false))) {
      throw new DataError("conflict", M.requestNotPending)
    }
    if (data.decision === "changes") {
      await tx.audit.record(entry(actor, "review_changes", type, doc))
      return { approval: null, doc }
    }
    const approval = await store.addApproval({
      documentId: doc.id,
      locale: String(doc.locale ?? request.locale),
      contentHash: data.content_hash,
      version: Number(doc.version ?? 1),
      reviewerId: request.reviewer_id,
      reviewerName: String(person.title),
      reviewerCredentials: String(person.credentials ?? ""),
      reviewerEmail: request.reviewer_email,
      nextReviewAt: addMonths(new Date(), reReviewMonths(review, doc, settings)).toISOString(),
      source: "member",
      requestId: request.id,
      recordedBy: user.id,
      recordedByEmail: user.email,
      comment: data.comment,
    })
    await tx.audit.record(entry(actor, "review_approve", type, doc))
    return { approval, doc }
  })
  if ("changed" in outcome) return { ok: false, changed: true, view: outcome.changed }
  if (outcome.approval) await refreshPagesOf(outcome.doc)
  return { ok: true, decision: data.decision, approval: outcome.approval }
}

/**
 * The Reviewer's decision where the database keeps it: the content the page showed is checked against the document
 * as the Reviewer's request reads it now, and the database records the decision on exactly that version (refusing it
 * when the document moved on meanwhile) in the reviewer's name, audited as the member, in one transaction.
 */
async function decideAsMemberInDatabase(member: ReviewMemberStore, docId: string, data: z.output<typeof memberDecisionSchema>): Promise<ReviewDecisionResult> {
  const opened = await member.open(docId)
  const view = opened?.subject ? viewFrom(opened.request, opened.subject) : null
  if (!opened?.subject || !view) throw new DataError("not_found", M.requestNotPending)
  if (view.contentHash !== data.content_hash) return { ok: false, changed: true, view }
  const outcome = await member.decide(docId, {
    status: data.decision === "approve" ? "approved" : "changes_requested",
    comment: data.comment,
    contentHash: data.content_hash,
    version: Number(opened.subject.document.version ?? 1),
  })
  if ("problem" in outcome) throw outcome.problem === "reviewer_unknown" ? new DataError("not_found", M.reviewerUnknown) : new DataError("conflict", M.requestNotPending)
  if ("changed" in outcome) return { ok: false, changed: true, view: await memberViewInDatabase(member, docId) }
  if (outcome.approval) await refreshPagesOf(opened.subject.document as Values)
  return { ok: true, decision: data.decision, approval: outcome.approval }
}

/** One open request addressed to the signed-in Reviewer, as their list shows it. */
export type MyReviewItem = {
  documentId: string
  kind: ContentKind
  /** The kind of content, in words ("post", "site page"). */
  typeLabel: string
  title: string
  locale: string
  /** Who asked (the member's e-mail). */
  requestedBy: string
  requestedAt: string
  dueDate: string | null
  /** Past its due date on the server's clock. */
  late: boolean
  /** The Reviewer's screen for it: /admin/reviews/{type}/{id}. */
  href: string
}

const typeLabelOf = (type: string) => {
  try {
    return declarationOf(type as ContentTypeName).labels.singular
  } catch {
    return type
  }
}

/** Where a Reviewer reads and decides one request (the type and the document name it; the request is theirs). */
export const memberReviewHref = (type: string, documentId: string) => `/admin/reviews/${encodeURIComponent(type)}/${encodeURIComponent(documentId)}`

/**
 * The open requests addressed to the signed-in Reviewer's account e-mail, overdue ones flagged on the server's clock
 * (lib/data/clock.ts), the earliest due first. Only the Reviewer role: an editor's queue is getReviewQueue.
 */
export async function listMyReviewRequests(): Promise<MyReviewItem[]> {
  const user = await requirePermission("review")
  const { backend } = await resolveBackend()
  if (!backend.medicalReview) return []
  const store = backend.medicalReview
  const at = new Date(await clockNow(backend.settings))
  const email = user.email.toLowerCase()
  // Where the database keeps the Reviewer's reads (Supabase: their key reads no request), it finds them by the
  // session; elsewhere the open requests are filtered here by the account's e-mail.
  const rows = store.member ? await store.member.requests() : (await store.queue(at.toISOString())).open.filter((r) => r.reviewer_email === email)
  const day = today(at)
  return rows
    .filter((r) => r.status === "pending" && r.reviewer_email === email)
    .map((r) => ({
      documentId: r.document_id,
      kind: r.document_type as ContentKind,
      typeLabel: typeLabelOf(r.document_type),
      title: r.document_title,
      locale: r.locale,
      requestedBy: r.requested_by_email,
      requestedAt: r.created_at,
      dueDate: r.due_date,
      late: !!r.due_date && r.due_date < day,
      href: memberReviewHref(r.document_type, r.document_id),
    }))
}

// ---------------------------------------------------------------------------------------------------------------
// The review queue and the dashboard's counts

/** How far ahead the queue lists published content due for re-review. */
export const REREVIEW_HORIZON_DAYS = 30

export type QueueItem = { documentId: string; kind: ContentKind; title: string; locale: string; editHref: string; who: string; date: string | null; late: boolean }
export type ReviewQueue = { inReview: QueueItem[]; reReview: QueueItem[]; counts: { inReview: number; overdue: number; dueSoon: number; pastDue: number } }

const editHref = (type: string, id: string) => {
  try {
    return `${declarationOf(type as ContentTypeName).adminPath}/${id}`
  } catch {
    return "/admin"
  }
}

/**
 * What is in review (open requests, overdue ones flagged), and published content due for re-review within
 * REREVIEW_HORIZON_DAYS or past due, on the server's clock (lib/data/clock.ts).
 */
export async function getReviewQueue(): Promise<ReviewQueue> {
  await requirePermission("content")
  const { backend } = await resolveBackend()
  if (!backend.medicalReview) return { inReview: [], reReview: [], counts: { inReview: 0, overdue: 0, dueSoon: 0, pastDue: 0 } }
  const at = new Date(await clockNow(backend.settings))
  const rows = await backend.medicalReview.queue(new Date(at.getTime() + REREVIEW_HORIZON_DAYS * DAY_MS).toISOString())
  const day = today(at)
  const inReview = rows.open.map((r) => ({
    documentId: r.document_id,
    kind: r.document_type as ContentKind,
    title: r.document_title,
    locale: r.locale,
    editHref: editHref(r.document_type, r.document_id),
    who: r.reviewer_email,
    date: r.due_date,
    late: !!r.due_date && r.due_date < day,
  }))
  const reReview = rows.due.map((a) => ({
    documentId: a.document_id,
    kind: a.document_type as ContentKind,
    title: a.document_title,
    locale: a.locale,
    editHref: editHref(a.document_type, a.document_id),
    who: a.reviewer_name,
    date: a.next_review_at.slice(0, 10),
    late: Date.parse(a.next_review_at) <= at.getTime(),
  }))
  return {
    inReview,
    reReview,
    counts: {
      inReview: inReview.length,
      overdue: inReview.filter((i) => i.late).length,
      dueSoon: reReview.filter((i) => !i.late).length,
      pastDue: reReview.filter((i) => i.late).length,
    },
  }
}
