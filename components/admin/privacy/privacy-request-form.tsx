"use client"

import { useState, useTransition, type FormEvent } from "react"

import type { ActionResult } from "@/lib/data/result"
import type { SubjectReport } from "@/lib/data/privacy"
import type { DsrRequest } from "@/lib/domain/privacy/types"
import { PRIVACY } from "@/lib/copy/privacy"
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog"
import { Button } from "@/components/ui/button"
import { FieldError } from "@/components/ui/field-error"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"

import { toastError, toastSuccess } from "../toasts"

const t = PRIVACY

type Found = SubjectReport & { request: DsrRequest }
type Props = {
  find: (input: unknown) => Promise<ActionResult<Found>>
  erase: (input: unknown) => Promise<ActionResult<{ leads: number; events: number; request: DsrRequest }>>
}

const when = (iso: string | null) => (iso ? new Date(iso).toISOString().replace("T", " ").slice(0, 16) + " UTC" : "")

/**
 * The request form: find what is held about an address, download it (a form POST, so the address stays out of
 * URLs), or erase it after a confirmation. The server checks the permission and the input.
 */
export function PrivacyRequestForm({ find, erase }: Props) {
  const [email, setEmail] = useState("")
  const [received, setReceived] = useState("")
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [found, setFound] = useState<{ email: string; report: Found } | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [pending, start] = useTransition()

  const failed = (result: { error: string; fieldErrors?: Record<string, string[]> }) => {
    setErrors({ email: result.fieldErrors?.email?.[0], received: result.fieldErrors?.received?.[0], form: result.fieldErrors ? undefined : result.error })
    toastError(result.error)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    start(async () => {
      const result = await find({ email, received })
      if (!result.ok) return failed(result)
      setErrors({})
      setFound({ email, report: result.data })
    })
  }

  function confirmErase() {
    if (!found) return
    start(async () => {
      const result = await erase({ email: found.email, received })
      setConfirming(false)
      if (!result.ok) return failed(result)
      setFound(null)
      toastSuccess(t.erase.done(result.data.leads, result.data.events))
    })
  }

  const report = found?.report
  return (
    <section className="mb-8 max-w-4xl space-y-4">
      <form onSubmit={submit} noValidate aria-label={t.form.heading} className="space-y-3 rounded-xl border bg-background p-6">
        <h2 className="font-semibold">{t.form.heading}</h2>
        <div className="grid gap-1">
          <Label htmlFor="dsr-email">{t.form.email}</Label>
          <Input id="dsr-email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={Boolean(errors.email)} />
          <FieldError>{errors.email}</FieldError>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="dsr-received">{t.form.received}</Label>
          <Input id="dsr-received" type="date" className="max-w-48" value={received} onChange={(e) => setReceived(e.target.value)} aria-invalid={Boolean(errors.received)} aria-describedby="dsr-received-help" />
          <p id="dsr-received-help" className="text-sm text-muted-foreground">
            {t.form.receivedHelp}
          </p>
          <FieldError>{errors.received}</FieldError>
        </div>
        {errors.form ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" disabled={pending}>
          {t.form.find}
        </Button>
      </form>

      {found && report ? (
        <div className="space-y-4 rounded-xl border bg-background p-6" data-testid="dsr-results">
          <p className="font-medium">{report.leads.length === 0 ? t.results.none : t.results.summary(report.leads.length, report.recipients.length)}</p>
          <div className="flex flex-wrap gap-2">
            {(["json", "csv"] as const).map((format) => (
              <form key={format} method="post" action="/admin/privacy/export">
                <input type="hidden" name="email" value={found.email} />
                <input type="hidden" name="received" value={received} />
                <input type="hidden" name="format" value={format} />
                <Button type="submit" variant="outline">
                  {format === "json" ? t.form.exportJson : t.form.exportCsv}
                </Button>
              </form>
            ))}
            {report.leads.length > 0 ? (
              <Button type="button" variant="destructive" onClick={() => setConfirming(true)} disabled={pending}>
                {t.form.erase}
              </Button>
            ) : null}
          </div>
          {report.leads.map((lead) => (
            <article key={lead.id} className="space-y-2 border-t pt-4" aria-label={`${t.results.leads}: ${lead.received_at}`}>
              <p className="text-sm">
                <span className="font-medium">{lead.name || lead.email}</span> · {lead.kind} · {when(lead.received_at)} · {lead.status}
              </p>
              <p className="whitespace-pre-wrap text-sm text-muted-foreground">{lead.message}</p>
              <p className="text-sm">
                {t.results.consent}: {lead.consent ? `${lead.consent.form} v${lead.consent.version} (${when(lead.consent.at)})` : t.results.noConsent}
              </p>
              <p className="text-sm">
                {t.results.journey}: {lead.journey.visit?.landing_path ?? lead.journey.page_path}
                {Object.keys(lead.journey.utm).length ? ` · ${Object.entries(lead.journey.utm).map(([k, v]) => `${k}=${v}`).join(" ")}` : ""}
              </p>
              {lead.notes.length ? (
                <ul className="list-disc pl-5 text-sm" aria-label={t.results.timeline}>
                  {lead.notes.map((n, i) => (
                    <li key={i}>
                      {when(n.at)} · {n.kind}
                      {n.actor_email ? ` · ${n.actor_email}` : ""}
                      {n.body ? `: ${n.body}` : ""}
                    </li>
                  ))}
                </ul>
              ) : null}
              <table className="w-full text-left text-sm" aria-label={t.results.recipients}>
                <thead>
                  <tr>
                    {Object.values(t.results.columns).map((c) => (
                      <th key={c} className="py-1 pr-3 font-medium">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {lead.recipients.map((r, i) => (
                    <tr key={i} className="border-t">
                      <td className="py-1 pr-3">{r.channel}</td>
                      <td className="py-1 pr-3 break-all">{r.to}</td>
                      <td className="py-1 pr-3">{r.topic}</td>
                      <td className="py-1 pr-3">{r.status}</td>
                      <td className="py-1 pr-3">{when(r.queued_at)}</td>
                      <td className="py-1 pr-3">{when(r.sent_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </article>
          ))}
        </div>
      ) : null}

      <AlertDialog open={confirming} onOpenChange={(next) => (pending ? undefined : setConfirming(next))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t.erase.title}</AlertDialogTitle>
            <AlertDialogDescription>{t.erase.description(report?.leads.length ?? 0)}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{t.erase.cancel}</AlertDialogCancel>
            <AlertDialogAction
              disabled={pending}
              onClick={(event) => {
                event.preventDefault()
                confirmErase()
              }}
            >
              {t.erase.confirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  )
}
