import "server-only"

import { z } from "zod"

import type { Backend, LeadStore } from "@/lib/backend/types"
import { LEADS } from "@/lib/copy/leads"
import { LEAD_STATUS_CHOICES, type LeadEvent, type LeadEventInput, type LeadFilter, type LeadPatch, type LeadResponseFigures, type LeadRow, type SavedLeadView } from "@/lib/domain/leads/types"
import { utcToZoned, zonedToUtc } from "@/lib/domain/schedule/time-zone"
import { can } from "@/lib/domain/policy"
import { absoluteUrl, SITE } from "@/lib/domain/site"
import type { OutboxJob, OutboxJobInput, Paged } from "@/lib/domain/types"
import { serverEnv } from "@/lib/server/env"
import { wakeOutbox } from "@/lib/server/outbox/signal"

import { requireContentAccess, requirePermission, type AdminUser } from "./auth"
import { auditEntry } from "./audit"
import { resolveBackend } from "./backend"
import { DataError, parseId, parseInput } from "./errors"
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./list-query"
import { leadDeadlines } from "@/lib/domain/leads/working-hours"
import { clockNow } from "./clock"
import { readLeadSettings, type LeadSettings } from "./lead-settings"
import { readNotificationModes } from "./protected-notifications"
import { CRM_TOPIC, crmJob, LEAD_REPLY_TOPIC, mentionJob, replyJob } from "./notifications/lead-mail"

/**
 * The lead pipeline's use cases. Every message (contact, download request, event registration) is a lead; this
 * module is the one place that reads and changes leads for the admin, and decides who may: the owner and admins
 * every lead, an editor the leads assigned to them (every lead when the owner's setting says so).
 */

export const LEAD_VIEWS = ["all", "mine", "unassigned", "today", "overdue", "archived"] as const
export type LeadView = (typeof LEAD_VIEWS)[number]

const notFound = () => new DataError("not_found", LEADS.errors.notFound)
const fieldError = (field: string, message: string) => new DataError("validation", message, { fieldErrors: { [field]: [message] } })
const adminUrl = (id: string) => absoluteUrl(`/admin/leads/${id}`)

type Access = { user: AdminUser; backend: Backend; leads: LeadStore; settings: LeadSettings; now: number; scope: string | undefined }

async function leadAccess(): Promise<Access> {
  const user = await requireContentAccess()
  const { backend } = await resolveBackend()
  if (!backend.leads) throw new DataError("unavailable", LEADS.errors.unavailable)
  const settings = await readLeadSettings(backend.settings)
  const scope = can(user.role, "leads_all") || settings.editorsSeeAll ? undefined : user.id
  return { user, backend, leads: backend.leads, settings, now: await clockNow(backend.settings), scope }
}

async function visibleLead(a: Access, id: string): Promise<LeadRow> {
  const lead = await a.leads.get(id)
  if (!lead || (a.scope && lead.owner_id !== a.scope)) throw notFound()
  return lead
}

const actorOf = (user: AdminUser) => ({ id: user.id, email: user.email })
const mailOn = (backend: Backend) => Boolean(backend.outbox && serverEnv().SMTP_URL)

// ---------------------------------------------------------------- the clock of a new lead

/** Received now (by the team's clock), due when the target's working time has passed, reminded a little before. */
export async function newLeadClock(backend: Backend): Promise<{ received_at: string; due_at: string; remind_at: string } | undefined> {
  if (!backend.leads?.storesNewLeadClock) return undefined
  const settings = await readLeadSettings(backend.settings)
  const now = await clockNow(backend.settings)
  const { due, remind } = leadDeadlines(now, settings.targetMinutes, settings.workingHours)
  return { received_at: new Date(now).toISOString(), due_at: new Date(due).toISOString(), remind_at: new Date(remind).toISOString() }
}

/** The CRM delivery a new lead queues (none for spam or without a CRM). */
export async function newLeadCrmJobs(backend: Backend, lead: LeadRow): Promise<OutboxJobInput[]> {
  if (!backend.leads || !backend.outbox || lead.folder === "spam") return []
  const { crm } = await readLeadSettings(backend.settings)
  if (crm.kind === "none") return []
  return [crmJob(lead, crm, SITE.url, LEADS.crm.pageName(lead.kind))]
}

