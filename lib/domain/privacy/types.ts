import type { LeadEvent, LeadRow } from "@/lib/domain/leads/types"
import type { OutboxJob } from "@/lib/domain/types"

/**
 * Data-subject requests (Admin → Privacy, docs/privacy.md): what one person, known by their e-mail address, may ask
 * about the leads held on them. No I/O here.
 */

export const DSR_KINDS = ["find", "export", "erase"] as const
export type DsrKind = (typeof DSR_KINDS)[number]

/** A request is answered within this many days of its receipt. */
export const DSR_DUE_DAYS = 45

export type DsrStatus = "open" | "completed"

/** One request as stored: the address only as its blind index, never in plain text. */
export type DsrRequest = {
  id: string
  kind: DsrKind
  subject_bidx: string
  received_at: string
  due_at: string
  status: DsrStatus
  outcome: string
  completed_at: string | null
  actor_email: string
}

export type DsrRequestInput = {
  kind: DsrKind
  subjectBidx: string
  receivedAt: string
  dueAt: string
  /** Completes the subject's open requests (or records a completed one); else opens one unless one is open. */
  complete: boolean
  outcome: string
  actor: { id: string | null; email: string }
}

/** Everything stored about one address, read in one go: its leads (consent and journey on the row), timelines, jobs. */
export type SubjectData = {
  leads: LeadRow[]
  events: LeadEvent[]
  jobs: OutboxJob[]
}

/** Where something about the lead went: a team or visitor e-mail, the site's webhook, a CRM. */
export type Recipient = {
  lead_id: string
  /** "email", "webhook" (the site's signed webhook) or "crm" (HubSpot or the owner's CRM webhook). */
  channel: "email" | "webhook" | "crm"
  /** The addresses, the webhook's or CRM's address ("" when this server has none set). */
  to: string
  /** What it was (the outbox topic: "contact-message", "lead-reply", "crm"...). */
  topic: string
  status: OutboxJob["status"]
  queued_at: string
  sent_at: string | null
}

/** The due date: received + 45 days. */
export function dsrDueAt(receivedAt: string): string {
  return new Date(Date.parse(receivedAt) + DSR_DUE_DAYS * 86_400_000).toISOString()
}

/** Open and past its due date at `now`. */
export function dsrOverdue(r: Pick<DsrRequest, "status" | "due_at">, now: number): boolean {
  return r.status === "open" && Date.parse(r.due_at) < now
}
