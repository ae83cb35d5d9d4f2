"use server"

import { refresh } from "next/cache"

import { runAdminAction } from "@/lib/data/admin/run-action"
import { updateSiteSettings } from "@/lib/data/settings"

// The data layer allows the owner and admins (what needs medical review: the owner only) and validates every value.
export async function saveSeoSettings(values: unknown) {
  return runAdminAction("saveSeoSettings", {}, async () => {
    const saved = await updateSiteSettings(values)
    refresh()
    return saved
  })
}
