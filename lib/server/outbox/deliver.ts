import "server-only"

import type { OutboxJob } from "@/lib/domain/types"
import { outboxMessageId } from "@/lib/domain/outbox-message-id"
import { sendEmail } from "@/lib/server/mail/sender"
import { isEmailMessage } from "@/lib/server/mail/types"
import { postWebhook } from "@/lib/server/webhook/send"
import { crmAddressProblem } from "@/lib/server/crm/address"
import { deliverToCrm, isCrmPayload, PermanentDeliveryError, type CrmDeliverySettings } from "@/lib/server/crm/deliver"

/** The outbox topic of a lead's CRM delivery. */
export const CRM_TOPIC = "crm"
/**
 * The outbox topic of a `lead.deleted` event (a data-subject erasure, docs/privacy.md): to the site's webhook (no
 * `url`), or to the CRM webhook that received the lead (`url`), signed with WEBHOOK_SECRET either way.
 */
export const LEAD_DELETED_TOPIC = "lead-deleted"

export type DeliverySettings = {
  smtpUrl?: string
  mailFrom: string
  webhookUrl?: string
  webhookSecret?: string
  crm: CrmDeliverySettings
}

/** Delivers one job with the server's current settings; throws with a readable reason when it cannot. */
export async function deliverJob(job: OutboxJob, settings: DeliverySettings): Promise<void> {
  if (job.kind === "email") {
    if (!settings.smtpUrl) throw new Error("SMTP_URL is not set on this server")
    if (!isEmailMessage(job.payload)) throw new Error("Malformed e-mail job")
    await sendEmail(
      {
        ...job.payload,
        headers: { ...job.payload.headers, "X-Outbox-Id": job.id },
        // From the job, not made up per attempt: a repeated copy is recognisably the same e-mail.
        messageId: outboxMessageId(job.id, settings.mailFrom),
      },
      { smtpUrl: settings.smtpUrl, from: settings.mailFrom },
    )
    return
  }
  // A lead's CRM hand-off names its own target (the owner's CRM settings, checked again on delivery).
  if (job.topic === CRM_TOPIC) {
    if (!isCrmPayload(job.payload)) throw new PermanentDeliveryError("Malformed CRM job")
    await deliverToCrm(job.payload, settings.crm)
    return
  }
  if (job.topic === LEAD_DELETED_TOPIC && typeof job.payload.url === "string") {
    const body = job.payload.body
    if (typeof body !== "string") throw new PermanentDeliveryError("Malformed lead.deleted job")
    const problem = await crmAddressProblem(job.payload.url, settings.crm.allowPrivate)
    if (problem === "not_https" || problem === "private") throw new PermanentDeliveryError(`The CRM address is not allowed (${problem === "private" ? "private address" : "not https"})`)
    if (problem === "unresolved") throw new Error("The CRM's host name could not be found")
    await postWebhook(job.id, body, { url: job.payload.url, secret: settings.webhookSecret })
    return
  }
  if (!settings.webhookUrl) throw new Error("WEBHOOK_URL is not set on this server")
  const body = job.payload.body
  if (typeof body !== "string") throw new Error("Malformed webhook job")
  await postWebhook(job.id, body, { url: settings.webhookUrl, secret: settings.webhookSecret })
}

/** The first line of an error, short enough to show in the admin. */
export function describeError(error: unknown): string {
  let message = error instanceof Error ? error.message : String(error)
  // fetch reports "fetch failed" and keeps the reason (refused, timed out, DNS) in its cause.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : ""
  if (cause && !message.includes(cause)) message = `${message} (${cause})`
  return (message.split("\n")[0] ?? "").slice(0, 300) || "Unknown error"
}
