import type { ConflictInfo } from "@/lib/domain/errors"

import { isDataError } from "./errors"

/** What server actions return: expected failures are values, not exceptions. */
export type ActionResult<T = void> =
  | { ok: true; data: T }
  | { ok: false; error: string; fieldErrors?: Record<string, string[]>; conflict?: ConflictInfo }

// Next signals redirect()/notFound() by throwing these; they must pass through untouched.
function isNextControlFlow(err: unknown): boolean {
  const digest = (err as { digest?: unknown } | null)?.digest
  return typeof digest === "string" && (digest.startsWith("NEXT_REDIRECT") || digest.startsWith("NEXT_HTTP_ERROR_FALLBACK") || digest === "NEXT_NOT_FOUND")
}

export async function toActionResult<T>(fn: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await fn() }
  } catch (err) {
    if (isNextControlFlow(err)) throw err
    if (isDataError(err)) {
      return {
        ok: false,
        error: err.message,
        ...(err.fieldErrors ? { fieldErrors: err.fieldErrors } : {}),
        ...(err.conflict ? { conflict: err.conflict } : {}),
      }
    }
    const requestId = Math.random().toString(36).slice(2, 10)
    console.error(`[action ${requestId}]`, err)
    return { ok: false, error: `Something went wrong (reference ${requestId}). Please try again.` }
  }
}
