import "server-only"

import type { Db, Queryable } from "@/lib/backend/db/types"
import type { LeadStore } from "@/lib/backend/types"
import { LEAD_COUNT_CAP, LEAD_SAVED_VIEWS_KEY, LEAD_SAVED_VIEWS_MAX, type LeadEventInput, type LeadFilter, type LeadPatch, type SavedLeadView } from "@/lib/domain/leads/types"
import type { OutboxJobInput, Role } from "@/lib/domain/types"
import { forgetOpenedValues } from "@/lib/server/crypto/envelope"

import { sealEventBody, sealPayload } from "./lead-crypto"
import { toLeadEvent, toLeadRow } from "./rows"

/** The filter as a WHERE clause and its parameters; spam is never a lead of the list. */
function where(f: LeadFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.archived ? "archived" : "inbox"]
  const parts = ["folder = $1"]
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value)
    parts.push(clause(`$${params.length}`))
  }
  if (f.owner) add((n) => `owner_id = ${n}::uuid`, f.owner)
  if (f.unassigned) parts.push("owner_id is null")
  if (f.status) add((n) => `lead_status = ${n}`, f.status)
  if (f.receivedFrom) add((n) => `received_at >= ${n}::timestamptz`, f.receivedFrom)
  if (f.overdueAt) add((n) => `first_response_at is null and due_at < ${n}::timestamptz`, f.overdueAt)
  if (f.source) add((n) => `utm_source = ${n}`, f.source)
  if (f.campaign) add((n) => `utm_campaign = ${n}`, f.campaign)
  if (f.landing) add((n) => `landing_path = ${n}`, f.landing)
  return { sql: parts.join(" and "), params }
}

async function insertEvents(q: Queryable, id: string, events: LeadEventInput[]): Promise<void> {
  if (events.length === 0) return
  await q.query(
    `insert into lead_events (message_id, at, actor_id, actor_email, kind, body, data)
     select $1, coalesce(e.at, now()), e.actor_id, coalesce(e.actor_email, ''), e.kind, coalesce(e.body, ''), coalesce(e.data, '{}'::jsonb)
       from jsonb_to_recordset($2::jsonb) as e(at timestamptz, actor_id uuid, actor_email text, kind text, body text, data jsonb)`,
    [id, JSON.stringify(events.map((e) => ({ at: e.at ?? null, actor_id: e.actor?.id ?? null, actor_email: e.actor?.email ?? "", kind: e.kind, body: sealEventBody(e.body ?? ""), data: e.data ?? {} })))],
  )
}

export async function insertJobs(q: Queryable, jobs: OutboxJobInput[]): Promise<void> {
  if (jobs.length === 0) return
  await q.query(
    `insert into outbox (kind, topic, ref, payload, max_attempts)
     select j.kind, j.topic, j.ref, j.payload, coalesce(j.max_attempts, 14)
       from jsonb_to_recordset($1::jsonb) as j(kind text, topic text, ref text, payload jsonb, max_attempts int)`,
    [JSON.stringify(jobs.map((j) => ({ ...j, payload: sealPayload(j.payload) })))],
  )
}

const NOT_APPLIED = new Error("lead not found")

/** One lead's patch and its timeline events, on a transaction; null when the lead does not exist. */
async function applyOn(tx: Queryable, id: string, patch: LeadPatch, events: LeadEventInput[]) {
  const sets: string[] = []
  const params: unknown[] = [id]
  const set = (column: string, value: unknown, cast = "") => {
    params.push(value)
    sets.push(`${column} = $${params.length}${cast}`)
  }
  if (patch.status !== undefined) set("lead_status", patch.status)
  if (patch.owner_id !== undefined) set("owner_id", patch.owner_id, "::uuid")
  if (patch.value !== undefined) set("lead_value", patch.value, "::numeric")
  if (patch.tags !== undefined) set("tags", patch.tags, "::text[]")
  if (patch.folder !== undefined) {
    set("folder", patch.folder)
    sets.push(`possible_spam = case when $${params.length} = 'inbox' then possible_spam else false end`)
    sets.push(`spam_since = case when $${params.length} = 'spam' then coalesce(spam_since, now()) end`)
  }
  if (patch.first_response_at !== undefined) {
    params.push(patch.first_response_at)
    sets.push(`first_response_at = coalesce(first_response_at, $${params.length}::timestamptz)`)
  }
  if (patch.opened_at !== undefined) {
    params.push(patch.opened_at)
    sets.push(`opened_at = coalesce(opened_at, $${params.length}::timestamptz)`)
  }
  const rows = sets.length
    ? await tx.query(`update messages set ${sets.join(", ")} where id = $1 returning *`, params)
    : await tx.query("select * from messages where id = $1 for update", [id])
  if (!rows[0]) return null
  await insertEvents(tx, id, events)
  return toLeadRow(rows[0])
}

