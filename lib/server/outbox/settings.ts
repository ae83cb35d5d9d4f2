import type { ServerEnv } from "@/lib/server/env"
import { SITE } from "@/lib/domain/site"

import type { DeliverySettings } from "./deliver"

/** What the worker needs to deliver: secrets stay in the environment, never in the outbox rows. */
export function deliverySettings(env: ServerEnv): DeliverySettings {
  return {
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `${SITE.name} <${SITE.email}>`,
    webhookUrl: env.WEBHOOK_URL,
    webhookSecret: env.WEBHOOK_SECRET,
    crm: { hubspotFormsUrl: env.HUBSPOT_FORMS_URL, allowPrivate: env.CRM_ALLOW_PRIVATE },
  }
}
