import "server-only"

import { z } from "zod"

import type { AuditRow, Paged } from "@/lib/domain/types"

import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, LEAD_ACCESS_FILTER, LEAD_ACCESS_GROUP } from "./audit"
import { requirePermission } from "./auth"
import { resolveBackend } from "./backend"
import { parseInput } from "./errors"

export const ACTIVITY_PAGE_SIZE = 50
/** The export's ceiling: a year of a busy team's work fits well under it. */
export const ACTIVITY_EXPORT_MAX = 50_000

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v)

const filterSchema = z.object({
  actor: z.preprocess(blankToUndefined, z.string().max(320).optional()),
  action: z.preprocess(blankToUndefined, z.enum([...AUDIT_ACTIONS, LEAD_ACCESS_FILTER], { error: "Unknown action" }).optional()),
  recordType: z.preprocess(blankToUndefined, z.enum(AUDIT_RECORD_TYPES, { error: "Unknown record type" }).optional()),
})
const querySchema = filterSchema.extend({
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
})

export type ActivityFilters = z.output<typeof filterSchema>

/** "Access to leads" stands for its group of actions; any other value is one action. */
function withGroup<T extends { action?: string }>(q: T): Omit<T, "action"> & { action?: string; actionGroup?: { names: string[]; prefix?: string } } {
  if (q.action !== LEAD_ACCESS_FILTER) return q
  return { ...q, action: undefined, actionGroup: { names: [...LEAD_ACCESS_GROUP.names], prefix: LEAD_ACCESS_GROUP.prefix } }
}

/** The audit log, newest first, 50 a page, filtered by member (e-mail), action and record type. */
export async function listActivity(q: unknown = {}): Promise<Paged<AuditRow>> {
  await requirePermission("activity")
  const query = parseInput(querySchema, q)
  const { backend } = await resolveBackend()
  return backend.audit.list({ ...withGroup(query), pageSize: ACTIVITY_PAGE_SIZE })
}

/** The e-mails that appear in the log, for the member filter. */
export async function listActivityActors(): Promise<string[]> {
  await requirePermission("activity")
  const { backend } = await resolveBackend()
  return (await backend.audit.actors()).map((a) => a.email)
}

/** Owner only: every matching entry for the CSV export. */
export async function exportActivity(q: unknown = {}): Promise<AuditRow[]> {
  await requirePermission("audit_export")
  const filters = parseInput(filterSchema, q)
  const { backend } = await resolveBackend()
  return backend.audit.all(withGroup(filters), ACTIVITY_EXPORT_MAX)
}
