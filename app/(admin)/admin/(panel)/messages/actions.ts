"use server"

import { refresh } from "next/cache"

import { runAdminAction } from "@/lib/data/admin/run-action"
import { deleteMessage as deleteMessageRow, markMessageRead, moveMessage, retryMessageNotifications } from "@/lib/data/messages"
import type { MessageFolder } from "@/lib/domain/types"

export async function setMessageRead(id: string, read: boolean) {
  return runAdminAction("setMessageRead", { id, read }, async () => {
    await markMessageRead(id, read)
    refresh()
  })
}

/** Archive, Move to inbox, Spam and Not spam. */
export async function moveMessageTo(id: string, folder: MessageFolder) {
  return runAdminAction("moveMessage", { id, folder }, async () => {
    await moveMessage(id, folder)
    refresh()
  })
}

export async function deleteMessage(id: string) {
  return runAdminAction("deleteMessage", { id }, async () => {
    await deleteMessageRow(id)
    refresh()
  })
}

/** "Retry now" on a message whose notifications are waiting or failed. */
export async function retryNotifications(id: string) {
  return runAdminAction("retryNotifications", { id }, async () => {
    await retryMessageNotifications(id)
    refresh()
  })
}
