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
import { toActionResult, type ActionResult } from "@/lib/data/result"

export type LinkFormState = (ActionResult<{ message: string }> & { at: number }) | null

const field = (form: FormData, name: string) => {
  const v = form.get(name)
  return typeof v === "string" ? v : ""
}

async function thenAdmin(run: () => Promise<unknown>): Promise<LinkFormState> {
  const result = await toActionResult(run)
  if (!result.ok) return { ...result, at: Date.now() }
  redirect("/admin")
}

export async function acceptInvitationAction(_prev: LinkFormState, form: FormData): Promise<LinkFormState> {
  return thenAdmin(() => acceptInvitation(field(form, "token"), field(form, "password")))
}

export async function resetPasswordAction(_prev: LinkFormState, form: FormData): Promise<LinkFormState> {
  return thenAdmin(() => resetPassword(field(form, "token"), field(form, "password")))
}

export async function confirmRegistrationAction(_prev: LinkFormState, form: FormData): Promise<LinkFormState> {
  return thenAdmin(() => confirmRegistration(field(form, "token"), field(form, "password")))
}

export async function requestResetAction(_prev: LinkFormState, form: FormData): Promise<LinkFormState> {
  const result = await toActionResult(() => requestPasswordReset(field(form, "email")))
  return { ...result, at: Date.now() }
}

export async function confirmEmailAction(_prev: LinkFormState, form: FormData): Promise<LinkFormState> {
  const result = await toActionResult(() => confirmEmailChange(field(form, "token")))
  if (!result.ok) return { ...result, at: Date.now() }
  return { ok: true, data: { message: result.data }, at: Date.now() }
}

export async function setSessionPasswordAction(_prev: LinkFormState, form: FormData): Promise<LinkFormState> {
  return thenAdmin(() => setPasswordInSession(field(form, "password")))
}
