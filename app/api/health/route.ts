import { checkHealth } from "@/lib/data/health"

export const dynamic = "force-dynamic"

/**
 * For load balancers and orchestrators: 200 with the backend kind and schema version when the database answers,
 * 503 otherwise. Never cached.
 */
export async function GET() {
  const health = await checkHealth()
  const headers = { "Cache-Control": "no-store" }
  if (!health.ok) return Response.json({ status: "unavailable", backend: health.backend }, { status: 503, headers })
  return Response.json({ status: "ok", backend: health.backend, migration: health.migration }, { headers })
}
