"use client"

import { useId, useState, useSyncExternalStore } from "react"

import type { ContactField } from "@/lib/domain/schemas/contact"
import { CONTACT_FIELDS, CONTACT_LIMITS, HONEYPOT_FIELD } from "@/lib/domain/contact/config"
import { toFieldErrors } from "@/lib/domain/contact/field-errors"
import { formatFieldErrors } from "@/lib/copy/contact"
import { CONTACT_FORM_UI } from "@/lib/copy/public/client/contact-form"
import type { PublicCopy } from "@/lib/copy/public"
import { contactFailure, type ContactFieldErrors, type ContactResult, type ContactValues } from "@/lib/domain/contact/types"
import { Icon } from "@/components/ui/icon"
import { MARKETING_FIELD, type ConsentShown } from "@/lib/domain/consent"

import { ConsentText, MarketingBox } from "./consent-notice"

// Plain elements with the ui primitives' classes: this form is on most public pages, and the primitives' class
// merging (tailwind-merge) would add ~10 KB gzip to each of them.
import { buttonVariants } from "@/components/ui/button-variants"
import { FIELD_ERROR_CLASS, INPUT_CLASS, LABEL_CLASS, TEXTAREA_CLASS } from "@/components/ui/field-styles"

/**
 * What the form hands to its submit path: the values plus the hidden field a bot may fill, and the consent shown
 * (the version's hash and the marketing box) when the form shows one.
 */
export type ContactSubmission = { values: ContactValues; honeypot: string; consent?: { hash: string; marketing: boolean } }
export type ContactSubmit = (submission: ContactSubmission) => Promise<ContactResult>

type Status = "idle" | "submitting" | "succeeded" | "failed"

const noSubscription = () => () => {}

// The zod schema is fetched on first interaction rather than with the page: it sits on every marketing page, and
// the first-load budget matters more than 16 KB arriving while the visitor types.
let schemaModule: Promise<typeof import("@/lib/domain/schemas/contact")> | null = null
const loadSchema = () => (schemaModule ??= import("@/lib/domain/schemas/contact"))


function readValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form)
  const text = (key: string) => {
    const value = data.get(key)
    return typeof value === "string" ? value : ""
  }
  return { name: text("name"), email: text("email"), message: text("message") }
}

/** The form's words in one language (labels, placeholder, validation, thank-you). */
export type ContactFormText = PublicCopy["contactForm"]

/**
 * The contact form's states: idle, submitting, succeeded (thank-you panel) or failed (form stays). `text`: its words
 * in the page's language; English when absent (an English page does not send them).
 */
