import "server-only"

import type { Db } from "@/lib/backend/db/types"
import type { PrivacyStore } from "@/lib/backend/types"

import { leadBlindIndex } from "./lead-crypto"
import { eraseLeadsWhere, insertJobs } from "./leads"
import { toDsrRequest, toLeadEvent, toLeadRow, toOutboxJob } from "./rows"

/** Data-subject requests on PGlite or PostgreSQL: leads found by the e-mail's blind index, never by its text. */
export function sqlPrivacy(db: Db): PrivacyStore {
  return {
    subjectIndex: (email) => leadBlindIndex(db, "email", email),

    async find(bidx) {
      const leads = await db.query(
        `select m.*, cv.form as consent_form, cv.text as consent_text, cv.hash as consent_hash, cv.version as consent_version
           from messages m left join consent_versions cv on cv.id = m.consent_version_id
          where m.email_bidx = $1
          order by m.received_at, m.seq`,
        [bidx],
      )
      const ids = leads.map((r) => String(r.id))
      if (ids.length === 0) return { leads: [], events: [], jobs: [] }
      // One after the other: this also runs on a transaction's one connection.
      const events = await db.query("select * from lead_events where message_id = any($1::uuid[]) order by at, seq", [ids])
      const jobs = await db.query("select * from outbox where ref = any($1::text[]) order by created_at, seq", [ids])
      return { leads: leads.map(toLeadRow), events: events.map(toLeadEvent), jobs: jobs.map(toOutboxJob) }
    },

    async erase(bidx) {
      return (await eraseLeadsWhere(db, "email_bidx = $1", [bidx])).map((g) => g.id)
    },

    queue: (jobs) => insertJobs(db, jobs),

    async saveRequest(input) {
      const actor = [input.actor.id, input.actor.email]
      if (input.complete) {
        // The subject's open requests are answered by this one; none open: a request received and answered now.
        const done = await db.query(
          `update dsr_requests set status = 'completed', kind = $2, outcome = $3, completed_at = now(), actor_id = $4::uuid, actor_email = $5
            where subject_bidx = $1 and status = 'open' returning *`,
          [input.subjectBidx, input.kind, input.outcome, ...actor],
        )
        if (done[0]) return toDsrRequest(done[0])
        const [row] = await db.query(
          `insert into dsr_requests (kind, subject_bidx, received_at, due_at, status, outcome, completed_at, actor_id, actor_email)
           values ($1, $2, $3::timestamptz, $4::timestamptz, 'completed', $5, now(), $6::uuid, $7) returning *`,
          [input.kind, input.subjectBidx, input.receivedAt, input.dueAt, input.outcome, ...actor],
        )
        return toDsrRequest(row!)
      }
      const [open] = await db.query("select * from dsr_requests where subject_bidx = $1 and status = 'open' order by seq limit 1", [input.subjectBidx])
      if (open) return toDsrRequest(open)
      const [row] = await db.query(
        `insert into dsr_requests (kind, subject_bidx, received_at, due_at, outcome, actor_id, actor_email)
         values ($1, $2, $3::timestamptz, $4::timestamptz, $5, $6::uuid, $7) returning *`,
        [input.kind, input.subjectBidx, input.receivedAt, input.dueAt, input.outcome, ...actor],
      )
      return toDsrRequest(row!)
    },

    async requests(limit) {
      const rows = await db.query(
        `(select * from dsr_requests where status = 'open' order by due_at, seq limit $1)
         union all
         (select * from dsr_requests where status = 'completed' order by completed_at desc, seq desc limit $1)`,
        [limit],
      )
      return rows.map(toDsrRequest)
    },
  }
}
