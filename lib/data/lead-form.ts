import "server-only"

import type { ViewClient } from "@/lib/data/analytics"
import { publicCopy, type PublicCopy } from "@/lib/copy/public"
import { CONTACT_RATE_LIMIT, HONEYPOT_FIELD } from "@/lib/domain/contact/config"
import { leadFormLocale, sanitizeLeadContext } from "@/lib/domain/contact/lead-context"
import { spamVerdict } from "@/lib/domain/contact/spam"
import type { FormRefusal } from "@/lib/domain/contact/types"
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/i18n"
import type { LeadContext } from "@/lib/domain/types"
import type { VisitPath } from "@/lib/domain/analytics/types"
import type { ValidationMessages } from "@/lib/domain/schemas/contact"

import type { ConsentForm } from "@/lib/domain/consent"

import { resolveBackend } from "./backend"
import { resolveConsent } from "./consent"
import { visitOf } from "./contact-submit"
import type { GivenConsent } from "./messages"
import { contactFormTokenAge } from "./form-token"
import { hitContactLimit } from "./limits"

/**
 * The lead pipeline every public lead form but the contact form goes through (a gated resource's download, an
 * event's registration): the fields checked with the form's own rules, the subject looked up in the form's
 * language, the per-IP limit shared with the contact form, the honeypot and the form token's age (spam goes to the
 * spam folder, never refused), the lead's context and the visitor's journey. The caller stores the lead.
 */

export type LeadIntake = {
  ip: string
  client?: ViewClient
  now?: () => number
  tokenAge?: (token: unknown) => Promise<number | null>
  limiter?: { hit(key: string): Promise<{ ok: boolean; retryAfterMs: number }> }
}

export type LeadFailure<E> = { ok: false; errors: string[]; fieldErrors: E; reason: FormRefusal }

/** What the pipeline hands the store: the parsed fields with the spam verdict and the context, and the visit. */
export type AcceptedLead<D> = {
  data: D & { folder: "inbox" | "spam"; spam_reason: string; possible_spam: boolean } & LeadContext & { locale: Locale }
  server: { visit?: VisitPath | null; visitor?: string | null; consent?: GivenConsent | null }
  locale: Locale
  text: PublicCopy["formServer"]
}

type Parse<D> = (
  m: ValidationMessages,
  values: Record<string, unknown>,
) => { success: true; data: D } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }

export type LeadSpec<D, S, R, E> = {
  /** Which form's consent text it shows (docs/leads.md, "Consent"). */
  consent: ConsentForm
  /** The form's fields as the visitor sent them (only these are parsed). */
  fields: readonly string[]
  parse: Parse<D>
  fieldErrors: (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => E
  /** The form's subject in the form's language, or why there is none to take a lead for (a refusal in words). */
  subject: (locale: Locale) => Promise<S | LeadRefusal>
  /** Stores the lead (spam included) and says what the visitor gets back. */
  store: (lead: AcceptedLead<D>, subject: S) => Promise<R | LeadFailure<E>>
}

/** Why a form's subject takes no lead, in words (made with `refuse`). */
export type LeadRefusal = { refusal: FormRefusal; message: string }
export const refuse = (refusal: FormRefusal, message: string): LeadRefusal => ({ refusal, message })

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

const isRefusal = (v: unknown): v is LeadRefusal => isRecord(v) && typeof v.refusal === "string" && typeof v.message === "string"

/** Runs a lead form's submit: success only once the lead (and its queued e-mails) is committed. */
export async function runLeadForm<D, S, R, E>(raw: unknown, opts: LeadIntake, spec: LeadSpec<D, S, R, E>): Promise<R | LeadFailure<E>> {
  const { ip, client, tokenAge = contactFormTokenAge, limiter = { hit: (key: string) => hitContactLimit(key, CONTACT_RATE_LIMIT) } } = opts
  const fail = (reason: FormRefusal, errors: string[], fieldErrors: E = spec.fieldErrors([])): LeadFailure<E> => ({ ok: false, errors, fieldErrors, reason })
  if (!isRecord(raw)) return fail("invalid", [publicCopy(DEFAULT_LOCALE).formServer.genericError])
  // The answer, the subject looked up and the lead stored are all in the form's language.
  const locale = leadFormLocale(raw)
  const text = publicCopy(locale).formServer
  const parsed = spec.parse(text.validation, Object.fromEntries(spec.fields.map((f) => [f, raw[f]])))
  if (!parsed.success) return fail("invalid", [], spec.fieldErrors(parsed.error.issues))

  const subject = await spec.subject(locale)
  if (isRefusal(subject)) return fail(subject.refusal, [subject.message])

  // The page-open token's age as the lead arrived: the server's own work below is not the visitor's fill time.
  let tokenAgeMs: number | null
  let consent: Awaited<ReturnType<typeof resolveConsent>>
  try {
    tokenAgeMs = await tokenAge(raw.token)
    consent = await resolveConsent((await resolveBackend()).backend, spec.consent, locale, raw)
  } catch (error) {
    console.error("[lead] reading the consent text failed", error)
    return fail("storage", [text.storageFailed])
  }
  if (!consent.ok) return fail("refused", [consent.message])

  const allowed = await limiter.hit(ip)
  if (!allowed.ok) return fail("limited", [text.rateLimited(allowed.retryAfterMs)])

  try {
    const honeypot = typeof raw[HONEYPOT_FIELD] === "string" ? String(raw[HONEYPOT_FIELD]).slice(0, 500) : ""
    const verdict = spamVerdict({ honeypot, tokenAgeMs })
    const context = { ...sanitizeLeadContext({ page: raw.page, referrer: raw.referrer, utm: raw.utm }), locale }
    const server = { ...(client ? await visitOf(client) : {}), consent: consent.consent }
    return await spec.store({ data: { ...parsed.data, ...verdict, ...context }, server, locale, text }, subject)
  } catch (error) {
    console.error("[lead] storing a lead failed", error)
    return fail("storage", [text.storageFailed])
  }
}
