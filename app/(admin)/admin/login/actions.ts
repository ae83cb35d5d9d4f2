"use server"

import { draftMode } from "next/headers"
import { redirect } from "next/navigation"

import { signIn, signOut, signUp } from "@/lib/data/auth"
import { toActionResult } from "@/lib/data/result"
import { cancelSecondStep, completeSecondStep } from "@/lib/data/two-factor"
import { AUTH_MESSAGES } from "@/lib/copy/auth"
import { safeAdminPath } from "@/lib/server/http/safe-redirect"
import type { AuthFormState } from "@/components/admin/auth-links/auth-form"

import { formField as field } from "./form-field"

export async function signInAction(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  const result = await toActionResult(() => signIn(field(form, "email"), field(form, "password")))
  if (!result.ok) return { ...result, at: Date.now() }
  const next = safeAdminPath(field(form, "next"))
  // The password was right; the page now asks for the code (the pending step lives in a signed cookie).
  if (result.data.secondStep) redirect(`/admin/login?next=${encodeURIComponent(next)}`)
  redirect(next)
}

/** Sign-in's second step: a code from the authenticator app or a recovery code. */
export async function secondStepAction(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  const result = await toActionResult(() => completeSecondStep(field(form, "code"), field(form, "remember") === "on"))
  if (!result.ok) return { ...result, at: Date.now() }
  // Supabase mode: a recovery code removed the member's authenticator; Account says so and offers the setup.
  if (result.data.factorsRemoved) redirect("/admin/account?two-factor=removed")
  redirect(safeAdminPath(field(form, "next")))
}

/** Leaves the second step for the e-mail and password form. */
export async function cancelSecondStepAction(): Promise<void> {
  await cancelSecondStep()
  redirect("/admin/login")
}

export async function signUpAction(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  const result = await toActionResult(() => signUp(field(form, "email"), field(form, "password")))
  if (!result.ok) return { ...result, at: Date.now() }
  const message = result.data.confirmationRequired ? AUTH_MESSAGES.registerConfirm : AUTH_MESSAGES.registerDone
  return { ok: true, data: { message }, at: Date.now() }
}

/** Ends the session and returns to the sign-in page (the admin shell's Logout button posts here). */
export async function signOutAction(): Promise<void> {
  await signOut()
  // Previews end with the session (the data layer would refuse the draft anyway; this drops the mode too).
  ;(await draftMode()).disable()
  redirect("/admin/login")
}
