import { z } from "zod"

export type DataErrorCode =
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "validation"
  | "conflict"
  | "rate_limited"
  | "unavailable"

/** An expected failure with a message safe to show to the user. Anything else is a bug and is logged. */
export class DataError extends Error {
  readonly code: DataErrorCode
  readonly fieldErrors?: Record<string, string[]>
  readonly retryAfterMs?: number

  constructor(code: DataErrorCode, message: string, extra: { fieldErrors?: Record<string, string[]>; retryAfterMs?: number } = {}) {
    super(message)
    this.name = "DataError"
    this.code = code
    if (extra.fieldErrors) this.fieldErrors = extra.fieldErrors
    if (extra.retryAfterMs !== undefined) this.retryAfterMs = extra.retryAfterMs
  }
}

export function isDataError(err: unknown): err is DataError {
  return err instanceof DataError
}

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids are UUIDs; anything else is refused before it reaches a query. */
export function parseId(id: unknown): string {
  if (typeof id !== "string" || !UUID.test(id)) throw new DataError("validation", "Invalid id")
  return id.toLowerCase()
}
