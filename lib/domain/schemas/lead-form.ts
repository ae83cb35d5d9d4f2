// zod/mini: a lead form validates in the browser with the same rules the server applies.
import { z } from "zod/mini"

import { CONTACT_LIMITS } from "@/lib/domain/contact/config"
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

export type LeadField = "name" | "email" | "organisation"
export type LeadFieldErrors = Partial<Record<LeadField, string[]>>
const LEAD_FIELDS: readonly string[] = ["name", "email", "organisation"] satisfies LeadField[]

/** The issues of a failed parse as errors per field. */
export function leadFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): LeadFieldErrors {
  const out: LeadFieldErrors = {}
  for (const issue of issues) {
    const field = issue.path[0]
    if (typeof field === "string" && LEAD_FIELDS.includes(field)) (out[field as LeadField] ??= []).push(issue.message)
  }
  return out
}

/** What a lead form gets back: stored, or the reasons it was refused. */
export type LeadFormResult = { ok: true } | { ok: false; errors: string[]; fieldErrors: LeadFieldErrors; reason?: FormRefusal }
