import "server-only"

import type { LeadStore, SettingsStore } from "@/lib/backend/types"
import { LEADS } from "@/lib/copy/leads"
import type { LeadRow } from "@/lib/domain/leads/types"
import { formatInZone } from "@/lib/domain/schedule/time-zone"
import { absoluteUrl } from "@/lib/domain/site"
import type { OutboxJobInput } from "@/lib/domain/types"

import { clockNow } from "./clock"
import { readLeadSettings } from "./lead-settings"
import { escalationJob, reminderJob } from "./notifications/lead-mail"
import { readNotificationModes } from "./protected-notifications"

const BATCH = 50

/**
 * The response clock's two messages, each sent once per lead however many servers run this: a reminder to the
 * lead's owner (the whole team when unassigned) when its target is near, and an escalation to the owner and the
 * admins when the target has passed. Never for spam or an answered lead. Runs before each outbox round; the
 * e-mails are queued with the mark that the lead had its message, in one transaction.
 */
export async function sweepLeadReminders(stores: { leads: LeadStore; settings: SettingsStore }, opts: { mail: boolean }): Promise<{ reminded: number; escalated: number }> {
  const settings = await readLeadSettings(stores.settings)
  const now = new Date(await clockNow(stores.settings)).toISOString()
  const members = await stores.leads.members()
  const emailOf = (id: string | null) => members.find((m) => m.id === id)?.email ?? null
  const due = (lead: LeadRow) => (lead.due_at ? formatInZone(lead.due_at, settings.workingHours.timeZone) : "")
  const url = (lead: LeadRow) => absoluteUrl(`/admin/leads/${lead.id}`)
  // The team's e-mail protected: reminders and escalations name where the lead came from, not the lead.
  const protect = (await readNotificationModes(stores.settings)).email === "protected"

  const reminders = (lead: LeadRow): OutboxJobInput[] => {
    const owner = emailOf(lead.owner_id)
    const to = owner ? [owner] : members.map((m) => m.email)
    return opts.mail && to.length ? [reminderJob(lead, to, due(lead), url(lead), protect)] : []
  }
  const escalations = (lead: LeadRow): OutboxJobInput[] => {
    const owner = emailOf(lead.owner_id)
    const to = [...new Set([...(owner ? [owner] : []), ...members.filter((m) => m.role === "owner" || m.role === "admin").map((m) => m.email)])]
    return opts.mail && to.length ? [escalationJob(lead, to, due(lead), owner ?? LEADS.unassigned, url(lead), protect)] : []
  }

  let reminded = 0
  let escalated = 0
  for (;;) {
    const n = (await stores.leads.sweep("reminder", now, BATCH, reminders)).length
    reminded += n
    if (n < BATCH) break
  }
  for (;;) {
    const n = (await stores.leads.sweep("escalation", now, BATCH, escalations)).length
    escalated += n
    if (n < BATCH) break
  }
  return { reminded, escalated }
}
