import "server-only"

import type { SupabaseClient } from "@supabase/supabase-js"

import type { NormalizedListQuery, PublishedSummary } from "@/lib/domain/types"
import type { ContentStore } from "@/lib/backend/types"
import { containsPattern } from "@/lib/backend/db/sql"
import { ORIGINAL } from "@/lib/backend/sql/content-store"
import { DEFAULT_LOCALE } from "@/lib/domain/i18n"

import { fromPostgrest } from "./errors"
import { lastAuthor, summarizeLatest, supabaseConflict, withAuthors } from "./revisions"
import { supabaseTranslationGroup } from "./translations"

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

  const kind = table === "posts" ? "post" : "page"
  async function versioned(id: string, values: Row, expectedVersion: number | null, what: string): Promise<R | null> {
    let req = from().update(values).eq("id", id)
    if (expectedVersion !== null) req = req.eq("version", expectedVersion)
    const { data, error } = await req.select("*").maybeSingle()
    if (error) throw fromPostgrest(error, what)
    if (!data) return supabaseConflict(sb, table, id)
    // The newest revision is read once: for its summary and for who saved.
    return toRow({ ...(data as Row), updated_by_email: await summarizeLatest(sb, kind, id) })
  }

  return {
    async list(q: NormalizedListQuery) {
      const ascending = q.order === "asc"
      let req = from().select("*", { count: "exact" })
      if (q.locale) req = req.eq("locale", q.locale)
      if (q.search.trim()) req = req.ilike("title", containsPattern(q.search.trim()))
      const offset = (q.page - 1) * q.pageSize
      const { data, error, count } = await req
        .order(q.sort === "title" ? "title" : "created_at", { ascending })
        .order("id", { ascending })
        .range(offset, offset + q.pageSize - 1)
      if (error) throw fromPostgrest(error, `list ${table}`)
      const rows = await withAuthors(sb, kind, (data ?? []) as Row[])
      return { rows: rows.map(toRow), total: count ?? 0, page: q.page, pageSize: q.pageSize }
    },
    async get(id) {
      const { data, error } = await from().select("*").eq("id", id).maybeSingle()
      if (error) throw fromPostgrest(error, `get ${table}`)
      if (!data) return null
      // The editor shows who saved last: an admin-only read of the newest revision (empty for everyone else).
      return toRow({ ...(data as Row), updated_by_email: await lastAuthor(sb, kind, id) })
    },
    getPublishedBySlug: (slug, locale = DEFAULT_LOCALE) =>
      one(from().select("*").eq("slug", slug).eq("locale", locale).eq("published", true).or(due()).maybeSingle(), `get ${table}`),
    async create(input, _meta, origin = ORIGINAL) {
      const { data, error } = await from().insert({ ...toValues(input), ...origin }).select("*").single()
      if (error || !data) throw error ? fromPostgrest(error, `create ${table}`) : new Error(`create ${table} returned no row`)
      await summarizeLatest(sb, kind, String((data as Row).id))
      return toRow(data as Row)
    },
    // The version check is a filter of the UPDATE itself (one statement); the trigger bumps it and records the
    // revision in the same transaction.
    // A translation's save records the original's version it was made against.
    update: (id, input, meta) =>
      versioned(
        id,
        { ...toValues(input), ...(meta?.sourceVersion != null ? { source_version: meta.sourceVersion } : {}) },
        meta?.expectedVersion ?? null,
        `update ${table}`,
      ),
    setPublished: (id, published, meta) => versioned(id, { published, publish_at: null }, meta?.expectedVersion ?? null, `publish ${table}`),
    remove: (id) => one(from().delete().eq("id", id).select("*").maybeSingle(), `delete ${table}`),
    async counts() {
      const [all, published] = await Promise.all([
        from().select("*", { count: "exact", head: true }),
        from().select("*", { count: "exact", head: true }).eq("published", true).or(due()),
      ])
      if (all.error || published.error) throw fromPostgrest(all.error ?? published.error, `count ${table}`)
      return { total: all.count ?? 0, published: published.count ?? 0 }
    },
    async publishedSummaries(locale = DEFAULT_LOCALE): Promise<PublishedSummary[]> {
      const { data, error } = await from()
        .select("id,slug,title,updated_at,published_at,created_at,locale,translation_of")
        .eq("locale", locale)
        .eq("published", true)
        .or(due())
        .order("published_at", { ascending: false, nullsFirst: false })
        .order("slug", { ascending: true })
      if (error) throw fromPostgrest(error, `list published ${table}`)
      return (data ?? []).map((r) => ({
        id: String(r.id),
        slug: String(r.slug),
        title: String(r.title),
        updated_at: new Date(String(r.updated_at)).toISOString(),
        published_at: r.published_at ? new Date(String(r.published_at)).toISOString() : null,
        locale,
        translation_of: r.translation_of ? String(r.translation_of) : null,
      }))
    },
    translations: (id) => supabaseTranslationGroup(sb, table, id),
    async nextPublishAt() {
      // Both tables at once (visitors cannot see scheduled rows themselves).
      const { data, error } = await sb.rpc("next_publish_at")
      if (error) throw fromPostgrest(error, "next publish time")
      return data ? new Date(String(data)).toISOString() : null
    },
  }
}
