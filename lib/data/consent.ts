import "server-only"

import type { Backend } from "@/lib/backend/types"
import { CONSENT_PUBLIC } from "@/lib/copy/consent"
import {
  CONSENT_FIELD,
  CONSENT_FORMS,
  MARKETING_FIELD,
  consentWording,
  shownHash,
  versionText,
  type ConsentForm,
  type ConsentVersion,
} from "@/lib/domain/consent"
import { schemaOf } from "@/lib/domain/data-fields"
import { isLocale, type Locale } from "@/lib/domain/i18n"
import { builtInChrome } from "@/lib/domain/seed"
import { CONTACT_DETAILS_FIELDS } from "@/lib/domain/site-content/contact-details"
import { consentHash } from "@/lib/server/consent-hash"

/**
 * Consent versions (docs/leads.md, "Consent"). The wording a form shows is the live contact details' of the page's
 * language (what visitors see; a draft waits), with the built-in wording for an empty field. Each wording that was
 * live gets a numbered version, per form and language, when the owner's change is saved and, as a safety net, when
 * a lead arrives; the same wording never makes a new version (its hash is the key).
 */

/** The document type holding the forms' wording (a singleton per language). */
export const CONSENT_DOCUMENT = "contact_details"
const CONTACT = CONSENT_DOCUMENT

/** The wording of a form in a language as visitors see it now. */
async function liveWording(backend: Backend, form: ConsentForm, locale: Locale) {
  const row = await backend.documents.getLastLive(CONTACT, CONTACT, locale)
  const parsed = schemaOf(CONTACT_DETAILS_FIELDS).safeParse(row?.content ?? {})
  return consentWording(parsed.success ? (parsed.data as Record<string, string>) : {}, builtInChrome(locale).contact, form)
}

/** The version of a form's live wording in a language (made now if that wording has none yet). */
export async function currentConsentVersion(backend: Backend, form: ConsentForm, locale: Locale, createdBy: string | null = null): Promise<ConsentVersion | null> {
  if (!backend.consent) return null
  const wording = await liveWording(backend, form, locale)
  return backend.consent.ensure({ form, locale, text: versionText(wording), hash: consentHash(wording), createdBy })
}

/**
 * After a save of the contact details in `locale`: a version for each form's wording that is live now. Called
 * before the save too, so that the wording visitors saw until then has its (earlier) number even if no lead came.
 */
export async function recordConsentVersions(backend: Backend, locale: string | null | undefined, createdBy: string | null): Promise<void> {
  if (!backend.consent || !isLocale(locale)) return
  try {
    for (const form of CONSENT_FORMS) await currentConsentVersion(backend, form, locale, createdBy)
  } catch (error) {
    // The save stands; the next lead of that form records the version it shows.
    console.error("[consent] recording the consent versions failed", error)
  }
}

/** What a submission's consent resolves to: the version its form showed and the marketing box, or a refusal in words. */
export type ResolvedConsent = { ok: true; consent: { version: ConsentVersion; marketing: boolean } | null } | { ok: false; message: string }

const ticked = (v: unknown) => v === true || v === "on" || v === "true" || v === "yes"

/**
 * The consent a form's submission gave. The form names the version it showed (the hidden field: its wording's
 * hash). A version of this form and language is recorded as shown, even when the wording changed since the page
 * was opened (the visitor agreed to what they read); an unknown or malformed one is refused (409, in words), and
 * nothing is stored. A submission naming none (not sent by one of the site's forms) records the live version.
 * Where the backend keeps no consent (Supabase for now): none.
 */
export async function resolveConsent(backend: Backend, form: ConsentForm, locale: Locale, raw: Record<string, unknown>): Promise<ResolvedConsent> {
  if (!backend.consent) return { ok: true, consent: null }
  const current = (await currentConsentVersion(backend, form, locale))!
  const marketing = ticked(raw[MARKETING_FIELD])
  const named = raw[CONSENT_FIELD]
  if (named === undefined || named === null || named === current.hash) return { ok: true, consent: { version: current, marketing } }
  const hash = shownHash(named)
  const shown = hash ? await backend.consent.find(form, locale, hash) : null
  if (!shown) return { ok: false, message: CONSENT_PUBLIC[locale].outdated }
  return { ok: true, consent: { version: shown, marketing } }
}
