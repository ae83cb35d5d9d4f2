import "server-only"

import { z } from "zod"

import type { Backend, PrivacyStore } from "@/lib/backend/types"
import { PRIVACY } from "@/lib/copy/privacy"
import type { LeadEvent, LeadRow } from "@/lib/domain/leads/types"
import { dsrDueAt, type DsrKind, type DsrRequest, type Recipient, type SubjectData } from "@/lib/domain/privacy/types"
import type { OutboxJob, OutboxJobInput } from "@/lib/domain/types"
import { serverEnv } from "@/lib/server/env"
import { CRM_TOPIC, LEAD_DELETED_TOPIC } from "@/lib/server/outbox/deliver"
import { wakeOutbox } from "@/lib/server/outbox/signal"

import { auditEntry } from "./audit"
import { requirePermission, type AdminUser } from "./auth"
import { resolveBackend } from "./backend"
import { clockNow } from "./clock"
import { DataError, parseInput } from "./errors"

/**
 * Data-subject requests (Admin → Privacy, docs/privacy.md): everything held about one e-mail address, found by its
 * blind index, exported, or erased through the retention's erase path with a signed lead.deleted event to every
 * webhook and CRM that received a lead. Owner and admins only (the `privacy` permission), checked here. Each request
 * is recorded with its due date and outcome by the address's blind index, never the address.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/

const subjectSchema = z.object({
  email: z
    .string({ error: PRIVACY.errors.email })
    .trim()
    .max(320, PRIVACY.errors.email)
    .pipe(z.email({ error: PRIVACY.errors.email })),
  received: z
    .string({ error: PRIVACY.errors.received })
    .trim()
    // A real calendar day: "2026-02-30" is refused here, not passed on to the database.
    .refine((v) => v === "" || (DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v), PRIVACY.errors.received)
    .optional(),
})

type Access = { user: AdminUser; backend: Backend; privacy: PrivacyStore; now: number }

async function privacyAccess(): Promise<Access> {
  const user = await requirePermission("privacy")
  const { backend } = await resolveBackend()
  if (!backend.privacy) throw new DataError("unavailable", PRIVACY.errors.unavailable)
  return { user, backend, privacy: backend.privacy, now: await clockNow(backend.settings) }
}

/** The request's subject and its dates: received on the given day (today when none, never in the future), due 45 days later. */
async function subjectOf(a: Access, input: unknown) {
  const v = parseInput(subjectSchema, input ?? {})
  const receivedAt = v.received ? `${v.received}T00:00:00.000Z` : new Date(a.now).toISOString()
  if (Date.parse(receivedAt) > a.now) throw new DataError("validation", PRIVACY.errors.received, { fieldErrors: { received: [PRIVACY.errors.received] } })
  return { email: v.email, bidx: await a.privacy.subjectIndex(v.email), receivedAt, dueAt: dsrDueAt(receivedAt) }
}

/** Where one outbox job took the lead: its addresses, the site's webhook, the CRM. */
function recipientOf(job: OutboxJob): Recipient {
  const base = { lead_id: job.ref ?? "", topic: job.topic, status: job.status, queued_at: job.created_at, sent_at: job.sent_at }
  if (job.kind === "email") {
    const to = Array.isArray(job.payload.to) ? job.payload.to.map(String).join(", ") : ""
    return { ...base, channel: "email", to }
  }
  if (job.topic === CRM_TOPIC) {
    const p = job.payload as { crm?: string; url?: string; portalId?: string; formGuid?: string }
    return { ...base, channel: "crm", to: p.crm === "hubspot" ? `HubSpot (portal ${p.portalId ?? ""}, form ${p.formGuid ?? ""})` : (p.url ?? "") }
  }
  // The site's webhook: its address is the server's setting (the job does not keep it).
  return { ...base, channel: "webhook", to: serverEnv().WEBHOOK_URL ?? "" }
}

/** What one lead holds, as the Privacy screen and the export show it (no internal columns). */
export type SubjectLead = {
  id: string
  kind: LeadRow["kind"]
  received_at: string
  name: string
  email: string
  message: string
  folder: LeadRow["folder"]
  status: LeadRow["status"]
  tags: string[]
  value: string | null
  resource: LeadRow["resource"]
  event: LeadRow["event"] | null
  locale: string
  consent: LeadRow["consent"] | null
  journey: { page_path: string; referrer_origin: string; utm: LeadRow["utm"]; visit: LeadRow["visit"] }
  notes: Pick<LeadEvent, "at" | "kind" | "actor_email" | "body" | "data">[]
  recipients: Recipient[]
}

export type SubjectReport = { requested_at: string; leads: SubjectLead[]; recipients: Recipient[] }

function reportOf(data: SubjectData, now: number): SubjectReport {
  const recipients = data.jobs.map(recipientOf)
  const leads = data.leads.map(
    (l): SubjectLead => ({
      id: l.id,
      kind: l.kind,
      received_at: l.received_at,
      name: l.name,
      email: l.email,
      message: l.message,
      folder: l.folder,
      status: l.status,
      tags: l.tags,
      value: l.value,
      resource: l.resource,
      event: l.event ?? null,
      locale: l.locale,
      consent: l.consent ?? null,
      journey: { page_path: l.page_path, referrer_origin: l.referrer_origin, utm: l.utm, visit: l.visit },
      notes: data.events.filter((e) => e.message_id === l.id).map((e) => ({ at: e.at, kind: e.kind, actor_email: e.actor_email, body: e.body, data: e.data })),
      recipients: recipients.filter((r) => r.lead_id === l.id),
    }),
  )
  return { requested_at: new Date(now).toISOString(), leads, recipients }
}

