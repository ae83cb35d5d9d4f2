import { PGlite } from "@electric-sql/pglite"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { migrate } from "@/lib/backend/db/migrate"
import { pgliteDb } from "@/lib/backend/db/pglite"
import { postgresDb } from "@/lib/backend/db/postgres"
import type { Db } from "@/lib/backend/db/types"
import { sqlAnalytics } from "@/lib/backend/sql/analytics"
import type { PageView } from "@/lib/domain/analytics/types"

import { openSupabaseDb } from "../../helpers/supabase-db"

const url = process.env.TEST_DATABASE_URL

// The roll-up rule is written twice: as SQL in the SQL backend (lib/backend/sql/analytics.ts: one statement set on
// PostgreSQL, groups of visitors added up on the embedded database) and in plpgsql in Supabase's
// public.rollup_analytics (supabase/migrations/*_analytics.sql). Both run here on the same views, and their daily and
// hourly rows must be the same, row for row.

const DAY = new Date().toISOString().slice(0, 10)
// The site's time zone here is New York: the day's bounds are not UTC midnights, so an hour outside them is left out.
const START = new Date(Date.parse(`${DAY}T05:00:00Z`)).toISOString()
const END = new Date(Date.parse(`${DAY}T05:00:00Z`) + 24 * 3_600_000).toISOString()

/** Views of every kind the rule sorts (content or none, referrers, campaigns, sources, devices), at and around the bounds. */
function sampleViews(n: number): PageView[] {
  let seed = 42
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
  const pick = <T,>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!
  const paths = ["/", "/blog", "/contact", "/blog/a", "/blog/b", "/about-us", "/es/blog/a"]
  const content = (path: string) =>
    path === "/blog/a" || path === "/es/blog/a" ? { content_type: "post" as const, content_id: "p-a" } : path === "/blog/b" ? { content_type: "post" as const, content_id: "p-b" } : path === "/about-us" ? { content_type: "page" as const, content_id: "pg-1" } : { content_type: null, content_id: null }
  const views: PageView[] = []
  for (let i = 0; i < n; i++) {
    const path = pick(paths)
    // Most inside the day, some an hour before or after it; the first and last exactly at the bounds.
    const offset = i === 0 ? 0 : i === 1 ? 24 * 3_600_000 : i === 2 ? 24 * 3_600_000 - 1 : Math.floor((next() * 26 - 1) * 3_600_000)
    views.push({
      id: `parity-view-${String(i).padStart(8, "0")}`,
      occurred_at: new Date(Date.parse(START) + offset).toISOString(),
      // Visitor hashes as the server makes them (hex); a few hundred visitors, each with several views.
      visitor: (Math.floor(next() * 400) * 2_654_435_761).toString(16).padStart(32, "0").slice(-32),
      path,
      ...content(path),
      referrer: pick(["", "", "https://www.google.com", "https://news.example"]),
      utm: pick([{}, {}, { utm_source: "newsletter", utm_campaign: "spring" }, { utm_source: "ads" }, { utm_campaign: "" }]),
      device: pick(["desktop", "mobile", "tablet"] as const),
      language: pick(["en", "es", ""]),
    })
  }
  return views
}

type Rows = { daily: string[]; hourly: string[] }

async function rolledUp(db: Pick<Db, "query">): Promise<Rows> {
  const daily = await db.query<Record<string, unknown>>(
    "select to_char(day, 'YYYY-MM-DD') as day, dimension, value, views, visitors from analytics_daily order by 1, 2, 3",
  )
  const hourly = await db.query<Record<string, unknown>>(
    "select to_char(hour at time zone 'UTC', 'YYYY-MM-DD HH24') as hour, dimension, value, views, visitors from analytics_hourly order by 1, 2, 3",
  )
  return {
    daily: daily.map((r) => `${String(r.day)} ${String(r.dimension)} ${String(r.value)} ${Number(r.views)} ${Number(r.visitors)}`),
    hourly: hourly.map((r) => `${String(r.hour)} ${String(r.dimension)} ${String(r.value)} ${Number(r.views)} ${Number(r.visitors)}`),
  }
}

describe.skipIf(!url)("the roll-up rule: the SQL backend's and Supabase's plpgsql function agree (PostgreSQL)", () => {
  const dbName = `sb_rollup_parity_${process.pid}_${Date.now().toString(36)}`
  let drop: (() => Promise<void>) | undefined
  let supabase: Db
  let plpgsql: Rows
  // More than one group of the embedded database's roll-up (2,000 views a group): its grouped sums are compared too.
  const views = sampleViews(2500)

  beforeAll(async () => {
    const opened = await openSupabaseDb(url!, dbName, { max: 2, label: "rollup-parity" })
    drop = opened.drop
    const u = new URL(url!)
    u.pathname = `/${dbName}`
    supabase = postgresDb(u.toString(), { max: 2 })
    await sqlAnalytics(supabase).insert(views)
    // As Supabase runs it: the function, called for the day with the site's bounds.
    await opened.pool.query("select public.rollup_analytics($1::date, $2::timestamptz, $3::timestamptz)", [DAY, START, END])
    plpgsql = await rolledUp(supabase)
  }, 120_000)

  afterAll(async () => {
    await supabase?.close()
    await drop?.()
  })

  it("has rows of every dimension to compare, and none from outside the day", () => {
    const dimensions = new Set(plpgsql.daily.map((r) => r.split(" ")[1]))
    expect([...dimensions].sort()).toEqual(["campaign", "content", "device", "path", "referrer", "source", "total"])
    const inside = views.filter((v) => v.occurred_at >= START && v.occurred_at < END)
    expect(inside.length).toBeLessThan(views.length)
    expect(plpgsql.daily).toContain(`${DAY} total  ${inside.length} ${new Set(inside.map((v) => v.visitor)).size}`)
  })

  it("PostgreSQL: the SQL backend's roll-up writes the same daily and hourly rows as the plpgsql function", async () => {
    await supabase.exec("delete from analytics_daily; delete from analytics_hourly")
    await sqlAnalytics(supabase).rollup(DAY, START, END)
    expect(await rolledUp(supabase)).toEqual(plpgsql)
  })

  it("embedded database: its roll-up in groups of visitors writes the same rows as the plpgsql function", async () => {
    const pg = await PGlite.create()
    const db = pgliteDb(pg)
    try {
      await migrate(db)
      await sqlAnalytics(db).insert(views)
      await sqlAnalytics(db).rollup(DAY, START, END)
      expect(await rolledUp(db)).toEqual(plpgsql)
    } finally {
      await db.close()
    }
  }, 60_000)
})
