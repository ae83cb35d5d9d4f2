import "server-only"

import { hitWindow, type HitResult, type WindowRule } from "@/lib/server/limits/rules"
import { fixedKey } from "@/lib/server/limits/rate-limit"

import { resolveBackend } from "./backend"

/** One contact-form submission from this address (its limit key), counted in the backend's limit store. */
export async function hitContactLimit(ip: string, rule: WindowRule): Promise<HitResult> {
  const { backend } = await resolveBackend()
  return hitWindow(backend.limits, "contact-ip", fixedKey(ip), rule)
}
