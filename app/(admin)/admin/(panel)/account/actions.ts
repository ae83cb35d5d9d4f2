"use server"

// Every member manages their own account (a Reviewer too): the data functions check the session themselves.

import { refresh } from "next/cache"

import { runMemberAction } from "@/lib/data/admin/run-action"
import * as account from "@/lib/data/account"

export async function changePasswordAction(currentPassword: string, newPassword: string) {
  return runMemberAction("changePassword", {}, async () => {
    await account.changePassword(currentPassword, newPassword)
    refresh()
  })
}

export async function changeEmailAction(email: string, password: string) {
  return runMemberAction("changeEmail", {}, async () => {
    const result = await account.changeEmail(email, password)
    refresh()
    return result
  })
}

export async function endSessionAction(sessionId: string) {
  return runMemberAction("endSession", { sessionId }, async () => {
    await account.endSession(sessionId)
    refresh()
  })
}

export async function endOtherSessionsAction() {
  return runMemberAction("endOtherSessions", {}, async () => {
    const n = await account.endOtherSessions()
    refresh()
    return n
  })
}
