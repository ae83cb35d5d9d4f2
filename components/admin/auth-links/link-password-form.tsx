"use client"

import { useActionState } from "react"

import { AUTH_MESSAGES } from "@/lib/copy/auth"
import { LINK_UI } from "@/lib/copy/team"
import { Button } from "@/components/ui/button"
import { FieldError } from "@/components/ui/field-error"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"

import { StateAlert, submitWith, type AuthFormState } from "./auth-form"

type LinkPasswordFormProps = {
  token: string
  email: string
  submitLabel: string
  /** Registration rules apply (invitation, reset): the hint shows under the field. */
  newPassword: boolean
  action: (prev: AuthFormState, form: FormData) => Promise<AuthFormState>
}

/** One password field for a single-use link; on success the server signs the person in and opens /admin. */
export function LinkPasswordForm({ token, email, submitLabel, newPassword, action }: LinkPasswordFormProps) {
  const [state, dispatch, pending] = useActionState<AuthFormState, FormData>(action, null)
  const fieldError = state && !state.ok ? state.fieldErrors?.password?.[0] : undefined
  return (
    <form
      action={dispatch}
      onSubmit={submitWith(dispatch)}
      className="mt-6 space-y-4"
    >
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      {state && !state.ok && !fieldError ? <StateAlert state={state} /> : null}
      <div className="space-y-2">
        <Label htmlFor="link-password">{LINK_UI.password}</Label>
        <Input
          id="link-password"
          name="password"
          type="password"
          required
          autoComplete={newPassword ? "new-password" : "current-password"}
          aria-invalid={!!fieldError}
          aria-describedby="link-password-hint"
        />
        <FieldError>{fieldError}</FieldError>
        {newPassword ? (
          <p id="link-password-hint" className="text-sm text-muted-foreground">
            {AUTH_MESSAGES.passwordHint}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? LINK_UI.saving : submitLabel}
      </Button>
    </form>
  )
}
