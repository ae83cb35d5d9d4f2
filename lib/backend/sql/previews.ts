import "server-only"

import type { Db, SqlRow } from "@/lib/backend/db/types"
import { CONTENT_KINDS } from "@/lib/domain/content/names"
import type { ContentKind, PreviewRow } from "@/lib/domain/types"
import type { PreviewStore } from "@/lib/backend/types"

import { iso } from "./rows"

/** A stored kind as the app names it (the app writes declared kinds only; the database no longer lists them). */
export function toContentKind(kind: unknown): ContentKind {
  return CONTENT_KINDS.find((k) => k === kind) ?? "post"
}

export function toPreviewRow(r: SqlRow): PreviewRow {
  return {
    id: String(r.id),
    kind: toContentKind(r.kind),
    record_id: r.record_id ? String(r.record_id) : null,
    data: r.data,
    expires_at: iso(r.expires_at),
  }
}

export function sqlPreviews(db: Db): PreviewStore {
  return {
    async create({ userId, kind, recordId, data, expiresAt }) {
      await db.query("delete from previews where expires_at <= now()")
      const rows = await db.query(
        "insert into previews (user_id, kind, record_id, data, expires_at) values ($1, $2, $3, $4::jsonb, $5) returning *",
        [userId, kind, recordId, JSON.stringify(data), expiresAt],
      )
      return toPreviewRow(rows[0]!)
    },

    async get(id, userId) {
      const rows = await db.query("select * from previews where id = $1 and user_id = $2 and expires_at > now()", [id, userId])
      return rows[0] ? toPreviewRow(rows[0]) : null
    },

    async update(id, userId, data, expiresAt) {
      const rows = await db.query(
        "update previews set data = $3::jsonb, expires_at = $4 where id = $1 and user_id = $2 and expires_at > now() returning *",
        [id, userId, JSON.stringify(data), expiresAt],
      )
      return rows[0] ? toPreviewRow(rows[0]) : null
    },
  }
}
