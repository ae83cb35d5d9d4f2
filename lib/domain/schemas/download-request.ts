// zod/mini: the gate form validates in the browser with the same rules the server applies.
import { z } from "zod/mini"

import { emailRule, nameRule, type ValidationMessages } from "@/lib/domain/schemas/contact"
import { VALIDATION_UI } from "@/lib/copy/public/client/validation"
import { fieldErrorsOf, type FieldErrorsOf, type FormIssue } from "@/lib/domain/contact/field-errors"
import type { FormRefusal } from "@/lib/domain/contact/types"

/** A gated resource's form, its messages in one language: who asks for the download. */
export function downloadRequestSchemaFor(m: ValidationMessages) {
  return z.object({ name: nameRule(m), email: emailRule(m) })
}

/** The rules with English messages. */
export const downloadRequestFormSchema = downloadRequestSchemaFor(VALIDATION_UI)

export const DOWNLOAD_REQUEST_FIELDS = ["name", "email"] as const
export type DownloadRequestField = (typeof DOWNLOAD_REQUEST_FIELDS)[number]
export type DownloadRequestFieldErrors = FieldErrorsOf<DownloadRequestField>

/** The issues of a failed parse as errors per field. */
export const downloadRequestFieldErrors = (issues: readonly FormIssue[]): DownloadRequestFieldErrors => fieldErrorsOf(DOWNLOAD_REQUEST_FIELDS, issues)

/** What the gate form gets back: the signed link (and whether it was also e-mailed), or the reasons it was refused. */
export type DownloadRequestResult =
  | { ok: true; url: string; emailed: boolean; expiresAt: string }
  | { ok: false; errors: string[]; fieldErrors: DownloadRequestFieldErrors; reason?: FormRefusal }
