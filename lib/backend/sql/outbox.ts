import "server-only"

import type { Db, Queryable } from "@/lib/backend/db/types"
import type { OutboxJobInput } from "@/lib/domain/types"
import type { OutboxStore } from "@/lib/backend/types"

import { sealPayload } from "./lead-crypto"
import { toOutboxJob } from "./rows"

/** Inserts jobs in one transaction. */
async function insertOutboxJobs(q: Queryable, jobs: OutboxJobInput[]): Promise<void> {
  for (const job of jobs) {
    await q.query("insert into outbox (kind, topic, ref, payload) values ($1, $2, $3, $4::jsonb)", [
      job.kind,
      job.topic,
      job.ref,
      JSON.stringify(sealPayload(job.payload)),
    ])
  }
}

/**
 * The outbox on PGlite or PostgreSQL. A claim takes due rows with FOR UPDATE SKIP LOCKED and leases them
 * (locked_until), so several servers on one database never deliver the same job at once, and a job held by a
 * server that died becomes due again when its lease runs out.
 */
export function sqlOutbox(db: Db): OutboxStore {
  return {
    enqueue: (jobs) => (jobs.length ? db.transaction((tx) => insertOutboxJobs(tx, jobs)) : Promise.resolve()),

    async claim(limit, leaseMs) {
      const rows = await db.query(
        `update outbox set locked_until = now() + make_interval(secs => $2::double precision / 1000), attempts = attempts + 1
          where id in (
            select id from outbox
             where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
             order by next_attempt_at, seq
             limit $1
             for update skip locked)
          returning *`,
        [limit, leaseMs],
      )
      return rows.map(toOutboxJob).sort((a, b) => a.next_attempt_at.localeCompare(b.next_attempt_at))
    },

    async markSent(ids) {
      if (ids.length === 0) return
      await db.query(
        "update outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = any($1::uuid[])",
        [ids],
      )
    },

    async markFailed(id, error, retryAt) {
      await db.query(
        `update outbox set locked_until = null, last_error = $2,
                status = case when $3::timestamptz is null then 'failed' else 'pending' end,
                next_attempt_at = coalesce($3::timestamptz, next_attempt_at)
          where id = $1`,
        [id, error.slice(0, 1000), retryAt ? retryAt.toISOString() : null],
      )
    },

    async listByRefs(refs) {
      if (refs.length === 0) return []
      const rows = await db.query("select * from outbox where ref = any($1::text[]) order by created_at, seq", [refs])
      return rows.map(toOutboxJob)
    },

    async retryNow(ref) {
      const rows = await db.query(
        `update outbox set status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null
          where ref = $1 and status in ('pending', 'failed') returning id`,
        [ref],
      )
      return rows.length
    },

    async retryNowJobs(ids) {
      if (ids.length === 0) return 0
      const rows = await db.query(
        `update outbox set status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null
          where id = any($1::uuid[]) and status in ('pending', 'failed') returning id`,
        [ids],
      )
      return rows.length
    },

    async releaseClaims() {
      const rows = await db.query("update outbox set locked_until = null where status = 'pending' and locked_until is not null returning id")
      return rows.length
    },

    async prune(days) {
      // A lead's deliveries are its record of recipients (the data-subject export, the lead.deleted events): they stay
      // while the lead does, and go with it (retention, erasure). Only jobs of no lead, or of one deleted, are pruned.
      const rows = await db.query(
        `delete from outbox o
          where o.status in ('sent', 'failed') and o.created_at < now() - make_interval(days => $1)
            and not exists (select 1 from messages m where m.id = case when o.ref ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then o.ref::uuid end)
          returning o.id`,
        [days],
      )
      return rows.length
    },
  }
}
