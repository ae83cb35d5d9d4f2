// Inlined at build time (NEXT_PUBLIC_*): set NEXT_PUBLIC_FORMSPREE_FORM_ID to send the form to Formspree instead
// of storing messages on this server.
export const FORMSPREE_FORM_ID = process.env.NEXT_PUBLIC_FORMSPREE_FORM_ID?.trim() ?? ""
export const FORMSPREE_PROJECT = process.env.NEXT_PUBLIC_FORMSPREE_PROJECT?.trim() || undefined

/** A form sent faster than this after the page opened was probably not typed by a person (a weak spam signal). */
export const MIN_FILL_MS = 3000
/** Spam is deleted after this many days in the spam folder. */
export const SPAM_RETENTION_DAYS = 30
/** At most 5 messages per IP address in 10 minutes. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 } as const
/** The honeypot's field name; Formspree drops submissions that fill it. */
export const HONEYPOT_FIELD = "_gotcha"

/** The contact form's length limits. */
export const CONTACT_LIMITS = { name: 200, email: 320, message: 5000 } as const
/** The form's fields, in order. Kept apart from the zod schema so importing them does not pull zod in. */
export const CONTACT_FIELDS = ["name", "email", "message"] as const
