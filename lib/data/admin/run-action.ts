import "server-only"

import { requireContentAccess, requireMember, requireMemberForAccount, type AdminUser } from "@/lib/data/auth"
import { toActionResult, type ActionResult } from "@/lib/data/result"

/**
 * Runs an admin action: the session is checked first, before the action reads or validates anything, so an
 * anonymous caller learns nothing from validation messages (the data functions check it again themselves).
 * Every failure is logged with the action's name and context; unexpected errors with their stack by toActionResult.
 */
export async function runAdminAction<T>(name: string, context: Record<string, unknown>, fn: () => Promise<T>): Promise<ActionResult<T>> {
  return runChecked(requireContentAccess, name, context, fn)
}

/**
 * An action any member may call (their own account; a Reviewer's sign-off, whose data function then requires the
 * review permission itself): the session and a role are checked first, as above, but no content permission.
 */
export async function runMemberAction<T>(name: string, context: Record<string, unknown>, fn: () => Promise<T>): Promise<ActionResult<T>> {
  return runChecked(requireMember, name, context, fn)
}

/** The member's own account and two-factor setup: open while the owner's two-factor requirement holds them back. */
export async function runAccountAction<T>(name: string, context: Record<string, unknown>, fn: () => Promise<T>): Promise<ActionResult<T>> {
  return runChecked(requireMemberForAccount, name, context, fn)
}

async function runChecked<T>(check: () => Promise<AdminUser>, name: string, context: Record<string, unknown>, fn: () => Promise<T>): Promise<ActionResult<T>> {
  const result = await toActionResult(async () => {
    await check()
    return fn()
  })
  if (!result.ok) console.warn(`[admin:${name}] failed`, { ...context, error: result.error, fieldErrors: result.fieldErrors })
  return result
}
