import { splitVersionText } from "@/lib/domain/consent"

import type { LeadRow } from "./types"

/**
 * The CRM hand-off's bodies, built from a lead without I/O: HubSpot's Forms API v3 submission and a generic JSON
 * webhook whose keys the owner maps. The lead's id is the idempotency key of every delivery.
 */

/** The lead's values a mapping may name. */
export const CRM_SOURCE_FIELDS = [
  "id",
  "name",
  "firstname",
  "lastname",
  "email",
  "message",
  "kind",
  "status",
  "value",
  "tags",
  "received_at",
  "page_path",
  "landing_path",
  "referrer_origin",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "locale",
] as const
export type CrmSourceField = (typeof CRM_SOURCE_FIELDS)[number]

export type CrmFieldMap = Partial<Record<CrmSourceField, string>>

/** HubSpot's contact properties for the lead's values (its "0-1" object is the contact). */
const sameNames = (fields: CrmSourceField[]): CrmFieldMap => Object.fromEntries(fields.map((f) => [f, f]))
export const HUBSPOT_DEFAULT_MAP: CrmFieldMap = sameNames(["email", "firstname", "lastname", "message"])
/** The generic webhook's default keys: the lead's own field names. */
export const WEBHOOK_DEFAULT_MAP: CrmFieldMap = sameNames(["id", "name", "email", "message", "received_at", "page_path", "utm_source", "utm_campaign"])

function splitName(name: string): [string, string] {
  const parts = name.trim().split(/\s+/)
  if (parts.length < 2) return [parts[0] ?? "", ""]
  return [parts.slice(0, -1).join(" "), parts[parts.length - 1]!]
}

export function crmValue(lead: LeadRow, field: CrmSourceField): string {
  const [first, last] = splitName(lead.name)
  switch (field) {
    case "firstname":
      return first
    case "lastname":
      return last
    case "tags":
      return lead.tags.join(";")
    case "value":
      return lead.value ?? ""
    case "status":
      return lead.status
    case "landing_path":
      return lead.visit?.landing_path ?? ""
    case "utm_source":
    case "utm_medium":
    case "utm_campaign":
    case "utm_term":
    case "utm_content":
      return lead.utm[field] ?? ""
    default:
      return String(lead[field] ?? "")
  }
}

/** The page a lead came from, for HubSpot's context: where it landed in the journey, else the form's page. */
export function leadPage(lead: LeadRow, siteUrl: string, pageName: string): { pageUri: string; pageName: string } {
  const path = lead.visit?.landing_path || lead.page_path || "/"
  return { pageUri: new URL(path, siteUrl).toString(), pageName }
}

export type HubSpotSubmission = {
  submittedAt: string
  fields: { objectTypeId: "0-1"; name: string; value: string }[]
  context: { pageUri: string; pageName: string }
  legalConsentOptions: { consent: { consentToProcess: boolean; text: string; communications: { value: boolean; subscriptionTypeId: number; text: string }[] } }
}

/** The marketing subscription a HubSpot hand-off names (settings `leadCrm.subscriptionTypeId`). */
export type HubSpotConsentOptions = { fallbackText: string; subscriptionTypeId?: string }

/**
 * HubSpot Forms API v3's submission (POST /submissions/v3/integration/submit/{portalId}/{formGuid}). The consent is
 * the one the visitor gave and the lead stores (docs/leads.md, "Consent"): processing to answer the request, given
 * by sending the form, in the wording version they were shown; and, when the owner named the marketing
 * subscription type, the marketing box as they left it (ticked or not) with its label. A lead with no consent
 * record (received before consent was recorded) sends `fallbackText` and claims no subscription.
 */
export function hubspotSubmission(lead: LeadRow, map: CrmFieldMap, page: { pageUri: string; pageName: string }, options: HubSpotConsentOptions): HubSpotSubmission {
  const fields = (Object.entries(map) as [CrmSourceField, string][])
    .map(([from, name]) => ({ objectTypeId: "0-1" as const, name, value: crmValue(lead, from) }))
    .filter((f) => f.value !== "")
  const consent = lead.consent ? splitVersionText(lead.consent.text) : null
  const subscription = Number(options.subscriptionTypeId)
  const communications =
    consent && lead.consent && options.subscriptionTypeId && Number.isSafeInteger(subscription)
      ? [{ value: lead.consent.marketing, subscriptionTypeId: subscription, text: consent.marketing }]
      : []
  return {
    submittedAt: String(Date.parse(lead.received_at)),
    fields,
    context: page,
    legalConsentOptions: { consent: { consentToProcess: true, text: consent?.text ?? options.fallbackText, communications } },
  }
}

/** The generic webhook's body: the mapped keys, plus the lead's id under "lead_id" (the idempotency key). */
export function webhookBody(lead: LeadRow, map: CrmFieldMap): Record<string, string> {
  const body: Record<string, string> = { lead_id: lead.id }
  for (const [from, key] of Object.entries(map) as [CrmSourceField, string][]) body[key] = crmValue(lead, from)
  return body
}
