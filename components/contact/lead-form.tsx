"use client"

import { useEffect, useId, useRef, useState } from "react"

import { HONEYPOT_FIELD } from "@/lib/domain/contact/config"
import { LEAD_CONTEXT_KEY } from "@/lib/domain/contact/lead-context"
import type { ValidationMessages } from "@/lib/domain/schemas/contact"
import { leadFieldErrors, leadFormSchemaFor, type LeadField, type LeadFieldErrors, type LeadFormResult } from "@/lib/domain/schemas/lead-form"
import { buttonVariants } from "@/components/ui/button"
import { FieldError } from "@/components/ui/field-error"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { fetchFormToken } from "@/components/contact/post-contact"

function leadContext(): { page: string; referrer?: string; utm?: unknown } {
  let stored: { referrer?: string; utm?: unknown } = {}
  try {
    stored = JSON.parse(sessionStorage.getItem(LEAD_CONTEXT_KEY) ?? "{}") as typeof stored
  } catch {
    // no context then
  }
  return { page: location.pathname, referrer: stored.referrer, utm: stored.utm }
}

/** The words of a lead form, in the page's language (from lib/copy, passed by the server template). */
export type LeadFormText = {
  title: string
  intro: string
  name: string
  email: string
  organisation: string
  submit: string
  sending: string
  done: string
  doneHelp: string
  failed: string
  privacy: string
  honeypot: string
}

type LeadFormProps = {
  /** The content type and document the form is for: it posts to /api/leads/{type}/{slug}. */
  type: string
  slug: string
  /** The page's language (the server answers in it); absent for English. */
  locale?: string
  text: LeadFormText
  validation: ValidationMessages
}

/**
 * A lead form a document's page offers (an event's registration): name, e-mail and an optional organisation,
 * checked here with the server's rules, then sent through the lead pipeline.
 */
export function LeadForm({ type, slug, locale, text: T, validation }: LeadFormProps) {
  const LABELS: Record<LeadField, string> = { name: T.name, email: T.email, organisation: T.organisation }
  const id = useId()
  const token = useRef<Promise<string | null> | null>(null)
  const [fieldErrors, setFieldErrors] = useState<LeadFieldErrors>({})
  const [errors, setErrors] = useState<string[] | null>(null)
  const [sending, setSending] = useState(false)
  const [done, setDone] = useState(false)

  useEffect(() => {
    token.current ??= fetchFormToken()
  }, [])

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const organisation = String(form.get("organisation") ?? "")
    const values = { name: String(form.get("name") ?? ""), email: String(form.get("email") ?? ""), ...(organisation.trim() ? { organisation } : {}) }
    const parsed = leadFormSchemaFor(validation).safeParse(values)
    if (!parsed.success) {
      setFieldErrors(leadFieldErrors(parsed.error.issues))
      setErrors(null)
      return
    }
    setFieldErrors({})
    setErrors(null)
    setSending(true)
    try {
      const response = await fetch(`/api/leads/${encodeURIComponent(type)}/${encodeURIComponent(slug)}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ ...parsed.data, _gotcha: form.get(HONEYPOT_FIELD) ?? "", token: await (token.current ?? null), ...(locale ? { locale } : {}), ...leadContext() }),
      })
      const result = (await response.json().catch(() => null)) as LeadFormResult | null
      if (result?.ok) setDone(true)
      else {
        setFieldErrors(result?.fieldErrors ?? {})
        setErrors(result?.errors ?? [])
      }
    } catch {
      setErrors([])
    } finally {
      setSending(false)
    }
  }

  if (done) {
    return (
      <div role="status" className="rounded-2xl border bg-card p-6 shadow-sm" data-testid="lead-form-done">
        <h2 className="text-xl font-semibold">{T.done}</h2>
        <p className="mt-2 text-sm text-muted-foreground">{T.doneHelp}</p>
      </div>
    )
  }

  const field = (name: LeadField, type: string, autoComplete: string) => {
    const message = fieldErrors[name]?.length ? `${LABELS[name]} ${fieldErrors[name]!.join(", ")}` : null
    return (
      <div className="grid gap-2">
        <Label htmlFor={`${id}-${name}`}>{LABELS[name]}</Label>
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
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={T.title} className="relative grid gap-4 rounded-2xl border bg-card p-6 shadow-sm" data-testid="lead-form">
      <h2 className="text-xl font-semibold">{T.title}</h2>
      <p className="text-sm text-muted-foreground">{T.intro}</p>
      {field("name", "text", "name")}
      {field("email", "email", "email")}
      {field("organisation", "text", "organization")}
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
      <button type="submit" disabled={sending} className={buttonVariants({ variant: "gradient", size: "lg", className: "w-full sm:w-auto" })}>
        {sending ? T.sending : T.submit}
      </button>
      <p className="text-xs text-muted-foreground">{T.privacy}</p>
    </form>
  )
}