// ---------------------------------------------------------------- list

const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v)
const text = (max: number) => z.preprocess(blank, z.string().trim().max(max, `At most ${max} characters`).optional())

const listSchema = z
  .object({
    view: z.preprocess(blank, z.enum(LEAD_VIEWS, { error: "Unknown view" }).optional()),
    status: z.preprocess(blank, z.enum(LEAD_STATUS_CHOICES, { error: LEADS.errors.status }).optional()),
    source: text(200),
    campaign: text(200),
    landing: text(300),
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  })
  .optional()

export type LeadQuery = z.output<typeof listSchema>

/** The start of the team's day holding `now`, as an instant. */
function startOfDay(now: number, timeZone: string): string {
  const day = utcToZoned(new Date(now).toISOString(), timeZone).slice(0, 10)
  return zonedToUtc(`${day}T00:00`, timeZone) ?? new Date(now).toISOString()
}

function filterOf(a: Access, q: NonNullable<LeadQuery> | undefined): LeadFilter {
  const v = q ?? {}
  const f: LeadFilter = {}
  if (a.scope) f.owner = a.scope
  if (v.view === "mine") f.owner = a.user.id
  if (v.view === "unassigned") f.unassigned = true
  if (v.view === "today") f.receivedFrom = startOfDay(a.now, a.settings.workingHours.timeZone)
  if (v.view === "overdue") f.overdueAt = new Date(a.now).toISOString()
  if (v.view === "archived") f.archived = true
  if (v.status && v.status !== "spam") f.status = v.status
  if (v.source) f.source = v.source
  if (v.campaign) f.campaign = v.campaign
  if (v.landing) f.landing = v.landing
  // An editor's scope and "unassigned" exclude each other: nothing is both.
  if (f.owner && f.unassigned) f.owner = "00000000-0000-0000-0000-000000000000"
  return f
}

export type LeadListItem = LeadRow & { ageMs: number; firstResponseMs: number | null; overdue: boolean }

function withClock(lead: LeadRow, now: number): LeadListItem {
  const received = Date.parse(lead.received_at)
  return {
    ...lead,
    ageMs: Math.max(0, now - received),
    firstResponseMs: lead.first_response_at ? Date.parse(lead.first_response_at) - received : null,
    overdue: !lead.first_response_at && !!lead.due_at && Date.parse(lead.due_at) < now,
  }
}

export async function listLeads(q: unknown = {}): Promise<Paged<LeadListItem>> {
  const a = await leadAccess()
  const v = parseInput(listSchema, q)
  const list = await a.leads.list(filterOf(a, v), v?.page ?? 1, v?.pageSize ?? DEFAULT_PAGE_SIZE)
  return { ...list, rows: list.rows.map((r) => withClock(r, a.now)) }
}

// ---------------------------------------------------------------- one lead

export type TimelineEntry =
  | { kind: "received"; at: string }
  | (LeadEvent & { source: "event" })
  | { kind: "delivery"; at: string; job: OutboxJob }

export type LeadDetail = {
  lead: LeadListItem
  timeline: TimelineEntry[]
  members: { id: string; email: string }[]
  crm: OutboxJob[]
  replies: OutboxJob[]
  /** Replies can be sent (e-mail is set up), from the site with this Reply-To. */
  mail: boolean
  replyTo: string
  timeZone: string
}