/** The saved views of every member: { [userId]: SavedLeadView[] }. */
async function viewsOf(q: Queryable, lock = false): Promise<Record<string, SavedLeadView[]>> {
  const [row] = await q.query<{ value: unknown }>(`select value from site_settings where key = $1${lock ? " for update" : ""}`, [LEAD_SAVED_VIEWS_KEY])
  const value = row?.value
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, SavedLeadView[]>) : {}
}

/** Changes one member's views under the row's lock: two members saving at once both keep theirs. */
function changeViews(db: Db, userId: string, change: (mine: SavedLeadView[]) => SavedLeadView[]): Promise<SavedLeadView[]> {
  return db.transaction(async (tx) => {
    await tx.query("insert into site_settings (key, value) values ($1, '{}'::jsonb) on conflict (key) do nothing", [LEAD_SAVED_VIEWS_KEY])
    const all = await viewsOf(tx, true)
    const mine = change(all[userId] ?? [])
    await tx.query("update site_settings set value = $2::jsonb, updated_at = now() where key = $1", [LEAD_SAVED_VIEWS_KEY, JSON.stringify({ ...all, [userId]: mine })])
    return mine
  })
}

/**
 * The retention rule, one WHERE clause for the count and the erasure ($1: the leads' cutoff, $2: spam's): a lead
 * (any folder but spam) received before the cutoff with no activity on its timeline (opened, note, status change,
 * reply, e-mail...) at or after it, and spam received before its own cutoff. The response clock's own reminder and
 * escalation are no activity: nobody did anything.
 */
const EXPIRED = `((folder <> 'spam' and received_at < $1::timestamptz
                   and not exists (select 1 from lead_events e where e.message_id = messages.id and e.at >= $1::timestamptz
                                     and e.kind not in ('reminder', 'escalation')))
               or (folder = 'spam' and received_at < $2::timestamptz))`

/**
 * The one erase path of leads (the retention run, a data-subject erasure): the rows matching `whereSql` go (their
 * timeline with them: on delete cascade, and with it the journey and consent columns of the row), and the outbox
 * jobs that name them. Run inside the caller's transaction; returns what went.
 */
export async function eraseLeadsWhere(tx: Queryable, whereSql: string, params: unknown[]): Promise<{ id: string; folder: string }[]> {
  // This process's opened values go too (other servers' expire within minutes: docs/privacy.md).
  forgetOpenedValues()
  return tx.query<{ id: string; folder: string }>(
    `with gone as (delete from messages where ${whereSql} returning id::text as id, folder),
          jobs as (delete from outbox where ref in (select id from gone))
     select id, folder from gone`,
    params,
  )
}

