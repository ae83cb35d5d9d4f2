import "server-only"

import type { SupabaseClient } from "@supabase/supabase-js"

import type { LinkDecisionOutcome, MedicalReviewStore, MemberDecisionOutcome, RelinkOutcome, ReviewChanges, ReviewLinkState, ReviewSubject } from "@/lib/backend/types"
import { toDocumentRow } from "@/lib/backend/sql/documents"
import { toApprovalRow, toReviewRequestRow } from "@/lib/backend/sql/medical-review"
import { DataError } from "@/lib/domain/errors"
import type { ReviewRequestRow } from "@/lib/domain/types"

import { fromPostgrest, rowsOf } from "./errors"

type Row = Record<string, unknown>

// PostgREST sends a date column as "2026-12-31", which the SQL mapper reads from due_date_text.
const request = (r: Row): ReviewRequestRow => toReviewRequestRow({ ...r, due_date_text: r.due_date ?? null })
const LINK_STATES: readonly ReviewLinkState[] = ["forged", "revoked", "used", "expired"]

function subjectOf(s: Row | null | undefined): ReviewSubject | null {
  if (!s || !s.document) return null
  const reviewer = s.reviewer as { name?: unknown; credentials?: unknown } | null
  return {
    document: toDocumentRow(s.document as Row),
    approved: s.approved ? toApprovalRow(s.approved as Row) : null,
    approvedData: (s.approved_data as Row | null) ?? null,
    reviewer: reviewer ? { name: String(reviewer.name ?? ""), credentials: String(reviewer.credentials ?? "") } : null,
  }
}

function changesOf(c: Row | null | undefined): ReviewChanges | null {
  if (!c || !c.document) return null
  return { document: toDocumentRow(c.document as Row), sentData: (c.sent_data as Row | null) ?? null }
}

/**
 * Medical review over PostgREST (supabase/migrations/20261202000100_medical_review.sql, 20261202000300 and
 * 20261202000400). Members read requests and approvals through row-level security, visitors the approvals of live
 * documents; every write is a function that decides who may make it, as nobody writes the tables through the data
 * API. The link flow is the database's (`link`): a signed-out reviewer's functions take the token's hash and read or
 * decide only its request's document. The database withdraws approvals and gates publishing in the save itself.
 */