/** One lead with its timeline: received, the recorded events, and its e-mails and CRM deliveries from the outbox. */
export async function getLead(id: unknown): Promise<LeadDetail> {
  const a = await leadAccess()
  const lead = await visibleLead(a, parseId(id))
  const [events, jobs, members] = await Promise.all([a.leads.events(lead.id), a.backend.outbox ? a.backend.outbox.listByRefs([lead.id]) : [], a.leads.members()])
  // The access log: who opened which lead's page, when (the id only: nothing of the lead itself).
  await a.backend.audit.record(auditEntry(a.user, "lead_view", { type: "lead", id: lead.id }))
  const deliveries = jobs.filter((j) => j.topic === CRM_TOPIC)
  const timeline: TimelineEntry[] = [
    { kind: "received" as const, at: lead.received_at },
    ...events.map((e) => ({ ...e, source: "event" as const })),
    ...deliveries.map((job) => ({ kind: "delivery" as const, at: job.created_at, job })),
  ].sort((x, y) => x.at.localeCompare(y.at))
  return {
    lead: withClock(lead, a.now),
    timeline,
    members: members.map(({ id, email }) => ({ id, email })),
    crm: jobs.filter((j) => j.topic === CRM_TOPIC),
    replies: jobs.filter((j) => j.topic === LEAD_REPLY_TOPIC),
    mail: mailOn(a.backend),
    replyTo: teamAddress(),
    timeZone: a.settings.workingHours.timeZone,
  }
}

/** Opening a lead's page: marks it read, and the first opening goes on the timeline (a POST, never a read). */
export async function openLead(id: unknown): Promise<void> {
  const a = await leadAccess()
  const lead = await visibleLead(a, parseId(id))
  if (lead.opened_at) return
  const at = new Date(a.now).toISOString()
  await a.leads.apply(lead.id, { opened_at: at }, [{ kind: "opened", at, actor: actorOf(a.user) }], [])
  await a.backend.messages.setRead(lead.id, true)
}

// ---------------------------------------------------------------- changes

const valueSchema = z.preprocess(
  (v) => (v === null || (typeof v === "string" && v.trim() === "") ? null : typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : v),
  z
    .string({ error: LEADS.errors.value })
    .regex(/^\d+(\.\d{1,2})?$/, LEADS.errors.value)
    .refine((v) => !/^\d+(\.\d{1,2})?$/.test(v) || Number(v) < 1_000_000_000_000, LEADS.errors.valueTooLarge)
    .nullable(),
)

const tagsSchema = z
  .array(z.string({ error: LEADS.errors.tags }).trim().min(1, LEADS.errors.tags).max(40, LEADS.errors.tags), { error: LEADS.errors.tags })
  .max(20, LEADS.errors.tags)
  .transform((t) => [...new Set(t)])

const ownerSchema = z.preprocess((v) => (v === "" ? null : v), z.string({ error: LEADS.errors.owner }).uuid(LEADS.errors.owner).nullable())

const changeSchema = z
  .object({
    status: z.enum(LEAD_STATUS_CHOICES, { error: LEADS.errors.status }).optional(),
    owner: ownerSchema.optional(),
    value: valueSchema.optional(),
    tags: tagsSchema.optional(),
  })
  .strict()

type Change = z.output<typeof changeSchema>

/** The patch and timeline events of one change to one lead (the owner already checked to be a member). */
function changeOf(lead: LeadRow, change: Change, at: string, user: AdminUser, members: Map<string, string>): { patch: LeadPatch; events: LeadEventInput[] } {
  const actor = actorOf(user)
  const patch: LeadPatch = {}
  const events: LeadEventInput[] = []
  if (change.status !== undefined) {
    const from = lead.folder === "spam" ? "spam" : lead.status
    if (change.status !== from) {
      if (change.status === "spam") patch.folder = "spam"
      else {
        patch.status = change.status
        if (lead.folder === "spam") patch.folder = "inbox"
        // The first move out of New is a response.
        if (lead.status === "new" && change.status !== "new") patch.first_response_at = at
      }
      events.push({ kind: "status", at, actor, data: { from, to: change.status } })
    }
  }
  if (change.owner !== undefined && change.owner !== lead.owner_id) {
    patch.owner_id = change.owner
    events.push({ kind: "assigned", at, actor, data: { owner_id: change.owner, owner_email: change.owner ? members.get(change.owner) : null } })
  }
  if (change.value !== undefined && change.value !== lead.value) {
    patch.value = change.value
    events.push({ kind: "value", at, actor, data: { from: lead.value, to: change.value } })
  }
  if (change.tags !== undefined && change.tags.join("\u0000") !== lead.tags.join("\u0000")) {
    patch.tags = change.tags
    events.push({ kind: "tags", at, actor, data: { from: lead.tags, to: change.tags } })
  }
  return { patch, events }
}

