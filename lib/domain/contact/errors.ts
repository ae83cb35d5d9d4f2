import type { FieldErrorCode, FormErrorCode } from "@formspree/core"

import { CONTACT_FIELDS } from "@/lib/domain/contact/config"
import type { ContactField } from "@/lib/domain/schemas/contact"

import { contactFailure, type ContactFieldErrors, type ContactResult } from "./types"

/**
 * The hosted form provider's error catalogue mapped to visitor-facing messages. Field messages are
 * predicates: the form puts the field's label in front of them.
 */
export const FORM_ERROR_MESSAGES: Record<FormErrorCode, string> = {
  BLOCKED: "This form is blocked and cannot accept messages right now.",
  EMPTY: "The message arrived empty. Please fill in the form and send it again.",
  FILES_TOO_BIG: "The attached files are too large.",
  FORM_NOT_FOUND: "This contact form could not be found.",
  INACTIVE: "This contact form is not accepting messages at the moment.",
  NO_FILE_UPLOADS: "This form does not accept file uploads.",
  PROJECT_NOT_FOUND: "The form's project could not be found.",
  TOO_MANY_FILES: "Too many files were attached.",
}

export const FIELD_ERROR_MESSAGES: Record<FieldErrorCode, string> = {
  REQUIRED_FIELD_EMPTY: "is required",
  REQUIRED_FIELD_MISSING: "is required",
  STRIPE_CLIENT_ERROR: "could not be processed by the payment provider",
  STRIPE_SCA_ERROR: "failed the payment provider's authentication",
  TYPE_EMAIL: "should be an email address",
  TYPE_NUMERIC: "should be a number",
  TYPE_TEXT: "should be text",
}

/** Shown for an UNSPECIFIED code that came without any message of its own. */
export const UNSPECIFIED_FORM_MESSAGE = "The form service could not accept the message."
export const UNSPECIFIED_FIELD_MESSAGE = "is invalid"
/** @formspree/core's own message for a body it cannot read. */
export const UNEXPECTED_RESPONSE_MESSAGE = "Unexpected response format"

type ProviderError = { readonly code: string; readonly message: string }

/** The parts of @formspree/core's SubmissionError this mapping reads. */
export type ProviderSubmissionError = {
  getFormErrors(): readonly ProviderError[]
  getAllFieldErrors(): readonly (readonly [PropertyKey, readonly ProviderError[]])[]
}

function formMessage(error: ProviderError): string {
  if (error.code in FORM_ERROR_MESSAGES) return FORM_ERROR_MESSAGES[error.code as FormErrorCode]
  // UNSPECIFIED carries the real reason: "Unexpected response format", a network error's own message, or the
  // provider's single `error` string.
  return error.message.trim() || UNSPECIFIED_FORM_MESSAGE
}

function fieldMessage(error: ProviderError): string {
  if (error.code in FIELD_ERROR_MESSAGES) return FIELD_ERROR_MESSAGES[error.code as FieldErrorCode]
  return error.message.trim() || UNSPECIFIED_FIELD_MESSAGE
}

function isContactField(field: PropertyKey): field is ContactField {
  return (CONTACT_FIELDS as readonly PropertyKey[]).includes(field)
}

export function mapProviderError(error: ProviderSubmissionError): ContactResult {
  const errors = error.getFormErrors().map(formMessage)
  const fieldErrors: ContactFieldErrors = {}
  for (const [field, list] of error.getAllFieldErrors()) {
    const messages = list.map(fieldMessage)
    if (isContactField(field)) fieldErrors[field] = [...(fieldErrors[field] ?? []), ...messages]
    else errors.push(...messages.map((m) => `${String(field)} ${m}`))
  }
  return contactFailure(dedupe(errors), fieldErrors)
}

function dedupe(list: string[]): string[] {
  return [...new Set(list)]
}