export function ContactFormView({
  submit,
  text = CONTACT_FORM_UI,
  consent,
  marketingBox = true,
}: {
  submit: ContactSubmit
  text?: ContactFormText
  /** The owner's consent wording next to the send button (server-rendered with the page). */
  consent?: ConsentShown
  /** The marketing box is offered only where the submission keeps it (this server's store, not the hosted form). */
  marketingBox?: boolean
}) {
  const id = useId()
  const [status, setStatus] = useState<Status>("idle")
  const [fieldErrors, setFieldErrors] = useState<ContactFieldErrors>({})
  const [formErrors, setFormErrors] = useState<string[]>([])
  // Until React runs, a submit would be a plain GET with the message in the URL: the button waits for hydration.
  const ready = useSyncExternalStore(noSubscription, () => true, () => false)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const values = readValues(form)
    const honeypot = new FormData(form).get(HONEYPOT_FIELD)

    let result: ContactResult
    try {
      const { contactSchemaFor } = await loadSchema()
      const parsed = contactSchemaFor(text.validation).safeParse(values)
      if (!parsed.success) {
        const errors = toFieldErrors(parsed.error.issues)
        setFieldErrors(errors)
        const first = CONTACT_FIELDS.find((field) => errors[field])
        if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
        return
      }
      setFieldErrors({})
      setFormErrors([])
      setStatus("submitting")
      const data = new FormData(form)
      result = await submit({
        values: parsed.data,
        honeypot: typeof honeypot === "string" ? honeypot : "",
        ...(consent ? { consent: { hash: consent.hash, marketing: data.get(MARKETING_FIELD) === "on" } } : {}),
      })
    } catch (error) {
      // The request itself failed (offline, server unreachable): show the error's own message.
      result = contactFailure([error instanceof Error && error.message ? error.message : text.genericError])
    }
    if (result.ok) {
      setStatus("succeeded")
      return
    }
    setFieldErrors(result.fieldErrors)
    setFormErrors(result.errors.filter((message) => message !== text.genericError))
    setStatus("failed")
  }

  if (status === "succeeded") {
    return (
      <div role="status" data-testid="contact-success" className="mt-6 rounded-2xl bg-accent p-8 text-center">
        <Icon name="check-circle-2" className="mx-auto size-12 text-primary" />
        <p className="mt-4 font-display text-2xl font-semibold">{text.successTitle}</p>
        <p className="mt-3 text-muted-foreground">{text.successBody}</p>
        <button type="button" className={buttonVariants({ variant: "outline", className: "mt-6" })} onClick={() => setStatus("idle")}>
          {text.sendAnother}
        </button>
      </div>
    )
  }

  const control = (field: ContactField) => {
    const invalid = Boolean(fieldErrors[field]?.length)
    return {
      id: `${id}-${field}`,
      name: field,
      required: true,
      "aria-invalid": invalid || undefined,
      "aria-describedby": invalid ? `${id}-${field}-error` : undefined,
      maxLength: CONTACT_LIMITS[field],
    }
  }
  const error = (field: ContactField) => {
    const message = formatFieldErrors(text.labels[field], fieldErrors[field])
    if (!message) return null
    return (
      <p id={`${id}-${field}-error`} data-testid={`${field}-error`} role="alert" className={FIELD_ERROR_CLASS}>
        {message}
      </p>
    )
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSchema().catch(() => (schemaModule = null))}
      className="mt-6 space-y-5"
      aria-label={text.formTitle}
      data-testid="contact-form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <label htmlFor={`${id}-name`} className={LABEL_CLASS}>
            {text.labels.name}
          </label>
          <input className={INPUT_CLASS} autoComplete="name" {...control("name")} />
          {error("name")}
        </div>
        <div className="space-y-2">
          <label htmlFor={`${id}-email`} className={LABEL_CLASS}>
            {text.labels.email}
          </label>
          <input className={INPUT_CLASS} type="email" autoComplete="email" inputMode="email" {...control("email")} />
          {error("email")}
        </div>
      </div>
      <div className="space-y-2">
        <label htmlFor={`${id}-message`} className={LABEL_CLASS}>
            {text.labels.message}
          </label>
        <textarea
          className={TEXTAREA_CLASS}
          rows={6}
          placeholder={text.messagePlaceholder}
          {...control("message")}
        />
        {error("message")}
      </div>
      {/* Honeypot: invisible to people and assistive technology; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-hp`}>{text.honeypot}</label>
        <input id={`${id}-hp`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {status === "failed" ? (
        <div role="alert" data-testid="contact-error" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive">
          {formErrors.map((message) => (
            <p key={message} className="font-medium">
              {message}
            </p>
          ))}
          <p className="font-medium">{text.genericError}</p>
        </div>
      ) : null}
      {consent && marketingBox ? <MarketingBox id={id} consent={consent} /> : null}
      <button
        type="submit"
        className={buttonVariants({ variant: "gradient", size: "lg", shape: "pill", className: "w-full text-sm sm:w-auto" })}
        disabled={!ready || status === "submitting"}
      >
        {status === "submitting" ? text.submitting : text.submit}
      </button>
      {consent ? <ConsentText consent={consent} /> : null}
    </form>
  )
}
