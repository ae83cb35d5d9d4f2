import "server-only"

import type { SupabaseClient } from "@supabase/supabase-js"

import type { PreviewStore, RedirectStore, ShareLinkStore } from "@/lib/backend/types"
import { toDocumentRow } from "@/lib/backend/sql/documents"
import { toContentKind, toPreviewRow } from "@/lib/backend/sql/previews"
import { redirectFromTaken, toRedirectRow, toRedirectTarget } from "@/lib/backend/sql/redirects"
import { toPageRow, toPostRow } from "@/lib/backend/sql/rows"
import { toShareLinkRow } from "@/lib/backend/sql/share-links"
import { typedRow } from "@/lib/backend/sql/typed-store"
import { containsPattern } from "@/lib/backend/db/sql"

import { fromPostgrest, rowsOf, type PostgrestResult } from "./errors"

type Row = Record<string, unknown>
export function supabaseRedirects(sb: SupabaseClient): RedirectStore {
  const from = () => sb.from("redirects")
  const taken = (err: unknown) => {
    if ((err as { code?: string })?.code === "conflict" || String((err as Error)?.message).includes("redirects_from_key")) {
      return redirectFromTaken()
    }
    return err
  }
  const first = async (p: PromiseLike<PostgrestResult>, what: string) => {
    const [r] = await rowsOf(p, what)
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
      return (await rowsOf(from().select("*").eq("to_path", path), "find redirects")).map(toRedirectRow)
    },
    async table() {
      return (await rowsOf(sb.rpc("redirect_table"), "redirect table")).map(toRedirectTarget)
    },
    async recordHit(id) {
      await rowsOf(sb.rpc("record_redirect_hit", { redirect_id: id }), "count redirect hit")
    },
    async move(fromPath, toPath) {
      await rowsOf(sb.rpc("move_url", { old_path: fromPath, new_path: toPath }), "move url")
    },
    async release(path) {
      await rowsOf(from().delete().eq("from_path", path), "release path")
    },
  }
}

export function supabaseShareLinks(sb: SupabaseClient): ShareLinkStore {
  const from = () => sb.from("share_links")
  return {
    async create({ tokenHash, kind, recordId, createdBy, expiresAt }) {
      const [r] = await rowsOf(
        from().insert({ token_hash: tokenHash, kind, record_id: recordId, created_by: createdBy, expires_at: expiresAt }).select("id,kind,record_id,created_at,expires_at,revoked_at"),
        "create share link",
      )
      return toShareLinkRow(r!)
    },
    async listFor(kind, recordId) {
      const list = await rowsOf(
        from().select("id,kind,record_id,created_at,expires_at,revoked_at").eq("kind", kind).eq("record_id", recordId).order("created_at", { ascending: false }),
        "list share links",
      )
      return list.map(toShareLinkRow)
    },
    async revoke(id, kind, recordId) {
      const [r] = await rowsOf(
        from().update({ revoked_at: new Date().toISOString() }).eq("id", id).eq("kind", kind).eq("record_id", recordId).select("id,kind,record_id,created_at,expires_at,revoked_at"),
        "revoke share link",
      )
      return r ? toShareLinkRow(r) : null
    },
    async resolve(tokenHash) {
      const { data, error } = await sb.rpc("shared_record", { token_hash: tokenHash })
      if (error) throw fromPostgrest(error, "shared record")
      const found = data as { kind?: string; row?: Row } | null
      if (!found?.row) return null
      const kind = toContentKind(found.kind)
      // Every kind is a document: posts and pages map to their typed rows.
      if (kind === "page") return { kind, row: typedRow(toPageRow)(found.row) }
      if (kind === "post") return { kind, row: typedRow(toPostRow)(found.row) }
      return { kind, row: toDocumentRow(found.row) }
    },
  }
}

export function supabasePreviews(sb: SupabaseClient): PreviewStore {
  const from = () => sb.from("previews")
  return {
    async create({ userId, kind, recordId, data, expiresAt }) {
      await rowsOf(from().delete().lte("expires_at", new Date().toISOString()), "expire previews")
      const [r] = await rowsOf(from().insert({ user_id: userId, kind, record_id: recordId, data, expires_at: expiresAt }).select("*"), "create preview")
      return toPreviewRow(r!)
    },
    async get(id, userId) {
      const [r] = await rowsOf(from().select("*").eq("id", id).eq("user_id", userId).gt("expires_at", new Date().toISOString()), "get preview")
      return r ? toPreviewRow(r) : null
    },
    async update(id, userId, data, expiresAt) {
      const [r] = await rowsOf(
        from().update({ data, expires_at: expiresAt }).eq("id", id).eq("user_id", userId).gt("expires_at", new Date().toISOString()).select("*"),
        "update preview",
      )
      return r ? toPreviewRow(r) : null
    },
  }
}
