"use client"

import type { ConsentShown } from "@/lib/domain/consent"
import type { ValidationMessages } from "@/lib/domain/schemas/contact"
import { leadFormSchemaFor, type LeadField } from "@/lib/domain/schemas/lead-form"

import { LeadForm, type LeadFormField, type LeadFormWords } from "./lead-form"

/** The words of a registration form, in the page's language (from lib/copy, passed by the server template). */
export type RegistrationFormText = LeadFormWords & { name: string; email: string; organisation: string; done: string; doneHelp: string }

type RegistrationFormProps = {
  /** The content type and document the form is for: it posts to /api/leads/{type}/{slug}. */
  type: string
  slug: string
  /** The page's language (the server answers in it); absent for English. */
  locale?: string
  text: RegistrationFormText
  validation: ValidationMessages
  consent?: ConsentShown
}

/** A document's registration form (an event's): name, e-mail and an optional organisation. */
export function RegistrationForm({ type, slug, locale, text: T, validation, consent }: RegistrationFormProps) {
  const fields: LeadFormField<LeadField>[] = [
    { name: "name", label: T.name, type: "text", autoComplete: "name" },
    { name: "email", label: T.email, type: "email", autoComplete: "email" },
    { name: "organisation", label: T.organisation, type: "text", autoComplete: "organization", optional: true },
  ]
  return (
    <LeadForm
      endpoint={`/api/leads/${encodeURIComponent(type)}/${encodeURIComponent(slug)}`}
      fields={fields}
      rules={leadFormSchemaFor(validation)}
      locale={locale}
      text={T}
      testId="lead-form"
      consent={consent}
      done={{ testId: "lead-form-done", title: T.done, body: () => <p className="mt-2 text-sm text-muted-foreground">{T.doneHelp}</p> }}
    />
  )
}
