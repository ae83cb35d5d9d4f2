import { DATA_MESSAGES } from "@/lib/copy/validation"

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

/**
 * Why an adapter refused, for the data layer to put into words: adapters name the case, lib/data words it from
 * lib/copy (the storage layer holds no interface text).
 */
export type DataErrorReason = "version_conflict" | "registration_closed" | "event_full" | "two_factor_required"

/** Someone else saved the record after the editor loaded it: who, when, and the version now stored. */
export type ConflictInfo = { savedBy: string; savedAt: string; version: number }

/** An expected failure with a message safe to show to the user. Anything else is a bug and is logged. */
export class DataError extends Error {
  readonly code: DataErrorCode
  readonly fieldErrors?: Record<string, string[]>
  readonly retryAfterMs?: number
  readonly conflict?: ConflictInfo
  readonly reason?: DataErrorReason

  constructor(
    code: DataErrorCode,
    message: string,
    extra: { fieldErrors?: Record<string, string[]>; retryAfterMs?: number; conflict?: ConflictInfo; reason?: DataErrorReason } = {},
  ) {
    super(message)
    this.name = "DataError"
    this.code = code
    if (extra.fieldErrors) this.fieldErrors = extra.fieldErrors
    if (extra.retryAfterMs !== undefined) this.retryAfterMs = extra.retryAfterMs
    if (extra.conflict) this.conflict = extra.conflict
    if (extra.reason) this.reason = extra.reason
  }
}

export function isDataError(err: unknown): err is DataError {
  return err instanceof DataError
}

/** A slug another document (or a route of the site) already has: the one message every layer gives for it. */
export function slugTaken(): DataError {
  return new DataError("conflict", DATA_MESSAGES.slugTaken, { fieldErrors: { slug: [DATA_MESSAGES.slugTaken] } })
}

/** A second translation of one record into one language. */
export function translationExists(): DataError {
  return new DataError("conflict", DATA_MESSAGES.translationExists)
}
