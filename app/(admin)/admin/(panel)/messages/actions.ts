"use server"

import { refresh } from "next/cache"

import { runAdminAction } from "@/lib/admin/run-action"
import { deleteMessage as deleteMessageRow, markMessageRead } from "@/lib/data/messages"

export async function setMessageRead(id: string, read: boolean) {
  return runAdminAction("setMessageRead", { id, read }, async () => {
    await markMessageRead(id, read)
    refresh()
  })
}

export async function deleteMessage(id: string) {
  return runAdminAction("deleteMessage", { id }, async () => {
    await deleteMessageRow(id)
    refresh()
  })
}
