"use client"

import { useMemo } from "react"
import { createClient } from "@formspree/core"
import { useSubmit } from "@formspree/react"

import { HONEYPOT_FIELD } from "@/lib/domain/contact/config"
import type { ConsentShown } from "@/lib/domain/consent"
import { toContactResult } from "@/components/contact/formspree-submit"

import { ContactFormView, type ContactFormText, type ContactSubmit } from "./contact-form-view"

type FormspreeContactFormProps = {
  formId: string
  project?: string
  /** The provider's origin; only tests point it elsewhere (a local stub serving recorded responses). */
  endpoint?: string
  /** The form's words in the page's language; English when absent (the provider's own error texts stay English). */
  text?: ContactFormText
  /**
   * The consent wording shown next to the send button. The hosted form keeps the specification's fields only, so it
   * records no consent version and offers no marketing box (docs/leads.md, "Consent").
   */
  consent?: ConsentShown
}

/** The hosted path: POST {origin}/f/{formId}, or /p/{project}/f/{formId} when a project is set. */
export function FormspreeContactForm({ formId, project, endpoint, text, consent }: FormspreeContactFormProps) {
  const client = useMemo(() => createClient({ project }), [project])
  const send = useSubmit<Record<string, string>>(formId, { client, origin: endpoint })

  const submit: ContactSubmit = async ({ values, honeypot }) => {
    // A filled honeypot gets a pretend success and nothing is sent.
    if (honeypot) return { ok: true }
    return toContactResult(await send({ ...values, [HONEYPOT_FIELD]: "" }))
  }

  return <ContactFormView submit={submit} text={text} consent={consent} marketingBox={false} />
}
