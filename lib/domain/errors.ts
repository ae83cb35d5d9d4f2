/**
 * The error type every layer shares: an expected failure with a message safe to show to the user. It lives below
 * the data layer so that backends (which must not import lib/data) can raise it too; lib/data/errors re-exports it.
 */
export type DataErrorCode =
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "validation"
  | "conflict"
  | "rate_limited"
  | "unavailable"

/** Someone else saved the record after the editor loaded it: who, when, and the version now stored. */
export type ConflictInfo = { savedBy: string; savedAt: string; version: number }

/** An expected failure with a message safe to show to the user. Anything else is a bug and is logged. */
export class DataError extends Error {
  readonly code: DataErrorCode
  readonly fieldErrors?: Record<string, string[]>
  readonly retryAfterMs?: number
  readonly conflict?: ConflictInfo

  constructor(
    code: DataErrorCode,
    message: string,
    extra: { fieldErrors?: Record<string, string[]>; retryAfterMs?: number; conflict?: ConflictInfo } = {},
  ) {
    super(message)
    this.name = "DataError"
    this.code = code
    if (extra.fieldErrors) this.fieldErrors = extra.fieldErrors
    if (extra.retryAfterMs !== undefined) this.retryAfterMs = extra.retryAfterMs
    if (extra.conflict) this.conflict = extra.conflict
  }
}

export function isDataError(err: unknown): err is DataError {
  return err instanceof DataError
}
