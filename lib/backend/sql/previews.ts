import "server-only"

import type { Db, SqlRow } from "@/lib/backend/db/types"
import type { PreviewRow } from "@/lib/domain/types"
import type { PreviewStore } from "@/lib/backend/types"

import { iso } from "./rows"

export function toPreviewRow(r: SqlRow): PreviewRow {
  return {
    id: String(r.id),
    kind: r.kind === "page" ? "page" : "post",
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
  }
}
