import type { OutboxJob } from "@/lib/domain/types"

/** One message's notifications summed up for the admin: the worst state wins. */
export type DeliveryState =
  | { state: "none" }
  | { state: "sent"; at: string }
  | { state: "queued" }
  | { state: "retrying"; attempts: number; lastError: string; nextAttemptAt: string }
  | { state: "failed"; attempts: number; lastError: string }

export function deliveryState(jobs: OutboxJob[]): DeliveryState {
  if (jobs.length === 0) return { state: "none" }
  const failed = jobs.find((j) => j.status === "failed")
  if (failed) return { state: "failed", attempts: failed.attempts, lastError: failed.last_error ?? "" }
  const retrying = jobs.find((j) => j.status === "pending" && j.last_error)
  if (retrying) {
    return { state: "retrying", attempts: retrying.attempts, lastError: retrying.last_error ?? "", nextAttemptAt: retrying.next_attempt_at }
  }
  if (jobs.some((j) => j.status === "pending")) return { state: "queued" }
  const last = jobs.map((j) => j.sent_at ?? j.created_at).sort().at(-1)!
  return { state: "sent", at: last }
}