async function memberMap(a: Access): Promise<Map<string, string>> {
  return new Map((await a.leads.members()).map((m) => [m.id, m.email]))
}

/** The owner must be a member; an editor who works only their own leads may take a lead, not hand it on. */
function checkOwner(a: Access, change: Change, members: Map<string, string>) {
  if (change.owner && !members.has(change.owner)) throw fieldError("owner", LEADS.errors.owner)
  if (a.scope && change.owner !== undefined && change.owner !== a.scope) throw fieldError("owner", LEADS.errors.ownerScope)
}

/** Status, owner, value and tags of one lead: every field checked before anything is written, all in one transaction. */
export async function updateLead(id: unknown, input: unknown): Promise<LeadRow> {
  const a = await leadAccess()
  const leadId = parseId(id)
  const change = parseInput(changeSchema, input)
  const members = await memberMap(a)
  checkOwner(a, change, members)
  const lead = await visibleLead(a, leadId)
  const { patch, events } = changeOf(lead, change, new Date(a.now).toISOString(), a.user, members)
  if (events.length === 0) return lead
  const saved = await a.leads.apply(lead.id, patch, events, [])
  if (!saved) throw notFound()
  return saved
}

const MENTION = /(^|[^\w@.])@([A-Za-z0-9._%+-]+(?:@[A-Za-z0-9.-]+\.[A-Za-z]{2,})?)/g

/** The members a note mentions: "@ana@example.com", or "@ana" when one member's e-mail starts with "ana@". */
export function mentionedMembers(note: string, members: { id: string; email: string }[]): { id: string; email: string }[] {
  const found = new Map<string, { id: string; email: string }>()
  for (const m of note.matchAll(MENTION)) {
    const token = m[2]!.replace(/[.]+$/, "").toLowerCase()
    const byEmail = members.find((x) => x.email.toLowerCase() === token)
    const byName = members.filter((x) => x.email.toLowerCase().split("@")[0] === token)
    const member = byEmail ?? (byName.length === 1 ? byName[0] : undefined)
    if (member) found.set(member.id, member)
  }
  return [...found.values()]
}

const noteSchema = z.object({
  body: z.string({ error: LEADS.errors.noteRequired }).trim().min(1, LEADS.errors.noteRequired).max(20_000, LEADS.errors.noteTooLong),
  reply: z.boolean({ error: "Choose whether the note is a reply" }).default(false),
})

/**
 * A note in Markdown on the timeline. A note marked as a reply is a response (the first one starts nothing new);
 * each member it @mentions gets an e-mail (through the outbox, with the note) when e-mail is set up.
 */
export async function addLeadNote(id: unknown, input: unknown): Promise<LeadEvent[]> {
  const a = await leadAccess()
  const leadId = parseId(id)
  const note = parseInput(noteSchema, input)
  const lead = await visibleLead(a, leadId)
  const at = new Date(a.now).toISOString()
  const members = await a.leads.members()
  const mentioned = mentionedMembers(note.body, members).filter((m) => m.id !== a.user.id)
  const protect = mentioned.length > 0 && (await readNotificationModes(a.backend.settings)).email === "protected"
  const jobs = mailOn(a.backend) ? mentioned.map((m) => mentionJob(lead, m.email, a.user.email, note.body, adminUrl(lead.id), protect)) : []
  const patch: LeadPatch = note.reply ? { first_response_at: at } : {}
  await a.leads.apply(lead.id, patch, [{ kind: "note", at, actor: actorOf(a.user), body: note.body, data: { reply: note.reply, mentions: mentioned.map((m) => m.email) } }], jobs)
  if (jobs.length) wakeOutbox()
  return a.leads.events(lead.id)
}

const replySchema = z.object({
  subject: z.preprocess(blank, z.string().trim().max(200, LEADS.errors.subjectTooLong).optional()),
  body: z.string({ error: LEADS.errors.replyRequired }).trim().min(1, LEADS.errors.replyRequired).max(20_000, LEADS.errors.replyTooLong),
})

/** The team's address: where a lead's answer to a reply goes (TEAM_EMAIL, else the site's address). */
export function teamAddress(): string {
  return serverEnv().TEAM_EMAIL ?? SITE.email
}

