import "server-only"

import { backendHealth, type Health } from "@/lib/backend/health"

export type { Health }

/** Public: whether the database answers, for load balancers (no session needed, nothing secret in it). */
export function checkHealth(): Promise<Health> {
  return backendHealth()
}
