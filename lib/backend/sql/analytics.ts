import "server-only"

import type { Db, SqlRow } from "@/lib/backend/db/types"
import type { AnalyticsStore, LeadCounts } from "@/lib/backend/types"
import type { AggregateRow, AnalyticsDimension, PageView } from "@/lib/domain/analytics/types"

import { iso, toUtm } from "./rows"

const COLUMNS = ["id", "occurred_at", "visitor", "path", "content_type", "content_id", "referrer", "utm", "device", "language"] as const

/** Rows per INSERT statement (10 parameters each, well under PostgreSQL's 65,535). */
const INSERT_CHUNK = 1000

/**
 * The dimensions of one view, as (dimension, value) pairs: every view counts in 'total', its path, its device and
 * its referrer ('' = direct); in 'content', 'campaign' and 'source' only when it has one.
 */
const DIMENSIONS_OF_VIEW = `cross join lateral (values
    ('total', ''),
    ('path', v.path),
    ('content', case when v.content_id is not null then v.content_type || ':' || v.content_id end),
    ('referrer', v.referrer),
    ('campaign', nullif(v.utm->>'utm_campaign', '')),
    ('source', nullif(v.utm->>'utm_source', '')),
    ('device', v.device)
  ) as d(dimension, value)`

export function toPageView(r: SqlRow): PageView {
  return {
    id: String(r.id),
    occurred_at: iso(r.occurred_at),
    visitor: String(r.visitor),
    path: String(r.path),
    content_type: r.content_type === "post" || r.content_type === "page" ? r.content_type : null,
    content_id: typeof r.content_id === "string" ? r.content_id : null,
    referrer: typeof r.referrer === "string" ? r.referrer : "",
    utm: toUtm(r.utm),
    device: r.device === "mobile" || r.device === "tablet" ? r.device : "desktop",
    language: typeof r.language === "string" ? r.language : "",
  }
}

/** A roll-up row; `bucket` is a day ("YYYY-MM-DD", as the query formats it) or an hour's start instant. */
export function toAggregateRow(r: SqlRow, bucket: "day" | "hour"): AggregateRow {
  return {
    bucket: bucket === "day" ? String(r.bucket) : iso(r.bucket),
    dimension: String(r.dimension) as AnalyticsDimension,
    value: String(r.value),
    views: Number(r.views),
    visitors: Number(r.visitors),
  }
}

export function sqlAnalytics(db: Db): AnalyticsStore {
  return {
    async insert(views) {
      // In id order: two servers writing batches that share ids (a view sent to both) then take the rows' locks in
      // the same order, so their inserts wait for each other instead of deadlocking.
      const sorted = [...views].sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0))
      let inserted = 0
      for (let i = 0; i < sorted.length; i += INSERT_CHUNK) {
        const chunk = sorted.slice(i, i + INSERT_CHUNK)
        const params: unknown[] = []
        const tuples = chunk.map((v) => {
          const base = params.length
          params.push(v.id, v.occurred_at, v.visitor, v.path, v.content_type, v.content_id, v.referrer, JSON.stringify(v.utm), v.device, v.language)
          return `(${COLUMNS.map((_, j) => `$${base + j + 1}`).join(", ")})`
        })
        const rows = await db.query(
          `insert into page_views (${COLUMNS.join(", ")}) values ${tuples.join(", ")} on conflict (id) do nothing returning 1 as one`,
          params,
        )
        inserted += rows.length
      }
      return inserted
    },

    async salt(day) {
      return db.transaction(async (tx) => {
        const fresh = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url")
        await tx.query("insert into analytics_salts (day, salt) values ($1, $2) on conflict (day) do nothing", [day, fresh])
        await tx.query("delete from analytics_salts where day < $1", [day])
        const rows = await tx.query<{ salt: string }>("select salt from analytics_salts where day = $1", [day])
        return rows[0]!.salt
      })
    },

    async rollup(day, start, end) {
      await db.transaction(async (tx) => {
        // One roll-up at a time across servers: each deletes and rewrites the same rows.
        await tx.query("select pg_advisory_xact_lock(4242001)")
        await tx.query("delete from analytics_daily where day = $1", [day])
        await tx.query("delete from analytics_hourly where hour >= $1 and hour < $2", [start, end])
        await tx.query(
          `insert into analytics_daily (day, dimension, value, views, visitors)
           select $1::date, d.dimension, d.value, count(*), count(distinct v.visitor)
           from page_views v ${DIMENSIONS_OF_VIEW}
           where v.occurred_at >= $2 and v.occurred_at < $3 and d.value is not null
           group by d.dimension, d.value`,
          [day, start, end],
        )
        await tx.query(
          `insert into analytics_hourly (hour, dimension, value, views, visitors)
           select date_trunc('hour', v.occurred_at, 'UTC'), d.dimension, d.value, count(*), count(distinct v.visitor)
           from page_views v ${DIMENSIONS_OF_VIEW}
           where v.occurred_at >= $1 and v.occurred_at < $2 and d.value is not null
             and d.dimension in ('total', 'content')
           group by 1, d.dimension, d.value`,
          [start, end],
        )
      })
    },

    async daily(range, dimensions) {
      const rows = await db.query(
        `select to_char(day, 'YYYY-MM-DD') as bucket, dimension, value, views, visitors from analytics_daily
         where day >= $1::date and day <= $2::date and dimension = any($3::text[]) order by day, dimension, value`,
        [range.from, range.to, dimensions],
      )
      return rows.map((r) => toAggregateRow(r, "day"))
    },

    async hourly(from, to, dimensions) {
      const rows = await db.query(
        `select hour as bucket, dimension, value, views, visitors from analytics_hourly
         where hour >= $1 and hour < $2 and dimension = any($3::text[]) order by hour, dimension, value`,
        [from, to, dimensions],
      )
      return rows.map((r) => toAggregateRow(r, "hour"))
    },

    async visitorViews(visitor, since) {
      const rows = await db.query("select * from page_views where visitor = $1 and occurred_at >= $2 order by occurred_at, id", [visitor, since])
      return rows.map(toPageView)
    },

    async leads(from, to): Promise<LeadCounts> {
      const where = "created_at >= $1 and created_at < $2 and folder <> 'spam'"
      const [total, byContent, byCampaign] = await Promise.all([
        db.query<{ n: number }>(`select count(*)::int as n from messages where ${where}`, [from, to]),
        db.query(
          `select last_content_type as type, last_content_id as id, count(*)::int as leads from messages
           where ${where} and last_content_id is not null group by 1, 2`,
          [from, to],
        ),
        db.query(
          `select utm->>'utm_campaign' as campaign, count(*)::int as leads from messages
           where ${where} and coalesce(utm->>'utm_campaign', '') <> '' group by 1`,
          [from, to],
        ),
      ])
      return {
        total: total[0]?.n ?? 0,
        byContent: byContent.map((r) => ({ type: r.type === "page" ? "page" : "post", id: String(r.id), leads: Number(r.leads) })),
        byCampaign: byCampaign.map((r) => ({ campaign: String(r.campaign), leads: Number(r.leads) })),
      }
    },

    async prune(days) {
      const rows = await db.query("delete from page_views where occurred_at < now() - make_interval(days => $1::int) returning 1 as one", [days])
      return rows.length
    },

    async clear() {
      await db.transaction(async (tx) => {
        await tx.query("delete from page_views")
        await tx.query("delete from analytics_daily")
        await tx.query("delete from analytics_hourly")
      })
    },
  }
}
