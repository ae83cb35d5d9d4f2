import "server-only"

import { hitWindow, type HitResult, type WindowRule } from "@/lib/server/limits/rules"
import { fixedKey } from "@/lib/server/limits/rate-limit"

import { resolveBackend } from "./backend"

/** One contact-form submission from this address (its limit key), counted in the backend's limit store. */
export async function hitContactLimit(ip: string, rule: WindowRule): Promise<HitResult> {
  const { backend } = await resolveBackend()
  return hitWindow(backend.limits, "contact-ip", fixedKey(ip), rule)
}

/** One "Send me a new link" on a dead review link from this address (its limit key), in the backend's limit store. */
export async function hitReviewRelinkLimit(backend: { limits: Parameters<typeof hitWindow>[0] }, ip: string, rule: WindowRule): Promise<HitResult> {
  return hitWindow(backend.limits, "review-relink-ip", fixedKey(ip), rule)
}
