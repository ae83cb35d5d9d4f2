"use client"

import dynamic from "next/dynamic"

import { FORMSPREE_FORM_ID, FORMSPREE_PROJECT } from "@/lib/domain/contact/config"
import { postContact } from "@/components/contact/post-contact"

import type { Locale } from "@/lib/domain/i18n"
import type { ConsentShown } from "@/lib/domain/consent"

import { ContactFormView, type ContactFormText, type ContactSubmit } from "./contact-form-view"
import { useFormToken } from "./use-form-token"

// The Formspree client (and the Stripe bindings it imports) is only loaded when the site is configured for it.
const FormspreeContactForm = FORMSPREE_FORM_ID
  ? dynamic(() => import("./formspree-contact-form").then((m) => m.FormspreeContactForm))
  : null

/** This server's own store: the page-open token is fetched as the form appears, so the server can time the visit. */
function LocalContactForm({ locale, text, consent }: ContactFormProps) {
  const token = useFormToken()
  const submit: ContactSubmit = async ({ values, honeypot, consent: given }) => postContact(values, { honeypot, token: await token(), locale, consent: given })
  return <ContactFormView submit={submit} text={text} consent={consent} />
}

type ContactFormProps = {
  /** The page's language (the server answers in it) and the form's words in it; both absent for English. */
  locale?: Locale
  text?: ContactFormText
  /** The consent wording shown next to the send button, with its version's hash. */
  consent?: ConsentShown
}

/** "Send Us a Message": Formspree when NEXT_PUBLIC_FORMSPREE_FORM_ID is set, else this server's own store. */
export function ContactForm({ locale, text, consent }: ContactFormProps) {
  if (FormspreeContactForm) return <FormspreeContactForm formId={FORMSPREE_FORM_ID} project={FORMSPREE_PROJECT} text={text} consent={consent} />
  return <LocalContactForm locale={locale} text={text} consent={consent} />
}
