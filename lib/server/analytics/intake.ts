import { BEACON_MAX_BYTES, parseBeacon, type BeaconInput } from "@/lib/domain/analytics/beacon"
import { clientIp, ipLimitKey } from "@/lib/server/http/request-ip"
import { isSameOriginRequest } from "@/lib/server/http/same-origin"
import { createRateLimiter, type RateLimiter } from "@/lib/server/limits/rate-limit"

/**
 * The page-view endpoint's checks of a request, in order: same origin (403), size (413), the beacon's JSON (400), the
 * per-address limit (429). The app's intake (lib/site/analytics/view-intake.ts) and the production server's worker thread
 * (lib/server/analytics/intake-worker.ts) both answer with these, so their answers are the same; the path rule
 * (lib/domain/analytics/view-paths.ts) comes next in both.
 */

export const VIEW_INTAKE_PATH = "/api/views"

/** What the intake reads of a request: its headers, and its body (null when it was longer than BEACON_MAX_BYTES). */
export type ViewRequest = { headers: Pick<Headers, "get">; body: Uint8Array | null }
export type ViewAnswer = { status: 204 | 400 | 403 | 413 | 429; error?: string; retryAfterSeconds?: number }

export const UNKNOWN_PATH: ViewAnswer = { status: 400, error: "p must be a page of this site." }

/** A view refused because the server already holds MAX_HELD_VIEWS unwritten (lib/server/analytics/views.ts). */
export const BUSY: ViewAnswer = { status: 429, error: "Too many page views to write just now.", retryAfterSeconds: 1 }
const FOREIGN: ViewAnswer = { status: 403, error: "Page views are taken from this site's pages only." }
const TOO_LARGE: ViewAnswer = { status: 413, error: `The body must be at most ${BEACON_MAX_BYTES} bytes.` }

/** A person reads far fewer than 60 pages a minute; each server counts on its own. */
export function createViewLimiter(): RateLimiter {
  return createRateLimiter({ limit: 60, windowMs: 60_000 })
}

const utf8 = new TextDecoder()

/** The checks before the path rule: a refusal, or the beacon's fields and the client's address. */
export function checkViewRequest(
  request: ViewRequest,
  siteUrl: string,
  limiter: RateLimiter,
): { ok: false; answer: ViewAnswer } | { ok: true; input: BeaconInput; ip: string } {
  const { headers, body } = request
  if (!isSameOriginRequest(headers)) return { ok: false, answer: FOREIGN }
  // Both servers read at most BEACON_MAX_BYTES (a declared or streamed larger body arrives as null).
  if (!body) return { ok: false, answer: TOO_LARGE }
  const parsed = parseBeacon(utf8.decode(body), siteUrl)
  if (!parsed.ok) return { ok: false, answer: { status: 400, error: parsed.error } }
  const ip = clientIp(headers)
  const limit = limiter.hit(ipLimitKey(ip))
  if (!limit.ok) {
    return { ok: false, answer: { status: 429, error: "Too many page views from this address.", retryAfterSeconds: Math.ceil(limit.retryAfterMs / 1000) } }
  }
  return { ok: true, input: parsed.value, ip }
}
