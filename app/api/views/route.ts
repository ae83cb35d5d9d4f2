import { takePageView } from "@/lib/site/analytics/view-intake"
import { BEACON_MAX_BYTES } from "@/lib/domain/analytics/beacon"
import { readLimited } from "@/lib/server/http/read-limited"

/**
 * The page-view beacon's endpoint where server/index.mjs does not answer it first (`next dev`, tests); the rules
 * are lib/site/analytics/view-intake.ts.
 */
export async function POST(request: Request): Promise<Response> {
  const declared = Number(request.headers.get("content-length") ?? 0)
  const body = declared > BEACON_MAX_BYTES ? null : await readLimited(request, BEACON_MAX_BYTES).catch(() => null)
  const answer = await takePageView({ headers: request.headers, body })
  const headers: Record<string, string> = { "Cache-Control": "no-store" }
  if (answer.retryAfterSeconds !== undefined) headers["Retry-After"] = String(answer.retryAfterSeconds)
  if (answer.status === 204) return new Response(null, { status: 204, headers })
  return Response.json({ error: answer.error }, { status: answer.status, headers })
}
