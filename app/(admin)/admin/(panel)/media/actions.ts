"use server"

import { refresh } from "next/cache"

import { runAdminAction } from "@/lib/admin/run-action"
import { deleteMedia as deleteMediaFile } from "@/lib/data/media"

// Uploads do not go through an action: they stream to /api/admin/media (see that route for why).

export async function deleteMedia(id: string) {
  return runAdminAction("deleteMedia", { id }, async () => {
    await deleteMediaFile(id)
    refresh()
  })
}
