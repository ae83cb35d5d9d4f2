import "server-only"

import { crmAddressProblem } from "./address"

/** A delivery that must not be tried again: the CRM refused the lead itself (a 4xx other than 408 and 429). */
export class PermanentDeliveryError extends Error {
  readonly permanent = true
}

export function isPermanent(error: unknown): boolean {
  return error instanceof Error && (error as { permanent?: unknown }).permanent === true
}

export type CrmPayload =
  | { crm: "hubspot"; portalId: string; formGuid: string; key: string; body: string }
  | { crm: "webhook"; url: string; key: string; body: string }

export function isCrmPayload(v: unknown): v is CrmPayload {
  const p = v as Partial<CrmPayload & { url: string; portalId: string; formGuid: string }> | null
  if (!p || typeof p.key !== "string" || typeof p.body !== "string") return false
  return (p.crm === "hubspot" && typeof p.portalId === "string" && typeof p.formGuid === "string") || (p.crm === "webhook" && typeof p.url === "string")
}

export type CrmDeliverySettings = { hubspotFormsUrl: string; allowPrivate: boolean; timeoutMs?: number }

/** HubSpot's Forms API v3 submission address for a portal and form. */
export function hubspotSubmitUrl(base: string, portalId: string, formGuid: string): string {
  return `${base.replace(/\/+$/, "")}/submissions/v3/integration/submit/${encodeURIComponent(portalId)}/${encodeURIComponent(formGuid)}`
}

/**
 * Posts one lead to the CRM, server to server. The lead's id goes as the Idempotency-Key header (and in the body),
 * the same on every attempt and every replay. 2xx: delivered. 4xx other than 408/429: refused for good, with the
 * CRM's answer. Anything else (5xx, no answer in time, refused connection): thrown, to be retried.
 */
export async function deliverToCrm(payload: CrmPayload, settings: CrmDeliverySettings): Promise<void> {
  const url = payload.crm === "hubspot" ? hubspotSubmitUrl(settings.hubspotFormsUrl, payload.portalId, payload.formGuid) : payload.url
  if (payload.crm === "webhook") {
    const problem = await crmAddressProblem(url, settings.allowPrivate)
    if (problem === "not_https" || problem === "private") throw new PermanentDeliveryError(`The CRM address is not allowed (${problem === "private" ? "private address" : "not https"})`)
    if (problem === "unresolved") throw new Error("The CRM's host name could not be found")
  }
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": "lumora-leads/1", "Idempotency-Key": payload.key },
    body: payload.body,
    redirect: "error",
    signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
  })
  const text = await response.text().catch(() => "")
  if (response.ok) return
  const answer = `CRM answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ""}`
  if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) throw new PermanentDeliveryError(answer)
  throw new Error(answer)
}
