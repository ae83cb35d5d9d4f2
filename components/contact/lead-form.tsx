"use client"

import { useId, useState, type ReactNode } from "react"

import { HONEYPOT_FIELD } from "@/lib/domain/contact/config"
import { fieldErrorsOf, type FieldErrorsOf, type FormIssue } from "@/lib/domain/contact/field-errors"
import { buttonVariants } from "@/components/ui/button"
import { FieldError } from "@/components/ui/field-error"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"

import { MARKETING_FIELD, type ConsentShown } from "@/lib/domain/consent"

import { ConsentText, MarketingBox } from "./consent-notice"
import { postForm } from "./post-contact"
import { useFormToken } from "./use-form-token"

/** One field of a lead form, in the order it is drawn. */
export type LeadFormField<F extends string> = {
  name: F
  label: string
  type: "text" | "email"
  autoComplete: string
  /** Left empty, it is not sent at all (the server's rules take it as absent). */
  optional?: boolean
}

/** The words every lead form draws around its fields, in the page's language. */
export type LeadFormWords = {
  title: string
  intro: string
  submit: string
  sending: string
  failed: string
  privacy: string
  honeypot: string
}

/** The form's rules: the server's own schema with its messages in the page's language. */
type Rules<D> = {
  safeParse(values: Record<string, string>): { success: true; data: D } | { success: false; error: { issues: readonly FormIssue[] } }
}

/** What the endpoint answers: the form's success, or the reasons it was refused. */
type Answer<F extends string, R> = R | { ok: false; errors: string[]; fieldErrors: FieldErrorsOf<F> }

type LeadFormProps<F extends string, D extends object, R extends { ok: true }> = {
  /** Where the form posts (a route of the lead pipeline, lib/data/lead-form.ts). */
  endpoint: string
  fields: readonly LeadFormField<F>[]
  rules: Rules<D>
  /** The page's language (the server answers in it); absent for English. */
  locale?: string
  text: LeadFormWords
  testId: string
  /** The owner's consent wording next to the send button (server-rendered with the page); the privacy line without it. */
  consent?: ConsentShown
  /** What replaces the form once the server took the lead: its test id, its heading and what follows it. */
  done: { testId: string; title: string; body: (result: R) => ReactNode }
}

/**
 * A lead form a public page offers (an event's registration, a gated download): its fields checked here with the
 * server's rules, then sent with the honeypot, the page-open token and the lead's context.
 */
export function LeadForm<F extends string, D extends object, R extends { ok: true }>({ endpoint, fields, rules, locale, text: T, testId, done, consent }: LeadFormProps<F, D, R>) {
  const id = useId()
  const token = useFormToken()
  const [fieldErrors, setFieldErrors] = useState<FieldErrorsOf<F>>({})
  const [errors, setErrors] = useState<string[] | null>(null)
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<R | null>(null)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const values: Record<string, string> = {}
    for (const { name, optional } of fields) {
      const value = String(form.get(name) ?? "")
      if (!optional || value.trim()) values[name] = value
    }
    const parsed = rules.safeParse(values)
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(fields.map((f) => f.name), parsed.error.issues))
      setErrors(null)
      return
    }
    setFieldErrors({})
    setErrors(null)
    setSending(true)
    try {
      const extras = {
        honeypot: String(form.get(HONEYPOT_FIELD) ?? ""),
        token: await token(),
        locale,
        ...(consent ? { consent: { hash: consent.hash, marketing: form.get(MARKETING_FIELD) === "on" } } : {}),
      }
      // The endpoint answers in the shape its route declares (one of this form's pipeline results).
      const answer = (await postForm(endpoint, parsed.data, extras)) as Answer<F, R> | null
      if (answer?.ok) setResult(answer)
      else {
        setFieldErrors(answer?.fieldErrors ?? {})
        setErrors(answer?.errors ?? [])
      }
    } catch {
      setErrors([])
    } finally {
      setSending(false)
    }
  }

  if (result) {
    return (
      <div role="status" className="rounded-2xl border bg-card p-6 shadow-sm" data-testid={done.testId}>
        <h2 className="text-xl font-semibold">{done.title}</h2>
        {done.body(result)}
      </div>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={T.title} className="relative grid gap-4 rounded-2xl border bg-card p-6 shadow-sm" data-testid={testId}>
      <h2 className="text-xl font-semibold">{T.title}</h2>
      <p className="text-sm text-muted-foreground">{T.intro}</p>
      {fields.map(({ name, label, type, autoComplete }) => {
        const message = fieldErrors[name]?.length ? `${label} ${fieldErrors[name]!.join(", ")}` : null
        return (
          <div key={name} className="grid gap-2">
            <Label htmlFor={`${id}-${name}`}>{label}</Label>
            <Input
              id={`${id}-${name}`}
              name={name}
              type={type}
              autoComplete={autoComplete}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-${name}-error` : undefined}
            />
            <FieldError id={`${id}-${name}-error`}>{message}</FieldError>
          </div>
        )
      })}
      {/* Honeypot: invisible to people and assistive technology; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-hp`}>{T.honeypot}</label>
        <input id={`${id}-hp`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {errors ? (
        <div role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive">
          {errors.map((m) => (
            <p key={m} className="font-medium">
              {m}
            </p>
          ))}
          <p className="font-medium">{T.failed}</p>
        </div>
      ) : null}
      {consent ? <MarketingBox id={id} consent={consent} /> : null}
      <button type="submit" disabled={sending} className={buttonVariants({ variant: "gradient", size: "lg", className: "w-full sm:w-auto" })}>
        {sending ? T.sending : T.submit}
      </button>
      {consent ? <ConsentText consent={consent} /> : <p className="text-xs text-muted-foreground">{T.privacy}</p>}
    </form>
  )
}