/** The lead pipeline on PGlite or PostgreSQL: a lead is its message's row. */
export function sqlLeads(db: Db): LeadStore {
  return {
    storesNewLeadClock: true,

    async list(filter, page, pageSize) {
      const w = where(filter)
      const n = w.params.length
      const [rows, count] = await Promise.all([
        db.query(`select * from messages where ${w.sql} order by received_at desc, seq desc limit $${n + 1} offset $${n + 2}`, [...w.params, pageSize, (page - 1) * pageSize]),
        // Counted up to the cap (and one more, to tell "more than" from "exactly").
        db.query<{ total: number }>(`select count(*)::int as total from (select 1 from messages where ${w.sql} limit $${n + 1}) as capped`, [...w.params, LEAD_COUNT_CAP + 1]),
      ])
      return { rows: rows.map(toLeadRow), total: Number(count[0]?.total ?? 0), page, pageSize }
    },

    async all(filter, limit) {
      const w = where(filter)
      const rows = await db.query(`select * from messages where ${w.sql} order by received_at desc, seq desc limit $${w.params.length + 1}`, [...w.params, limit])
      return rows.map(toLeadRow)
    },

    async get(id) {
      // The lead's page shows what its visitor agreed to: its consent version joined.
      const [row] = await db.query(
        `select m.*, cv.form as consent_form, cv.text as consent_text, cv.hash as consent_hash, cv.version as consent_version
           from messages m left join consent_versions cv on cv.id = m.consent_version_id
          where m.id = $1`,
        [id],
      )
      return row ? toLeadRow(row) : null
    },

    apply(id, patch: LeadPatch, events, jobs) {
      return db.transaction(async (tx) => {
        const row = await applyOn(tx, id, patch, events)
        if (row) await insertJobs(tx, jobs)
        return row
      })
    },

    async applyMany(changes) {
      try {
        return await db.transaction(async (tx) => {
          for (const c of changes) if (!(await applyOn(tx, c.id, c.patch, c.events))) throw NOT_APPLIED
          return true
        })
      } catch (error) {
        if (error === NOT_APPLIED) return false
        throw error
      }
    },

    async events(id) {
      const rows = await db.query("select * from lead_events where message_id = $1 order by at, seq", [id])
      return rows.map(toLeadEvent)
    },

    sweep(kind, now, limit, jobsFor) {
      const mark = kind === "reminder" ? "reminded_at" : "escalated_at"
      const when = kind === "reminder" ? "remind_at" : "due_at"
      return db.transaction(async (tx) => {
        // Taken with the row lock (SKIP LOCKED: another server's batch is left to it), marked in the same statement,
        // and the e-mails queued in the same transaction: the mark and the jobs commit together, once.
        const rows = await tx.query(
          `update messages set ${mark} = $1::timestamptz
            where id in (
              select id from messages
               where folder <> 'spam' and first_response_at is null and ${mark} is null
                 and due_at is not null and ${when} <= $1::timestamptz
               order by ${when}
               limit $2
               for update skip locked)
              and ${mark} is null
            returning *`,
          [now, limit],
        )
        const leads = rows.map(toLeadRow)
        for (const lead of leads) {
          const jobs = jobsFor(lead)
          await insertJobs(tx, jobs)
          await insertEvents(tx, lead.id, [{ kind, at: now, data: { to: jobs.map((j) => (j.payload as { to?: unknown }).to).flat() } }])
        }
        return leads
      })
    },

    async responseFigures(from, to, now) {
      const [row] = await db.query<{ leads: number; answered: number; median: number | null; within: number; on_clock: number }>(
        `select count(*)::int as leads,
                count(first_response_at)::int as answered,
                percentile_cont(0.5) within group (order by extract(epoch from (first_response_at - received_at)) * 1000)
                  filter (where first_response_at is not null) as median,
                count(*) filter (where due_at is not null and first_response_at is not null and first_response_at <= due_at)::int as within,
                count(*) filter (where due_at is not null and (first_response_at is not null or due_at <= $3::timestamptz))::int as on_clock
           from messages
          where folder <> 'spam' and received_at >= $1::timestamptz and received_at < $2::timestamptz`,
        [from, to, now],
      )
      return {
        leads: Number(row?.leads ?? 0),
        answered: Number(row?.answered ?? 0),
        medianMs: row?.median === null || row?.median === undefined ? null : Math.round(Number(row.median)),
        withinTarget: Number(row?.within ?? 0),
        onClock: Number(row?.on_clock ?? 0),
      }
    },

    async retentionCount(cutoffs) {
      const [row] = await db.query<{ leads: number; spam: number }>(
        `select count(*) filter (where folder <> 'spam')::int as leads, count(*) filter (where folder = 'spam')::int as spam
           from messages where ${EXPIRED}`,
        [cutoffs.leads, cutoffs.spam],
      )
      return { leads: Number(row?.leads ?? 0), spam: Number(row?.spam ?? 0) }
    },

    eraseExpired(day, cutoffs, summary) {
      return db.transaction(async (tx) => {
        // The day's one run: the first server to insert the day's row erases; another server at the same moment
        // waits on the row until this transaction ends, then finds it (nothing to do). A failed run leaves no row.
        const claimed = await tx.query("insert into lead_retention_runs (day) values ($1::date) on conflict (day) do nothing returning day", [day])
        if (claimed.length === 0) return null
        const gone = await eraseLeadsWhere(tx, EXPIRED, [cutoffs.leads, cutoffs.spam])
        const erased = { leads: gone.filter((g) => g.folder !== "spam").length, spam: gone.filter((g) => g.folder === "spam").length }
        await tx.query("update lead_retention_runs set erased = $2, spam = $3 where day = $1::date", [day, erased.leads, erased.spam])
        // Counts only: nothing of the erased leads stays in the log.
        await tx.query("insert into audit_log (action, record_type, summary) values ('lead_retention', 'lead', $1)", [summary(erased)])
        return erased
      })
    },

    async retentionRan(day) {
      return (await db.query("select 1 from lead_retention_runs where day = $1::date", [day])).length > 0
    },

    async members() {
      const rows = await db.query<{ id: string; email: string; role: Role }>(
        "select u.id, u.email, m.role from memberships m join users u on u.id = m.user_id where m.role <> 'reviewer' order by u.email",
      )
      return rows.map((r) => ({ id: String(r.id), email: String(r.email), role: r.role }))
    },

    async savedViews(userId) {
      return (await viewsOf(db))[userId] ?? []
    },

    saveView(userId, view) {
      return changeViews(db, userId, (mine) => [...mine.filter((v) => v.name !== view.name), view].slice(-LEAD_SAVED_VIEWS_MAX))
    },

    async deleteView(userId, name) {
      await changeViews(db, userId, (mine) => mine.filter((v) => v.name !== name))
    },
  }
}
