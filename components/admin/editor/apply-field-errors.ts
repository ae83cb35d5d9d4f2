import type { FieldValues, Path, UseFormSetError } from "react-hook-form"

/** Puts the server's field errors (e.g. "Slug already in use") under the matching fields; returns how many. */
export function applyFieldErrors<T extends FieldValues>(
  fieldErrors: Record<string, string[]> | undefined,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): number {
  if (!fieldErrors) return 0
  let applied = 0
  for (const field of fields) {
    const message = fieldErrors[field]?.[0]
    if (message) {
      setError(field, { type: "server", message }, { shouldFocus: applied === 0 })
      applied++
    }
  }
  return applied
}