/** An e-mail to the lead through the outbox, with the team's address as Reply-To; recorded on the timeline as a response. */
export async function replyToLead(id: unknown, input: unknown): Promise<void> {
  const a = await leadAccess()
  const leadId = parseId(id)
  const reply = parseInput(replySchema, input)
  const lead = await visibleLead(a, leadId)
  if (!mailOn(a.backend)) throw new DataError("unavailable", LEADS.errors.noMail)
  const at = new Date(a.now).toISOString()
  const subject = reply.subject ?? LEADS.mail.replySubject
  const job = replyJob(lead, subject, reply.body, teamAddress())
  await a.leads.apply(lead.id, { first_response_at: at }, [{ kind: "reply", at, actor: actorOf(a.user), body: reply.body, data: { subject, to: lead.email, replyTo: teamAddress() } }], [job])
  wakeOutbox()
}

const bulkSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("assign"), ids: z.array(z.string()).min(1, LEADS.errors.ids).max(500, LEADS.errors.ids), owner: ownerSchema }),
    z.object({ action: z.literal("status"), ids: z.array(z.string()).min(1, LEADS.errors.ids).max(500, LEADS.errors.ids), status: z.enum(LEAD_STATUS_CHOICES, { error: LEADS.errors.status }) }),
    z.object({ action: z.literal("archive"), ids: z.array(z.string()).min(1, LEADS.errors.ids).max(500, LEADS.errors.ids) }),
  ],
  { error: LEADS.errors.action },
)

/** Assign, set the status of, or archive several leads: all of them or none (one transaction). */
export async function bulkUpdateLeads(input: unknown): Promise<number> {
  const a = await leadAccess()
  const bulk = parseInput(bulkSchema, input)
  const ids = [...new Set(bulk.ids.map(parseId))]
  const members = await memberMap(a)
  const change: Change = bulk.action === "assign" ? { owner: bulk.owner } : bulk.action === "status" ? { status: bulk.status } : {}
  checkOwner(a, change, members)
  const at = new Date(a.now).toISOString()
  const changes: { id: string; patch: LeadPatch; events: LeadEventInput[] }[] = []
  for (const id of ids) {
    const lead = await visibleLead(a, id)
    if (bulk.action === "archive") {
      if (lead.folder !== "archived") changes.push({ id, patch: { folder: "archived" }, events: [{ kind: "archived", at, actor: actorOf(a.user) }] })
      continue
    }
    const { patch, events } = changeOf(lead, change, at, a.user, members)
    if (events.length) changes.push({ id, patch, events })
  }
  // All in one transaction: a lead gone meanwhile leaves every lead as it was.
  if (changes.length && !(await a.leads.applyMany(changes))) throw notFound()
  return ids.length
}

/** "Send to CRM again": a failed or waiting delivery is due at once; a delivered lead is sent again with the same key. */
export async function replayCrm(id: unknown): Promise<void> {
  const a = await leadAccess()
  const lead = await visibleLead(a, parseId(id))
  const outbox = a.backend.outbox
  if (!outbox) throw new DataError("unavailable", LEADS.errors.unavailable)
  const jobs = (await outbox.listByRefs([lead.id])).filter((j) => j.topic === CRM_TOPIC)
  const again = jobs.filter((j) => j.status !== "sent")
  if (again.length) await outbox.retryNowJobs(again.map((j) => j.id))
  else {
    const fresh = await newLeadCrmJobs(a.backend, { ...lead, folder: lead.folder === "spam" ? "spam" : "inbox" })
    if (fresh.length === 0) throw new DataError("validation", LEADS.errors.noCrm)
    await a.leads.apply(lead.id, {}, [{ kind: "crm", at: new Date(a.now).toISOString(), actor: actorOf(a.user), data: { replay: true } }], fresh)
  }
  wakeOutbox()
}

// ---------------------------------------------------------------- figures and export

export const FIGURE_PERIODS = [7, 30, 90] as const