async function record(a: Access, tx: Backend, kind: DsrKind, s: { bidx: string; receivedAt: string; dueAt: string }, complete: boolean, outcome: string): Promise<DsrRequest> {
  const request = await tx.privacy!.saveRequest({ kind, subjectBidx: s.bidx, receivedAt: s.receivedAt, dueAt: s.dueAt, complete, outcome, actor: { id: a.user.id, email: a.user.email } })
  // The log names the request, never the address.
  await tx.audit.record(auditEntry(a.user, `dsr_${kind}`, { type: "lead", id: request.id, label: outcome }))
  return request
}

/** Finds everything held about the address (an empty report when nothing is) and opens a request for it. */
export async function findSubject(input: unknown): Promise<SubjectReport & { request: DsrRequest }> {
  const a = await privacyAccess()
  const s = await subjectOf(a, input)
  const report = reportOf(await a.privacy.find(s.bidx), a.now)
  const request = await a.backend.transaction((tx) => record(a, tx, "find", s, false, PRIVACY.outcome.found(report.leads.length)))
  return { ...report, request }
}

export const EXPORT_FORMATS = ["json", "csv"] as const

/** The export of everything held about the address (empty for an unknown one); completes the subject's open request. */
export async function exportSubject(input: unknown, format: (typeof EXPORT_FORMATS)[number]): Promise<SubjectReport> {
  const a = await privacyAccess()
  const s = await subjectOf(a, input)
  const report = reportOf(await a.privacy.find(s.bidx), a.now)
  await a.backend.transaction((tx) => record(a, tx, "export", s, true, PRIVACY.outcome.exported(report.leads.length, format.toUpperCase())))
  return report
}

/** The body of a lead.deleted event: the lead's id and when, nothing personal. */
export function leadDeletedBody(leadId: string, at: string): string {
  return JSON.stringify({ type: "lead.deleted", id: leadId, deleted_at: at, reason: "data_subject_request" })
}

/**
 * One lead.deleted job per lead and destination that received it (a delivery marked sent): the site's webhook (no
 * address in the job: the server's WEBHOOK_URL, signed with WEBHOOK_SECRET) and each CRM webhook at its address.
 * HubSpot's forms API has no deletion, so a HubSpot hand-off gets none (the export lists it for a manual deletion).
 */
export function leadDeletedJobs(data: SubjectData, at: string): OutboxJobInput[] {
  const jobs = new Map<string, OutboxJobInput>()
  for (const job of data.jobs) {
    if (job.kind !== "webhook" || job.status !== "sent" || !job.ref || job.topic === LEAD_DELETED_TOPIC) continue
    const body = leadDeletedBody(job.ref, at)
    if (job.topic === CRM_TOPIC) {
      const p = job.payload as { crm?: string; url?: string }
      if (p.crm === "webhook" && typeof p.url === "string") jobs.set(`${job.ref} crm ${p.url}`, { kind: "webhook", topic: LEAD_DELETED_TOPIC, ref: null, payload: { url: p.url, body } })
      continue
    }
    jobs.set(`${job.ref} site`, { kind: "webhook", topic: LEAD_DELETED_TOPIC, ref: null, payload: { body } })
  }
  return [...jobs.values()]
}

/**
 * Erases every lead of the address everywhere (the rows with their journey and consent columns, notes, timeline,
 * outbox jobs), queues the lead.deleted events, completes the request and writes the log entry: one transaction.
 * An unknown address erases nothing and is still recorded.
 */
export async function eraseSubject(input: unknown): Promise<{ leads: number; events: number; request: DsrRequest }> {
  const a = await privacyAccess()
  const s = await subjectOf(a, input)
  const at = new Date(a.now).toISOString()
  const result = await a.backend.transaction(async (tx) => {
    const data = await tx.privacy!.find(s.bidx)
    const erased = await tx.privacy!.erase(s.bidx)
    const jobs = leadDeletedJobs({ ...data, jobs: data.jobs.filter((j) => j.ref && erased.includes(j.ref)) }, at)
    await tx.privacy!.queue(jobs)
    const request = await record(a, tx, "erase", s, true, PRIVACY.outcome.erased(erased.length, jobs.length))
    return { leads: erased.length, events: jobs.length, request }
  })
  if (result.events) wakeOutbox()
  return result
}

/** The requests for the Privacy screen: open ones first (earliest due), then the latest completed. */
export async function listPrivacyRequests(): Promise<{ available: boolean; requests: DsrRequest[]; now: number }> {
  await requirePermission("privacy")
  const { backend } = await resolveBackend()
  // A backend without the store (Supabase without the service-role key): the screen says so instead of failing.
  if (!backend.privacy) return { available: false, requests: [], now: Date.now() }
  const a = await privacyAccess()
  return { available: true, requests: await a.privacy.requests(200), now: a.now }
}
