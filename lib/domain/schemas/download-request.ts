// zod/mini: the gate form validates in the browser with the same rules the server applies.
import { z } from "zod/mini"

import { CONTACT_LIMITS } from "@/lib/domain/contact/config"

// Messages are predicates: the form puts the field's label in front ("Email should be a valid email address").
const required = { error: "is required" } as const
const present = z.minLength(1, { ...required, abort: true })

/** A gated resource's form: who asks for the download. */
export const downloadRequestFormSchema = z.object({
  name: z.string(required).check(z.trim(), present, z.maxLength(CONTACT_LIMITS.name, { error: "must be at most 200 characters" })),
  email: z
    .string(required)
    .check(
      z.trim(),
      present,
      z.maxLength(CONTACT_LIMITS.email, { error: "must be at most 320 characters", abort: true }),
      z.regex(z.regexes.email, { error: "should be a valid email address" }),
    ),
})

export type DownloadRequestField = "name" | "email"
export type DownloadRequestFieldErrors = Partial<Record<DownloadRequestField, string[]>>

/** What the gate form gets back: the signed link (and whether it was also e-mailed), or the reasons it was refused. */
export type DownloadRequestResult =
  | { ok: true; url: string; emailed: boolean; expiresAt: string }
  | { ok: false; errors: string[]; fieldErrors: DownloadRequestFieldErrors }
