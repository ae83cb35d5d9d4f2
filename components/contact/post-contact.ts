import { UNEXPECTED_RESPONSE_MESSAGE } from "@/lib/domain/contact/errors"
import { CONSENT_FIELD, MARKETING_FIELD } from "@/lib/domain/consent"
import { LEAD_CONTEXT_KEY } from "@/lib/domain/contact/lead-context"
import { contactFailure, type ContactResult, type ContactValues } from "@/lib/domain/contact/types"

export const CONTACT_ENDPOINT = "/api/contact"
export const CONTACT_TOKEN_ENDPOINT = "/api/contact/token"

/** The page this form is on and what the tab remembered of its landing (see LeadContextCapture). */
function leadContext(): { page: string; referrer?: string; utm?: unknown } {
  let stored: { referrer?: string; utm?: unknown } = {}
  try {
    stored = JSON.parse(sessionStorage.getItem(LEAD_CONTEXT_KEY) ?? "{}") as typeof stored
  } catch {
    // no context then
  }
  return { page: location.pathname, referrer: stored.referrer, utm: stored.utm }
}

function isContactResult(value: unknown): value is ContactResult {
  const v = value as { ok?: unknown; errors?: unknown; fieldErrors?: unknown } | null
  if (!v || typeof v.ok !== "boolean") return false
  return v.ok || (Array.isArray(v.errors) && typeof v.fieldErrors === "object" && v.fieldErrors !== null)
}

/** What every form of this server sends beside its fields: the honeypot, the page-open token and the page's language. */
export type FormExtras = { honeypot: string; token: string | null; locale?: string; consent?: { hash: string; marketing: boolean } }

/**
 * Sends a form's values to one of this server's form endpoints with the extras and the lead's context; the answer's
 * JSON, or null when it is none. A network failure throws.
 */
export async function postForm(endpoint: string, values: object, extra: FormExtras): Promise<unknown> {
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({
      ...values,
      _gotcha: extra.honeypot,
      token: extra.token,
      ...(extra.locale ? { locale: extra.locale } : {}),
      // The consent version the form showed (its wording's hash) and the marketing box (docs/leads.md, "Consent").
      ...(extra.consent ? { [CONSENT_FIELD]: extra.consent.hash, [MARKETING_FIELD]: extra.consent.marketing } : {}),
      ...leadContext(),
    }),
  })
  return response.json().catch(() => null)
}

/** Sends the form to this server; a network failure throws (the form shows the error's own message). */
/** `locale`: the page's language, for the server's answer (absent: the default language). */
export async function postContact(values: ContactValues, extra: FormExtras): Promise<ContactResult> {
  const body = await postForm(CONTACT_ENDPOINT, values, extra)
  return isContactResult(body) ? body : contactFailure([UNEXPECTED_RESPONSE_MESSAGE])
}

/** The server-signed "page opened" token; null when it could not be fetched (the message then still goes). */
export async function fetchFormToken(): Promise<string | null> {
  try {
    const response = await fetch(CONTACT_TOKEN_ENDPOINT, { cache: "no-store", signal: AbortSignal.timeout(5_000) })
    const body = (await response.json()) as { token?: unknown }
    return typeof body.token === "string" ? body.token : null
  } catch {
    return null
  }
}
