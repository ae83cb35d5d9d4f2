"use server"

import { refresh } from "next/cache"

import { toMediaItem, toMediaUsageItem } from "@/lib/data/admin/dto"
import { runAdminAction } from "@/lib/data/admin/run-action"
import { deleteMedia as deleteMediaFile, getMediaUsage, updateMediaMeta } from "@/lib/data/media"
import type { MediaMetaValues } from "@/lib/data/admin/views"

// Uploads do not go through an action: they stream to /api/admin/media (see that route for why).

export async function deleteMedia(id: string) {
  return runAdminAction("deleteMedia", { id }, async () => {
    await deleteMediaFile(id)
    refresh()
  })
}

export async function loadMediaUsage(id: string) {
  return runAdminAction("loadMediaUsage", { id }, async () => (await getMediaUsage(id)).map(toMediaUsageItem))
}

export async function saveMediaMeta(id: string, values: MediaMetaValues) {
  // The library refreshes itself after a save (router.refresh): the dialog stays the one place that waits.
  return runAdminAction("saveMediaMeta", { id }, async () => toMediaItem(await updateMediaMeta(id, values)))
}
