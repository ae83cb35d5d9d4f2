import "server-only"

import { openBackgroundBackend } from "@/lib/backend"
import type { Backend } from "@/lib/backend/types"
import { isBuildPhase } from "@/lib/server/env"

import { clockNow } from "./clock"
import { sendDueReminders } from "./medical-review"

/** How often each server looks for pages due for medical re-review. */
const SWEEP_EVERY_MS = 60_000
const KEY = Symbol.for("lumora.review-reminders")

/** One sweep (on `opened`, or the background backend) on the server's clock (lib/data/clock.ts); several servers sweeping at once still send each reminder once. */
export async function sweepReviewReminders(opened?: Backend): Promise<number> {
  const backend = opened ?? (await openBackgroundBackend())
  return backend ? sendDueReminders(backend, new Date(await clockNow(backend.settings))) : 0
}

/** Starts this process's reminder sweep (once), from instrumentation.ts; none on Supabase. */
export function startReviewReminders(): void {
  if (isBuildPhase()) return
  const g = globalThis as unknown as Record<symbol, NodeJS.Timeout | undefined>
  if (g[KEY]) return
  const tick = () => void sweepReviewReminders().catch((error: unknown) => console.error("[medical-review] reminder sweep failed", error))
  g[KEY] = setInterval(tick, SWEEP_EVERY_MS)
  g[KEY].unref()
  tick()
}
