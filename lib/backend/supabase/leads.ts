import "server-only"

import type { SupabaseClient } from "@supabase/supabase-js"

import type { LeadStore } from "@/lib/backend/types"
import { sealEventBody } from "@/lib/backend/sql/lead-crypto"
import { toLeadEvent, toLeadRow } from "@/lib/backend/sql/rows"
import { DataError } from "@/lib/domain/errors"
import { LEAD_COUNT_CAP, type LeadEventInput, type LeadFilter, type LeadPatch, type SavedLeadView } from "@/lib/domain/leads/types"
import type { Role } from "@/lib/domain/types"

import { fromPostgrest } from "./errors"

/**
 * The lead pipeline through the data API with the member's own session (supabase/migrations/20261202000200 and
 * 20261202000600). Row-level security decides which leads a member reads and changes, as `lib/data/leads.ts` does
 * on the SQL backend; a change and its timeline events are one call of `apply_lead` (one transaction, run as the
 * member), the bulk actions one call of `apply_leads`. The response figures, the members and the saved views are
 * functions too (a median, `auth.users` and other members' settings are not readable through the data API).
 *
 * Nothing here queues an e-mail or a CRM delivery, and nothing sweeps for reminders and escalations: no outbox
 * worker runs in this mode (docs/notifications.md, docs/leads.md).
 */

/** Rows per read; PostgREST answers at most its max-rows (1,000 on Supabase) whatever the range asks. */
const PAGE = 1000

type Row = Record<string, unknown>

// supabase-js's builder types are deep generics; the filters below only chain its filter methods.
type Filterable<T> = {
  eq(column: string, value: unknown): T
  is(column: string, value: null): T
  gte(column: string, value: unknown): T
  lt(column: string, value: unknown): T
}

/** The list's filter on a PostgREST request; spam is never a lead of the list (as the SQL store's WHERE). */
function filtered<T extends Filterable<T>>(req: T, f: LeadFilter): T {
  let q = req.eq("folder", f.archived ? "archived" : "inbox")
  if (f.owner) q = q.eq("owner_id", f.owner)
  if (f.unassigned) q = q.is("owner_id", null)
  if (f.status) q = q.eq("lead_status", f.status)
  if (f.receivedFrom) q = q.gte("received_at", f.receivedFrom)
  if (f.overdueAt) q = q.is("first_response_at", null).lt("due_at", f.overdueAt)
  if (f.source) q = q.eq("utm->>utm_source", f.source)
  if (f.campaign) q = q.eq("utm->>utm_campaign", f.campaign)
  if (f.landing) q = q.eq("landing_path", f.landing)
  return q
}

/** The patch as the function takes it: only the keys given (null clears the owner or the value). */
function patchJson(patch: LeadPatch): Row {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined))
}

/** Timeline entries as apply_lead takes them: a note's or reply's body sealed here (docs/privacy.md). */
function eventsJson(events: LeadEventInput[]): Row[] {
  return events.map((e) => ({ at: e.at ?? null, actor_id: e.actor?.id ?? null, actor_email: e.actor?.email ?? "", kind: e.kind, body: sealEventBody(e.body ?? ""), data: e.data ?? {} }))
}

function viewsOf(data: unknown): SavedLeadView[] {
  return Array.isArray(data) ? data.map((v: Row) => ({ name: String(v.name ?? ""), query: String(v.query ?? "") })) : []
}

const noOutbox = () => new DataError("unavailable", "E-mail and CRM deliveries need the outbox, which runs on the SQL backend only")

