"use server"

import { refresh } from "next/cache"

import { toRedirectItem } from "@/lib/data/admin/dto"
import { runAdminAction } from "@/lib/data/admin/run-action"
import { createRedirect, deleteRedirect as deleteRedirectRow, updateRedirect } from "@/lib/data/redirects"

// The data layer checks the admin, validates (loops, chains, live routes, schemes) and reloads the redirect table.

export async function saveRedirect(id: string | null, values: unknown) {
  return runAdminAction("saveRedirect", { id }, async () => {
    const row = id === null ? await createRedirect(values) : await updateRedirect(id, values)
    refresh()
    return toRedirectItem(row)
  })
}

export async function deleteRedirect(id: string) {
  return runAdminAction("deleteRedirect", { id }, async () => {
    await deleteRedirectRow(id)
    refresh()
  })
}
