import "server-only"

import { z } from "zod"

import type { Backend, SettingsStore } from "@/lib/backend/types"
import { LEADS } from "@/lib/copy/leads"
import { DEFAULT_NOTIFICATION_MODES, NOTIFICATION_MODE_CHOICES, type NotificationModes } from "@/lib/domain/leads/notification-modes"
import { absoluteUrl } from "@/lib/domain/site"
import { checkLeadLink, LEAD_LINK_TTL_MS, leadLinkPath, readLeadLink, signLeadLink } from "@/lib/server/lead-link"

import type { AuditAction } from "./audit"
import { requirePermission } from "./auth"
import { resolveBackend } from "./backend"
import { clockNow } from "./clock"
import { parseInput } from "./errors"
import { contactWebhookBody } from "./notifications/contact-message"

/**
 * Protected notifications (docs/privacy.md): the owner's choice per destination (the team's e-mail, the webhook)
 * between full details and a notification that carries no personal data, and the signed, expiring address from
 * which a protected webhook's receiver fetches the lead's full data.
 */

const KEY = "notificationModes"

const modeSchema = z.enum(NOTIFICATION_MODE_CHOICES, { error: LEADS.notificationModes.error })
const modesSchema = z.object({ email: modeSchema, webhook: modeSchema })

/** The modes as stored (unset or unreadable: full details, the default). */
export async function readNotificationModes(settings: SettingsStore): Promise<NotificationModes> {
  const stored = modesSchema.safeParse({ ...DEFAULT_NOTIFICATION_MODES, ...((await settings.all())[KEY] as object) })
  return stored.success ? stored.data : DEFAULT_NOTIFICATION_MODES
}

/** The settings screen's values: the owner and admins (the settings permission), checked here, not only in the UI. */
export async function getNotificationModes(): Promise<NotificationModes> {
  await requirePermission("settings")
  const { backend } = await resolveBackend()
  return readNotificationModes(backend.settings)
}

/** The owner or an admin chooses the mode of each destination; anything else is refused before a write. */
export async function updateNotificationModes(input: unknown): Promise<NotificationModes> {
  await requirePermission("settings")
  const modes = parseInput(modesSchema, input)
  const { backend } = await resolveBackend()
  await backend.settings.set(KEY, modes)
  return readNotificationModes(backend.settings)
}

/** Makes the signed address of a lead's full data, expiring LEAD_LINK_TTL_MS from now (the server's clock). */
export async function leadLinkMaker(backend: Backend): Promise<(id: string) => { url: string; expiresAt: string }> {
  const secret = await backend.secret("lead_link")
  const now = await clockNow(backend.settings)
  return (id) => {
    const link = signLeadLink(secret, id, now, LEAD_LINK_TTL_MS)
    return { url: absoluteUrl(leadLinkPath(link)), expiresAt: new Date(link.expires).toISOString() }
  }
}

export type LeadDataAnswer = { ok: true; body: string } | { ok: false; status: 400 | 403 | 404 | 410; message: string }

/**
 * PUBLIC (the signature is the permission): a lead's full data behind a protected webhook's signed link, as the
 * full webhook's JSON. Malformed: 400; forged or altered: 403; genuine but expired: 410 (by the server's clock,
 * the test clock on a test server); the lead erased meanwhile: 404. Every fetch that opens a lead is written to the
 * access log (`lead_link_fetch`) before the data is answered.
 */
export async function openLeadData(id: string, search: URLSearchParams): Promise<LeadDataAnswer> {
  const words = LEADS.leadLink
  const link = readLeadLink(id, search)
  if (!link) return { ok: false, status: 400, message: words.malformed }
  const { backend } = await resolveBackend()
  const check = checkLeadLink(await backend.secret("lead_link"), link, await clockNow(backend.settings))
  if (!check.ok) return check.reason === "expired" ? { ok: false, status: 410, message: words.expired } : { ok: false, status: 403, message: words.invalid }
  const row = await backend.messages.get(link.lead)
  if (!row) return { ok: false, status: 404, message: words.missing }
  // Who fetched, as the access log names it: no member, the signed link's holder.
  await backend.audit.record({ actorId: null, actorEmail: words.actor, sessionId: null, action: "lead_link_fetch" satisfies AuditAction, recordType: "lead", recordId: row.id, summary: "" })
  return { ok: true, body: contactWebhookBody(row, absoluteUrl(`/admin/leads/${row.id}`)) }
}
