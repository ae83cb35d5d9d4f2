import "server-only"

import type { SupabaseClient } from "@supabase/supabase-js"

import type { AnalyticsStore, LeadCounts } from "@/lib/backend/types"
import { toAggregateRow } from "@/lib/backend/sql/analytics"
import type { PageView } from "@/lib/domain/analytics/types"

import { fromPostgrest } from "./errors"
import { sessionlessClient, supabaseConfig, type SupabaseConfig } from "./server"

/**
 * Analytics through the data API (supabase/migrations/20261127000100_analytics.sql). Row-level security decides
 * who reads what: members read the roll-ups and the messages' journeys; nobody reads raw views or salts. Writes go
 * through the project's checked functions, which the public key may call: record_page_views, analytics_salt,
 * rollup_analytics and prune_page_views; clear_analytics needs the owner or an admin.
 */

/** Views per record_page_views call (the function takes at most 1,000). */
const INSERT_CHUNK = 500
/** Rows per read; PostgREST answers at most its max-rows (1,000 on Supabase) whatever the range asks. */
const PAGE = 1000

type Row = Record<string, unknown>
type Answer = { data: unknown; error: Parameters<typeof fromPostgrest>[0]; count?: number | null }

/**
 * Every row of a read, page by page: the first page asks for the exact count, later ones continue until that many
 * rows (or an empty page) arrived, so a server answering fewer rows than asked still yields them all.
 */
async function readAll(page: (from: number, to: number, first: boolean) => PromiseLike<Answer>, what: string): Promise<Row[]> {
  const rows: Row[] = []
  let total = Number.POSITIVE_INFINITY
  while (rows.length < total) {
    const { data, error, count } = await page(rows.length, rows.length + PAGE - 1, rows.length === 0)
    if (error) throw fromPostgrest(error, what)
    if (typeof count === "number") total = count
    const found = (Array.isArray(data) ? data : []) as Row[]
    if (found.length === 0) break
    rows.push(...found)
  }
  return rows
}

async function rpc<T>(sb: SupabaseClient, fn: string, args: Record<string, unknown> | undefined, what: string): Promise<T> {
  const { data, error } = await sb.rpc(fn, args)
  if (error) throw fromPostgrest(error, what)
  return data as T
}

export function supabaseAnalytics(sb: SupabaseClient): AnalyticsStore {
  return {
    async insert(views: PageView[]) {
      let inserted = 0
      for (let i = 0; i < views.length; i += INSERT_CHUNK) {
        inserted += Number(await rpc<number>(sb, "record_page_views", { views: views.slice(i, i + INSERT_CHUNK) }, "record page views"))
      }
      return inserted
    },

    async salt(day) {
      const salt = await rpc<unknown>(sb, "analytics_salt", { p_day: day }, "analytics salt")
      if (typeof salt !== "string" || !salt) throw new Error("analytics salt failed: no salt returned")
      return salt
    },

    async rollup(day, start, end) {
      await rpc(sb, "rollup_analytics", { p_day: day, p_start: start, p_end: end }, "analytics roll-up")
    },

    async daily(range, dimensions) {
      const rows = await readAll(
        (from, to, first) =>
          sb
            .from("analytics_daily")
            .select("day, dimension, value, views, visitors", first ? { count: "exact" } : undefined)
            .gte("day", range.from)
            .lte("day", range.to)
            .in("dimension", dimensions)
            .order("day")
            .order("dimension")
            .order("value")
            .range(from, to),
        "daily analytics",
      )
      // PostgREST sends a date column as "YYYY-MM-DD", the form the SQL store's query gives.
      return rows.map((r) => toAggregateRow({ ...r, bucket: r.day }, "day"))
    },

    async hourly(from, to, dimensions) {
      const rows = await readAll(
        (lo, hi, first) =>
          sb
            .from("analytics_hourly")
            .select("hour, dimension, value, views, visitors", first ? { count: "exact" } : undefined)
            .gte("hour", from)
            .lt("hour", to)
            .in("dimension", dimensions)
            .order("hour")
            .order("dimension")
            .order("value")
            .range(lo, hi),
        "hourly analytics",
      )
      return rows.map((r) => toAggregateRow({ ...r, bucket: r.hour }, "hour"))
    },

    // Nobody reads raw views through the data API: the contact function reads the visit from the visitor hash.
    visitorViews: async () => null,

    async leads(from, to): Promise<LeadCounts> {
      const rows = await readAll(
        (lo, hi, first) =>
          sb
            .from("messages")
            .select("last_content_type, last_content_id, campaign:utm->>utm_campaign", first ? { count: "exact" } : undefined)
            .gte("created_at", from)
            .lt("created_at", to)
            .neq("folder", "spam")
            .order("created_at")
            .order("id")
            .range(lo, hi),
        "lead counts",
      )
      const byContent = new Map<string, { type: "post" | "page"; id: string; leads: number }>()
      const byCampaign = new Map<string, number>()
      for (const r of rows) {
        if (typeof r.last_content_id === "string") {
          const type = r.last_content_type === "page" ? "page" : "post"
          const key = `${type}:${r.last_content_id}`
          const entry = byContent.get(key) ?? { type, id: r.last_content_id, leads: 0 }
          entry.leads++
          byContent.set(key, entry)
        }
        if (typeof r.campaign === "string" && r.campaign !== "") byCampaign.set(r.campaign, (byCampaign.get(r.campaign) ?? 0) + 1)
      }
      return {
        total: rows.length,
        byContent: [...byContent.values()],
        byCampaign: [...byCampaign].map(([campaign, leads]) => ({ campaign, leads })),
      }
    },

    async leadCount(from, to) {
      const { error, count } = await sb.from("messages").select("id", { count: "exact", head: true }).gte("created_at", from).lt("created_at", to).neq("folder", "spam")
      if (error) throw fromPostgrest(error, "lead count")
      return count ?? 0
    },

    async prune(days) {
      return Number(await rpc<number>(sb, "prune_page_views", { days }, "prune page views"))
    },

    async clear() {
      await rpc(sb, "clear_analytics", undefined, "clear analytics")
    },
  }
}

const WRITER_CLIENTS = Symbol.for("lumora.supabase-analytics-clients")

/**
 * The per-process writer's store (lib/backend/index.ts openAnalyticsStore): a client with the public key and no
 * session, made once per process and project. Its views, salts, roll-ups and prunes go through the functions
 * above; it reads nothing (visitorViews answers null).
 */
export function supabaseAnalyticsWriter(config: SupabaseConfig = supabaseConfig()): AnalyticsStore | null {
  if (!config.url || !config.anonKey) return null
  const g = globalThis as unknown as Record<symbol, Map<string, SupabaseClient> | undefined>
  const clients = (g[WRITER_CLIENTS] ??= new Map())
  const key = `${config.url}\n${config.anonKey}`
  let sb = clients.get(key)
  if (!sb) {
    sb = sessionlessClient(config.url, config.anonKey)
    clients.set(key, sb)
  }
  return supabaseAnalytics(sb)
}
