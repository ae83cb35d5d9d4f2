import "server-only"

import type { Queryable, SqlRow } from "@/lib/backend/db/types"
import type { RevisionRow } from "@/lib/domain/types"
import type { PresenceStore, RevisionStore, SaveMeta } from "@/lib/backend/types"
import { DataError } from "@/lib/domain/errors"
import { REVISIONS_KEPT, summarizeChange } from "@/lib/domain/revisions/summary"

import { iso, isoOrNull, toRevisionSummary } from "./rows"


/** A stored row as a snapshot: the editor's fields as stored, publish_at as UTC ISO. */
function snapshotOf(row: SqlRow, keys: string[]): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const k of keys) data[k] = row[k] ?? null
  data.publish_at = isoOrNull(row.publish_at)
  return data
}

function parseData(v: unknown): Record<string, unknown> {
  const raw = typeof v === "string" ? (JSON.parse(v) as unknown) : v
  return raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {}
}

/**
 * Called inside the transaction of every save: stores the new state as a revision with a summary against the
 * previous one, and prunes the record's history to the newest REVISIONS_KEPT.
 */
export async function recordRevision(tx: Queryable, kind: string, row: SqlRow, keys: string[], meta: SaveMeta): Promise<void> {
  const id = String(row.id)
  const data = snapshotOf(row, keys)
  const prev = await tx.query(`select data from content_revisions where document_id = $1 order by seq desc limit 1`, [id])
  const first = Number(row.version) === 1
  const summary = prev[0] ? summarizeChange(parseData(prev[0].data), data) : first ? "created" : "saved"
  await tx.query(
    `insert into content_revisions (kind, document_id, version, data, summary, author_id, author_email)
     values ($1, $2, $3, $4::jsonb, $5, $6::uuid, $7)`,
    [kind, id, Number(row.version), JSON.stringify(data), summary, meta.userId, meta.email],
  )
  await tx.query(
    `delete from content_revisions where document_id = $1
       and seq <= (select seq from content_revisions where document_id = $1 order by seq desc offset $2 limit 1)`,
    [id, REVISIONS_KEPT],
  )
}

/** The UPDATE matched nothing: the record is gone (null), or its version moved on (a conflict naming who and when). */
export async function versionConflict(tx: Queryable, id: string): Promise<null> {
  const rows = await tx.query("select version, updated_by_email, updated_at from documents where id = $1", [id])
  const r = rows[0]
  if (!r) return null
  const savedBy = typeof r.updated_by_email === "string" ? r.updated_by_email : ""
  throw new DataError("conflict", "Someone else saved this meanwhile", {
    reason: "version_conflict",
    conflict: { savedBy, savedAt: iso(r.updated_at), version: Number(r.version) },
  })
}

export function sqlRevisions(db: Queryable): RevisionStore {
  return {
    async list(kind, recordId) {
      const rows = await db.query(
        `select id, version, summary, author_email, created_at from content_revisions
          where document_id = $1 and kind = $3 order by seq desc limit $2`,
        [recordId, REVISIONS_KEPT, kind],
      )
      return rows.map(toRevisionSummary)
    },
    async get(kind, recordId, id): Promise<RevisionRow | null> {
      const rows = await db.query("select * from content_revisions where id = $1 and document_id = $2 and kind = $3", [id, recordId, kind])
      return rows[0] ? { ...toRevisionSummary(rows[0]), data: parseData(rows[0].data) } : null
    },
  }
}

export function sqlPresence(db: Queryable): PresenceStore {
  return {
    async beat(kind, recordId, user, ttlSeconds) {
      await db.query(
        `insert into editor_presence (kind, record_id, user_id, email, seen_at) values ($1, $2, $3, $4, now())
         on conflict (kind, record_id, user_id) do update set email = excluded.email, seen_at = now()`,
        [kind, recordId, user.id, user.email],
      )
      // Rows of closed editors expire here; nothing else has to clean up.
      await db.query("delete from editor_presence where seen_at < now() - make_interval(secs => $1)", [ttlSeconds * 5])
      const rows = await db.query(
        `select email, seen_at from editor_presence
          where kind = $1 and record_id = $2 and user_id <> $3 and seen_at >= now() - make_interval(secs => $4)
          order by seen_at desc`,
        [kind, recordId, user.id, ttlSeconds],
      )
      return rows.map((r) => ({ email: String(r.email), seen_at: iso(r.seen_at) }))
    },
    async leave(kind, recordId, userId) {
      await db.query("delete from editor_presence where kind = $1 and record_id = $2 and user_id = $3", [kind, recordId, userId])
    },
  }
}
