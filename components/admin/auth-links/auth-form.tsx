import type { FormEvent } from "react"
import { startTransition } from "react"

import { AUTH_MESSAGES } from "@/lib/copy/auth"
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert"

import type { ActionResult } from "@/lib/data/admin/views"

/** What a sign-in or account-link form's action answers (`at` makes the same answer twice a new state). */
export type AuthFormState = (ActionResult<{ message: string }> & { at: number }) | null

// With JavaScript, submit through the transition ourselves: a form `action` resets the fields after every
// attempt, which would wipe the e-mail after a typo. Without JavaScript the action attribute still works.
export function submitWith(dispatch: (form: FormData) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    startTransition(() => dispatch(form))
  }
}

type StateAlertProps = {
  state: AuthFormState
  /** Shown when the error comes without a message. */
  fallback?: string
  /** The success text; by default the server's message. */
  success?: (message: string) => string
}

/** The form's last answer as a Success or Error alert; nothing before the first one. */
export function StateAlert({ state, fallback = "", success }: StateAlertProps) {
  if (!state) return null
  if (state.ok) {
    return (
      <Alert>
        <AlertTitle>{AUTH_MESSAGES.successTitle}</AlertTitle>
        <AlertDescription>{success ? success(state.data.message) : state.data.message}</AlertDescription>
      </Alert>
    )
  }
  return (
    <Alert variant="destructive">
      <AlertTitle>{AUTH_MESSAGES.errorTitle}</AlertTitle>
      <AlertDescription>{state.error || fallback}</AlertDescription>
    </Alert>
  )
}
