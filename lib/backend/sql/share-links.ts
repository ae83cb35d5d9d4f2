import "server-only"

import type { Db, SqlRow } from "@/lib/backend/db/types"
import type { ShareLinkRow } from "@/lib/domain/types"
import type { ShareLinkStore } from "@/lib/backend/types"

import { toDocumentRow } from "./documents"
import { typedRow } from "./typed-store"
import { toContentKind } from "./previews"
import { iso, isoOrNull, toPageRow, toPostRow } from "./rows"

export function toShareLinkRow(r: SqlRow): ShareLinkRow {
  return {
    id: String(r.id),
    kind: toContentKind(r.kind),
    record_id: String(r.record_id),
    created_at: iso(r.created_at),
    expires_at: iso(r.expires_at),
    revoked_at: isoOrNull(r.revoked_at),
  }
}

export function sqlShareLinks(db: Db): ShareLinkStore {
  return {
    async create({ tokenHash, kind, recordId, createdBy, expiresAt }) {
      const rows = await db.query(
        `insert into share_links (token_hash, kind, record_id, created_by, expires_at) values ($1, $2, $3, $4, $5) returning *`,
        [tokenHash, kind, recordId, createdBy, expiresAt],
      )
      return toShareLinkRow(rows[0]!)
    },

    async listFor(kind, recordId) {
      const rows = await db.query("select * from share_links where kind = $1 and record_id = $2 order by created_at desc", [kind, recordId])
      return rows.map(toShareLinkRow)
    },

    async revoke(id, kind, recordId) {
      const rows = await db.query(
        `update share_links set revoked_at = coalesce(revoked_at, now())
         where id = $1 and kind = $2 and record_id = $3 returning *`,
        [id, kind, recordId],
      )
      return rows[0] ? toShareLinkRow(rows[0]) : null
    },

    async resolve(tokenHash) {
      const links = await db.query(
        "select kind, record_id from share_links where token_hash = $1 and revoked_at is null and expires_at > now()",
        [tokenHash],
      )
      const link = links[0]
      if (!link) return null
      const kind = toContentKind(link.kind)
      // The document's saved state (a draft included), as the editor last saved it.
      const rows = await db.query("select * from documents where id = $1 and type = $2", [link.record_id, kind])
      const row = rows[0]
      if (!row) return null
      if (kind === "post") return { kind, row: typedRow(toPostRow)(row) }
      if (kind === "page") return { kind, row: typedRow(toPageRow)(row) }
      return { kind, row: toDocumentRow(row) }
    },
  }
}
