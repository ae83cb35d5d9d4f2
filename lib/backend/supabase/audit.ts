import "server-only"

import type { SupabaseClient } from "@supabase/supabase-js"

import type { AuditQuery } from "@/lib/domain/types"
import type { AuditStore } from "@/lib/backend/types"
import { toAuditRow } from "@/lib/backend/sql/rows"

import { fromPostgrest } from "./errors"

/**
 * The audit log through PostgREST. Row-level security lets a member insert entries only in their own name and
 * lets members read; nobody can update or delete (pruning is the database's scheduled private.prune_audit_log()).
 */
export function supabaseAudit(sb: SupabaseClient): AuditStore {
  const filtered = (q: Omit<AuditQuery, "page" | "pageSize">, count: boolean) => {
    let query = sb.from("audit_log").select("*", count ? { count: "exact" } : undefined)
    if (q.actor) query = query.eq("actor_email", q.actor)
    if (q.action) query = query.eq("action", q.action)
    if (q.actionGroup) {
      const names = `action.in.(${q.actionGroup.names.join(",")})`
      query = q.actionGroup.prefix ? query.or(`${names},action.like.${q.actionGroup.prefix}*`) : query.or(names)
    }
    if (q.recordType) query = query.eq("record_type", q.recordType)
    return query.order("at", { ascending: false }).order("seq", { ascending: false })
  }
  return {
    async record(e) {
      // Only members write entries (in their own name, set by the database); failed sign-ins and other anonymous
      // events are in Supabase Auth's own logs.
      if (!e.actorId) return
      const { error } = await sb.from("audit_log").insert({
        actor_id: e.actorId,
        actor_email: e.actorEmail.slice(0, 320),
        session_id: e.sessionId,
        action: e.action,
        record_type: e.recordType,
        record_id: e.recordId.slice(0, 100),
        summary: e.summary.slice(0, 500),
      })
      if (error) throw fromPostgrest(error, "record audit entry")
    },
    async list(q) {
      const from = (q.page - 1) * q.pageSize
      const { data, count, error } = await filtered(q, true).range(from, from + q.pageSize - 1)
      if (error) throw fromPostgrest(error, "list audit log")
      return { rows: (data ?? []).map(toAuditRow), total: count ?? 0, page: q.page, pageSize: q.pageSize }
    },
    async all(q, limit) {
      const { data, error } = await filtered(q, false).limit(limit)
      if (error) throw fromPostgrest(error, "export audit log")
      return (data ?? []).map(toAuditRow)
    },
    async actors() {
      const { data, error } = await sb.from("audit_log").select("actor_email").neq("actor_email", "").limit(5000)
      if (error) throw fromPostgrest(error, "audit actors")
      return [...new Set((data ?? []).map((r) => String(r.actor_email)))].sort().map((email) => ({ id: null, email }))
    },
    // Pruning runs in the database (pg_cron), the server's key cannot delete entries.
    prune: async () => 0,
  }
}
