"use client"

import { useState, useTransition, type FormEvent } from "react"

import type { ActionResult } from "@/lib/data/result"
import { LEADS } from "@/lib/copy/leads"
import { NOTIFICATION_DESTINATIONS, NOTIFICATION_MODE_CHOICES, type NotificationModes } from "@/lib/domain/leads/notification-modes"
import { Button } from "@/components/ui/button"
import { FieldError } from "@/components/ui/field-error"

import { toastError, toastSuccess } from "../toasts"

const t = LEADS.notificationModes

/**
 * What a new lead's notifications carry, per destination (the team's e-mail, the webhook): full details or
 * protected, each choice saying in words what leaves the site; and the CRM hand-off's rule, the same in every mode.
 */
export function NotificationModesForm({ initial, save }: { initial: NotificationModes; save: (input: unknown) => Promise<ActionResult> }) {
  const [modes, setModes] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({})
  const [pending, start] = useTransition()

  function submit(event: FormEvent) {
    event.preventDefault()
    start(async () => {
      const result = await save(modes)
      if (!result.ok) {
        setErrors(result.fieldErrors ?? {})
        toastError(result.error)
        return
      }
      setErrors({})
      toastSuccess(t.saved)
    })
  }

  return (
    <form onSubmit={submit} className="mt-6 max-w-2xl" noValidate aria-label={t.heading}>
      <fieldset className="space-y-4 rounded-xl border bg-background p-6">
        <legend className="px-1 font-semibold">{t.heading}</legend>
        <p className="text-sm text-muted-foreground">{t.intro}</p>
        {NOTIFICATION_DESTINATIONS.map((destination) => (
          <fieldset key={destination} className="space-y-2" data-testid={`notification-mode-${destination}`}>
            <legend className="text-sm font-medium">{t[destination]}</legend>
            {NOTIFICATION_MODE_CHOICES.map((mode) => (
              <div key={mode} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  className="mt-1"
                  id={`nm-${destination}-${mode}`}
                  name={`notification-${destination}`}
                  value={mode}
                  checked={modes[destination] === mode}
                  onChange={() => setModes((m) => ({ ...m, [destination]: mode }))}
                  aria-describedby={`nm-${destination}-${mode}-leaves`}
                />
                <div>
                  {/* The radio's name is the choice alone; what leaves the site is its description. */}
                  <label htmlFor={`nm-${destination}-${mode}`} className="font-medium">
                    {t.choices[mode]}
                  </label>
                  <p id={`nm-${destination}-${mode}-leaves`} className="text-muted-foreground">
                    {t.leaves[destination][mode]}
                  </p>
                </div>
              </div>
            ))}
            <FieldError>{errors[destination]?.[0]}</FieldError>
          </fieldset>
        ))}
        <div className="space-y-1">
          <p className="text-sm font-medium">{t.crm}</p>
          <p className="text-sm text-muted-foreground" data-testid="notification-mode-crm">
            {t.leaves.crm}
          </p>
        </div>
        <Button type="submit" disabled={pending}>
          {t.save}
        </Button>
      </fieldset>
    </form>
  )
}
