import type { ContactDetailsContent } from "@/lib/domain/site-content/contact-details"
import { localizedPath, type Locale } from "@/lib/domain/i18n"

/**
 * Consent on the lead forms (docs/leads.md, "Consent"). Each form shows the owner's wording next to its send button:
 * sending is the consent to process the data to answer the request; the marketing box (unticked by default) is a
 * separate consent. The wording is kept per form and language in the contact details document (empty fields take
 * the built-in wording of that language); every wording a form showed is a numbered version in `consent_versions`.
 * Pure: no I/O, safe for the browser (the hash is computed on the server, lib/server/consent-hash.ts).
 */

export const CONSENT_FORMS = ["contact", "download", "registration"] as const
export type ConsentForm = (typeof CONSENT_FORMS)[number]

/** The hidden field naming the version the form showed (its wording's SHA-256), and the marketing box's name. */
export const CONSENT_FIELD = "consent"
export const MARKETING_FIELD = "marketing"

/** A form's wording in one language: the consent given by sending, and the marketing box's label. */
export type ConsentWording = { text: string; marketing: string }

/** What a form draws next to its send button (rendered on the server with the page). */
export type ConsentShown = ConsentWording & {
  /** SHA-256 (hex) of `versionText(wording)`: the hidden field's value. */
  hash: string
  privacyHref: string
  privacyLabel: string
}

/** One stored version of a form's wording in a language. */
export type ConsentVersion = {
  id: string
  form: ConsentForm
  locale: string
  text: string
  hash: string
  version: number
  created_at: string
  created_by: string | null
}

/** What a lead records of the consent its visitor gave (the page and language are the lead's own). */
export type LeadConsent = {
  version_id: string
  version: number
  form: ConsentForm
  text: string
  hash: string
  marketing: boolean
  at: string
}

/** The contact details' field holding each form's wording. */
export const CONSENT_WORDING_FIELD = {
  contact: "consentContact",
  download: "consentDownload",
  registration: "consentRegistration",
} as const satisfies Record<ConsentForm, keyof ContactDetailsContent>

type ConsentFields = Pick<ContactDetailsContent, "consentContact" | "consentDownload" | "consentRegistration" | "consentMarketing">

/** A form's wording from the contact details; a field left empty takes the language's built-in one. */
export function consentWording(contact: Partial<ConsentFields>, builtIn: ConsentFields, form: ConsentForm): ConsentWording {
  const key = CONSENT_WORDING_FIELD[form]
  return {
    text: contact[key]?.trim() || builtIn[key],
    marketing: contact.consentMarketing?.trim() || builtIn.consentMarketing,
  }
}

/** The exact text a version keeps and hashes: the consent, a blank line, the marketing box's label. */
export function versionText(wording: ConsentWording): string {
  return `${wording.text}\n\n${wording.marketing}`
}

/** A version's text split back into the consent and the marketing box's label (the label never holds a blank line). */
export function splitVersionText(text: string): ConsentWording {
  const at = text.lastIndexOf("\n\n")
  return at < 0 ? { text, marketing: "" } : { text: text.slice(0, at), marketing: text.slice(at + 2) }
}

/** The privacy policy a form's wording links to, in the page's language. */
export const privacyPolicyPath = (locale: Locale) => localizedPath(locale, "/privacy-policy")

export const isConsentForm = (v: unknown): v is ConsentForm => typeof v === "string" && (CONSENT_FORMS as readonly string[]).includes(v)

/** A submitted version reference: 64 lowercase hex digits, else null (absent or malformed). */
export function shownHash(v: unknown): string | null {
  return typeof v === "string" && /^[0-9a-f]{64}$/.test(v) ? v : null
}
