import "server-only"

import { leadFormOf } from "@/lib/domain/content/lead-forms"
import type { LeadFormName } from "@/lib/domain/content/types"
import type { LeadFormResult } from "@/lib/domain/schemas/lead-form"

import { submitEventRegistration } from "./event-registration"
import type { LeadIntake } from "./lead-form"

/** A lead form's submit: one document's form (by slug) through the lead pipeline (lib/data/lead-form.ts). */
export type LeadFormSubmit = (slug: string, body: unknown, opts: LeadIntake) => Promise<LeadFormResult>

/** Every lead form a declaration may name, and the pipeline it runs (a new form name will not compile without one). */
const LEAD_FORMS: Record<LeadFormName, LeadFormSubmit> = {
  registration: submitEventRegistration,
}

/** The submit of the lead form a type's declaration gives its public page; none when it declares no form. */
export function leadFormSubmit(type: string): LeadFormSubmit | undefined {
  const form = leadFormOf(type)
  return form ? LEAD_FORMS[form] : undefined
}
