import type { ContactFieldErrors } from "./types"

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string }

/** zod issues as the form's per-field message lists (unknown paths are ignored: the schema has three fields). */
export function toFieldErrors(issues: readonly Issue[]): ContactFieldErrors {
  const fieldErrors: ContactFieldErrors = {}
  for (const issue of issues) {
    const field = issue.path[0]
    if (field === "name" || field === "email" || field === "message") (fieldErrors[field] ??= []).push(issue.message)
  }
  return fieldErrors
}
