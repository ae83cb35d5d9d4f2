"use client"

import { useActionState } from "react"

import { TWO_FACTOR } from "@/lib/copy/two-factor"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { StateAlert, submitWith, type AuthFormState } from "@/components/admin/auth-links/auth-form"

import { cancelSecondStepAction, secondStepAction } from "./actions"

type SecondStepProps = {
  next: string
  /** Whether recovery codes are offered (Supabase mode: only with SUPABASE_SERVICE_ROLE_KEY). */
  recoveryCodes?: boolean
  /** "Remember this browser for 30 days": local accounts only (a Supabase aal1 session cannot be raised without a code). */
  remember?: boolean
  /** Supabase mode: a recovery code removes the member's authenticator app, which they then set up again. */
  recoveryRemovesApp?: boolean
}

/** Sign-in's second step: the code from the authenticator app, or a recovery code. */
export function SecondStep({ next, recoveryCodes = true, remember = true, recoveryRemovesApp = false }: SecondStepProps) {
  const [state, verify, verifying] = useActionState<AuthFormState, FormData>(secondStepAction, null, "/admin/login")
  return (
    <div className="mt-6 space-y-4">
      <h2 className="text-lg font-semibold">{TWO_FACTOR.stepTitle}</h2>
      <p className="text-sm text-muted-foreground">{recoveryCodes ? TWO_FACTOR.stepIntro : TWO_FACTOR.stepIntroCodeOnly}</p>
      {recoveryCodes && recoveryRemovesApp ? <p className="text-sm text-muted-foreground">{TWO_FACTOR.recoveryRemovesApp}</p> : null}
      <form action={verify} onSubmit={submitWith(verify)} className="space-y-4">
        <input type="hidden" name="next" value={next} />
        <StateAlert state={state} />
        <div className="space-y-2">
          <Label htmlFor="second-step-code">{recoveryCodes ? TWO_FACTOR.codeLabel : TWO_FACTOR.codeOnlyLabel}</Label>
          <Input id="second-step-code" name="code" autoComplete="one-time-code" required maxLength={40} autoFocus />
        </div>
        {remember ? (
          <div className="flex items-center gap-2">
            <input id="second-step-remember" type="checkbox" name="remember" className="size-4" />
            <Label htmlFor="second-step-remember">{TWO_FACTOR.remember}</Label>
          </div>
        ) : null}
        <Button type="submit" className="w-full" disabled={verifying}>
          {verifying ? TWO_FACTOR.verifying : TWO_FACTOR.verify}
        </Button>
      </form>
      <form action={cancelSecondStepAction}>
        <Button type="submit" variant="link" className="w-full">
          {TWO_FACTOR.startOver}
        </Button>
      </form>
    </div>
  )
}
