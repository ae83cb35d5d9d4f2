"use server"

import { refresh } from "next/cache"

import { runAdminAction } from "@/lib/data/admin/run-action"
import * as account from "@/lib/data/account"

export async function changePasswordAction(currentPassword: string, newPassword: string) {
  return runAdminAction("changePassword", {}, async () => {
    await account.changePassword(currentPassword, newPassword)
    refresh()
  })
}

export async function changeEmailAction(email: string, password: string) {
  return runAdminAction("changeEmail", {}, async () => {
    const result = await account.changeEmail(email, password)
    refresh()
    return result
  })
}

export async function endSessionAction(sessionId: string) {
  return runAdminAction("endSession", { sessionId }, async () => {
    await account.endSession(sessionId)
    refresh()
  })
}

export async function endOtherSessionsAction() {
  return runAdminAction("endOtherSessions", {}, async () => {
    const n = await account.endOtherSessions()
    refresh()
    return n
  })
}
