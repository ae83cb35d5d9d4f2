import type { SubmissionResult } from "@formspree/core"

import { mapProviderError } from "./errors"
import type { ContactResult, ContactValues } from "./types"

/** @formspree/core's result (success or SubmissionError) as the form's ContactResult. */
export function toContactResult(result: SubmissionResult<ContactValues>): ContactResult {
  return result.kind === "success" ? { ok: true } : mapProviderError(result)
}
