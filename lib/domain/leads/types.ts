import type { MessageRow } from "@/lib/domain/types"

/**
 * The list counts its leads up to this many and says "more than" beyond (counting every row of a view of 100,000
 * leads would cost more than the page itself; nobody pages that far).
 */
export const LEAD_COUNT_CAP = 10_000

/** A lead's stage in the pipeline; "spam" is shown for a message in the quarantine (its folder decides it). */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]
/** What a member may set: a pipeline stage, or spam (which moves the message to the quarantine). */
export const LEAD_STATUS_CHOICES = [...LEAD_STATUSES, "spam"] as const
export type LeadStatusChoice = (typeof LEAD_STATUS_CHOICES)[number]

/** A message seen as a lead: the message itself and its pipeline fields. */
export type LeadRow = MessageRow & {
  status: LeadStatus
  owner_id: string | null
  /** An amount with two decimals, as text ("1250.00"); null when not set. */
  value: string | null
  tags: string[]
  received_at: string
  opened_at: string | null
  first_response_at: string | null
  due_at: string | null
  reminded_at: string | null
  escalated_at: string | null
}

export const LEAD_EVENT_KINDS = ["opened", "assigned", "status", "value", "tags", "note", "reply", "email", "crm", "reminder", "escalation", "archived"] as const
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number]

export type LeadEventInput = {
  kind: LeadEventKind
  body?: string
  data?: Record<string, unknown>
  actor?: { id: string | null; email: string } | null
  /** Defaults to the database's clock. */
  at?: string
}

export type LeadEvent = {
  id: string
  message_id: string
  at: string
  actor_id: string | null
  actor_email: string
  kind: LeadEventKind
  body: string
  data: Record<string, unknown>
}

/** The list's filters (every one optional; together they narrow). */
export type LeadFilter = {
  /** Only leads of this member (an editor's scope, or the "mine" view). */
  owner?: string
  unassigned?: boolean
  status?: LeadStatus
  /** Received at or after this instant ("new today"). */
  receivedFrom?: string
  /** Unanswered with a due time before this instant. */
  overdueAt?: string
  source?: string
  campaign?: string
  landing?: string
  archived?: boolean
}

/** What a change writes on a lead (absent: unchanged). */
export type LeadPatch = {
  status?: LeadStatus
  owner_id?: string | null
  value?: string | null
  tags?: string[]
  folder?: "inbox" | "spam" | "archived"
  /** Set only if not yet set (the first response and the first opening are kept). */
  first_response_at?: string
  opened_at?: string
}

export type LeadResponseFigures = {
  days: number
  leads: number
  answered: number
  /** Median time from received to first response, in ms; null with no answered lead. */
  medianMs: number | null
  /** Leads answered by their due time, among those whose due time has passed or that were answered. */
  withinTarget: number
  onClock: number
}

/** A member's saved view of the list: a name and the list's filters as a query string. */
export type SavedLeadView = { name: string; query: string }
/** Saved views kept per member (the oldest dropped beyond). */
export const LEAD_SAVED_VIEWS_MAX = 20
/** Where the SQL store and the Supabase functions keep the saved views: one site setting, by member id. */
export const LEAD_SAVED_VIEWS_KEY = "leadSavedViews"
