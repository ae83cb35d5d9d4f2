import "server-only"

import { openWorkerStores } from "@/lib/backend"
import { SPAM_RETENTION_DAYS } from "@/lib/domain/contact/config"
import { backendKind, isBuildPhase, serverEnv } from "@/lib/server/env"

import { deliverJob } from "@/lib/server/outbox/deliver"
import { sweepLeadRetention } from "./lead-retention"
import { sweepLeadReminders } from "./lead-sweep"
import { deliverySettings } from "@/lib/server/outbox/settings"
import { createOutboxWorker, type OutboxWorker } from "@/lib/server/outbox/worker"

/** Delivered and failed notifications are kept this long for the admin's delivery state. */
const OUTBOX_RETENTION_DAYS = 90

const KEY = Symbol.for("lumora.outbox-worker")

/**
 * Starts this server process's outbox worker (once), on the embedded or PostgreSQL backend. Called from
 * instrumentation.ts; several servers on one PostgreSQL each run one and never deliver the same job twice at once.
 */
export async function startOutboxWorker(): Promise<OutboxWorker | null> {
  if (isBuildPhase()) return null
  const env = serverEnv()
  if (backendKind(env) === "supabase") return null
  const g = globalThis as unknown as Record<symbol, OutboxWorker | undefined>
  if (g[KEY]) return g[KEY]
  const stores = await openWorkerStores()
  if (!stores) return null
  const { outbox: store, messages, leads, settings: siteSettings, singleProcess, vacuum } = stores
  const settings = deliverySettings(env)
  // One process owns an embedded database (its lock file), so claims found at start-up belong to a process that
  // died: release them now rather than after their lease. Several servers on PostgreSQL wait for the lease.
  if (singleProcess) {
    const released = await store.releaseClaims()
    if (released) console.warn(`[outbox] ${released} notification(s) claimed by a stopped server are due again`)
  }
  const worker = createOutboxWorker({
    store,
    deliver: (job) => deliverJob(job, settings),
    retryBaseMs: env.OUTBOX_RETRY_BASE_SECONDS * 1000,
    beforeClaim: async () => {
      await sweepLeadReminders({ leads, settings: siteSettings }, { mail: Boolean(env.SMTP_URL) })
      // A failed retention run is logged and tried again next round; it never holds up the deliveries.
      await sweepLeadRetention({ leads, settings: siteSettings }).catch((error: unknown) => console.error("[leads] retention run failed", error))
    },
    housekeeping: async () => {
      const spam = await messages.purgeSpam(SPAM_RETENTION_DAYS)
      const jobs = await store.prune(OUTBOX_RETENTION_DAYS)
      if (spam || jobs) console.log(`[outbox] purged ${spam} spam message(s) and ${jobs} old notification record(s)`)
      await vacuum()
    },
  })
  g[KEY] = worker
  worker.start()
  return worker
}
