import type { MessageRow, OutboxJobInput } from "@/lib/domain/types"
import { escapeHtml } from "@/lib/server/mail/html"
import type { EmailMessage } from "@/lib/server/mail/types"
import { UTM_KEYS } from "@/lib/domain/utm"
import { absoluteUrl } from "@/lib/domain/site"
import { localizedPath } from "@/lib/domain/i18n"
import { publicCopy } from "@/lib/copy/public"
import { DEFAULT_NOTIFICATION_MODES, leadSource, protectedLeadLine, type NotificationModes } from "@/lib/domain/leads/notification-modes"

export const CONTACT_TOPIC = "contact-message"

export type ContactNotifyConfig = {
  /** Staff who get the e-mail; none means no e-mail is queued. */
  recipients: string[]
  /** Whether a webhook is configured. */
  webhook: boolean
  /** Absolute URL of the message in the admin. */
  adminUrl: (id: string) => string
  /** The owner's mode per destination (absent: full details). */
  modes?: NotificationModes
  /** Absolute URL of the lead in the admin, named by a protected e-mail. */
  leadUrl?: (id: string) => string
  /** The signed, expiring address of the lead's full data, sent by a protected webhook. */
  leadLink?: (id: string) => { url: string; expiresAt: string }
}

// Header-safe: no line breaks or other control characters from visitor text reach the subject line.
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim()

function contextLines(row: MessageRow): [string, string][] {
  const utm = UTM_KEYS.filter((k) => row.utm[k]).map((k) => `${k}=${row.utm[k]}`)
  return [
    ["Page", row.page_path || "unknown"],
    ["Referrer", row.referrer_origin || "none (direct visit or hidden by the browser)"],
    ["UTM", utm.length ? utm.join(", ") : "none"],
  ]
}

/** A requested resource's page, in the language it was requested in ("/es/resources/guia"). */
const resourcePath = (row: MessageRow, slug: string) => localizedPath(row.locale, `/resources/${slug}`)

/** The first line of the staff e-mail: a contact message, or a download request naming its resource. */
function arrivalLine(row: MessageRow): string {
  return row.resource ? `A visitor asked for the download of "${row.resource.title}" (${resourcePath(row, row.resource.slug)}).` : "A new message arrived through the website's contact form."
}

/** The staff e-mail for one message: Reply-To is the visitor, every piece of visitor text escaped in the HTML. */
export function contactEmail(row: MessageRow, recipients: string[], adminUrl: string): EmailMessage {
  const flag = row.possible_spam ? "[Possible spam] " : ""
  const what = row.kind === "download" ? "New download request" : "New message"
  const subject = `${flag}${what} from ${oneLine(row.name).slice(0, 120)}`
  const context = contextLines(row)
  const text = [
    arrivalLine(row),
    "",
    `Name: ${row.name}`,
    `Email: ${row.email}`,
    ...(row.possible_spam ? [`Possible spam: ${row.spam_reason}`] : []),
    "",
    "Message:",
    row.message,
    "",
    "Where the lead came from:",
    ...context.map(([k, v]) => `${k}: ${v}`),
    "",
    `Open it in the admin: ${adminUrl}`,
    `Reply to this e-mail to answer ${row.name} directly.`,
  ].join("\n")
  const cell = "padding:4px 12px 4px 0;vertical-align:top"
  const rows = (pairs: [string, string][]) =>
    pairs.map(([k, v]) => `<tr><th align="left" style="${cell}">${escapeHtml(k)}</th><td style="${cell}">${escapeHtml(v)}</td></tr>`).join("")
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(arrivalLine(row))}</p>
${row.possible_spam ? `<p style="color:#b45309"><strong>Possible spam:</strong> ${escapeHtml(row.spam_reason)}</p>` : ""}
<table>${rows([
    ["Name", row.name],
    ["Email", row.email],
  ])}</table>
