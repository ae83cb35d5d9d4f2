import { recordPageView } from "@/lib/data/analytics"
import { viewPathTarget } from "@/lib/blog/view-paths"
import { BEACON_MAX_BYTES, parseBeacon } from "@/lib/domain/analytics/beacon"
import { SITE } from "@/lib/domain/site"
import { clientIp, ipLimitKey } from "@/lib/server/http/request-ip"
import { readLimited } from "@/lib/server/http/read-limited"
import { isSameOriginRequest } from "@/lib/server/http/same-origin"
import { createRateLimiter } from "@/lib/server/limits/rate-limit"

/**
 * The page-view beacon (components/site/page-view-beacon.tsx): one small JSON body per view. 204 when taken
 * (counted, or quietly not: a bot, counting switched off); 4xx with the reason for anything malformed, foreign or
 * too frequent; never a 5xx, and never a cookie.
 */

/** A person reads far fewer than 60 pages a minute; each server counts on its own. */
const perIp = createRateLimiter({ limit: 60, windowMs: 60_000 })

const HEADERS = { "Cache-Control": "no-store" }
const utf8 = new TextDecoder()

function refuse(status: number, error: string, extra: Record<string, string> = {}): Response {
  return Response.json({ error }, { status, headers: { ...HEADERS, ...extra } })
}

export async function POST(request: Request): Promise<Response> {
  if (!isSameOriginRequest(request.headers)) return refuse(403, "Page views are taken from this site's pages only.")
  const declared = Number(request.headers.get("content-length") ?? 0)
  if (declared > BEACON_MAX_BYTES) return refuse(413, `The body must be at most ${BEACON_MAX_BYTES} bytes.`)
  const bytes = await readLimited(request, BEACON_MAX_BYTES).catch(() => null)
  if (!bytes) return refuse(413, `The body must be at most ${BEACON_MAX_BYTES} bytes.`)
  const parsed = parseBeacon(utf8.decode(bytes), SITE.url)
  if (!parsed.ok) return refuse(400, parsed.error)

  const ip = clientIp(request.headers)
  const limit = perIp.hit(ipLimitKey(ip))
  if (!limit.ok) return refuse(429, "Too many page views from this address.", { "Retry-After": String(Math.ceil(limit.retryAfterMs / 1000)) })

  try {
    const target = await viewPathTarget(parsed.value.path)
    if (!target.known) return refuse(400, "p must be a page of this site.")
    const content = target.content ? { type: target.content.type, id: target.content.id } : null
    await recordPageView({ ...parsed.value, content }, { ip, userAgent: request.headers.get("user-agent") ?? "" })
  } catch (error) {
    // The view is lost, not the visitor's page: the beacon never waits for an answer.
    console.error("[analytics] a page view could not be taken", error)
  }
  return new Response(null, { status: 204, headers: HEADERS })
}
