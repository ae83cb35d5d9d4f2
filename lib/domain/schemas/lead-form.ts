// zod/mini: a lead form validates in the browser with the same rules the server applies.
import { z } from "zod/mini"

import { CONTACT_LIMITS } from "@/lib/domain/contact/config"
import { fieldErrorsOf, type FieldErrorsOf, type FormIssue } from "@/lib/domain/contact/field-errors"
import type { FormRefusal } from "@/lib/domain/contact/types"

import { emailRule, nameRule, type ValidationMessages } from "./contact"

/**
 * A lead form a content type offers on its public page (an event's registration): who the visitor is, and
 * optionally their organisation. The gated download form is the same without the organisation.
 */
export function leadFormSchemaFor(m: ValidationMessages) {
  return z.object({
    name: nameRule(m),
    email: emailRule(m),
    organisation: z.optional(z.string().check(z.trim(), z.maxLength(CONTACT_LIMITS.name, { error: m.nameTooLong }))),
  })
}

export const LEAD_FIELDS = ["name", "email", "organisation"] as const
export type LeadField = (typeof LEAD_FIELDS)[number]
export type LeadFieldErrors = FieldErrorsOf<LeadField>

/** The issues of a failed parse as errors per field. */
export const leadFieldErrors = (issues: readonly FormIssue[]): LeadFieldErrors => fieldErrorsOf(LEAD_FIELDS, issues)

/** What a lead form gets back: stored, or the reasons it was refused. */
export type LeadFormResult = { ok: true } | { ok: false; errors: string[]; fieldErrors: LeadFieldErrors; reason?: FormRefusal }
