import "server-only"

import { recordPageView } from "@/lib/data/analytics"
import { BEACON_MAX_BYTES, parseBeacon } from "@/lib/domain/analytics/beacon"
import { SITE } from "@/lib/domain/site"
import { clientIp, ipLimitKey } from "@/lib/server/http/request-ip"
import { isSameOriginRequest } from "@/lib/server/http/same-origin"
import { createRateLimiter } from "@/lib/server/limits/rate-limit"
import { anonymousContext, runWithDataContext } from "@/lib/server/request/context"

import { viewPathTarget } from "./view-paths"

/**
 * Taking one page view from the beacon (components/site/page-view-beacon.tsx): one small JSON body per view. The
 * production server (server/index.mjs) calls this before Next routes the request, through the hook installed by
 * installViewIntake(): a beacon is the most frequent request a site gets, and Next's routing of a route handler
 * cost more than the view itself. app/api/views/route.ts answers the same way where that server does not run.
 *
 * 204 when taken (counted, or quietly not: a bot, counting switched off); 4xx with the reason for anything
 * malformed, foreign or too frequent; never a 5xx, and never a cookie.
 */

/** What the intake reads of a request: its headers, and its body (null when it was longer than BEACON_MAX_BYTES). */
export type ViewRequest = { headers: Pick<Headers, "get">; body: Uint8Array | null }
export type ViewAnswer = { status: 204 | 400 | 403 | 413 | 429; error?: string; retryAfterSeconds?: number }

/** A person reads far fewer than 60 pages a minute; each server counts on its own. */
const PER_IP = Symbol.for("lumora.view-intake.per-ip")
const limits = globalThis as unknown as Record<symbol, ReturnType<typeof createRateLimiter> | undefined>
const perIp = (limits[PER_IP] ??= createRateLimiter({ limit: 60, windowMs: 60_000 }))

const utf8 = new TextDecoder()
const TOO_LARGE: ViewAnswer = { status: 413, error: `The body must be at most ${BEACON_MAX_BYTES} bytes.` }

export async function takePageView(request: ViewRequest): Promise<ViewAnswer> {
  const { headers, body } = request
  if (!isSameOriginRequest(headers)) return { status: 403, error: "Page views are taken from this site's pages only." }
  // Both callers read at most BEACON_MAX_BYTES (a declared or streamed larger body arrives as null).
  if (!body) return TOO_LARGE
  const parsed = parseBeacon(utf8.decode(body), SITE.url)
  if (!parsed.ok) return { status: 400, error: parsed.error }

  const ip = clientIp(headers)
  const limit = perIp.hit(ipLimitKey(ip))
  if (!limit.ok) return { status: 429, error: "Too many page views from this address.", retryAfterSeconds: Math.ceil(limit.retryAfterMs / 1000) }

  try {
    const target = await viewPathTarget(parsed.value.path)
    if (!target.known) return { status: 400, error: "p must be a page of this site." }
    const content = target.content ? { type: target.content.type, id: target.content.id } : null
    // As an anonymous visitor: nothing of the request but what is passed here reaches the data layer.
    await runWithDataContext(anonymousContext(), () => recordPageView({ ...parsed.value, content }, { ip, userAgent: headers.get("user-agent") ?? "" }))
  } catch (error) {
    // The view is lost, not the visitor's page: the beacon never waits for an answer.
    console.error("[analytics] a page view could not be taken", error)
  }
  return { status: 204 }
}

/** The hook server/index.mjs looks for (a plain object on globalThis: the server is not part of Next's build). */
export type ViewIntakeHook = { path: string; maxBytes: number; take: (request: ViewRequest) => Promise<ViewAnswer> }
export const VIEW_INTAKE_HOOK = Symbol.for("lumora.view-intake")

/** Called once at server start (instrumentation.ts). */
export function installViewIntake(): void {
  const hook: ViewIntakeHook = { path: "/api/views", maxBytes: BEACON_MAX_BYTES, take: takePageView }
  ;(globalThis as unknown as Record<symbol, ViewIntakeHook>)[VIEW_INTAKE_HOOK] = hook
}
