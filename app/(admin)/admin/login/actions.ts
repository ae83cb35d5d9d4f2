"use server"

import { draftMode } from "next/headers"
import { redirect } from "next/navigation"

import { signIn, signOut, signUp } from "@/lib/data/auth"
import { toActionResult } from "@/lib/data/result"
import { AUTH_MESSAGES } from "@/lib/copy/auth"
import { safeAdminPath } from "@/lib/server/http/safe-redirect"
import type { AuthFormState } from "@/components/admin/auth-links/auth-form"

import { formField as field } from "./form-field"

export async function signInAction(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  const result = await toActionResult(() => signIn(field(form, "email"), field(form, "password")))
  if (!result.ok) return { ...result, at: Date.now() }
  redirect(safeAdminPath(field(form, "next")))
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
