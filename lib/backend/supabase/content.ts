import "server-only"

import type { SupabaseClient } from "@supabase/supabase-js"

import type { ContentStore, NormalizedListQuery, PublishedSummary } from "@/lib/backend/types"
import { containsPattern } from "@/lib/backend/local/sql"

import { fromPostgrest } from "./errors"

type Row = Record<string, unknown>

/** posts and pages over PostgREST; row-level security decides what the caller may see and change. */
export function supabaseContent<R, I extends object>(
  sb: SupabaseClient,
  table: "posts" | "pages",
  toRow: (r: Row) => R,
  toValues: (input: I) => Row,
): ContentStore<R, I> {
  const from = () => sb.from(table)
  // Live now: row-level security already hides the rest from visitors; admins need the same rule spelled out.
  const due = () => `publish_at.is.null,publish_at.lte.${new Date().toISOString()}`
  const one = async (p: PromiseLike<{ data: unknown; error: Parameters<typeof fromPostgrest>[0] }>, what: string) => {
    const { data, error } = await p
    if (error) throw fromPostgrest(error, what)
    return data ? toRow(data as Row) : null
  }

  return {
    async list(q: NormalizedListQuery) {
      const ascending = q.order === "asc"
      let req = from().select("*", { count: "exact" })
      if (q.search.trim()) req = req.ilike("title", containsPattern(q.search.trim()))
      const offset = (q.page - 1) * q.pageSize
      const { data, error, count } = await req
        .order(q.sort === "title" ? "title" : "created_at", { ascending })
        .order("id", { ascending })
        .range(offset, offset + q.pageSize - 1)
      if (error) throw fromPostgrest(error, `list ${table}`)
      return { rows: (data ?? []).map(toRow), total: count ?? 0, page: q.page, pageSize: q.pageSize }
    },
    get: (id) => one(from().select("*").eq("id", id).maybeSingle(), `get ${table}`),
    getPublishedBySlug: (slug) => one(from().select("*").eq("slug", slug).eq("published", true).or(due()).maybeSingle(), `get ${table}`),
    async create(input) {
      const row = await one(from().insert(toValues(input)).select("*").single(), `create ${table}`)
      if (!row) throw new Error(`create ${table} returned no row`)
      return row
    },
    update: (id, input) => one(from().update(toValues(input)).eq("id", id).select("*").maybeSingle(), `update ${table}`),
    setPublished: (id, published) => one(from().update({ published, publish_at: null }).eq("id", id).select("*").maybeSingle(), `publish ${table}`),
    remove: (id) => one(from().delete().eq("id", id).select("*").maybeSingle(), `delete ${table}`),
    async counts() {
      const [all, published] = await Promise.all([
        from().select("*", { count: "exact", head: true }),
        from().select("*", { count: "exact", head: true }).eq("published", true).or(due()),
      ])
      if (all.error || published.error) throw fromPostgrest(all.error ?? published.error, `count ${table}`)
      return { total: all.count ?? 0, published: published.count ?? 0 }
    },
    async publishedSummaries(): Promise<PublishedSummary[]> {
      const { data, error } = await from()
        .select("slug,title,updated_at,published_at,created_at")
        .eq("published", true)
        .or(due())
        .order("published_at", { ascending: false, nullsFirst: false })
        .order("slug", { ascending: true })
      if (error) throw fromPostgrest(error, `list published ${table}`)
      return (data ?? []).map((r) => ({
        slug: String(r.slug),
        title: String(r.title),
        updated_at: new Date(String(r.updated_at)).toISOString(),
        published_at: r.published_at ? new Date(String(r.published_at)).toISOString() : null,
      }))
    },
    async nextPublishAt() {
      // Both tables at once (visitors cannot see scheduled rows themselves).
      const { data, error } = await sb.rpc("next_publish_at")
      if (error) throw fromPostgrest(error, "next publish time")
      return data ? new Date(String(data)).toISOString() : null
    },
  }
}
