import "server-only"

import { contactSchema, type ContactInput } from "@/lib/schemas/contact"
import { createMessage } from "@/lib/data/messages"
import { createRateLimiter, type RateLimiter } from "@/lib/rate-limit"

import { CONTACT_RATE_LIMIT, MIN_FILL_MS } from "./config"
import { CONTACT_TEXT, rateLimitedMessage } from "./messages"
import { toFieldErrors } from "./field-errors"
import { contactFailure, type ContactResult } from "./types"

/** One limiter per server process: 5 stored messages per IP address per 10 minutes. */
const contactLimiter = createRateLimiter(CONTACT_RATE_LIMIT)

type LocalSubmitOptions = {
  ip: string
  /** Where a message goes; the data layer's createMessage unless a test simulates an outage. */
  store?: (input: ContactInput) => Promise<unknown>
  limiter?: RateLimiter
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** Honeypot filled, or sent faster than a person could type: SECURITY.md §8 says pretend success. */
function looksLikeABot(raw: Record<string, unknown>): boolean {
  if (typeof raw.honeypot === "string" && raw.honeypot.length > 0) return true
  return typeof raw.elapsedMs !== "number" || !Number.isFinite(raw.elapsedMs) || raw.elapsedMs < MIN_FILL_MS
}

/**
 * The embedded contact path: drop bots quietly, validate, rate-limit by IP, then store through the data layer.
 * Success is reported only after the message is stored; a storage failure is reported as a failure.
 */
export async function submitLocalContact(
  raw: unknown,
  { ip, store = createMessage, limiter = contactLimiter }: LocalSubmitOptions,
): Promise<ContactResult> {
  if (!isRecord(raw)) return contactFailure([CONTACT_TEXT.genericError])
  if (looksLikeABot(raw)) return { ok: true }

  const parsed = contactSchema.safeParse({ name: raw.name, email: raw.email, message: raw.message })
  if (!parsed.success) return contactFailure([], toFieldErrors(parsed.error.issues))

  const allowed = limiter.hit(ip)
  if (!allowed.ok) return contactFailure([rateLimitedMessage(allowed.retryAfterMs)])

  try {
    await store(parsed.data)
  } catch (error) {
    console.error("[contact] storing a message failed", error)
    return contactFailure([CONTACT_TEXT.storageFailed])
  }
  return { ok: true }
}
