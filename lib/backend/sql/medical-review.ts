import "server-only"

import type { Db, SqlRow } from "@/lib/backend/db/types"
import type { MedicalReviewStore } from "@/lib/backend/types"
import type { ApprovalSource, MedicalApprovalRow, ReviewRequestRow, ReviewRequestStatus } from "@/lib/domain/types"

import { iso, isoOrNull } from "./rows"

const text = (v: unknown) => (typeof v === "string" ? v : "")

// A date column is read as text ("2026-12-31"): no time zone can shift it.
const REQUEST = "review_requests.*, due_date::text as due_date_text"

export function toReviewRequestRow(r: SqlRow): ReviewRequestRow {
  return {
    id: String(r.id),
    document_id: String(r.document_id),
    locale: text(r.locale),
    reviewer_id: r.reviewer_id ? String(r.reviewer_id) : null,
    reviewer_email: text(r.reviewer_email),
    status: text(r.status) as ReviewRequestStatus,
    content_hash: text(r.content_hash),
    version: r.version === null || r.version === undefined ? null : Number(r.version),
    due_date: r.due_date_text ? String(r.due_date_text) : null,
    requested_by_email: text(r.requested_by_email),
    token_expires_at: isoOrNull(r.token_expires_at),
    token_used_at: isoOrNull(r.token_used_at),
    revoked_at: isoOrNull(r.revoked_at),
    viewed_at: isoOrNull(r.viewed_at),
    relinked_at: isoOrNull(r.relinked_at),
    comment: text(r.comment),
    decided_at: isoOrNull(r.decided_at),
    created_at: iso(r.created_at),
  }
}

export function toApprovalRow(r: SqlRow): MedicalApprovalRow {
  return {
    id: String(r.id),
    document_id: String(r.document_id),
    locale: text(r.locale),
    content_hash: text(r.content_hash),
    version: Number(r.version),
    reviewer_id: r.reviewer_id ? String(r.reviewer_id) : null,
    reviewer_name: text(r.reviewer_name),
    reviewer_credentials: text(r.reviewer_credentials),
    reviewer_email: text(r.reviewer_email),
    approved_at: iso(r.approved_at),
    next_review_at: iso(r.next_review_at),
    source: text(r.source) as ApprovalSource,
    request_id: r.request_id ? String(r.request_id) : null,
    recorded_by_email: text(r.recorded_by_email),
    comment: text(r.comment),
    withdrawn_at: isoOrNull(r.withdrawn_at),
    reminder_sent_at: isoOrNull(r.reminder_sent_at),
  }
}

