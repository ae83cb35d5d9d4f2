import "server-only"

import type { VisitPath } from "@/lib/domain/analytics/types"

import { randomUUID } from "node:crypto"

import { z } from "zod"

import { type MessageCounts, type MessageEvent, type MessageFolder, type MessageResource, type MessageRow, type OutboxJob, type Paged } from "@/lib/domain/types"
import { type Backend } from "@/lib/backend/types"
import { serverEnv } from "@/lib/server/env"
import { contactNotificationJobs, DOWNLOAD_LINK_TOPIC } from "@/lib/data/notifications/contact-message"
import { INBOX } from "@/lib/copy/inbox"
import type { EmailMessage } from "@/lib/server/mail/types"
import { wakeOutbox } from "@/lib/server/outbox/signal"
import { absoluteUrl } from "@/lib/domain/site"
import { UTM_KEYS } from "@/lib/domain/utm"
import { LOCALE_TUPLE, splitLocalePath } from "@/lib/domain/i18n"

import { auditEntry } from "./audit"
import { requireContentAccess, type AdminUser } from "./auth"
import { resolveBackend } from "./backend"
import { DataError, parseId, parseInput } from "./errors"
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./list-query"
import { deliveryState, type DeliveryState } from "./message-delivery"
import { newLeadClock, newLeadCrmJobs } from "./leads"
import { readLeadSettings } from "./lead-settings"
import { leadLinkMaker, readNotificationModes } from "./protected-notifications"
import { can } from "@/lib/domain/policy"
import type { ConsentVersion } from "@/lib/domain/consent"

export type { DeliveryState }
export const MESSAGE_FOLDERS = ["inbox", "spam", "archived"] as const satisfies readonly MessageFolder[]

const utmSchema = z.object(Object.fromEntries(UTM_KEYS.map((k) => [k, z.string().max(200).optional()]))).strict()

export const messageInputSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(200, "Name must be at most 200 characters"),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(320, "Email must be at most 320 characters")
    .pipe(z.email("Enter a valid email address")),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(5000, "Message must be at most 5,000 characters"),
  folder: z.enum(["inbox", "spam"]).default("inbox"),
  spam_reason: z.string().max(500).default(""),
  possible_spam: z.boolean().default(false),
  page_path: z.string().max(300).default(""),
  referrer_origin: z.string().max(300).default(""),
  utm: utmSchema.default({}),
  // The language of the form's page: given by the form, else read from its path ("/es/contact" is Spanish).
  locale: z.enum(LOCALE_TUPLE, { error: "Unknown language" }).optional(),
})

/** A download request: the contact message's fields but the message, which names the resource. */
export const downloadRequestSchema = messageInputSchema.omit({ message: true })

const notFound = () => new DataError("not_found", "Message not found")

/**
 * The inbox shows the leads the member works: an editor only those assigned to them (every message when the
 * owner's lead setting says so), as the lead list does. Returns the member's id to filter by, or undefined.
 */
async function inboxScope(): Promise<{ backend: Backend; owner: string | undefined; user: AdminUser }> {
  const user = await requireContentAccess()
  const { backend } = await resolveBackend()
  if (!backend.leads || can(user.role, "leads_all")) return { backend, owner: undefined, user }
  return { backend, owner: (await readLeadSettings(backend.settings)).editorsSeeAll ? undefined : user.id, user }
}

/** A message of the member's scope, or not found (an editor never learns that another's lead exists). */
async function scopedMessage(id: unknown): Promise<{ backend: Backend; id: string; row: MessageRow; user: AdminUser }> {
  const { backend, owner, user } = await inboxScope()
  const messageId = parseId(id)
  const row = await backend.messages.get(messageId)
  if (!row) throw notFound()
  if (owner && (await backend.leads!.get(messageId))?.owner_id !== owner) throw notFound()
  return { backend, id: messageId, row, user }
}

export type MessageWithDelivery = MessageRow & { delivery: DeliveryState }

/** Who gets the e-mail: NOTIFY_EMAILS, else the owner's e-mail; only when SMTP is configured at all. */
async function notifyConfig(backend: Backend) {
  const env = serverEnv()
  if (!backend.outbox) return null
  const recipients = env.SMTP_URL ? (env.notifyEmails.length ? env.notifyEmails : [await backend.auth.ownerEmail()].filter((e): e is string => !!e)) : []
  const webhook = Boolean(env.WEBHOOK_URL)
  if (recipients.length === 0 && !webhook) return null
  const modes = await readNotificationModes(backend.settings)
  const leadLink = webhook && modes.webhook === "protected" ? await leadLinkMaker(backend) : undefined
  return {
    recipients,
    webhook,
    modes,
    adminUrl: (id: string) => absoluteUrl(`/admin/messages/${id}`),
    // The lead's page where the SQL store keeps leads (the message's page otherwise).
    leadUrl: (id: string) => absoluteUrl(backend.leads ? `/admin/leads/${id}` : `/admin/messages/${id}`),
    ...(leadLink ? { leadLink } : {}),
  }
}

