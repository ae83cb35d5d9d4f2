import { z } from "zod"

import { AUTH_MESSAGES } from "@/lib/copy/auth"

export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 256
/** Longest input a sign-in form may carry: longer is refused before anything else looks at it. */
export const EMAIL_INPUT_MAX = 320
export const PASSWORD_INPUT_MAX = 1024

const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(EMAIL_INPUT_MAX, AUTH_MESSAGES.emailTooLong)
  .pipe(z.email("Enter a valid email address"))
  .transform((v) => v.toLowerCase())

/** Sign-in: presence and the input bounds; a wrong or overlong value is just "Invalid email or password". */
export const signInSchema = z.object({
  email: z.string({ error: "Email is required" }).max(EMAIL_INPUT_MAX).trim().min(1, "Email is required"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(PASSWORD_INPUT_MAX),
})

/** Registration: the spec's hint sets the minimum; no composition rules, no trimming of the password. */
export const signUpSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Password is required" })
    .min(PASSWORD_MIN, AUTH_MESSAGES.passwordHint)
    .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong),
})

export type SignInValues = z.input<typeof signInSchema>
export type SignUpValues = z.input<typeof signUpSchema>
