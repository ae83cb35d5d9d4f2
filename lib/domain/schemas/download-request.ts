// zod/mini: the gate form validates in the browser with the same rules the server applies.
import { z } from "zod/mini"

import { emailRule, nameRule, type ValidationMessages } from "@/lib/domain/schemas/contact"
import { VALIDATION_UI } from "@/lib/copy/public/client/validation"
import type { FormRefusal } from "@/lib/domain/contact/types"

/** A gated resource's form, its messages in one language: who asks for the download. */
export function downloadRequestSchemaFor(m: ValidationMessages) {
  return z.object({ name: nameRule(m), email: emailRule(m) })
}

/** The rules with English messages. */
export const downloadRequestFormSchema = downloadRequestSchemaFor(VALIDATION_UI)

export type DownloadRequestField = "name" | "email"
export type DownloadRequestFieldErrors = Partial<Record<DownloadRequestField, string[]>>

/** What the gate form gets back: the signed link (and whether it was also e-mailed), or the reasons it was refused. */
export type DownloadRequestResult =
  | { ok: true; url: string; emailed: boolean; expiresAt: string }
  | { ok: false; errors: string[]; fieldErrors: DownloadRequestFieldErrors; reason?: FormRefusal }
