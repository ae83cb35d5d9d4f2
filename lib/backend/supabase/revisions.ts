import "server-only"

import type { SupabaseClient } from "@supabase/supabase-js"

import type { RevisionRow } from "@/lib/domain/types"
import type { PresenceStore, RevisionStore } from "@/lib/backend/types"
import { iso, toRevisionSummary } from "@/lib/backend/sql/rows"
import { REVISIONS_KEPT, summarizeChange } from "@/lib/domain/revisions/summary"

import { fromPostgrest } from "./errors"

type Row = Record<string, unknown>
/**
 * In Supabase the revision row, the version bump and the pruning are written by a trigger in the save's own
 * transaction (see the migration); the summary against the previous revision is filled in here afterwards.
 * Returns who saved (the newest revision's author, as lastAuthor would read it: "" when unreadable).
 */
export async function summarizeLatest(sb: SupabaseClient, recordId: string): Promise<string> {
  const { data, error } = await sb
    .from("content_revisions")
    .select("id,data,author_email")
    .eq("document_id", recordId)
    .order("seq", { ascending: false })
    .limit(2)
  // The save itself is committed by now: a summary that cannot be written leaves it blank, never fails the save.
  if (error) {
    console.warn("[revisions] summary skipped:", error.message)
    return ""
  }
  const [latest, previous] = (data ?? []) as Row[]
  if (!latest) return ""
  const summary = summarizeChange(previous ? (previous.data as Row) : null, latest.data as Row)
  await sb.from("content_revisions").update({ summary }).eq("id", latest.id)
  return typeof latest.author_email === "string" ? latest.author_email : ""
}

/**
 * Who saved the document last. Visitors may read published documents directly, so the author is not a column of
 * documents: it is the newest revision's (readable by admins only).
 */
export async function lastAuthor(sb: SupabaseClient, recordId: string): Promise<string> {
  const { data } = await sb.from("content_revisions").select("author_email").eq("document_id", recordId).order("seq", { ascending: false }).limit(1)
  const first = ((data ?? []) as Row[])[0]
  return typeof first?.author_email === "string" ? first.author_email : ""
}

/** Rows of an admin list with "Last edited by" filled in from their newest revisions (unchanged when unreadable). */
export async function withAuthors(sb: SupabaseClient, kind: string, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows
  const { data, error } = await sb.rpc("latest_authors", { k: kind, ids: rows.map((r) => r.id) })
  if (error || !Array.isArray(data)) return rows
  const by = new Map((data as Row[]).map((a) => [String(a.record_id), typeof a.author_email === "string" ? a.author_email : ""]))
  return rows.map((r) => ({ ...r, updated_by_email: by.get(String(r.id)) ?? "" }))
}

export function supabaseRevisions(sb: SupabaseClient): RevisionStore {
  const from = () => sb.from("content_revisions")
  return {
    async list(kind, recordId) {
      const { data, error } = await from()
        .select("id,version,summary,author_email,created_at")
        .eq("kind", kind)
        .eq("document_id", recordId)
        .order("seq", { ascending: false })
        .limit(REVISIONS_KEPT)
      if (error) throw fromPostgrest(error, "list revisions")
      return ((data ?? []) as Row[]).map(toRevisionSummary)
    },
    async get(kind, recordId, id): Promise<RevisionRow | null> {
      const { data, error } = await from().select("*").eq("id", id).eq("kind", kind).eq("document_id", recordId).maybeSingle()
      if (error) throw fromPostgrest(error, "get revision")
      return data ? { ...toRevisionSummary(data as Row), data: (data as Row).data as Row } : null
    },
  }
}

export function supabasePresence(sb: SupabaseClient): PresenceStore {
  const from = () => sb.from("editor_presence")
  return {
    async beat(kind, recordId, user, ttlSeconds) {
      const now = Date.now()
      const up = await from().upsert({ kind, record_id: recordId, user_id: user.id, email: user.email, seen_at: new Date(now).toISOString() })
      if (up.error) throw fromPostgrest(up.error, "presence")
      const { data, error } = await from()
        .select("email,seen_at")
        .eq("kind", kind)
        .eq("record_id", recordId)
        .neq("user_id", user.id)
        .gte("seen_at", new Date(now - ttlSeconds * 1000).toISOString())
        .order("seen_at", { ascending: false })
      if (error) throw fromPostgrest(error, "presence")
      return ((data ?? []) as Row[]).map((r) => ({ email: String(r.email), seen_at: iso(r.seen_at) }))
    },
    async leave(kind, recordId, userId) {
      await from().delete().eq("kind", kind).eq("record_id", recordId).eq("user_id", userId)
    },
  }
}