<p style="white-space:pre-wrap;border-left:3px solid #0f766e;padding-left:12px">${escapeHtml(row.message)}</p>
<p><strong>Where the lead came from</strong></p>
<table>${rows(context)}</table>
<p><a href="${escapeHtml(adminUrl)}">Open it in the admin</a>. Reply to this e-mail to answer ${escapeHtml(row.name)} directly.</p>
</body></html>`
  return { to: recipients, replyTo: { name: oneLine(row.name), address: row.email }, subject, text, html }
}

/**
 * The protected staff e-mail: the landing path, the campaign and the lead's admin address, nothing the visitor wrote
 * (no name, address, phone, message or answers) and no Reply-To.
 */
export function protectedContactEmail(row: MessageRow, recipients: string[], leadUrl: string): EmailMessage {
  const flag = row.possible_spam ? "[Possible spam] " : ""
  const source = leadSource(row)
  const line = oneLine(protectedLeadLine({ landing_path: oneLine(source.landing_path), campaign: oneLine(source.campaign) }, leadUrl))
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(line).replace(escapeHtml(leadUrl), `<a href="${escapeHtml(leadUrl)}">${escapeHtml(leadUrl)}</a>`)}</p>
</body></html>`
  return { to: recipients, subject: `${flag}New lead`, text: line, html }
}

const webhookType = (row: MessageRow) => (row.kind === "download" ? "resource.download_request" : "contact.message")

/** The protected webhook's JSON: the lead's id, type and source, and the signed address of its full data. */
export function protectedWebhookBody(row: MessageRow, link: { url: string; expiresAt: string }): string {
  return JSON.stringify({ type: webhookType(row), id: row.id, source: leadSource(row), data_url: link.url, data_url_expires_at: link.expiresAt })
}

/** The webhook's JSON: one object per message (documented in docs/notifications.md). */
export function contactWebhookBody(row: MessageRow, adminUrl: string): string {
  return JSON.stringify({
    type: webhookType(row),
    id: row.id,
    ...(row.resource ? { resource: { slug: row.resource.slug, title: row.resource.title, url: absoluteUrl(resourcePath(row, row.resource.slug)) } } : {}),
    created_at: row.created_at,
    name: row.name,
    email: row.email,
    message: row.message,
    possible_spam: row.possible_spam,
    spam_reason: row.spam_reason,
    page_path: row.page_path,
    referrer_origin: row.referrer_origin,
    utm: row.utm,
    admin_url: adminUrl,
  })
}

/** The notifications one stored message queues: none for spam, else an e-mail and/or a webhook call. */
export function contactNotificationJobs(row: MessageRow, config: ContactNotifyConfig): OutboxJobInput[] {
  if (row.folder === "spam") return []
  const url = config.adminUrl(row.id)
  const modes = config.modes ?? DEFAULT_NOTIFICATION_MODES
  const leadUrl = config.leadUrl?.(row.id) ?? url
  const jobs: OutboxJobInput[] = []
  if (config.recipients.length > 0) {
    const email = modes.email === "protected" ? protectedContactEmail(row, config.recipients, leadUrl) : contactEmail(row, config.recipients, url)
    jobs.push({ kind: "email", topic: CONTACT_TOPIC, ref: row.id, payload: email })
  }
  if (config.webhook) {
    // Protected without a way to make the link (never so in the app): nothing personal goes, so no call is queued.
    const body = modes.webhook === "protected" ? (config.leadLink ? protectedWebhookBody(row, config.leadLink(row.id)) : null) : contactWebhookBody(row, url)
    if (body) jobs.push({ kind: "webhook", topic: CONTACT_TOPIC, ref: row.id, payload: { body } })
  }
  return jobs
}

export const DOWNLOAD_LINK_TOPIC = "download-link"

/**
 * The visitor's e-mail with the signed link to a gated resource, in the language of the request (`row.locale`): plain
 * text and escaped HTML. The words may name the resource's page (its address in that language), a link in the HTML.
 */
export function downloadLinkEmail(row: MessageRow, resource: { slug: string; title: string }, link: string, hours: number): EmailMessage {
  const words = publicCopy(row.locale).downloadEmail
  const page = absoluteUrl(resourcePath(row, encodeURIComponent(resource.slug)))
  const intro = words.intro(row.name, resource.title)
  const expires = words.expires(hours, page)
  const text = [intro, "", link, "", expires].join("\n")
  const anchor = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`
  const html = `<!doctype html><html lang="${row.locale}"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p style="white-space:pre-wrap">${escapeHtml(intro)}</p>
<p>${anchor(link)}</p>
<p>${escapeHtml(expires).split(escapeHtml(page)).join(anchor(page))}</p>
</body></html>`
  return { to: [row.email], subject: oneLine(words.subject(resource.title)).slice(0, 200), text, html }
}
