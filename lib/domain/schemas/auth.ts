import { z } from "zod"

import { AUTH_MESSAGES } from "@/lib/copy/auth"

export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 256
/** The longest e-mail address registration takes (and so the longest any account has). */
export const EMAIL_INPUT_MAX = 320

const emailField = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(EMAIL_INPUT_MAX, AUTH_MESSAGES.emailTooLong)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid))
  .transform((v) => v.toLowerCase())

/**
 * Sign-in: presence and registration's length limits, whose messages say what is wrong (no account can hold a
 * longer value); any other wrong value is just "Invalid email or password".
 */
export const signInSchema = z.object({
  email: z.string({ error: AUTH_MESSAGES.emailRequired }).trim().min(1, AUTH_MESSAGES.emailRequired).max(EMAIL_INPUT_MAX, AUTH_MESSAGES.emailTooLong),
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong),
})

/** Registration: the spec's hint sets the minimum; no composition rules, no trimming of the password. */
export const signUpSchema = z.object({
  email: emailField,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(PASSWORD_MIN, AUTH_MESSAGES.passwordHint)
    .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong),
})

export type SignInValues = z.input<typeof signInSchema>
export type SignUpValues = z.input<typeof signUpSchema>
