"use server"

import { refresh } from "next/cache"

import { runAdminAction } from "@/lib/data/admin/run-action"
import { clearAnalyticsData, updateAnalyticsSettings } from "@/lib/data/analytics"

// The data layer allows the owner and admins only and validates every value.
export async function saveAnalyticsSettings(values: unknown) {
  return runAdminAction("saveAnalyticsSettings", {}, async () => {
    const saved = await updateAnalyticsSettings(values)
    refresh()
    return saved
  })
}

export async function deleteAnalyticsData() {
  return runAdminAction("deleteAnalyticsData", {}, async () => {
    await clearAnalyticsData()
    refresh()
  })
}