export function supabaseMedicalReview(sb: SupabaseClient): MedicalReviewStore {
  const call = async (fn: string, args: Row, what: string) => {
    const { data, error } = await sb.rpc(fn, args)
    if (error?.code === "PT404") throw new DataError("not_found", error.message ?? "Not found")
    if (error?.code === "PT422") throw new DataError("validation", error.message ?? "Some fields are invalid")
    if (error) throw fromPostgrest(error, what)
    return data as unknown
  }
  const requests = (data: unknown) => (Array.isArray(data) ? (data as Row[]) : []).map(request)
  const approvals = () => sb.from("medical_approvals").select("*")

  return {
    async createRequest(i) {
      // Who asked is the database's (the caller's JWT); a new request replaces the open one in the same transaction.
      const data = await call(
        "review_create_request",
        {
          p_document: i.documentId,
          p_reviewer: i.reviewerId,
          p_reviewer_email: i.reviewerEmail,
          p_content_hash: i.contentHash,
          p_due_date: i.dueDate,
          p_token_hash: i.tokenHash,
          p_token_expires_at: i.tokenExpiresAt,
        },
        "create review request",
      )
      return request(data as Row)
    },

    // Link holders read through `link`; members may read any request (row-level security).
    async requestByToken(tokenHash) {
      const rows = await rowsOf(sb.from("review_requests").select("*").eq("token_hash", tokenHash), "review request by link")
      return rows[0] ? request(rows[0]) : null
    },
    async getRequest(id) {
      const rows = await rowsOf(sb.from("review_requests").select("*").eq("id", id), "get review request")
      return rows[0] ? request(rows[0]) : null
    },
    async requestsFor(documentId) {
      return (await rowsOf(sb.from("review_requests").select("*").eq("document_id", documentId).order("seq", { ascending: false }), "list review requests")).map(request)
    },

    // The link's functions mark the first opening and decide (link.open, link.decide); a Reviewer member's sign-off
    // is the database's too (member.open, member.decide): no key decides a request or writes an approval directly.
    markViewed: async () => false,
    async decide() {
      throw new DataError("validation", "Requests are decided by the reviewer's functions only")
    },
    async addApproval() {
      throw new DataError("validation", "Approvals are recorded by the reviewer's decision only")
    },

    revoke: async (id, documentId) => requests(await call("review_revoke_request", { p_id: id, p_document: documentId }, "revoke review request"))[0] ?? null,
    revokePending: async (documentId) => requests(await call("review_revoke_pending", { p_document: documentId }, "revoke review requests")),

    async currentApproval(documentId) {
      const rows = await rowsOf(approvals().eq("document_id", documentId).is("withdrawn_at", null).order("seq", { ascending: false }).limit(1), "current approval")
      return rows[0] ? toApprovalRow(rows[0]) : null
    },
    async approvalsFor(documentId) {
      return (await rowsOf(approvals().eq("document_id", documentId).order("seq", { ascending: false }), "list approvals")).map(toApprovalRow)
    },

    // No server here reads an outbox (docs/notifications.md): no reminder is claimed, so none is marked sent
    // without its e-mail. The review queue lists what is due.
    claimDueReminders: async () => [],

    async queue(until) {
      const data = ((await call("review_queue", { p_until: until }, "review queue")) ?? {}) as { open?: Row[]; due?: Row[] }
      const doc = (r: Row) => ({ document_type: String(r.document_type ?? ""), document_title: String(r.document_title ?? "") })
      return {
        open: (data.open ?? []).map((r) => ({ ...request(r), ...doc(r) })),
        due: (data.due ?? []).map((r) => ({ ...toApprovalRow(r), ...doc(r) })),
      }
    },

    // A dead link's new one is the link's own function (link.relink): the public key writes no request.
    markRelinked: async () => null,

    // The save's own trigger withdraws approvals whose reviewed fields changed (20261202000300).
    withdrawUnless: async () => null,

    link: {
      async open(tokenHash) {
        const data = (await call("review_link_open", { p_token_hash: tokenHash }, "open review link")) as Row | null
        if (!data || !data.request) return null
        return { request: request(data.request as Row), subject: subjectOf(data.subject as Row | null), changed: changesOf(data.changed as Row | null) }
      },
      // "Send me a new link" (20261202001300): the database issues the new request to the dead link's reviewer and address.
      async relink(tokenHash, i): Promise<RelinkOutcome> {
        const data = ((await call(
          "review_link_relink",
          { p_token_hash: tokenHash, p_new_token_hash: i.tokenHash, p_token_expires_at: i.tokenExpiresAt, p_content_hash: i.contentHash, p_version: i.version },
          "new review link",
        )) ?? {}) as Row
        if (typeof data.problem === "string") return { problem: LINK_STATES.includes(data.problem as ReviewLinkState) ? (data.problem as ReviewLinkState) : "forged" }
        if (data.unchanged === true) return { unchanged: true }
        if (data.already === true) return { already: true }
        if (data.moved === true) return { moved: true }
        return { request: request(data.request as Row), reviewerName: String(data.reviewer ?? ""), title: String(data.title ?? "") }
      },
      async decide(tokenHash, d): Promise<LinkDecisionOutcome> {
        const data = ((await call(
          "review_link_decide",
          {
            p_token_hash: tokenHash,
            p_decision: d.status,
            p_comment: d.comment,
            p_name: d.name,
            p_credentials: d.credentials,
            p_content_hash: d.contentHash,
            p_version: d.version,
          },
          "decide review",
        )) ?? {}) as Row
        if (typeof data.problem === "string") return { problem: LINK_STATES.includes(data.problem as ReviewLinkState) ? (data.problem as ReviewLinkState) : "forged" }
        if (data.changed === true) return { changed: true }
        return { request: request(data.request as Row), approval: data.approval ? toApprovalRow(data.approval as Row) : null }
      },
    },

    // A Reviewer member (20261202000700): the functions find the request addressed to the caller's session.
    member: {
      async open(documentId) {
        const data = (await call("review_member_open", { p_document: documentId }, "open review")) as Row | null
        if (!data || !data.request) return null
        return { request: request(data.request as Row), subject: subjectOf(data.subject as Row | null) }
      },
      async decide(documentId, d): Promise<MemberDecisionOutcome> {
        const data = ((await call(
          "review_member_decide",
          { p_document: documentId, p_decision: d.status, p_comment: d.comment, p_content_hash: d.contentHash, p_version: d.version },
          "decide review",
        )) ?? {}) as Row
        if (data.problem === "reviewer_unknown") return { problem: "reviewer_unknown" }
        if (typeof data.problem === "string") return { problem: "not_pending" }
        if (data.changed === true) return { changed: true }
        return { request: request(data.request as Row), approval: data.approval ? toApprovalRow(data.approval as Row) : null }
      },
      // 20261202001100: only the Reviewer's own open requests (the function reads their e-mail from the session).
      async requests() {
        const data = await call("review_member_requests", {}, "my review requests")
        return (Array.isArray(data) ? (data as Row[]) : []).map((r) => ({ ...request(r), document_type: String(r.document_type ?? ""), document_title: String(r.document_title ?? "") }))
      },
    },
  }
}
