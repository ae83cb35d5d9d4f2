import "server-only"

import type { OutboxJob } from "@/lib/domain/types"
import type { OutboxStore } from "@/lib/backend/types"

import { retryDelayMs } from "./backoff"
import { describeError } from "./deliver"
import { isPermanent } from "@/lib/server/crm/deliver"
import { onOutboxWake } from "./signal"

export type OutboxWorkerOptions = {
  store: OutboxStore
  deliver: (job: OutboxJob) => Promise<void>
  /** First retry delay; doubles per attempt up to a day. */
  retryBaseMs: number
  /** How often due jobs are looked for without a wake-up (retries, jobs queued by another server). */
  pollMs?: number
  batchSize?: number
  /** How long a claimed job stays ours; longer than any delivery's timeout. */
  leaseMs?: number
  /** Work that queues jobs, run before each claim (the lead reminders' sweep). */
  beforeClaim?: () => Promise<void>
  /** Housekeeping run about once an hour (spam purge, pruning old jobs). */
  housekeeping?: () => Promise<void>
  housekeepingMs?: number
  log?: Pick<Console, "error" | "warn">
}

export type OutboxWorker = {
  start(): void
  stop(): Promise<void>
  /** Delivers every job due now (claiming batch after batch); resolves with how many were attempted. */
  drain(): Promise<number>
}

/**
 * Delivers outbox jobs in the background: wakes when a request queues one, polls for retries, and records each
 * result. A failed attempt is retried after 1 min (by default), doubling up to 24 h, until max_attempts; then the
 * job is failed and the admin can retry it by hand.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, deliver, retryBaseMs, pollMs = 5_000, batchSize = 10, leaseMs = 120_000, log = console } = options
  let running = false
  let timer: NodeJS.Timeout | null = null
  let unsubscribe: (() => void) | null = null
  let current: Promise<number> | null = null
  let again = false
  let lastHousekeeping = 0

  // Each job's result is recorded the moment it is known: a crash then repeats at most the deliveries whose
  // success was not yet written, not a whole batch.
  async function attempt(job: OutboxJob): Promise<void> {
    let error: string
    let permanent = false
    try {
      await deliver(job)
      error = ""
    } catch (cause) {
      error = describeError(cause)
      permanent = isPermanent(cause)
    }
    if (!error) return store.markSent([job.id])
    // A refusal of the job itself (a CRM's 4xx) is not retried: it waits, failed, for a person to retry it.
    const last = permanent || job.attempts >= job.max_attempts
    const retryAt = last ? null : new Date(Date.now() + retryDelayMs(job.attempts, retryBaseMs))
    await store.markFailed(job.id, error, retryAt)
    log.warn(`[outbox] ${job.kind} ${job.id} attempt ${job.attempts} failed${last ? " for good" : ""}: ${error}`)
  }

  async function runBatch(): Promise<number> {
    if (options.beforeClaim) await options.beforeClaim()
    const jobs = await store.claim(batchSize, leaseMs)
    await Promise.all(jobs.map(attempt))
    return jobs.length
  }

  async function drainOnce(): Promise<number> {
    let total = 0
    for (;;) {
      const n = await runBatch()
      total += n
      if (n < batchSize) return total
    }
  }

  function drain(): Promise<number> {
    if (current) {
      again = true
      return current
    }
    current = (async () => {
      let total = 0
      try {
        do {
          again = false
          total += await drainOnce()
        } while (again)
        if (options.housekeeping && Date.now() - lastHousekeeping > (options.housekeepingMs ?? 3_600_000)) {
          lastHousekeeping = Date.now()
          await options.housekeeping()
        }
      } catch (error) {
        log.error("[outbox] delivery round failed:", describeError(error))
      } finally {
        current = null
      }
      return total
    })()
    return current
  }

  function schedule() {
    if (!running) return
    timer = setTimeout(async () => {
      await drain()
      schedule()
    }, pollMs)
    timer.unref()
  }

  return {
    start() {
      if (running) return
      running = true
      unsubscribe = onOutboxWake(() => void drain())
      void drain()
      schedule()
    },
    async stop() {
      running = false
      if (timer) clearTimeout(timer)
      unsubscribe?.()
      await current
    },
    drain,
  }
}
