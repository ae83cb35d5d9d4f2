import type { SubmissionResult } from "@formspree/core"

import { mapProviderError } from "@/lib/domain/contact/errors"
import type { ContactResult, ContactValues } from "@/lib/domain/contact/types"

/** @formspree/core's result (success or SubmissionError) as the form's ContactResult. */
export function toContactResult(result: SubmissionResult<ContactValues>): ContactResult {
  return result.kind === "success" ? { ok: true } : mapProviderError(result)
}
