import { LEADS } from "@/lib/copy/leads"
import { openLeadData } from "@/lib/data/protected-notifications"
import { decodeParam } from "@/lib/server/http/route-param"

export const dynamic = "force-dynamic"

const HEADERS = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" }

const json = (status: number, body: unknown) => new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { ...HEADERS, "Content-Type": "application/json" } })

/**
 * A lead's full data behind a protected webhook's signed, expiring link (/api/lead-data/{id}?e=…&s=…): the full
 * webhook's JSON. 400 malformed, 403 forged or altered, 410 expired, 404 erased; never a 5xx for a bad link (503
 * only when the database cannot be reached). Each fetch is written to the access log.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = decodeParam((await params).id)
  const answer = await openLeadData(id, new URL(request.url).searchParams).catch((error: unknown) => {
    console.error("[lead-data]", error instanceof Error ? error.message : String(error))
    return null
  })
  if (!answer) return json(503, { error: LEADS.leadLink.unavailable })
  if (!answer.ok) return json(answer.status, { error: answer.message })
  return json(200, answer.body)
}