/**
 * PUBLIC: stores a contact-form submission (validated here; the caller decides honeypot, timing and rate limit)
 * and queues its notifications in the same transaction. Resolves only once both are committed; delivery starts
 * right after, in the background.
 */
export async function createMessage(input: unknown, server: { visit?: VisitPath | null; visitor?: string | null; consent?: GivenConsent | null } = {}): Promise<MessageRow> {
  return (await storeMessage(parseInput(messageInputSchema, input), server)).row
}

/** The consent a submission gave, as resolved by lib/data/consent.ts (trusted: never the visitor's input). */
export type GivenConsent = { version: ConsentVersion; marketing: boolean }

export type DownloadRequestServer = {
  visit?: VisitPath | null
  visitor?: string | null
  consent?: GivenConsent | null
  resource: MessageResource
  /** The visitor's e-mail with the signed link, queued with the request when e-mail is set up (never for spam). */
  visitorMail: (row: MessageRow) => EmailMessage
}

/**
 * PUBLIC: stores a request for a gated resource's download as a message of kind "download" (the same inbox, spam
 * folder, notifications and lead journey as the contact form), and queues the visitor's e-mail with the link in the
 * same transaction. `emailed` says whether that e-mail was queued.
 */
export async function createDownloadRequest(input: unknown, server: DownloadRequestServer): Promise<{ row: MessageRow; emailed: boolean }> {
  const data = parseInput(downloadRequestSchema, input)
  return storeMessage({ ...data, message: INBOX.downloadMessage(server.resource.title) }, server)
}

/** An event registration: the contact message's fields but the message, plus an optional organisation. */
export const eventRegistrationSchema = downloadRequestSchema.extend({
  organisation: z.string().trim().max(200, "Organisation must be at most 200 characters").optional(),
})

export type EventRegistrationServer = {
  visit?: VisitPath | null
  visitor?: string | null
  consent?: GivenConsent | null
  event: MessageEvent
  /** The event's seats (null: no limit), counted by the store in the insert's transaction. */
  capacity: number | null
}

/**
 * PUBLIC: stores a registration for an event as a message of kind "event_registration" (the inbox, spam folder,
 * notifications and lead journey of every lead). The store refuses it (DataError, reason "event_full") when the
 * event has no seat left.
 */
export async function createEventRegistration(input: unknown, server: EventRegistrationServer): Promise<MessageRow> {
  const { organisation, ...data } = parseInput(eventRegistrationSchema, input)
  return (await storeMessage({ ...data, message: INBOX.eventMessage(server.event.title, organisation) }, server)).row
}

/** PUBLIC: how many seats of an event are taken (registrations outside spam). */
export async function eventRegistrations(eventId: string): Promise<number> {
  const { backend } = await resolveBackend()
  return backend.messages.registrations(eventId)
}

async function storeMessage(
  data: z.output<typeof messageInputSchema>,
  server: {
    visit?: VisitPath | null
    visitor?: string | null
    resource?: MessageResource
    event?: MessageEvent
    capacity?: number | null
    visitorMail?: (row: MessageRow) => EmailMessage
    consent?: GivenConsent | null
  },
): Promise<{ row: MessageRow; emailed: boolean }> {
  const { backend } = await resolveBackend()
  const resource = server.resource ?? null
  const event = server.event ?? null
  const row: MessageRow = {
    id: randomUUID(),
    kind: resource ? "download" : event ? "event_registration" : "contact",
    resource,
    ...(event ? { event } : {}),
    ...data,
    locale: data.locale ?? splitLocalePath(data.page_path || "/").locale,
    read: false,
    created_at: new Date().toISOString(),
    visit: server.visit ?? null,
  }
  const config = await notifyConfig(backend)
  const jobs = config ? contactNotificationJobs(row, config) : []
  // Every message is a lead: on the team's clock from now, and handed to the CRM when one is set up.
  const lead = await newLeadClock(backend)
  // What the visitor agreed to, given when the lead is received (the team's clock).
  const given = server.consent ?? null
  const consentAt = lead?.received_at ?? row.created_at
  row.consent = given
    ? { version_id: given.version.id, version: given.version.version, form: given.version.form, text: given.version.text, hash: given.version.hash, marketing: given.marketing, at: consentAt }
    : null
  if (lead) jobs.push(...(await newLeadCrmJobs(backend, { ...row, ...lead, status: "new", owner_id: null, value: null, tags: [], opened_at: null, first_response_at: null, reminded_at: null, escalated_at: null })))
  const mailVisitor = Boolean(server.visitorMail && backend.outbox && serverEnv().SMTP_URL && row.folder !== "spam")
  if (mailVisitor) jobs.push({ kind: "email", topic: DOWNLOAD_LINK_TOPIC, ref: row.id, payload: server.visitorMail!(row) })
  const stored = await backend.messages.create({ ...row, consent: given ? { version_id: given.version.id, marketing: given.marketing, at: consentAt } : null, visitor: server.visitor ?? null, ...(event ? { capacity: server.capacity ?? null } : {}), ...(lead ? { lead } : {}) }, jobs)
  if (jobs.length > 0) wakeOutbox()
  return { row: { ...stored, consent: row.consent }, emailed: mailVisitor }
}

