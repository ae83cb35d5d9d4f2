import "server-only"

import type { Db, SqlRow } from "@/lib/backend/db/types"
import type { AnalyticsStore, LeadCounts } from "@/lib/backend/types"
import type { AggregateRow, AnalyticsDimension, PageView } from "@/lib/domain/analytics/types"

import { iso, toUtm } from "./rows"

const COLUMNS = ["id", "occurred_at", "visitor", "path", "content_type", "content_id", "referrer", "utm", "device", "language"] as const

/** Rows per INSERT statement (one JSON parameter each). */
const INSERT_CHUNK = 2000

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

/** The messages that count as leads in [$1, $2). */
const LEADS_WHERE = "created_at >= $1 and created_at < $2 and folder <> 'spam'"

/** Across servers, one roll-up at a time (PostgreSQL advisory lock key). */
const ROLLUP_LOCK = 4242001
/** Embedded database: views per group of a roll-up (each group one statement of roughly 30 ms here). */
const ROLLUP_GROUP_VIEWS = 2000
const ROLLUP_MAX_GROUPS = 64

/** A day's sums per dimension and value ($1 start, $2 end; `group` narrows to a group of visitors, $3). */
const dailySums = (group = "") => `select d.dimension, d.value, count(*) as views, count(distinct v.visitor) as visitors
  from page_views v ${DIMENSIONS_OF_VIEW}
  where v.occurred_at >= $1 and v.occurred_at < $2 and d.value is not null ${group}
  group by d.dimension, d.value`

/** Each UTC hour's sums of the total and of each post or page (parameters as dailySums). */
const hourlySums = (group = "") => `select date_trunc('hour', v.occurred_at, 'UTC') as hour, d.dimension, d.value,
    count(*) as views, count(distinct v.visitor) as visitors
  from page_views v ${DIMENSIONS_OF_VIEW}
  where v.occurred_at >= $1 and v.occurred_at < $2 and d.value is not null and d.dimension in ('total', 'content') ${group}
  group by 1, d.dimension, d.value`

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
      const size = INSERT_CHUNK
      for (let i = 0; i < sorted.length; i += size) {
        // One JSON parameter: parsed by the database, far cheaper than ten bound parameters a row.
        const chunk = sorted.slice(i, i + size)
        const rows = await db.query<{ n: number }>(
          `with ins as (
             insert into page_views (${COLUMNS.join(", ")})
             select ${COLUMNS.join(", ")} from jsonb_to_recordset($1::jsonb) as x(
               id text, occurred_at timestamptz, visitor text, path text, content_type text, content_id text,
               referrer text, utm jsonb, device text, language text)
             order by id
             on conflict (id) do nothing returning 1)
           select count(*)::int as n from ins`,
          [JSON.stringify(chunk)],
        )
        inserted += Number(rows[0]?.n ?? 0)
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
      if (db.kind === "postgres") {
        // Read and written in one transaction: the database works on its own, the server only waits.
        await db.transaction(async (tx) => {
          // One roll-up at a time across servers: each deletes and rewrites the same rows.
          await tx.query(`select pg_advisory_xact_lock(${ROLLUP_LOCK})`)
          await tx.query("delete from analytics_daily where day = $1", [day])
          await tx.query("delete from analytics_hourly where hour >= $1 and hour < $2", [start, end])
          await tx.query(`insert into analytics_daily (day, dimension, value, views, visitors) select $3::date, s.* from (${dailySums()}) s`, [start, end, day])
          await tx.query(`insert into analytics_hourly (hour, dimension, value, views, visitors) ${hourlySums()}`, [start, end])
        })
        return
      }
      // The embedded database has one connection: one statement over a whole day of views would hold up every
      // other query (a contact message, an admin's save) for as long as it runs (1.2 s for 50,000 views). Visitors
      // are split into groups by their hash's first character: a visitor is in one group only, so the groups'
      // distinct counts add up. Each group is one short statement, and queries waiting for the connection go in
      // between; the sums are written in one transaction.
      const counted = await db.query<{ n: number }>("select count(*)::int as n from page_views where occurred_at >= $1 and occurred_at < $2", [start, end])
      const groups = Math.min(ROLLUP_MAX_GROUPS, Math.max(1, Math.ceil(Number(counted[0]?.n ?? 0) / ROLLUP_GROUP_VIEWS)))
      const daily = new Map<string, { dimension: string; value: string; views: number; visitors: number }>()
      const hourly = new Map<string, { hour: string; dimension: string; value: string; views: number; visitors: number }>()
      const inGroup = groups === 1 ? "" : `and ascii(v.visitor) % ${groups} = $3`
      for (let g = 0; g < groups; g++) {
        const params = groups === 1 ? [start, end] : [start, end, g]
        for (const r of await db.query(dailySums(inGroup), params)) {
          const key = `${r.dimension}\u0000${r.value}`
          const row = daily.get(key) ?? { dimension: String(r.dimension), value: String(r.value), views: 0, visitors: 0 }
          row.views += Number(r.views)
          row.visitors += Number(r.visitors)
          daily.set(key, row)
        }
        for (const r of await db.query(hourlySums(inGroup), params)) {
          const hour = iso(r.hour)
          const key = `${hour}\u0000${r.dimension}\u0000${r.value}`
          const row = hourly.get(key) ?? { hour, dimension: String(r.dimension), value: String(r.value), views: 0, visitors: 0 }
          row.views += Number(r.views)
          row.visitors += Number(r.visitors)
          hourly.set(key, row)
        }
      }
      await db.transaction(async (tx) => {
        await tx.query("delete from analytics_daily where day = $1", [day])
        await tx.query("delete from analytics_hourly where hour >= $1 and hour < $2", [start, end])
        await tx.query(
          `insert into analytics_daily (day, dimension, value, views, visitors)
           select $1::date, dimension, value, views, visitors
           from jsonb_to_recordset($2::jsonb) as x(dimension text, value text, views integer, visitors integer)`,
          [day, JSON.stringify([...daily.values()])],
        )
        await tx.query(
          `insert into analytics_hourly (hour, dimension, value, views, visitors)
           select hour, dimension, value, views, visitors
           from jsonb_to_recordset($1::jsonb) as x(hour timestamptz, dimension text, value text, views integer, visitors integer)`,
          [JSON.stringify([...hourly.values()])],
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

    async leadCount(from, to) {
      const rows = await db.query<{ n: number }>(`select count(*)::int as n from messages where ${LEADS_WHERE}`, [from, to])
      return Number(rows[0]?.n ?? 0)
    },

    async leads(from, to): Promise<LeadCounts> {
      const where = LEADS_WHERE
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
