// zod/mini: the same schema validates in the browser (where it ships with the contact form on every marketing
// page, so its size counts) and again on the server.
import { z } from "zod/mini"

import { CONTACT_LIMITS } from "@/lib/domain/contact/config"

// Messages are predicates: the form prefixes each with its field's label ("Email should be a valid email address"),
// the same way provider field errors are shown.
const required = { error: "is required" } as const
const present = z.minLength(1, { ...required, abort: true })

export const contactSchema = z.object({
  name: z.string(required).check(z.trim(), present, z.maxLength(CONTACT_LIMITS.name, { error: "must be at most 200 characters" })),
  email: z
    .string(required)
    .check(
      z.trim(),
      present,
      z.maxLength(CONTACT_LIMITS.email, { error: "must be at most 320 characters", abort: true }),
      z.regex(z.regexes.email, { error: "should be a valid email address" }),
    ),
  message: z
    .string(required)
    .check(z.trim(), present, z.maxLength(CONTACT_LIMITS.message, { error: "must be at most 5,000 characters" })),
})

export type ContactInput = z.infer<typeof contactSchema>
export type ContactField = keyof ContactInput
