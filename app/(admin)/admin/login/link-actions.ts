"use server"

import { redirect } from "next/navigation"

import {
  acceptInvitation,
  confirmEmailChange,
  confirmRegistration,
  requestPasswordReset,
  resetPassword,
  setPasswordInSession,
} from "@/lib/data/account-links"
import { toActionResult } from "@/lib/data/result"
import type { AuthFormState } from "@/components/admin/auth-links/auth-form"

import { formField as field } from "./form-field"

async function thenAdmin(run: () => Promise<unknown>): Promise<AuthFormState> {
  const result = await toActionResult(run)
  if (!result.ok) return { ...result, at: Date.now() }
  redirect("/admin")
}

export async function acceptInvitationAction(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  return thenAdmin(() => acceptInvitation(field(form, "token"), field(form, "password")))
}

export async function resetPasswordAction(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  const result = await toActionResult(() => resetPassword(field(form, "token"), field(form, "password")))
  if (!result.ok) return { ...result, at: Date.now() }
  // With two-factor sign-in the link leads only to the second step, on the sign-in page.
  redirect(result.data.secondStep ? "/admin/login" : "/admin")
}

export async function confirmRegistrationAction(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  return thenAdmin(() => confirmRegistration(field(form, "token"), field(form, "password")))
}

export async function requestResetAction(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  const result = await toActionResult(() => requestPasswordReset(field(form, "email")))
  return { ...result, at: Date.now() }
}

export async function confirmEmailAction(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  const result = await toActionResult(() => confirmEmailChange(field(form, "token")))
  if (!result.ok) return { ...result, at: Date.now() }
  return { ok: true, data: { message: result.data }, at: Date.now() }
}

export async function setSessionPasswordAction(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  return thenAdmin(() => setPasswordInSession(field(form, "password")))
}
