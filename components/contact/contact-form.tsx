"use client"

import dynamic from "next/dynamic"

import { FORMSPREE_FORM_ID, FORMSPREE_PROJECT } from "@/lib/contact/config"
import { sendContactMessage } from "@/lib/contact/send-message"

import { ContactFormView, type ContactSubmit } from "./contact-form-view"

// The Formspree client (and the Stripe bindings it imports) is only loaded when the site is configured for it.
const FormspreeContactForm = FORMSPREE_FORM_ID
  ? dynamic(() => import("./formspree-contact-form").then((m) => m.FormspreeContactForm))
  : null

const submitLocally: ContactSubmit = ({ values, honeypot, elapsedMs }) =>
  sendContactMessage({ ...values, honeypot, elapsedMs })

/** "Send Us a Message": Formspree when NEXT_PUBLIC_FORMSPREE_FORM_ID is set, else this server's own store. */
export function ContactForm() {
  if (FormspreeContactForm) return <FormspreeContactForm formId={FORMSPREE_FORM_ID} project={FORMSPREE_PROJECT} />
  return <ContactFormView submit={submitLocally} />
}
