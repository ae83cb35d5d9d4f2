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
      reason?: FormRefusal
    }

export type ContactValues = { name: string; email: string; message: string }

export function contactFailure(errors: string[] = [], fieldErrors: ContactFieldErrors = {}, reason?: FormRefusal): ContactResult {
  return reason ? { ok: false, errors, fieldErrors, reason } : { ok: false, errors, fieldErrors }
}

/**
 * Why the server refused a form (contact, a gated resource). It decides the HTTP answer where the refusal is made:
 * the words are in the visitor's language, so the status is never read back from them.
 */
export type FormRefusal = "invalid" | "not-found" | "refused" | "limited" | "storage"

/** `refused`: the form's subject takes no more (an event that is full or whose registration closed). */
const REFUSAL_STATUS: Record<FormRefusal, number> = { invalid: 400, "not-found": 404, refused: 409, limited: 429, storage: 503 }

/** The HTTP status of a form's answer: 200 when stored, else its refusal's (400 when none is named). */
export function formStatus(result: { ok: true } | { ok: false; reason?: FormRefusal }): number {
  return result.ok ? 200 : REFUSAL_STATUS[result.reason ?? "invalid"]
}