/** A search text holding something like an e-mail address (a word with an @ between two parts). */
const LOOKS_LIKE_EMAIL = /[^\s@]+@[^\s@]+/

const listSchema = z
  .object({
    folder: z.enum(MESSAGE_FOLDERS).optional(),
    search: z.string().max(200, "Search must be at most 200 characters").optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  })
  .optional()

export async function listMessages(q: unknown = {}): Promise<Paged<MessageWithDelivery>> {
  const { backend, owner, user } = await inboxScope()
  const v = parseInput(listSchema, q) ?? {}
  // The access log: a search for an e-mail address is a look-up of one person (the address itself is not kept).
  if (v.search && LOOKS_LIKE_EMAIL.test(v.search)) await backend.audit.record(auditEntry(user, "lead_search_email", { type: "lead", id: "" }))
  const list = await backend.messages.list({
    folder: v.folder ?? "inbox",
    search: v.search?.trim() ?? "",
    page: v.page ?? 1,
    pageSize: v.pageSize ?? DEFAULT_PAGE_SIZE,
    ...(owner ? { owner } : {}),
  })
  const jobs = backend.outbox ? await backend.outbox.listByRefs(list.rows.map((r) => r.id)) : []
  return { ...list, rows: list.rows.map((row) => ({ ...row, delivery: deliveryState(jobsFor(jobs, row.id)) })) }
}

/** A message's notifications (the lead pipeline's e-mails and CRM deliveries are on the lead's page). */
const isNotification = (j: OutboxJob) => j.topic !== "crm" && !j.topic.startsWith("lead-")

function jobsFor(jobs: OutboxJob[], id: string) {
  return jobs.filter((j) => j.ref === id && isNotification(j))
}

export type MessageDetail = MessageWithDelivery & { jobs: OutboxJob[] }

/** One message with its notifications (reading never writes: the screen marks it read with a POST action). */
export async function getMessage(id: unknown): Promise<MessageDetail> {
  const { backend, id: messageId, row, user } = await scopedMessage(id)
  await backend.audit.record(auditEntry(user, "lead_view", { type: "lead", id: messageId }))
  const jobs = backend.outbox ? (await backend.outbox.listByRefs([messageId])).filter(isNotification) : []
  return { ...row, delivery: deliveryState(jobs), jobs }
}

export async function markMessageRead(id: unknown, read: unknown = true): Promise<void> {
  const flag = parseInput(z.boolean({ error: "Read must be true or false" }), read)
  const { backend, id: messageId } = await scopedMessage(id)
  if (!(await backend.messages.setRead(messageId, flag))) throw notFound()
}

/** Archive, back to the inbox, spam or not spam: every move is a change of folder. */
export async function moveMessage(id: unknown, folder: unknown): Promise<void> {
  const to = parseInput(z.enum(MESSAGE_FOLDERS, { error: "Unknown folder" }), folder)
  const { backend, id: messageId } = await scopedMessage(id)
  if (!(await backend.messages.move(messageId, to))) throw notFound()
}

export async function deleteMessage(id: unknown): Promise<void> {
  const { backend, id: messageId } = await scopedMessage(id)
  if (!(await backend.messages.remove(messageId))) throw notFound()
}

/** "Retry now": the message's waiting or failed notifications become due at once with a fresh schedule. */
export async function retryMessageNotifications(id: unknown): Promise<number> {
  const { backend, id: messageId } = await scopedMessage(id)
  if (!backend.outbox) return 0
  const n = await backend.outbox.retryNow(messageId)
  if (n > 0) wakeOutbox()
  return n
}

export async function countUnreadMessages(): Promise<number> {
  const { backend, owner } = await inboxScope()
  return backend.messages.countUnread(owner)
}

/** Counts per view: inbox, spam, archived, and the inbox's unread messages. */
export async function countMessages(): Promise<MessageCounts> {
  const { backend, owner } = await inboxScope()
  return backend.messages.counts(owner)
}

export type NotificationStatus = {
  /** False in Supabase mode: no worker on this server can read the outbox. */
  supported: boolean
  /** configured: SMTP_URL is set; on: and there is someone to e-mail. */
  email: { configured: boolean; on: boolean; recipients: string[] }
  webhook: { on: boolean; signed: boolean }
}

/** What the admin shows about notifications (never the SMTP URL or secrets themselves). */
export async function getNotificationStatus(): Promise<NotificationStatus> {
  await requireContentAccess()
  const env = serverEnv()
  const { backend } = await resolveBackend()
  const config = await notifyConfig(backend)
  return {
    supported: Boolean(backend.outbox),
    email: { configured: Boolean(env.SMTP_URL), on: Boolean(config?.recipients.length), recipients: config?.recipients ?? [] },
    webhook: { on: Boolean(config?.webhook), signed: Boolean(env.WEBHOOK_SECRET) },
  }
}
