import "server-only"

import type { SupabaseClient } from "@supabase/supabase-js"

import type { PreviewStore, RedirectStatus, RedirectStore, ShareLinkStore } from "@/lib/backend/types"
import { containsPattern } from "@/lib/backend/local/sql"
import { toPageRow, toPostRow } from "@/lib/backend/local/rows"
import { toRedirectRow } from "@/lib/backend/local/redirects"
import { DataError } from "@/lib/errors"

import { fromPostgrest } from "./errors"

type Row = Record<string, unknown>
type Result = { data: unknown; error: Parameters<typeof fromPostgrest>[0] }

async function rows(p: PromiseLike<Result>, what: string): Promise<Row[]> {
  const { data, error } = await p
  if (error) throw fromPostgrest(error, what)
  return (Array.isArray(data) ? data : data ? [data] : []) as Row[]
}

const linkRow = (r: Row) => ({
  id: String(r.id),
  kind: r.kind === "page" ? ("page" as const) : ("post" as const),
  record_id: String(r.record_id),
  created_at: new Date(String(r.created_at)).toISOString(),
  expires_at: new Date(String(r.expires_at)).toISOString(),
  revoked_at: r.revoked_at ? new Date(String(r.revoked_at)).toISOString() : null,
})

export function supabaseRedirects(sb: SupabaseClient): RedirectStore {
  const from = () => sb.from("redirects")
  const taken = (err: unknown) => {
    if ((err as { code?: string })?.code === "conflict" || String((err as Error)?.message).includes("redirects_from_key")) {
      return new DataError("conflict", "This path already redirects", { fieldErrors: { from_path: ["This path already redirects"] } })
    }
    return err
  }
  const first = async (p: PromiseLike<Result>, what: string) => {
    const [r] = await rows(p, what)
    return r ? toRedirectRow(r) : null
  }
  return {
    async list(q) {
      let req = from().select("*", { count: "exact" })
      const s = q.search.trim()
      if (s) req = req.or(`from_path.ilike.${containsPattern(s)},to_path.ilike.${containsPattern(s)}`)
      const offset = (q.page - 1) * q.pageSize
      const { data, error, count } = await req
        .order(q.sort === "title" ? "from_path" : "created_at", { ascending: q.order === "asc" })
        .range(offset, offset + q.pageSize - 1)
      if (error) throw fromPostgrest(error, "list redirects")
      return { rows: (data ?? []).map(toRedirectRow), total: count ?? 0, page: q.page, pageSize: q.pageSize }
    },
    get: (id) => first(from().select("*").eq("id", id), "get redirect"),
    async create(input) {
      try {
        const r = await first(from().insert(input).select("*"), "create redirect")
        if (!r) throw new Error("create redirect returned no row")
        return r
      } catch (err) {
        throw taken(err)
      }
    },
    async update(id, input) {
      try {
        return await first(from().update({ ...input, automatic: false, updated_at: new Date().toISOString() }).eq("id", id).select("*"), "update redirect")
      } catch (err) {
        throw taken(err)
      }
    },
    remove: (id) => first(from().delete().eq("id", id).select("*"), "delete redirect"),
    findByFrom: (path) => first(from().select("*").eq("from_path", path), "find redirect"),
    async findByTo(path) {
      return (await rows(from().select("*").eq("to_path", path), "find redirects")).map(toRedirectRow)
    },
    async table() {
      return (await rows(sb.rpc("redirect_table"), "redirect table")).map((r) => ({
        id: String(r.id),
        from_path: String(r.from_path),
        to_path: String(r.to_path),
        status: Number(r.status) as RedirectStatus,
      }))
    },
    async recordHit(id) {
      await rows(sb.rpc("record_redirect_hit", { redirect_id: id }), "count redirect hit")
    },
    async move(fromPath, toPath) {
      await rows(sb.rpc("move_url", { old_path: fromPath, new_path: toPath }), "move url")
    },
    async release(path) {
      await rows(from().delete().eq("from_path", path), "release path")
    },
  }
}

export function supabaseShareLinks(sb: SupabaseClient): ShareLinkStore {
  const from = () => sb.from("share_links")
  return {
    async create({ tokenHash, kind, recordId, createdBy, expiresAt }) {
      const [r] = await rows(
        from().insert({ token_hash: tokenHash, kind, record_id: recordId, created_by: createdBy, expires_at: expiresAt }).select("id,kind,record_id,created_at,expires_at,revoked_at"),
        "create share link",
      )
      return linkRow(r!)
    },
    async listFor(kind, recordId) {
      const list = await rows(
        from().select("id,kind,record_id,created_at,expires_at,revoked_at").eq("kind", kind).eq("record_id", recordId).order("created_at", { ascending: false }),
        "list share links",
      )
      return list.map(linkRow)
    },
    async revoke(id, kind, recordId) {
      const [r] = await rows(
        from().update({ revoked_at: new Date().toISOString() }).eq("id", id).eq("kind", kind).eq("record_id", recordId).select("id,kind,record_id,created_at,expires_at,revoked_at"),
        "revoke share link",
      )
      return r ? linkRow(r) : null
    },
    async resolve(tokenHash) {
      const { data, error } = await sb.rpc("shared_record", { token_hash: tokenHash })
      if (error) throw fromPostgrest(error, "shared record")
      const found = data as { kind?: string; row?: Row } | null
      if (!found?.row) return null
      return found.kind === "page" ? { kind: "page", row: toPageRow(found.row) } : { kind: "post", row: toPostRow(found.row) }
    },
  }
}

export function supabasePreviews(sb: SupabaseClient): PreviewStore {
  const from = () => sb.from("previews")
  const toRow = (r: Row) => ({
    id: String(r.id),
    kind: r.kind === "page" ? ("page" as const) : ("post" as const),
    record_id: r.record_id ? String(r.record_id) : null,
    data: r.data,
    expires_at: new Date(String(r.expires_at)).toISOString(),
  })
  return {
    async create({ userId, kind, recordId, data, expiresAt }) {
      await rows(from().delete().lte("expires_at", new Date().toISOString()), "expire previews")
      const [r] = await rows(from().insert({ user_id: userId, kind, record_id: recordId, data, expires_at: expiresAt }).select("*"), "create preview")
      return toRow(r!)
    },
    async get(id, userId) {
      const [r] = await rows(from().select("*").eq("id", id).eq("user_id", userId).gt("expires_at", new Date().toISOString()), "get preview")
      return r ? toRow(r) : null
    },
  }
}
