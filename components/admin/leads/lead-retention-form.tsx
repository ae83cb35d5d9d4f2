"use client"

import { useState, useTransition, type FormEvent } from "react"

import type { ActionResult } from "@/lib/data/result"
import { LEADS } from "@/lib/copy/leads"
import { Button } from "@/components/ui/button"
import { FieldError } from "@/components/ui/field-error"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"

import { toastError, toastSuccess } from "../toasts"

const t = LEADS.retention

/** "Mar 11, 2026": the run's calendar day (already the site's day). */
const dayLabel = (day: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`))

/**
 * The owner's retention period, what is erased and when, and what the next daily run will erase (counted on the
 * server by the run's own rule; the page is refreshed after a save, so the preview follows the new period).
 */
export function LeadRetentionForm({ months, next, save }: { months: number; next: { day: string; leads: number; spam: number }; save: (input: unknown) => Promise<ActionResult> }) {
  const [value, setValue] = useState(String(months))
  const [error, setError] = useState<string | undefined>()
  const [pending, start] = useTransition()

  function submit(event: FormEvent) {
    event.preventDefault()
    start(async () => {
      const result = await save({ months: value })
      if (!result.ok) {
        setError(result.fieldErrors?.months?.[0] ?? result.error)
        toastError(result.error)
        return
      }
      setError(undefined)
      toastSuccess(t.saved)
    })
  }

  return (
    <form onSubmit={submit} className="mt-6 max-w-2xl" noValidate aria-label={t.heading}>
      <fieldset className="space-y-3 rounded-xl border bg-background p-6">
        <legend className="px-1 font-semibold">{t.heading}</legend>
        <div className="grid gap-1">
          <Label htmlFor="lr-months">{t.months}</Label>
          <Input id="lr-months" inputMode="numeric" className="max-w-32" value={value} onChange={(e) => setValue(e.target.value)} aria-invalid={Boolean(error)} aria-describedby="lr-help" />
          <FieldError>{error}</FieldError>
        </div>
        <p id="lr-help" className="text-sm text-muted-foreground">
          {t.help(months)}
        </p>
        <p data-testid="retention-preview" className="text-sm font-medium">
          {t.preview(dayLabel(next.day), next.leads + next.spam, next.spam)}
        </p>
        <Button type="submit" disabled={pending}>
          {t.save}
        </Button>
      </fieldset>
    </form>
  )
}
