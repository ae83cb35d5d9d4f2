import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"

import { sqlAnalytics } from "@/lib/backend/sql/analytics"
import {
  addPendingViews,
  leadJourneyFor,
  recordPageView,
  replaceAnalyticsStore,
  rollupDays,
  settleAnalytics,
  viewCountingState,
  writePageViews,
} from "@/lib/data/analytics"
import { getAnalyticsReport, getAnalyticsSummary } from "@/lib/data/analytics-report"
import { createMessage } from "@/lib/data/messages"
import { addDays, dayBounds, dayInZone } from "@/lib/domain/analytics/days"
import { serverEnv } from "@/lib/server/env"
import type { PageView } from "@/lib/domain/analytics/types"
import { pageViewRow, visitorHash } from "@/lib/server/analytics/views"

import { MemoryJar, openHarness, signUpAndIn, type DbFactory, type Harness } from "../../helpers/data-harness"

const OWNER = { email: "owner@example.com", password: "correct horse battery staple" }

let seq = 0
const view = (over: Partial<PageView> = {}): PageView => ({
  id: `view-${String(++seq).padStart(12, "0")}`,
  occurred_at: "2026-03-09T15:00:00.000Z",
  visitor: "visitor-a",
  path: "/",
  content_type: null,
  content_id: null,
  referrer: "",
  utm: {},
  device: "desktop",
  language: "en",
  ...over,
})

