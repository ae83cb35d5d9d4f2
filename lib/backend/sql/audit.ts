import "server-only"

import type { Db } from "@/lib/backend/db/types"
import type { AuditQuery } from "@/lib/domain/types"
import type { AuditStore } from "@/lib/backend/types"

import { toAuditRow } from "./rows"

function where(q: Omit<AuditQuery, "page" | "pageSize">): { sql: string; params: unknown[] } {
  const clauses: string[] = []
  const params: unknown[] = []
  if (q.actor) {
    params.push(q.actor)
    clauses.push(`actor_email = $${params.length}`)
  }
  if (q.action) {
    params.push(q.action)
    clauses.push(`action = $${params.length}`)
  }
  if (q.actionGroup) {
    params.push(q.actionGroup.names)
    const names = `action = any($${params.length}::text[])`
    if (q.actionGroup.prefix) {
      params.push(`${q.actionGroup.prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
      clauses.push(`(${names} or action like $${params.length})`)
    } else clauses.push(names)
  }
  if (q.recordType) {
    params.push(q.recordType)
    clauses.push(`record_type = $${params.length}`)
  }
  return { sql: clauses.length ? `where ${clauses.join(" and ")}` : "", params }
}

/** The audit log on PGlite or PostgreSQL: inserts and reads; a trigger refuses updates. */
export function sqlAudit(db: Db): AuditStore {
  return {
    async record(e) {
      await db.query(
        `insert into audit_log (actor_id, actor_email, session_id, action, record_type, record_id, summary)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [e.actorId, e.actorEmail.slice(0, 320), e.sessionId, e.action, e.recordType, e.recordId.slice(0, 100), e.summary.slice(0, 500)],
      )
    },

    async list(q) {
      const w = where(q)
      const offset = (q.page - 1) * q.pageSize
      const [rows, [count]] = await Promise.all([
        db.query(`select * from audit_log ${w.sql} order by at desc, seq desc limit ${q.pageSize} offset ${offset}`, w.params),
        db.query<{ n: number }>(`select count(*)::int as n from audit_log ${w.sql}`, w.params),
      ])
      return { rows: rows.map(toAuditRow), total: count?.n ?? 0, page: q.page, pageSize: q.pageSize }
    },

    async all(q, limit) {
      const w = where(q)
      const rows = await db.query(`select * from audit_log ${w.sql} order by at desc, seq desc limit ${Math.floor(limit)}`, w.params)
      return rows.map(toAuditRow)
    },

    async actors() {
      const rows = await db.query<{ email: string }>("select distinct actor_email as email from audit_log where actor_email <> '' order by 1 limit 500")
      return rows.map((r) => ({ id: null, email: r.email }))
    },

    async prune(days) {
      const rows = await db.query("delete from audit_log where at < now() - make_interval(days => $1) returning id", [days])
      return rows.length
    },
  }
}
