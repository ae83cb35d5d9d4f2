"use client"

import { useActionState } from "react"

import { Button } from "@/components/ui/button"
import { FieldError } from "@/components/ui/field-error"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"

import { StateAlert, submitWith, type AuthFormState } from "./auth-form"

type SimpleLinkFormProps = {
  submitLabel: string
  pendingLabel: string
  /** Hidden fields sent with the form (a link's token). */
  hidden?: Record<string, string>
  /** An e-mail field (forgot password); without it the form is a single button. */
  emailLabel?: string
  /** The success text; by default the server's message. */
  success?: (message: string) => string
  action: (prev: AuthFormState, form: FormData) => Promise<AuthFormState>
}

/** A one-button or one-field form whose answer shows in place (forgot password, confirming a new e-mail). */
export function SimpleLinkForm({ submitLabel, pendingLabel, hidden = {}, emailLabel, success, action }: SimpleLinkFormProps) {
  const [state, dispatch, pending] = useActionState<AuthFormState, FormData>(action, null)
  const fieldError = state && !state.ok ? state.fieldErrors?.email?.[0] : undefined
  return (
    <form
      action={dispatch}
      onSubmit={submitWith(dispatch)}
      className="mt-6 space-y-4"
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fieldError ? null : <StateAlert state={state} success={success} />}
      {emailLabel ? (
        <div className="space-y-2">
          <Label htmlFor="link-email">{emailLabel}</Label>
          <Input id="link-email" name="email" type="email" required autoComplete="email" aria-invalid={!!fieldError} />
          <FieldError>{fieldError}</FieldError>
        </div>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  )
}
