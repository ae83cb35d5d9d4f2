"use client"

import { useState, useTransition, type FormEvent } from "react"

import type { ActionResult } from "@/lib/data/result"
import { TWO_FACTOR } from "@/lib/copy/two-factor"
import { Button } from "@/components/ui/button"
import { Card } from "@/components/ui/card"

import { toastError, toastSuccess } from "../toasts"

type Props = { required: boolean; action(required: boolean): Promise<ActionResult<boolean>> }

/** Team → the owner's requirement of two-factor sign-in for every role that reads leads. */
export function TwoFactorRequirement({ required, action }: Props) {
  const [pending, start] = useTransition()
  const [checked, setChecked] = useState(required)

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    start(async () => {
      const result = await action(checked)
      if (!result.ok) return toastError(result.error)
      toastSuccess(result.data ? TWO_FACTOR.requirementOn : TWO_FACTOR.requirementOff)
    })
  }

  return (
    <Card className="mb-6 gap-3 px-4 py-4 sm:px-6">
      <h2 className="text-lg font-semibold">{TWO_FACTOR.requirementTitle}</h2>
      <form onSubmit={save} className="space-y-3">
        <div className="flex items-start gap-2">
          <input
            id="two-factor-required"
            type="checkbox"
            className="mt-1 size-4"
            checked={checked}
            onChange={(e) => setChecked(e.target.checked)}
            aria-describedby="two-factor-required-help"
          />
          <label htmlFor="two-factor-required" className="text-sm font-medium">
            {TWO_FACTOR.requirementLabel}
          </label>
        </div>
        <p id="two-factor-required-help" className="text-sm text-muted-foreground">
          {TWO_FACTOR.requirementHelp}
        </p>
        <Button type="submit" variant="outline" disabled={pending}>
          {TWO_FACTOR.save}
        </Button>
      </form>
    </Card>
  )
}
