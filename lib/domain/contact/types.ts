import type { ContactField } from "@/lib/domain/schemas/contact"

export type ContactFieldErrors = Partial<Record<ContactField, string[]>>

/** What every submit path (server action or hosted provider) returns to the form. */
export type ContactResult =
  | { ok: true }
  | {
      ok: false
      /** Form-level reasons shown above "Something went wrong. Please try again."; may be empty. */
      errors: string[]
      fieldErrors: ContactFieldErrors
    }

export type ContactValues = { name: string; email: string; message: string }

export function contactFailure(errors: string[] = [], fieldErrors: ContactFieldErrors = {}): ContactResult {
  return { ok: false, errors, fieldErrors }
}
