import type { FieldErrorCode, FormErrorCode } from "@formspree/core"

import { FORM_PROVIDER_ERRORS } from "@/lib/copy/public/client/form-provider"
import { CONTACT_FIELDS } from "@/lib/domain/contact/config"
import type { ContactField } from "@/lib/domain/schemas/contact"

import { contactFailure, type ContactFieldErrors, type ContactResult } from "./types"

/**
 * The hosted form provider's error catalogue mapped to visitor-facing messages (their words are in lib/copy), one
 * for every code it has. Field messages are predicates: the form puts the field's label in front of them.
 */
export const FORM_ERROR_MESSAGES: Record<FormErrorCode, string> = FORM_PROVIDER_ERRORS.form
export const FIELD_ERROR_MESSAGES: Record<FieldErrorCode, string> = FORM_PROVIDER_ERRORS.field

/** Shown for an UNSPECIFIED code that came without any message of its own. */
export const UNSPECIFIED_FORM_MESSAGE: string = FORM_PROVIDER_ERRORS.unspecifiedForm
export const UNSPECIFIED_FIELD_MESSAGE: string = FORM_PROVIDER_ERRORS.unspecifiedField
/** @formspree/core's own message for a body it cannot read. */
export const UNEXPECTED_RESPONSE_MESSAGE: string = FORM_PROVIDER_ERRORS.unexpectedResponse

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