/** Median time to first response and the share answered within the target, for the last 7, 30 and 90 days. */
export async function leadResponseFigures(): Promise<LeadResponseFigures[]> {
  const a = await leadAccess()
  const to = new Date(a.now + 1).toISOString()
  return Promise.all(
    FIGURE_PERIODS.map(async (days) => ({ days, ...(await a.leads.responseFigures(new Date(a.now - days * 86_400_000).toISOString(), to, new Date(a.now).toISOString())) })),
  )
}

export const EXPORT_LIMIT = 100_000

/** The current filter's leads for the CSV (owner and admins), recorded in the audit log with how many rows. */
export async function exportLeads(q: unknown = {}): Promise<{ rows: LeadListItem[]; members: Map<string, string>; timeZone: string }> {
  const user = await requirePermission("leads_export")
  const a = await leadAccess()
  const v = parseInput(listSchema, q)
  const rows = (await a.leads.all(filterOf(a, v), EXPORT_LIMIT)).map((r) => withClock(r, a.now))
  await a.backend.audit.record(auditEntry(user, "lead_export", { type: "lead", id: "", label: LEADS.audit.export(rows.length) }))
  return { rows, members: await memberMap(a), timeZone: a.settings.workingHours.timeZone }
}


// ---------------------------------------------------------------- saved views

const savedViewSchema = z.object({
  name: z.string({ error: "Name the view" }).trim().min(1, "Name the view").max(60, "A view's name must be at most 60 characters"),
  query: z.string({ error: "The view's filters are too long" }).max(1000, "The view's filters are too long"),
})

/** A query string of the list's filters, checked by the list's rules (unknown keys dropped). */
function normalisedQuery(query: string): string {
  const raw = Object.fromEntries(new URLSearchParams(query.replace(/^\?/, "")))
  const parsed = parseInput(listSchema, raw) ?? {}
  const keep = new URLSearchParams()
  for (const key of ["view", "status", "source", "campaign", "landing"] as const) {
    const value = parsed[key]
    if (value) keep.set(key, value)
  }
  return keep.toString()
}

/** The signed-in member's saved views of the lead list. */
export async function listSavedLeadViews(): Promise<SavedLeadView[]> {
  const a = await leadAccess()
  return a.leads.savedViews(a.user.id)
}

/** Saves the current filters under a name (the same name replaces the earlier view); at most 20 per member. */
export async function saveLeadView(input: unknown): Promise<SavedLeadView[]> {
  const a = await leadAccess()
  const view = parseInput(savedViewSchema, input)
  return a.leads.saveView(a.user.id, { name: view.name, query: normalisedQuery(view.query) })
}

export async function deleteLeadView(name: unknown): Promise<void> {
  const a = await leadAccess()
  if (typeof name !== "string" || name.length > 200) return
  await a.leads.deleteView(a.user.id, name)
}

// ---------------------------------------------------------------- the list screen

export type LeadScreen = {
  list: Paged<LeadListItem>
  figures: LeadResponseFigures[]
  members: { id: string; email: string }[]
  targetMinutes: number
  canExport: boolean
  /** The owner changes the lead settings. */
  canConfigure: boolean
  views: SavedLeadView[]
}

/** Everything the list screen shows, with one permission check and one clock. */
export async function getLeadScreen(q: unknown = {}): Promise<LeadScreen> {
  const a = await leadAccess()
  const v = parseInput(listSchema, q)
  const now = new Date(a.now).toISOString()
  const to = new Date(a.now + 1).toISOString()
  const [list, figures, members, saved] = await Promise.all([
    a.leads.list(filterOf(a, v), v?.page ?? 1, v?.pageSize ?? DEFAULT_PAGE_SIZE),
    Promise.all(FIGURE_PERIODS.map(async (days) => ({ days, ...(await a.leads.responseFigures(new Date(a.now - days * 86_400_000).toISOString(), to, now)) }))),
    a.leads.members(),
    a.leads.savedViews(a.user.id),
  ])
  return {
    list: { ...list, rows: list.rows.map((r) => withClock(r, a.now)) },
    figures,
    members: members.map(({ id, email }) => ({ id, email })),
    targetMinutes: a.settings.targetMinutes,
    canExport: can(a.user.role, "leads_export"),
    canConfigure: can(a.user.role, "ownership"),
    views: saved,
  }
}
