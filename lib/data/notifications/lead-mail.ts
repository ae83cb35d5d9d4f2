import type { OutboxJobInput } from "@/lib/domain/types"
import type { LeadRow } from "@/lib/domain/leads/types"
import { hubspotSubmission, leadPage, webhookBody } from "@/lib/domain/leads/crm"
import { LEADS } from "@/lib/copy/leads"
import { leadSource } from "@/lib/domain/leads/notification-modes"
import { SITE } from "@/lib/domain/site"
import { escapeHtml } from "@/lib/server/mail/html"
import type { EmailMessage } from "@/lib/server/mail/types"
import { CRM_TOPIC } from "@/lib/server/outbox/deliver"

import type { CrmSettings } from "../lead-settings"

export const LEAD_MENTION_TOPIC = "lead-mention"
export const LEAD_REPLY_TOPIC = "lead-reply"
export const LEAD_REMINDER_TOPIC = "lead-reminder"
export const LEAD_ESCALATION_TOPIC = "lead-escalation"
export { CRM_TOPIC }
/** A CRM delivery is tried this often (about 8.5 hours with the default first delay of a minute), then dead. */
export const CRM_MAX_ATTEMPTS = 10

const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim()

function plainEmail(to: string[], subject: string, text: string, replyTo?: EmailMessage["replyTo"]): EmailMessage {
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5"><p style="white-space:pre-wrap">${escapeHtml(text)}</p></body></html>`
  return { to, subject: oneLine(subject).slice(0, 200), text, html, ...(replyTo ? { replyTo } : {}) }
}

/**
 * How a team e-mail names the lead: its name, or with the team's e-mail protected (docs/privacy.md) where it came
 * from ("from /lp/x (campaign y)"), nothing the visitor wrote.
 */
function leadLabel(lead: LeadRow, protect: boolean): string {
  if (!protect) return oneLine(lead.name).slice(0, 80)
  const { landing_path, campaign } = leadSource(lead)
  return oneLine(`from ${landing_path}${campaign ? ` (campaign ${campaign})` : ""}`).slice(0, 160)
}

/** A member @mentioned in a note; protected: the lead unnamed and the note left in the admin. */
export function mentionJob(lead: LeadRow, to: string, by: string, note: string, url: string, protect = false): OutboxJobInput {
  const label = leadLabel(lead, protect)
  const email = plainEmail([to], LEADS.mail.mentionSubject(by, label), LEADS.mail.mentionBody(by, protect ? label : lead.name, protect ? LEADS.mail.noteInAdmin : note, url))
  return { kind: "email", topic: LEAD_MENTION_TOPIC, ref: lead.id, payload: email }
}

/** The reply to the lead, from the site, with the team's address as Reply-To so the answer comes back to the team. */
export function replyJob(lead: LeadRow, subject: string, body: string, teamAddress: string): OutboxJobInput {
  const email = plainEmail([lead.email], subject, body, { name: SITE.name, address: teamAddress })
  return { kind: "email", topic: LEAD_REPLY_TOPIC, ref: lead.id, payload: email }
}

export function reminderJob(lead: LeadRow, to: string[], due: string, url: string, protect = false): OutboxJobInput {
  const email = plainEmail(to, LEADS.mail.reminderSubject(leadLabel(lead, protect)), LEADS.mail.reminderBody(protect ? leadLabel(lead, true) : lead.name, due, url))
  return { kind: "email", topic: LEAD_REMINDER_TOPIC, ref: lead.id, payload: email }
}

export function escalationJob(lead: LeadRow, to: string[], due: string, owner: string, url: string, protect = false): OutboxJobInput {
  const email = plainEmail(to, LEADS.mail.escalationSubject(leadLabel(lead, protect)), LEADS.mail.escalationBody(protect ? leadLabel(lead, true) : lead.name, due, owner, url))
  return { kind: "email", topic: LEAD_ESCALATION_TOPIC, ref: lead.id, payload: email }
}

/**
 * The lead's CRM delivery as an outbox job: the body built now, the target named (HubSpot's address is made on
 * delivery from HUBSPOT_FORMS_URL), the lead's id as the idempotency key.
 */
export function crmJob(lead: LeadRow, crm: Exclude<CrmSettings, { kind: "none" }>, siteUrl: string, pageName: string): OutboxJobInput {
  const payload =
    crm.kind === "hubspot"
      ? { crm: "hubspot", portalId: crm.portalId, formGuid: crm.formGuid, key: lead.id, body: JSON.stringify(hubspotSubmission(lead, crm.map, leadPage(lead, siteUrl, pageName), { fallbackText: LEADS.crm.consentText, subscriptionTypeId: crm.subscriptionTypeId })) }
      : { crm: "webhook", url: crm.url, key: lead.id, body: JSON.stringify(webhookBody(lead, crm.map)) }
  return { kind: "webhook", topic: CRM_TOPIC, ref: lead.id, payload, max_attempts: CRM_MAX_ATTEMPTS }
}
