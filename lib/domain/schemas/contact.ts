// zod/mini: the same schema validates in the browser (where it ships with the contact form on every marketing
// page, so its size counts) and again on the server.
import { z } from "zod/mini"

import { CONTACT_LIMITS } from "@/lib/domain/contact/config"
import { VALIDATION_UI } from "@/lib/copy/public/client/validation"

/**
 * The messages of the contact and download forms' rules, in one language. They are predicates: the form prefixes
 * each with its field's label ("Email should be a valid email address"), the way provider field errors are shown.
 */
export type ValidationMessages = { readonly [K in keyof typeof VALIDATION_UI]: string }

const required = (m: ValidationMessages) => ({ error: m.required })
const present = (m: ValidationMessages) => z.minLength(1, { ...required(m), abort: true })

/** A visitor's name: required, at most 200 characters. */
export const nameRule = (m: ValidationMessages) =>
  z.string(required(m)).check(z.trim(), present(m), z.maxLength(CONTACT_LIMITS.name, { error: m.nameTooLong }))

/** A visitor's e-mail address: required, at most 320 characters, an address. */
export const emailRule = (m: ValidationMessages) =>
  z
    .string(required(m))
    .check(
      z.trim(),
      present(m),
      z.maxLength(CONTACT_LIMITS.email, { error: m.emailTooLong, abort: true }),
      z.regex(z.regexes.email, { error: m.emailInvalid }),
    )

/** The contact form's rules with their messages in one language (the browser and the server use the same). */
export function contactSchemaFor(m: ValidationMessages) {
  return z.object({
    name: nameRule(m),
    email: emailRule(m),
    message: z.string(required(m)).check(z.trim(), present(m), z.maxLength(CONTACT_LIMITS.message, { error: m.messageTooLong })),
  })
}

/** The rules with English messages. */
export const contactSchema = contactSchemaFor(VALIDATION_UI)

export type ContactInput = z.infer<typeof contactSchema>
export type ContactField = keyof ContactInput