/** Medical review on PGlite or PostgreSQL (migration 0017). */
export function sqlMedicalReview(db: Db): MedicalReviewStore {
  const one = async (sql: string, params: unknown[]) => {
    const rows = await db.query(sql, params)
    return rows[0] ? toReviewRequestRow(rows[0]) : null
  }
  return {
    async createRequest(i) {
      const row = await one(
        `insert into review_requests (document_id, locale, reviewer_id, reviewer_email, content_hash, due_date, requested_by, requested_by_email,
                                      token_hash, token_expires_at, version)
         values ($1, $2, $3, $4, $5, $6::date, $7::uuid, $8, $9, $10::timestamptz, $11) returning ${REQUEST}`,
        [i.documentId, i.locale, i.reviewerId, i.reviewerEmail, i.contentHash, i.dueDate, i.requestedBy, i.requestedByEmail, i.tokenHash, i.tokenExpiresAt, i.version],
      )
      return row!
    },

    requestByToken: (tokenHash) => one(`select ${REQUEST} from review_requests where token_hash = $1`, [tokenHash]),
    getRequest: (id) => one(`select ${REQUEST} from review_requests where id = $1`, [id]),

    async requestsFor(documentId) {
      const rows = await db.query(`select ${REQUEST} from review_requests where document_id = $1 order by seq desc`, [documentId])
      return rows.map(toReviewRequestRow)
    },

    async markViewed(id) {
      const rows = await db.query("update review_requests set viewed_at = now() where id = $1 and viewed_at is null returning id", [id])
      return rows.length > 0
    },

    decide: (id, status, comment, viaLink) =>
      one(
        `update review_requests set status = $2, comment = $3, decided_at = now(),
                token_used_at = case when $4::boolean then now() else token_used_at end
          where id = $1 and status = 'pending' and token_used_at is null returning ${REQUEST}`,
        [id, status, comment, viaLink],
      ),

    markRelinked: (id) =>
      one(
        `update review_requests set status = 'revoked', revoked_at = now(), relinked_at = now()
          where id = $1 and status = 'pending' and token_used_at is null and relinked_at is null returning ${REQUEST}`,
        [id],
      ),

    revoke: (id, documentId) =>
      one(
        `update review_requests set status = 'revoked', revoked_at = now()
          where id = $1 and document_id = $2 and status = 'pending' returning ${REQUEST}`,
        [id, documentId],
      ),

    async revokePending(documentId) {
      const rows = await db.query(
        `update review_requests set status = 'revoked', revoked_at = now() where document_id = $1 and status = 'pending' returning ${REQUEST}`,
        [documentId],
      )
      return rows.map(toReviewRequestRow)
    },

    async addApproval(i) {
      const rows = await db.query(
        `insert into medical_approvals (document_id, locale, content_hash, version, reviewer_id, reviewer_name, reviewer_credentials, reviewer_email,
                                        next_review_at, source, request_id, recorded_by, recorded_by_email, comment)
         values ($1, $2, $3, $4, $5::uuid, $6, $7, $8, $9::timestamptz, $10, $11::uuid, $12::uuid, $13, $14) returning *`,
        [i.documentId, i.locale, i.contentHash, i.version, i.reviewerId, i.reviewerName, i.reviewerCredentials, i.reviewerEmail, i.nextReviewAt, i.source,
          i.requestId, i.recordedBy, i.recordedByEmail, i.comment],
      )
      return toApprovalRow(rows[0]!)
    },

    async currentApproval(documentId) {
      const rows = await db.query("select * from medical_approvals where document_id = $1 and withdrawn_at is null order by seq desc limit 1", [documentId])
      return rows[0] ? toApprovalRow(rows[0]) : null
    },

    async approvalsFor(documentId) {
      const rows = await db.query("select * from medical_approvals where document_id = $1 order by seq desc", [documentId])
      return rows.map(toApprovalRow)
    },

    async queue(until) {
      const [open, due] = await Promise.all([
        db.query(
          `select ${REQUEST}, d.type as document_type, d.title as document_title
             from review_requests join documents d on d.id = review_requests.document_id
            where review_requests.status = 'pending' order by review_requests.due_date nulls last, review_requests.seq`,
          [],
        ),
        db.query(
          `select a.*, d.type as document_type, d.title as document_title
             from medical_approvals a join documents d on d.id = a.document_id
            where a.withdrawn_at is null and d.published and a.next_review_at <= $1::timestamptz
              and not exists (select 1 from medical_approvals n where n.document_id = a.document_id and n.seq > a.seq)
            order by a.next_review_at`,
          [until],
        ),
      ])
      const doc = (r: SqlRow) => ({ document_type: text(r.document_type), document_title: text(r.document_title) })
      return { open: open.map((r) => ({ ...toReviewRequestRow(r), ...doc(r) })), due: due.map((r) => ({ ...toApprovalRow(r), ...doc(r) })) }
    },

    async claimDueReminders(now) {
      // The newest approval of a live document, not withdrawn, due, never reminded. "for update skip locked" and
      // the repeated "reminder_sent_at is null" (checked again on the locked row) make the claim exactly once.
      const rows = await db.query(
        `update medical_approvals a set reminder_sent_at = $1::timestamptz
          where a.reminder_sent_at is null and a.id in (
            select x.id from medical_approvals x join documents d on d.id = x.document_id
             where x.withdrawn_at is null and x.reminder_sent_at is null and x.next_review_at <= $1::timestamptz
               and d.published and (d.publish_at is null or d.publish_at <= $1::timestamptz)
               and not exists (select 1 from medical_approvals n where n.document_id = x.document_id and n.seq > x.seq)
             for update of x skip locked)
        returning a.*,
          (select d.type from documents d where d.id = a.document_id) as document_type,
          (select d.title from documents d where d.id = a.document_id) as document_title,
          exists (select 1 from documents p where p.id = a.reviewer_id) as reviewer_present,
          (select u.email from memberships m join users u on u.id = m.user_id where m.role = 'owner' limit 1) as owner_email`,
        [now],
      )
      return rows.map((r) => ({
        approval: toApprovalRow(r),
        documentType: text(r.document_type),
        documentTitle: text(r.document_title),
        reviewerPresent: r.reviewer_present === true,
        ownerEmail: r.owner_email ? String(r.owner_email) : null,
      }))
    },

    async withdrawUnless(documentId, contentHash) {
      const rows = await db.query(
        `update medical_approvals set withdrawn_at = now()
          where document_id = $1 and withdrawn_at is null and content_hash <> $2 returning *`,
        [documentId, contentHash],
      )
      return rows[0] ? toApprovalRow(rows[0]) : null
    },
  }
}