export function supabaseLeads(sb: SupabaseClient): LeadStore {
  const select = (count = false) => sb.from("messages").select("*", count ? { count: "exact" } : undefined)
  return {
    // The database sets a new lead's due time when the public form's function inserts it (20261202000800).
    storesNewLeadClock: false,

    async list(filter, page, pageSize) {
      const offset = (page - 1) * pageSize
      const { data, error, count } = await filtered(select(true), filter)
        .order("received_at", { ascending: false })
        .order("id", { ascending: false })
        .range(offset, offset + pageSize - 1)
      if (error) throw fromPostgrest(error, "list leads")
      // PostgREST counts every row; the list shows "more than" beyond the cap, as on the SQL backend.
      return { rows: (data ?? []).map(toLeadRow), total: Math.min(count ?? 0, LEAD_COUNT_CAP + 1), page, pageSize }
    },

    async all(filter, limit) {
      const rows: Row[] = []
      while (rows.length < limit) {
        const from = rows.length
        const to = Math.min(limit, from + PAGE) - 1
        const { data, error } = await filtered(select(), filter).order("received_at", { ascending: false }).order("id", { ascending: false }).range(from, to)
        if (error) throw fromPostgrest(error, "export leads")
        const page = (data ?? []) as Row[]
        rows.push(...page)
        if (page.length === 0 || page.length < to - from + 1) break
      }
      return rows.slice(0, limit).map(toLeadRow)
    },

    async get(id) {
      // The lead's page shows what its visitor agreed to: its consent version embedded, read as the SQL store joins it.
      const { data, error } = await sb.from("messages").select("*, cv:consent_versions(form, text, hash, version)").eq("id", id).maybeSingle()
      if (error) throw fromPostgrest(error, "get lead")
      if (!data) return null
      const { cv, ...row } = data as Row & { cv: Row | null }
      return toLeadRow({ ...row, consent_form: cv?.form ?? null, consent_text: cv?.text ?? null, consent_hash: cv?.hash ?? null, consent_version: cv?.version ?? null })
    },

    async apply(id, patch, events, jobs) {
      if (jobs.length) throw noOutbox()
      const { data, error } = await sb.rpc("apply_lead", { p_id: id, p_patch: patchJson(patch), p_events: eventsJson(events) })
      if (error) throw fromPostgrest(error, "change lead")
      const [row] = (Array.isArray(data) ? data : data ? [data] : []) as Row[]
      return row ? toLeadRow(row) : null
    },

    async applyMany(changes) {
      const { error } = await sb.rpc("apply_leads", { p_changes: changes.map((c) => ({ id: c.id, patch: patchJson(c.patch), events: eventsJson(c.events) })) })
      if (error?.code === "PT404") return false
      if (error) throw fromPostgrest(error, "change leads")
      return true
    },

    async events(id) {
      const { data, error } = await sb.from("lead_events").select("*").eq("message_id", id).order("at", { ascending: true }).order("seq", { ascending: true })
      if (error) throw fromPostgrest(error, "read lead timeline")
      return (data ?? []).map(toLeadEvent)
    },

    async sweep() {
      // Reminders and escalations are e-mails through the outbox, which this mode does not have.
      throw noOutbox()
    },

    async responseFigures(from, to, now) {
      const { data, error } = await sb.rpc("lead_response_figures", { p_from: from, p_to: to, p_now: now })
      if (error) throw fromPostgrest(error, "lead figures")
      const r = (data ?? {}) as Row
      return {
        leads: Number(r.leads ?? 0),
        answered: Number(r.answered ?? 0),
        medianMs: r.median === null || r.median === undefined ? null : Math.round(Number(r.median)),
        withinTarget: Number(r.within ?? 0),
        onClock: Number(r.on_clock ?? 0),
      }
    },

    async retentionCount(cutoffs) {
      // The owner's preview, by the same rule the database's daily run applies (20261202002400_lead_retention.sql).
      const { data, error } = await sb.rpc("lead_retention_preview", { p_cutoff: cutoffs.leads, p_spam_cutoff: cutoffs.spam })
      if (error) throw fromPostgrest(error, "count expired leads")
      const r = (data ?? {}) as Row
      return { leads: Number(r.leads ?? 0), spam: Number(r.spam ?? 0) }
    },

    async retentionRan(day) {
      const { data, error } = await sb.rpc("lead_retention_ran", { p_day: day })
      if (error) throw fromPostgrest(error, "read the retention runs")
      return data === true
    },

    async members() {
      const { data, error } = await sb.rpc("lead_members")
      if (error) throw fromPostgrest(error, "list lead members")
      return ((data ?? []) as Row[]).map((r) => ({ id: String(r.id), email: String(r.email), role: r.role as Role }))
    },

    // The caller's own views: the functions take the member from the session, never from the app.
    async savedViews() {
      const { data, error } = await sb.rpc("lead_saved_views")
      if (error) throw fromPostgrest(error, "read saved views")
      return viewsOf(data)
    },

    async saveView(_userId, view) {
      const { data, error } = await sb.rpc("save_lead_view", { p_name: view.name, p_query: view.query })
      if (error) throw fromPostgrest(error, "save view")
      return viewsOf(data)
    },

    async deleteView(_userId, name) {
      const { error } = await sb.rpc("delete_lead_view", { p_name: name })
      if (error) throw fromPostgrest(error, "delete view")
    },
  }
}
