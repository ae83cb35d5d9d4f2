import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { Db, Queryable } from "@/lib/backend/db/types"
import { sqlAnalytics } from "@/lib/backend/sql/analytics"
import { rollupDays } from "@/lib/data/analytics"
import { getAnalyticsReport, getAnalyticsSummary } from "@/lib/data/analytics-report"
import { createMessage } from "@/lib/data/messages"
import { addDays, dayBounds, dayInZone } from "@/lib/domain/analytics/days"
import type { PageView } from "@/lib/domain/analytics/types"
import { serverEnv } from "@/lib/server/env"

import { MemoryJar, openHarness, pgliteFactory, postgresFactory, signUpAndIn, type DbFactory, type Harness } from "../../helpers/data-harness"

// The dashboard's four analytics figures (visitors this week and the week before, this week's leads, its top post)
// read only what they show: the daily totals, this week's post rows and a count of leads; not a report of every
// dimension, its hourly series and its lead breakdowns. The figures must still be the report's.

type Statement = { sql: string; params: readonly unknown[]; rows: number }

/** The factory's database, with every statement it runs written down. */
function recording(factory: DbFactory, log: Statement[]): DbFactory {
  const wrap = <Q extends Queryable>(q: Q): Q =>
    new Proxy(q, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown
        if (prop === "query")
          return async (sql: string, params: readonly unknown[] = []) => {
            const rows = await target.query(sql, params)
            log.push({ sql, params, rows: rows.length })
            return rows
          }
        if (prop === "transaction") return <T,>(fn: (tx: Queryable) => Promise<T>) => (target as unknown as Db).transaction((tx) => fn(wrap(tx)))
        return typeof value === "function" ? value.bind(target) : value
      },
    })
  return {
    label: factory.label,
    async open() {
      const { db, close } = await factory.open()
      return { db: wrap(db), close }
    },
  }
}

const url = process.env.TEST_DATABASE_URL
const factories = [pgliteFactory, ...(url ? [postgresFactory(url)] : [])]

