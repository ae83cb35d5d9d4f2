import "server-only"

import { requireContentAccess } from "@/lib/data/auth"
import { toActionResult, type ActionResult } from "@/lib/data/result"

/**
 * Runs an admin action: the session is checked first, before the action reads or validates anything, so an
 * anonymous caller learns nothing from validation messages (the data functions check it again themselves).
 * Every failure is logged with the action's name and context; unexpected errors with their stack by toActionResult.
 */
export async function runAdminAction<T>(name: string, context: Record<string, unknown>, fn: () => Promise<T>): Promise<ActionResult<T>> {
  const result = await toActionResult(async () => {
    await requireContentAccess()
    return fn()
  })
  if (!result.ok) console.warn(`[admin:${name}] failed`, { ...context, error: result.error, fieldErrors: result.fieldErrors })
  return result
}
