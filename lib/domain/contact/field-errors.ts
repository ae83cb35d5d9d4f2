import type { ContactFieldErrors } from "./types"

export type FormIssue = { readonly path: readonly PropertyKey[]; readonly message: string }

/** A form's messages per field: each of its fields, the messages its rules gave. */
export type FieldErrorsOf<F extends string> = Partial<Record<F, string[]>>

/** zod issues as a form's per-field message lists; an issue on a path that is none of `fields` is ignored. */
export function fieldErrorsOf<F extends string>(fields: readonly F[], issues: readonly FormIssue[]): FieldErrorsOf<F> {
  const out: FieldErrorsOf<F> = {}
  for (const issue of issues) {
    const field = fields.find((f) => f === issue.path[0])
    if (field !== undefined) (out[field] ??= []).push(issue.message)
  }
  return out
}

const CONTACT_FIELDS = ["name", "email", "message"] as const

/** The contact form's issues per field. */
export const toFieldErrors = (issues: readonly FormIssue[]): ContactFieldErrors => fieldErrorsOf(CONTACT_FIELDS, issues)