for (const factory of factories) {
  describe(`the dashboard's analytics cards: ${factory.label}`, () => {
    const log: Statement[] = []
    let h: Harness
    const jar = new MemoryJar()

    beforeAll(async () => {
      h = await openHarness(recording(factory, log))
      await signUpAndIn(h, jar, { email: "owner@example.com", password: "correct horse battery staple" })
      const tz = serverEnv().SITE_TIME_ZONE
      const today = dayInZone(new Date(), tz)
      const at = (daysAgo: number, minute: number) => new Date(Date.parse(dayBounds(addDays(today, -daysAgo), tz).start) + 6 * 3_600_000 + minute * 60_000).toISOString()
      // Two weeks of a small site: 30 visitors a day over 12 paths, two posts and a page, referrers, campaigns.
      const views: PageView[] = []
      const paths = ["/", "/blog", "/contact", "/services", "/blog/a", "/blog/b", "/about-us", "/work", "/resources", "/es", "/es/blog", "/privacy-policy"]
      for (let day = 0; day < 14; day++) {
        for (let i = 0; i < 90; i++) {
          const path = paths[(i * 7 + day) % paths.length]!
          const content = path === "/blog/a" ? { content_type: "post" as const, content_id: "p-a" } : path === "/blog/b" ? { content_type: "post" as const, content_id: "p-b" } : path === "/about-us" ? { content_type: "page" as const, content_id: "pg" } : { content_type: null, content_id: null }
          views.push({
            id: `dash-${day}-${String(i).padStart(10, "0")}`,
            occurred_at: at(day, i * 5),
            visitor: `visitor-${day}-${i % 30}`,
            path,
            ...content,
            referrer: ["", "https://www.google.com", "https://news.example"][i % 3]!,
            utm: i % 4 === 0 ? { utm_source: "newsletter", utm_campaign: `spring-${i % 8}` } : {},
            device: (["desktop", "mobile", "tablet"] as const)[i % 3]!,
            language: "en",
          })
        }
      }
      await sqlAnalytics(h.db).insert(views)
      await h.as(null, () => rollupDays({ from: addDays(today, -14), to: today }))
      for (let i = 0; i < 3; i++) {
        await h.as(null, () =>
          createMessage(
            { name: `Lead ${i}`, email: `lead${i}@example.com`, message: "Please call me about this." },
            { visit: { landing_path: "/blog/a", first_content: { type: "post", id: "p-a", path: "/blog/a" }, last_content: { type: "post", id: "p-a", path: "/blog/a" }, views: 2 } },
          ),
        )
      }
    }, 120_000)

    afterAll(async () => {
      await h?.close()
    })

    /** What one call reads, its statements written down (the open days settled first, as every reader does). */
    async function reads<T>(fn: () => Promise<T>): Promise<{ value: T; statements: Statement[]; ms: number }> {
      await h.as(jar, () => getAnalyticsReport({ range: "7" }))
      const from = log.length
      const started = performance.now()
      const value = await h.as(jar, fn)
      const ms = performance.now() - started
      return { value, statements: log.slice(from), ms }
    }
    /** The reads of a table (the open days' roll-up that every reader runs first writes there too). */
    const ofTable = (statements: Statement[], table: string) => statements.filter((s) => /^\s*select\b/i.test(s.sql) && new RegExp(`\\bfrom ${table}\\b`).test(s.sql))
    const readsOf = (statements: Statement[]) => ["analytics_daily", "analytics_hourly", "messages"].flatMap((t) => ofTable(statements, t))

    it("shows the report's figures: visitors this week and the week before, this week's leads, the top post", async () => {
      const summary = await h.as(jar, () => getAnalyticsSummary())
      const thisWeek = await h.as(jar, () => getAnalyticsReport({ range: "7" }))
      const today = dayInZone(new Date(), serverEnv().SITE_TIME_ZONE)
      const lastWeek = await h.as(jar, () => getAnalyticsReport({ range: "custom", from: addDays(today, -13), to: addDays(today, -7) }))
      expect(summary).toEqual({
        visitorsThisWeek: thisWeek.totals.visitors,
        visitorsLastWeek: lastWeek.totals.visitors,
        leadsThisWeek: thisWeek.totals.leads,
        topPost: { type: "post", id: thisWeek.topPosts[0]!.id, path: "", title: "", views: thisWeek.topPosts[0]!.views, visitors: thisWeek.topPosts[0]!.visitors },
      })
      expect(summary.visitorsThisWeek).toBe(7 * 30)
      expect(summary.leadsThisWeek).toBe(3)
    })

    it("reads only the daily totals, this week's content rows and a count of leads", async () => {
      const summary = await reads(() => getAnalyticsSummary())
      const report = await reads(() => getAnalyticsReport({ range: "7" }))
      const rowsRead = (s: Statement[]) => s.reduce((n, x) => n + x.rows, 0)
      console.info(
        `[${factory.label}] dashboard cards: ${readsOf(summary.statements).length} reads of roll-ups and messages, ${rowsRead(readsOf(summary.statements))} rows (${summary.statements.length} statements in all, ${summary.ms.toFixed(1)} ms); ` +
          `a 7-day report: ${readsOf(report.statements).length} reads, ${rowsRead(readsOf(report.statements))} rows (${report.statements.length} statements, ${report.ms.toFixed(1)} ms)`,
      )
      expect(ofTable(summary.statements, "analytics_hourly")).toEqual([])
      const daily = ofTable(summary.statements, "analytics_daily")
      expect(daily.flatMap((s) => s.params.find(Array.isArray) as string[]).sort()).toEqual(["content", "total"])
      const messages = ofTable(summary.statements, "messages")
      expect(messages).toHaveLength(1)
      expect(messages[0]!.sql).toMatch(/count\(\*\)/)
      expect(messages[0]!.sql).not.toMatch(/group by/i)
      expect(rowsRead(readsOf(summary.statements))).toBeLessThan(rowsRead(readsOf(report.statements)) / 4)
    })
  })
}
