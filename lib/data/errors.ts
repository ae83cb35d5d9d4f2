import type { ContentKind } from "@/lib/domain/types"
import { z } from "zod"

export { DataError, isDataError, type DataErrorCode } from "@/lib/domain/errors"

import { AUTH_MESSAGES } from "@/lib/copy/auth"
import { REVISION_MESSAGES } from "@/lib/copy/revisions"
import { DataError } from "@/lib/domain/errors"
import { UUID_PATTERN } from "@/lib/domain/schemas/fields"

/** Parses with zod; a failure becomes a validation DataError with field errors. */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = z.safeParse(schema, input)
  if (parsed.success) return parsed.data
  const fieldErrors: Record<string, string[]> = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "_form"
    ;(fieldErrors[key] ??= []).push(issue.message)
  }
  const first = parsed.error.issues[0]?.message ?? "Invalid input"
  throw new DataError("validation", first, { fieldErrors })
}

/** Ids are UUIDs; anything else is refused before it reaches a query. */
export function parseId(id: unknown): string {
  if (typeof id !== "string" || !UUID_PATTERN.test(id)) throw new DataError("validation", "Invalid id")
  return id.toLowerCase()
}

/** The status a route handler answers an expected failure with: always a 4xx (a client can cause it). */
export function dataErrorStatus(error: DataError): 400 | 401 | 403 | 404 {
  if (error.code === "unauthorized") return 401
  if (error.code === "forbidden") return 403
  if (error.code === "not_found") return 404
  return 400
}

/**
 * Puts an adapter's refusal into the interface's words (adapters name the case; the texts live in lib/copy).
 * Anything else passes through unchanged.
 */
export function inWords(err: unknown, kind?: ContentKind): unknown {
  if (!(err instanceof DataError) || !err.reason) return err
  if (err.reason === "registration_closed") return new DataError(err.code, AUTH_MESSAGES.registrationClosed)
  if (err.reason === "version_conflict" && err.conflict) {
    return new DataError("conflict", REVISION_MESSAGES.conflictError(err.conflict.savedBy, kind ?? "post"), { conflict: err.conflict })
  }
  return err
}
