import "server-only"

import { createMessage, type GivenConsent } from "@/lib/data/messages"
import { resolveBackend } from "@/lib/data/backend"
import { resolveConsent } from "@/lib/data/consent"
import { leadJourneyFor, type ViewClient } from "@/lib/data/analytics"
import type { VisitPath } from "@/lib/domain/analytics/types"
import { contactFormTokenAge } from "@/lib/data/form-token"
import { contactSchemaFor } from "@/lib/domain/schemas/contact"
import { hitContactLimit } from "@/lib/data/limits"

import { CONTACT_RATE_LIMIT, HONEYPOT_FIELD } from "@/lib/domain/contact/config"
import { toFieldErrors } from "@/lib/domain/contact/field-errors"
import { leadFormLocale, sanitizeLeadContext } from "@/lib/domain/contact/lead-context"
import { DEFAULT_LOCALE } from "@/lib/domain/i18n"
import { publicCopy } from "@/lib/copy/public"
import { spamVerdict } from "@/lib/domain/contact/spam"
import { contactFailure, type ContactResult } from "@/lib/domain/contact/types"

/**
 * 5 stored messages per IP address per 10 minutes, spam included: in this process's memory for the embedded
 * default, in the database with DATABASE_URL (every server counts the same messages).
 */
const contactLimiter: ContactLimiter = { hit: (ip) => hitContactLimit(ip, CONTACT_RATE_LIMIT) }

type ContactLimiter = { hit(key: string): { ok: boolean; retryAfterMs: number } | Promise<{ ok: boolean; retryAfterMs: number }> }

type LocalSubmitOptions = {
  ip: string
  /** The sender's full address and user agent, for the counted visit the message was sent from. */
  client?: ViewClient
  /** Where a message goes; the data layer's createMessage unless a test simulates an outage. */
  store?: (input: unknown, extra: { visit: VisitPath | null; visitor: string | null; consent?: GivenConsent | null }) => Promise<unknown>
  /** Reads the form token's age; the data layer's unless a test fixes it. */
  tokenAge?: (token: unknown) => Promise<number | null>
  limiter?: ContactLimiter
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

function honeypotOf(raw: Record<string, unknown>): string {
  const value = raw[HONEYPOT_FIELD] ?? raw.honeypot
  return typeof value === "string" ? value.slice(0, 500) : ""
}

/** The counted visit a message comes from; a failed lookup never costs the message. */
export async function visitOf(client: ViewClient): Promise<{ visit: VisitPath | null; visitor: string | null }> {
  try {
    const { journey, visitor } = await leadJourneyFor(client)
    if (!journey) return { visit: null, visitor }
    const { landing_path, first_content, last_content, views } = journey
    return { visit: { landing_path, first_content, last_content, views }, visitor }
  } catch (error) {
    console.error("[contact] reading the visit failed; the message is stored without it", error)
    return { visit: null, visitor: null }
  }
}

/**
 * The embedded contact path: validate, rate-limit by IP, judge spam signals, then store through the data layer.
 * Nothing that passes validation is dropped: spam is stored with its reason, and bots get the answer people get.
 * Success is reported only after the message (and its queued notifications) is committed.
 */
export async function submitLocalContact(
  raw: unknown,
  { ip, client, store = createMessage, tokenAge = contactFormTokenAge, limiter = contactLimiter }: LocalSubmitOptions,
): Promise<ContactResult> {
  if (!isRecord(raw)) return contactFailure([publicCopy(DEFAULT_LOCALE).formServer.genericError], {}, "invalid")
  // The answer is in the form's language, the one the message is stored with.
  const locale = leadFormLocale(raw)
  const text = publicCopy(locale).formServer

  const parsed = contactSchemaFor(text.validation).safeParse({ name: raw.name, email: raw.email, message: raw.message })
  if (!parsed.success) return contactFailure([], toFieldErrors(parsed.error.issues), "invalid")

  // The page-open token's age as the message arrived: the server's own work below is not the visitor's fill time.
  let tokenAgeMs: number | null

  // The consent text the form showed: a version of this form and language, or refused before anything is stored.
  let consent: Awaited<ReturnType<typeof resolveConsent>>
  try {
    tokenAgeMs = await tokenAge(raw.token)
    consent = await resolveConsent((await resolveBackend()).backend, "contact", locale, raw)
  } catch (error) {
    console.error("[contact] reading the consent text failed", error)
    return contactFailure([text.storageFailed], {}, "storage")
  }
  if (!consent.ok) return contactFailure([consent.message], {}, "refused")

  const allowed = await limiter.hit(ip)
  if (!allowed.ok) return contactFailure([text.rateLimited(allowed.retryAfterMs)], {}, "limited")

  try {
    const verdict = spamVerdict({ honeypot: honeypotOf(raw), tokenAgeMs })
    const context = { ...sanitizeLeadContext({ page: raw.page, referrer: raw.referrer, utm: raw.utm }), locale }
    await store({ ...parsed.data, ...verdict, ...context }, { ...(client ? await visitOf(client) : { visit: null, visitor: null }), consent: consent.consent })
  } catch (error) {
    console.error("[contact] storing a message failed", error)
    return contactFailure([text.storageFailed], {}, "storage")
  }
  return { ok: true }
}

