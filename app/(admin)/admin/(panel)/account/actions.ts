"use server"

// Every member manages their own account (a Reviewer too): the data functions check the session themselves.

import { refresh } from "next/cache"

import { runAccountAction } from "@/lib/data/admin/run-action"
import * as account from "@/lib/data/account"
import * as twoFactor from "@/lib/data/two-factor"

export async function changePasswordAction(currentPassword: string, newPassword: string) {
  return runAccountAction("changePassword", {}, async () => {
    await account.changePassword(currentPassword, newPassword)
    refresh()
  })
}

export async function changeEmailAction(email: string, password: string) {
  return runAccountAction("changeEmail", {}, async () => {
    const result = await account.changeEmail(email, password)
    refresh()
    return result
  })
}

export async function endSessionAction(sessionId: string) {
  return runAccountAction("endSession", { sessionId }, async () => {
    await account.endSession(sessionId)
    refresh()
  })
}

export async function endOtherSessionsAction() {
  return runAccountAction("endOtherSessions", {}, async () => {
    const n = await account.endOtherSessions()
    refresh()
    return n
  })
}

export async function beginTwoFactorAction() {
  return runAccountAction("beginTwoFactor", {}, () => twoFactor.beginTwoFactor())
}

export async function confirmTwoFactorAction(code: string) {
  return runAccountAction("confirmTwoFactor", {}, async () => {
    const result = await twoFactor.confirmTwoFactor(code)
    refresh()
    return result
  })
}

export async function disableTwoFactorAction(password: string) {
  return runAccountAction("disableTwoFactor", {}, async () => {
    await twoFactor.disableTwoFactor(password)
    refresh()
  })
}

export async function regenerateRecoveryCodesAction(password: string) {
  return runAccountAction("regenerateRecoveryCodes", {}, async () => {
    const result = await twoFactor.regenerateRecoveryCodes(password)
    refresh()
    return result
  })
}