/** The event store and its roll-ups on one backend, then the data layer on top of it. */
export function describeAnalyticsContract(factory: DbFactory) {
  describe(`analytics: ${factory.label}`, () => {
    let h: Harness
    const store = () => sqlAnalytics(h.db)

    beforeAll(async () => {
      h = await openHarness(factory)
    })
    afterAll(async () => {
      replaceAnalyticsStore(null)
      await h.close()
    })
    beforeEach(async () => {
      await h.truncate()
      await h.db.exec("truncate page_views, analytics_daily, analytics_hourly, analytics_salts")
    })

    it("stores a view once, however often its batch is written", async () => {
      const v = view()
      expect(await store().insert([v, view()])).toBe(2)
      expect(await store().insert([v])).toBe(0)
      const rows = await h.db.query<{ n: number }>("select count(*)::int as n from page_views")
      expect(rows[0]!.n).toBe(2)
    })

    it("keeps one salt, the day's: the same all day, a new one the next day, the old one deleted", async () => {
      const a = await store().salt("2026-03-09")
      expect(await store().salt("2026-03-09")).toBe(a)
      const b = await store().salt("2026-03-10")
      expect(b).not.toBe(a)
      expect(a.length).toBeGreaterThanOrEqual(40)
      const days = await h.db.query<{ day: string }>("select to_char(day, 'YYYY-MM-DD') as day from analytics_salts")
      expect(days.map((d) => d.day)).toEqual(["2026-03-10"])
      // A server whose clock is still on the old day does not delete the new day's salt.
      await store().salt("2026-03-09")
      expect((await h.db.query("select 1 from analytics_salts where day = '2026-03-10'")).length).toBe(1)
    })

    it("rolls up per day in the site's time zone: a view at 03:30 UTC belongs to the previous day in New York", async () => {
      const tz = "America/New_York"
      await store().insert([
        view({ occurred_at: "2026-03-10T03:30:00.000Z", visitor: "v1", path: "/blog/a", content_type: "post", content_id: "p1" }),
        view({ occurred_at: "2026-03-10T04:30:00.000Z", visitor: "v1", path: "/blog/a", content_type: "post", content_id: "p1" }),
        view({ occurred_at: "2026-03-10T05:00:00.000Z", visitor: "v1", path: "/" }),
        view({ occurred_at: "2026-03-10T06:00:00.000Z", visitor: "v2", path: "/", referrer: "https://www.google.com", utm: { utm_campaign: "spring", utm_source: "news" }, device: "mobile" }),
      ])
      for (const day of ["2026-03-09", "2026-03-10"]) {
        const { start, end } = dayBounds(day, tz)
        await store().rollup(day, start, end)
        await store().rollup(day, start, end) // idempotent
      }
      const rows = await store().daily({ from: "2026-03-09", to: "2026-03-10" }, ["total", "path", "content", "referrer", "campaign", "source", "device"])
      const get = (bucket: string, dimension: string, value: string) => rows.find((r) => r.bucket === bucket && r.dimension === dimension && r.value === value)
      expect(get("2026-03-09", "total", "")).toMatchObject({ views: 1, visitors: 1 })
      expect(get("2026-03-10", "total", "")).toMatchObject({ views: 3, visitors: 2 })
      expect(get("2026-03-10", "path", "/")).toMatchObject({ views: 2, visitors: 2 })
      expect(get("2026-03-10", "content", "post:p1")).toMatchObject({ views: 1, visitors: 1 })
      expect(get("2026-03-10", "referrer", "https://www.google.com")).toMatchObject({ views: 1 })
      expect(get("2026-03-10", "referrer", "")).toMatchObject({ views: 2 })
      expect(get("2026-03-10", "campaign", "spring")).toMatchObject({ views: 1, visitors: 1 })
      expect(get("2026-03-10", "source", "news")).toMatchObject({ views: 1 })
      expect(get("2026-03-10", "device", "mobile")).toMatchObject({ views: 1 })
      expect(get("2026-03-09", "campaign", "")).toBeUndefined()
      const { start, end } = dayBounds("2026-03-10", tz)
      const hours = await store().hourly(start, end, ["total"])
      expect(hours.map((r) => [r.bucket, r.views])).toEqual([
        ["2026-03-10T04:00:00.000Z", 1],
        ["2026-03-10T05:00:00.000Z", 1],
        ["2026-03-10T06:00:00.000Z", 1],
      ])
      // New York's spring-forward day has 23 hours.
      const dst = dayBounds("2026-03-08", tz)
      expect(Date.parse(dst.end) - Date.parse(dst.start)).toBe(23 * 3_600_000)
    })

    it("rolls up a large day (the embedded database splits it into groups of visitors) to the same exact sums", async () => {
      // 5,000 views of 1,200 visitors (hash-like names over the base64url alphabet) across 24 hours, 7 paths and
      // 3 campaigns: more than one group's worth of views, so the embedded store's grouped roll-up is exercised.
      const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
      let state = 7
      const rand = (n: number) => ((state = (state * 1103515245 + 12345) % 2 ** 31), state % n)
      const visitors = Array.from({ length: 1200 }, () => Array.from({ length: 32 }, () => alphabet[rand(64)]).join(""))
      const views = Array.from({ length: 5000 }, () => {
        const campaign = rand(10) < 3 ? `c${rand(3)}` : ""
        return view({
          occurred_at: new Date(Date.parse("2026-03-12T04:00:00.000Z") + rand(24 * 3600) * 1000).toISOString(),
          visitor: visitors[rand(visitors.length)]!,
          path: `/blog/p${rand(7)}`,
          utm: campaign ? { utm_campaign: campaign } : {},
        })
      })
      await store().insert(views)
      const { start, end } = dayBounds("2026-03-12", "America/New_York")
      await store().rollup("2026-03-12", start, end)

      const expected = new Map<string, { views: number; visitors: Set<string> }>()
      const add = (key: string, v: PageView) => {
        const e = expected.get(key) ?? { views: 0, visitors: new Set<string>() }
        e.views++
        e.visitors.add(v.visitor)
        expected.set(key, e)
      }
      for (const v of views) {
        add("total:", v)
        add(`path:${v.path}`, v)
        if (v.utm.utm_campaign) add(`campaign:${v.utm.utm_campaign}`, v)
        add(`hour:${new Date(Math.floor(Date.parse(v.occurred_at) / 3_600_000) * 3_600_000).toISOString()}`, v)
      }
      const rows = await store().daily({ from: "2026-03-12", to: "2026-03-12" }, ["total", "path", "campaign"])
      const hours = await store().hourly(start, end, ["total"])
      const got = new Map<string, { views: number; visitors: number }>()
      for (const r of rows) got.set(`${r.dimension}:${r.value}`, { views: r.views, visitors: r.visitors })
      for (const r of hours) got.set(`hour:${r.bucket}`, { views: r.views, visitors: r.visitors })
      expect(got.size).toBe(expected.size)
      for (const [key, e] of expected) expect(got.get(key), key).toEqual({ views: e.views, visitors: e.visitors.size })
    })

    it("prunes raw views past the retention and clears everything on request", async () => {
      const old = new Date(Date.now() - 40 * 86_400_000).toISOString()
      await store().insert([view({ occurred_at: old }), view({ occurred_at: new Date().toISOString() })])
      expect(await store().prune(30)).toBe(1)
      await store().clear()
      expect((await h.db.query("select 1 from page_views")).length).toBe(0)
    })

    it("counts leads by the last content page read and by campaign, spam left out", async () => {
      const visit = {
        landing_path: "/",
        first_content: { type: "post" as const, id: "p1", path: "/blog/a" },
        last_content: { type: "page" as const, id: "g1", path: "/about" },
        views: 3,
      }
      const base = { name: "Ana", email: "ana@example.com", message: "Hello there, please call me." }
      await h.as(null, () => createMessage({ ...base, utm: { utm_campaign: "spring" } }, { visit }))
      await h.as(null, () => createMessage({ ...base, folder: "spam", spam_reason: "honeypot" }, { visit }))
      await h.as(null, () => createMessage(base))
      const leads = await store().leads("2000-01-01T00:00:00Z", "2100-01-01T00:00:00Z")
      expect(leads.total).toBe(2)
      expect(leads.byContent).toEqual([{ type: "page", id: "g1", leads: 1 }])
      expect(leads.byCampaign).toEqual([{ campaign: "spring", leads: 1 }])
      const rows = await h.db.query("select landing_path, first_content_path, last_content_id, visit_views from messages where landing_path <> ''")
      expect(rows[0]).toMatchObject({ landing_path: "/", first_content_path: "/blog/a", last_content_id: "g1", visit_views: 3 })
    })

    it("through the data layer: a visitor keeps one hash all day and gets a new one at midnight in the site's time zone", async () => {
      replaceAnalyticsStore(store())
      const alice = { ip: "198.51.100.7", userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36" }
      const at = (iso: string) => h.as(null, () => leadJourneyFor(alice, new Date(iso))).then((r) => r.visitor)
      const morning = await at("2026-03-09T00:00:00.000Z")
      expect(morning).toMatch(/^[A-Za-z0-9_-]{32}$/)
      expect(await at("2026-03-09T13:30:00.000Z")).toBe(morning)
      expect(await at("2026-03-09T23:59:59.999Z")).toBe(morning)
      const next = await at("2026-03-10T00:00:00.000Z")
      expect(next).not.toBe(morning)
      expect(await at("2026-03-10T18:00:00.000Z")).toBe(next)
    })

    it("background roll-ups: a server's first takes yesterday and today; later, only a closed day it wrote views of, and a reader settles the open day", async () => {
      const base = store()
      const rolled: string[] = []
      replaceAnalyticsStore({
        ...base,
        async rollup(day, start, end) {
          await base.rollup(day, start, end)
          rolled.push(day)
        },
      })
      const alice = { ip: "198.51.100.7", userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36" }
      const beacon = (id: string) => ({ id, path: "/", referrer: "", utm: {}, language: "en", content: null })
      // Noon (UTC, the harness's time zone) of the real day: the prune that follows a first roll-up compares with the
      // database's own clock.
      const noon = Math.floor(Date.now() / 86_400_000) * 86_400_000 + 12 * 3_600_000
      const today = new Date(noon).toISOString().slice(0, 10)
      const yesterday = new Date(noon - 86_400_000).toISOString().slice(0, 10)
      vi.useFakeTimers({ toFake: ["Date"] })
      try {
        vi.setSystemTime(noon)
        await h.as(null, () => recordPageView(beacon("bbbbbbbbbbbbbbbb01"), alice))
        await h.as(null, () => leadJourneyFor(alice)) // writes the batch; its roll-up follows in the background
        await vi.waitFor(() => expect(rolled).toEqual([yesterday, today]))
        // A minute later: the open day is not rolled up in the background (its roll-up reads the whole day).
        vi.setSystemTime(noon + 90_000)
        await h.as(null, () => recordPageView(beacon("bbbbbbbbbbbbbbbb02"), alice))
        await h.as(null, () => leadJourneyFor(alice))
        await new Promise((r) => setTimeout(r, 300))
        expect(rolled).toEqual([yesterday, today])
        expect((await store().daily({ from: today, to: today }, ["total"])).map((r) => r.views)).toEqual([1])
        // A reader (a report, the dashboard) settles first: both open days are rolled up, with every view.
        await h.as(null, () => settleAnalytics())
        expect(rolled).toEqual([yesterday, today, yesterday, today])
        expect((await store().daily({ from: today, to: today }, ["total"])).map((r) => r.views)).toEqual([2])
        // Another view in the afternoon: still nothing in the background.
        vi.setSystemTime(noon + 2 * 3_600_000)
        await h.as(null, () => recordPageView(beacon("bbbbbbbbbbbbbbbb03"), alice))
        await h.as(null, () => leadJourneyFor(alice))
        await new Promise((r) => setTimeout(r, 300))
        expect(rolled).toEqual([yesterday, today, yesterday, today])
        // After midnight, a view of the new day: the day that closed gets its final roll-up, the new one none.
        const tomorrow = new Date(noon + 86_400_000).toISOString().slice(0, 10)
        vi.setSystemTime(noon + 13 * 3_600_000)
        await h.as(null, () => recordPageView(beacon("bbbbbbbbbbbbbbbb04"), alice))
        await h.as(null, () => leadJourneyFor(alice))
        await vi.waitFor(() => expect(rolled).toEqual([yesterday, today, yesterday, today, today]))
        expect(rolled).not.toContain(tomorrow)
        expect((await store().daily({ from: today, to: today }, ["total"])).map((r) => r.views)).toEqual([3])
      } finally {
        vi.useRealTimers()
      }
    })

    it("the dashboard's cards: this week's visitors against the week before, this week's leads and its top post; members only", async () => {
      replaceAnalyticsStore(store())
      const tz = serverEnv().SITE_TIME_ZONE
      const today = dayInZone(new Date(), tz)
      const at = (daysAgo: number) => new Date(Date.parse(dayBounds(addDays(today, -daysAgo), tz).start) + 12 * 3_600_000).toISOString()
      const post = { content_type: "post" as const, content_id: "p1", path: "/blog/a" }
      await store().insert([
        // This week: 3 visitors yesterday (two read the post), and one of them again two days ago (visitors are per day).
        view({ occurred_at: at(1), visitor: "v1", ...post }),
        view({ occurred_at: at(1), visitor: "v2", ...post }),
        view({ occurred_at: at(1), visitor: "v3", path: "/" }),
        view({ occurred_at: at(2), visitor: "v1", path: "/" }),
        // The week before: 2 visitors 8 days ago; 14 days ago is outside both weeks.
        view({ occurred_at: at(8), visitor: "v4", path: "/" }),
        view({ occurred_at: at(8), visitor: "v5", path: "/" }),
        view({ occurred_at: at(14), visitor: "v6", path: "/" }),
        view({ occurred_at: at(14), visitor: "v7", path: "/" }),
      ])
      await h.as(null, () => rollupDays({ from: addDays(today, -14), to: today }))
      await h.as(null, () =>
        createMessage(
          { name: "Alice", email: "alice@example.com", message: "Please call me about this." },
          { visit: { landing_path: "/blog/a", first_content: { type: "post", id: "p1", path: "/blog/a" }, last_content: { type: "post", id: "p1", path: "/blog/a" }, views: 1 } },
        ),
      )

      await expect(h.as(null, () => getAnalyticsSummary())).rejects.toThrow()
      const jar = new MemoryJar()
      await signUpAndIn(h, jar, OWNER)
      const summary = await h.as(jar, () => getAnalyticsSummary())
      expect(summary).toMatchObject({ visitorsThisWeek: 4, visitorsLastWeek: 2, leadsThisWeek: 1, topPost: { type: "post", id: "p1", views: 2, visitors: 2 } })
    })

    it("through the data layer: views are hashed per visitor, bots are not counted, a lead gets its journey and the report counts it", async () => {
      replaceAnalyticsStore(store())
      const alice = { ip: "198.51.100.7", userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36" }
      const bob = { ip: "198.51.100.8", userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148" }
      const bot = { ip: "198.51.100.9", userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }
      const beacon = (id: string, path: string, content: { type: "post" | "page"; id: string } | null = null) => ({
        id,
        path,
        referrer: "",
        utm: {},
        language: "en",
        content,
      })
      await h.as(null, async () => {
        expect(await recordPageView(beacon("aaaaaaaaaaaaaaaa01", "/"), alice)).toEqual({ counted: true })
        await recordPageView(beacon("aaaaaaaaaaaaaaaa02", "/blog/a", { type: "post", id: "p1" }), alice)
        await recordPageView(beacon("aaaaaaaaaaaaaaaa03", "/blog/a", { type: "post", id: "p1" }), bob)
        expect(await recordPageView(beacon("aaaaaaaaaaaaaaaa04", "/blog/a", { type: "post", id: "p1" }), bot)).toEqual({ counted: false, reason: "bot" })
      })
      const { journey, visitor } = await h.as(null, () => leadJourneyFor(alice))
      expect(visitor).toMatch(/^[A-Za-z0-9_-]{32}$/)
      expect(journey).toMatchObject({ landing_path: "/", first_content: { type: "post", id: "p1" }, last_content: { type: "post", id: "p1" }, views: 2 })
      const stored = await h.db.query<{ visitor: string; device: string }>("select visitor, device from page_views order by id")
      expect(stored).toHaveLength(3)
      expect(new Set(stored.map((r) => r.visitor)).size).toBe(2)
      expect(stored.some((r) => r.visitor.includes("198.51"))).toBe(false)
      expect(stored.map((r) => r.device)).toEqual(["desktop", "desktop", "mobile"])
      await h.as(null, () => createMessage({ name: "Alice", email: "alice@example.com", message: "Please call me about this." }, { visit: journey }))

      const jar = new MemoryJar()
      await signUpAndIn(h, jar, OWNER)
      const report = await h.as(jar, () => getAnalyticsReport({ range: "7" }))
      expect(report.totals).toEqual({ visitors: 2, views: 3, leads: 1 })
      expect(report.topPosts[0]).toMatchObject({ type: "post", id: "p1", views: 2, visitors: 2, leads: 1, leadRate: 0.5 })
      expect(report.devices.map((d) => [d.value, d.views])).toEqual([
        ["desktop", 2],
        ["mobile", 1],
      ])
      expect(report.series).toHaveLength(7)
    })
  
    it("the intake thread's side: the day's salt as recordPageView hashes with it, its batches stored once, its held views written before a lead's journey is read", async () => {
      replaceAnalyticsStore(store())
      const alice = { ip: "198.51.100.7", userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36" }
      const state = await h.as(null, () => viewCountingState())
      expect(state).toMatchObject({ enabled: true, timeZone: serverEnv().SITE_TIME_ZONE })
      const salt = state.salt!
      expect(salt.day).toBe(dayInZone(new Date(), serverEnv().SITE_TIME_ZONE))
      const row = (id: string, path: string) =>
        pageViewRow({ id, path, referrer: "", utm: {}, language: "en" }, null, new Date(), visitorHash(salt.value, alice.ip, alice.userAgent, state.siteUrl), "desktop")
      const first = row("bbbbbbbbbbbbbbbb01", "/")
      // A batch written twice (a retry after a lost answer, or the same view on two servers) is stored once.
      await h.as(null, () => writePageViews([first, row("bbbbbbbbbbbbbbbb02", "/blog")]))
      await h.as(null, () => writePageViews([first]))
      expect(await h.db.query("select id from page_views order by id")).toHaveLength(2)
      // The app's own intake hashes this visitor the same way on the same day.
      await h.as(null, () => recordPageView({ id: "bbbbbbbbbbbbbbbb03", path: "/contact", referrer: "", utm: {}, language: "en", content: null }, alice))
      // Views still held by the thread are written before the journey is read.
      const held = [row("bbbbbbbbbbbbbbbb04", "/services")]
      const remove = addPendingViews(async () => {
        await writePageViews(held.splice(0))
      })
      try {
        const { journey, visitor } = await h.as(null, () => leadJourneyFor(alice))
        expect(visitor).toBe(first.visitor)
        expect(journey).toMatchObject({ landing_path: "/", views: 4 })
      } finally {
        remove()
      }
      const visitors = await h.db.query<{ visitor: string }>("select distinct visitor from page_views")
      expect(visitors).toEqual([{ visitor: first.visitor }])
    })
  })
}
