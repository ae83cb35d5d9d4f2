import "server-only"

import { DOCUMENT_TYPE_NAMES } from "@/lib/domain/content/names"
import type { AuditStore, Backend } from "@/lib/backend/types"
import type { AuditEntryInput } from "@/lib/domain/types"
import { serverEnv } from "@/lib/server/env"

import { getCurrentUser } from "./session"
import { resolveBackend } from "./backend"

/** Everything the audit log records. */
export const AUDIT_ACTIONS = [
  "sign_in",
  "sign_in_failed",
  "sign_out",
  "invite",
  "invite_resend",
  "invite_revoke",
  "invite_accept",
  "role_change",
  "member_remove",
  "ownership_transfer",
  "password_change",
  "password_reset_link",
  "password_reset",
  "email_change",
  "session_end",
  "create",
  "update",
  "publish",
  "unpublish",
  "schedule",
  "delete",
  "export",
  "review_request",
  "review_view",
  "review_approve",
  "review_changes",
  "review_withdraw",
  "review_revoke",
  "review_reminder",
  // Access to leads (docs/leads.md, "Access log"): who opened, exported or searched for which lead, and the daily
  // retention run's counts. Data-subject actions are named dsr_* and belong to the same group.
  "lead_view",
  "lead_export",
  "lead_search_email",
  "lead_retention",
  "lead_link_fetch",
  "dsr_find",
  "dsr_export",
  "dsr_erase",
  "two_factor_enable",
  "two_factor_disable",
  "two_factor_recovery_new",
  "two_factor_recovery_use",
  "two_factor_requirement",
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_RECORD_TYPES = [
  "post",
  "page",
  "media",
  "person",
  "redirect",
  "member",
  "invitation",
  "account",
  "session",
  "lead",
  ...DOCUMENT_TYPE_NAMES,
] as const
/** Activity's "Access to leads" filter: these actions and every data-subject action (dsr_*). */
export const LEAD_ACCESS_GROUP = { names: ["lead_view", "lead_export", "lead_search_email", "lead_retention", "lead_link_fetch"], prefix: "dsr_" } as const
/** The filter's value in the Action list (not an action itself). */
export const LEAD_ACCESS_FILTER = "lead_access"

export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number]

export type AuditRecord = { type: AuditRecordType; id: string; label?: string }

const PRUNE_EVERY_MS = 60 * 60 * 1000
const KEY = Symbol.for("lumora.audit-pruned-at")

/** Old entries go on write, at most once an hour per process: no job to schedule, nothing kept past retention. */
async function pruneNow(store: AuditStore): Promise<void> {
  const g = globalThis as unknown as Record<symbol, number | undefined>
  if (Date.now() - (g[KEY] ?? 0) < PRUNE_EVERY_MS) return
  g[KEY] = Date.now()
  await store.prune(serverEnv().AUDIT_RETENTION_DAYS)
}

/** The entry for something `user` just did (written by the caller, inside the change's own transaction). */
export function auditEntry(user: { id: string; email: string; sessionId: string | null }, action: AuditAction, record: AuditRecord): AuditEntryInput {
  return {
    actorId: user.id,
    actorEmail: user.email,
    sessionId: user.sessionId,
    action,
    recordType: record.type,
    recordId: record.id,
    summary: record.label ?? "",
  }
}

/** Drops entries past retention (at most once an hour per process); a failure is logged, never raised. */
export async function pruneAuditLog(backend: Backend): Promise<void> {
  await pruneNow(backend.audit).catch((error: unknown) => console.error("[audit] could not prune the log", error))
}

/** Writes one entry with a backend already in hand (work that runs after its request has been answered). */
export async function recordAuditEntry(backend: Backend, entry: Parameters<AuditStore["record"]>[0]): Promise<void> {
  try {
    await backend.audit.record(entry)
    await pruneNow(backend.audit)
  } catch (error) {
    // The change it describes is already committed; a lost entry is logged loudly rather than failing the request.
    console.error(`[audit] could not record ${entry.action} ${entry.recordType} ${entry.recordId}`, error)
  }
}

/**
 * Records what the current member just did: one call per data-layer operation, after it succeeded. Who, which
 * session and when come from the request itself.
 */
export async function audit(action: AuditAction, record?: AuditRecord, actorOverride?: { id: string | null; email: string }): Promise<void> {
  const { backend } = await resolveBackend()
  const user = actorOverride ? null : await getCurrentUser().catch(() => null)
  await recordAuditEntry(backend, {
    actorId: actorOverride ? actorOverride.id : (user?.id ?? null),
    actorEmail: actorOverride ? actorOverride.email : (user?.email ?? ""),
    sessionId: user?.sessionId ?? null,
    action,
    recordType: record?.type ?? "",
    recordId: record?.id ?? "",
    summary: record?.label ?? "",
  })
}

type Publishable = { id: string; published: boolean; publish_at: string | null }

const isScheduled = (r: Publishable) => r.publish_at !== null && Date.parse(r.publish_at) > Date.now()

/**
 * What a save of a post or page amounted to: created (and published or scheduled with it), published,
 * unpublished, scheduled, or a plain update. `published` on a row means live now.
 */
export function contentActions(before: Publishable | null, after: Publishable): AuditAction[] {
  const state = (r: Publishable) => (isScheduled(r) ? "scheduled" : r.published ? "live" : "draft")
  const now = state(after)
  if (!before) return now === "live" ? ["create", "publish"] : now === "scheduled" ? ["create", "schedule"] : ["create"]
  const was = state(before)
  if (now === "scheduled" && (was !== "scheduled" || before.publish_at !== after.publish_at)) return ["schedule"]
  if (now === "live" && was !== "live") return ["publish"]
  if (now === "draft" && was !== "draft") return ["unpublish"]
  return ["update"]
}
