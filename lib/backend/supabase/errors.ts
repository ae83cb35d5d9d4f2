import "server-only"

import { DataError, slugTaken, translationExists } from "@/lib/domain/errors"

type PostgrestLikeError = { code?: string; message?: string; details?: string | null } | null

/** PostgREST errors in the app's terms: unique slug → "Slug already in use"; RLS/privilege → forbidden. */
export function fromPostgrest(error: PostgrestLikeError, what: string): DataError | Error {
  if (!error) return new Error(`${what} failed`)
  if (error.code === "23505") return /_translation_key/.test(`${error.message ?? ""} ${error.details ?? ""}`) ? translationExists() : slugTaken()
  if (error.code === "42501") return new DataError("forbidden", "You do not have permission to do this")
  if (error.code === "23514" || error.code === "22P02" || error.code === "22023") return new DataError("validation", "Some fields are invalid")
  // A refusal the database words itself (the medical review publish gate, 20261202000300).
  if (error.code === "PT422") return new DataError("validation", error.message || "Some fields are invalid")
  if (error.code === "54000") return new DataError("rate_limited", "Too many messages. Please try again later.")
  return new Error(`${what} failed: ${error.code ?? ""} ${error.message ?? ""}`)
}

export type PostgrestResult = { data: unknown; error: PostgrestLikeError }

/**
 * The rows of a PostgREST answer (one row, a list or nothing) as a list. An error is thrown as the app's error:
 * `refine` may name a more precise one first (a specific constraint), else fromPostgrest decides.
 */
export async function rowsOf(
  p: PromiseLike<PostgrestResult>,
  what: string,
  refine?: (error: NonNullable<PostgrestLikeError>) => DataError | undefined,
): Promise<Record<string, unknown>[]> {
  const { data, error } = await p
  if (error) throw refine?.(error) ?? fromPostgrest(error, what)
  return (Array.isArray(data) ? data : data ? [data] : []) as Record<string, unknown>[]
}
