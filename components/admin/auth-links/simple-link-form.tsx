"use client"

import { startTransition, useActionState, type FormEvent } from "react"

import { AUTH_MESSAGES } from "@/lib/messages/auth"
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"

type State = ({ ok: true; data: { message: string } } | { ok: false; error: string; fieldErrors?: Record<string, string[]> }) & { at: number }

type SimpleLinkFormProps = {
  submitLabel: string
  pendingLabel: string
  /** Hidden fields sent with the form (a link's token). */
  hidden?: Record<string, string>
  /** An e-mail field (forgot password); without it the form is a single button. */
  emailLabel?: string
  /** The success text; by default the server's message. */
  success?: (message: string) => string
  action: (prev: State | null, form: FormData) => Promise<State | null>
}

/** A one-button or one-field form whose answer shows in place (forgot password, confirming a new e-mail). */
export function SimpleLinkForm({ submitLabel, pendingLabel, hidden = {}, emailLabel, success, action }: SimpleLinkFormProps) {
  const [state, dispatch, pending] = useActionState<State | null, FormData>(action, null)
  const fieldError = state && !state.ok ? state.fieldErrors?.email?.[0] : undefined
  return (
    <form
      action={dispatch}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        startTransition(() => dispatch(form))
      }}
      className="mt-6 space-y-4"
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {state?.ok ? (
        <Alert>
          <AlertTitle>{AUTH_MESSAGES.successTitle}</AlertTitle>
          <AlertDescription>{success ? success(state.data.message) : state.data.message}</AlertDescription>
        </Alert>
      ) : null}
      {state && !state.ok && !fieldError ? (
        <Alert variant="destructive">
          <AlertTitle>{AUTH_MESSAGES.errorTitle}</AlertTitle>
          <AlertDescription>{state.error}</AlertDescription>
        </Alert>
      ) : null}
      {emailLabel ? (
        <div className="space-y-2">
          <Label htmlFor="link-email">{emailLabel}</Label>
          <Input id="link-email" name="email" type="email" required autoComplete="email" aria-invalid={!!fieldError} />
          {fieldError ? <p className="text-sm font-medium text-destructive">{fieldError}</p> : null}
        </div>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  )
}
