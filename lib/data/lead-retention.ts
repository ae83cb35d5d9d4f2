import "server-only"

import { z } from "zod"

import type { LeadStore, SettingsStore } from "@/lib/backend/types"
import { LEADS } from "@/lib/copy/leads"
import {
  dayStart,
  nextDay,
  RETENTION_MONTHS_DEFAULT,
  RETENTION_MONTHS_MAX,
  RETENTION_MONTHS_MIN,
  retentionCutoffs,
  retentionDay,
} from "@/lib/domain/leads/retention"

import { requireOwner } from "./auth"
import { resolveBackend } from "./backend"
import { clockNow } from "./clock"
import { DataError, parseInput } from "./errors"
import { readLeadSettings } from "./lead-settings"

/** The setting that holds the owner's period: { months }. */
const KEY = "leadRetention"

const monthsSchema = z.object({
  months: z.coerce.number({ error: LEADS.retention.error }).int(LEADS.retention.error).min(RETENTION_MONTHS_MIN, LEADS.retention.error).max(RETENTION_MONTHS_MAX, LEADS.retention.error),
})

/** The months leads are kept after their last activity (the default when unset or unreadable). */
export async function readRetentionMonths(settings: SettingsStore): Promise<number> {
  const parsed = monthsSchema.safeParse((await settings.all())[KEY] ?? {})
  return parsed.success ? parsed.data.months : RETENTION_MONTHS_DEFAULT
}

export type LeadRetention = {
  months: number
  /** The next run: its day in the site's time zone, and what it will erase (the job's own count). */
  next: { day: string; leads: number; spam: number }
}

/**
 * What the next run erases, counted by the same rule as the run: today's run if it has not happened yet (it runs
 * at the next sweep, with "now"), else tomorrow's, counted as of the day's start.
 */
async function preview(leads: LeadStore, settings: SettingsStore): Promise<LeadRetention> {
  const [months, lead, now] = await Promise.all([readRetentionMonths(settings), readLeadSettings(settings), clockNow(settings)])
  const zone = lead.workingHours.timeZone
  const today = retentionDay(now, zone)
  const ran = await leads.retentionRan(today)
  const day = ran ? nextDay(today) : today
  const at = ran ? Math.max(now, dayStart(day, zone)) : now
  const count = await leads.retentionCount(retentionCutoffs(at, months))
  return { months, next: { day, ...count } }
}

/** The owner's retention setting with the next run's preview. */
export async function getLeadRetention(): Promise<LeadRetention> {
  await requireOwner()
  const { backend } = await resolveBackend()
  if (!backend.leads) throw new DataError("unavailable", LEADS.errors.unavailable)
  return preview(backend.leads, backend.settings)
}

/** The owner sets the months (1 to 120); nothing is saved otherwise. Returns the new preview. */
export async function updateLeadRetention(input: unknown): Promise<LeadRetention> {
  await requireOwner()
  const { months } = parseInput(monthsSchema, input ?? {})
  const { backend } = await resolveBackend()
  if (!backend.leads) throw new DataError("unavailable", LEADS.errors.unavailable)
  await backend.settings.set(KEY, { months })
  return preview(backend.leads, backend.settings)
}

/** The last day each store (one per worker) has seen done. */
const done = new WeakMap<LeadStore, string>()

/**
 * The daily retention run, from every server's outbox worker (and the test clock's endpoint): erases once per day in
 * the site's time zone however many servers call it (the store claims the day in the erasing transaction). A server
 * that has seen a day done does not ask again until the day changes. Returns the counts when this call erased.
 */
export async function sweepLeadRetention(stores: { leads: LeadStore; settings: SettingsStore }): Promise<{ leads: number; spam: number } | null> {
  if (!stores.leads.eraseExpired) return null
  const [months, lead, now] = await Promise.all([readRetentionMonths(stores.settings), readLeadSettings(stores.settings), clockNow(stores.settings)])
  const day = retentionDay(now, lead.workingHours.timeZone)
  if (done.get(stores.leads) === day) return null
  const erased = await stores.leads.eraseExpired(day, retentionCutoffs(now, months), LEADS.retention.auditSummary)
  done.set(stores.leads, day)
  if (erased) console.log(`[leads] retention run of ${day}: erased ${erased.leads} lead(s) and ${erased.spam} spam`)
  return erased
}
