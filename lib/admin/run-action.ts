import "server-only"

import { toActionResult, type ActionResult } from "@/lib/data/result"

/**
 * Runs an admin action through the data layer's result mapping and logs every failure with the action's name and
 * context (issue §8: failures are logged on the server with enough context to debug; unexpected errors are
 * already logged with their stack by toActionResult).
 */
export async function runAdminAction<T>(name: string, context: Record<string, unknown>, fn: () => Promise<T>): Promise<ActionResult<T>> {
  const result = await toActionResult(fn)
  if (!result.ok) console.warn(`[admin:${name}] failed`, { ...context, error: result.error, fieldErrors: result.fieldErrors })
  return result
}
