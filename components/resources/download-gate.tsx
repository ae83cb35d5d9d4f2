"use client"

import { useEffect, useId, useRef, useState } from "react"

import { DOWNLOAD_GATE_UI } from "@/lib/copy/public/client/download-gate"
import { fill } from "@/lib/copy/public/fill"
import type { PublicCopy } from "@/lib/copy/public"
import { HONEYPOT_FIELD } from "@/lib/domain/contact/config"
import { LEAD_CONTEXT_KEY } from "@/lib/domain/contact/lead-context"
import { downloadRequestSchemaFor, type DownloadRequestFieldErrors, type DownloadRequestResult } from "@/lib/domain/schemas/download-request"
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

/**
 * A gated resource's form: name and e-mail, checked here with the server's rules, then sent through the lead
 * pipeline (/api/resources/{slug}/request). The answer's signed link is shown at once.
 */
type DownloadGateProps = {
  slug: string
  title: string
  hours: number
  /** The page's language (the server answers in it) and the form's words in it; both absent for English. */
  locale?: string
  text?: PublicCopy["downloadGate"]
}

export function DownloadGate({ slug, title, hours, locale, text: T = DOWNLOAD_GATE_UI }: DownloadGateProps) {
  const LABELS = { name: T.name, email: T.email }
  const id = useId()
  const token = useRef<Promise<string | null> | null>(null)
  const [fieldErrors, setFieldErrors] = useState<DownloadRequestFieldErrors>({})
  const [errors, setErrors] = useState<string[] | null>(null)
  const [sending, setSending] = useState(false)
  const [done, setDone] = useState<{ url: string; emailed: boolean } | null>(null)

  useEffect(() => {
    token.current ??= fetchFormToken()
  }, [])

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const values = { name: String(form.get("name") ?? ""), email: String(form.get("email") ?? "") }
    const parsed = downloadRequestSchemaFor(T.validation).safeParse(values)
    if (!parsed.success) {
      const next: DownloadRequestFieldErrors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0]
        if (field === "name" || field === "email") (next[field] ??= []).push(issue.message)
      }
      setFieldErrors(next)
      setErrors(null)
      return
    }
    setFieldErrors({})
    setErrors(null)
    setSending(true)
    try {
      const response = await fetch(`/api/resources/${encodeURIComponent(slug)}/request`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ ...parsed.data, _gotcha: form.get(HONEYPOT_FIELD) ?? "", token: await (token.current ?? null), ...(locale ? { locale } : {}), ...leadContext() }),
      })
      const result = (await response.json().catch(() => null)) as DownloadRequestResult | null
      if (result?.ok) setDone({ url: result.url, emailed: result.emailed })
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
      <div role="status" className="rounded-2xl border bg-card p-6 shadow-sm" data-testid="download-ready">
        <h2 className="text-xl font-semibold">{T.ready}</h2>
        <a href={done.url} className={buttonVariants({ variant: "gradient", size: "lg", className: "mt-4" })} data-testid="download-link">
          {fill(T.download, { title })}
        </a>
        <p className="mt-3 text-sm text-muted-foreground">{fill(T.readyHelp, { hours })}</p>
        {done.emailed ? <p className="mt-1 text-sm text-muted-foreground">{T.emailed}</p> : null}
      </div>
    )
  }

  const field = (name: "name" | "email", type: string, autoComplete: string) => {
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
    <form onSubmit={onSubmit} noValidate aria-label={T.title} className="relative grid gap-4 rounded-2xl border bg-card p-6 shadow-sm" data-testid="download-gate">
      <h2 className="text-xl font-semibold">{T.title}</h2>
      <p className="text-sm text-muted-foreground">{T.intro}</p>
      {field("name", "text", "name")}
      {field("email", "email", "email")}
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
