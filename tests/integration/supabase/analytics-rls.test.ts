import pg from "pg"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { sealedLead } from "../../helpers/supabase-leads"
import { attemptAs, openSupabaseDb, runAs } from "../../helpers/supabase-db"

const url = process.env.TEST_DATABASE_URL

// The analytics migration (supabase/migrations/20261127000100_analytics.sql) on real PostgreSQL with Supabase's
// roles emulated: who may read and write views, salts and roll-ups, the checked functions the public key calls,
// and the visit the contact function stores from a visitor hash.
describe.skipIf(!url)("Supabase migrations: analytics under row-level security (PostgreSQL)", () => {
  const dbName = `sb_analytics_${process.pid}_${Date.now().toString(36)}`
  let pool: pg.Pool
  let drop: (() => Promise<void>) | undefined
  const ids = { owner: "", admin: "", editor: "", outsider: "" }

  type Who = "anon" | keyof typeof ids
  const subOf = (who: Who) => (who === "anon" ? "" : ids[who])
  const as = <T>(who: Who, fn: (c: pg.PoolClient) => Promise<T>) => runAs(pool, subOf(who), fn)
  const attempt = (who: Who, sql: string, params: unknown[] = []) => attemptAs(pool, subOf(who), sql, params, ["42501"])
  /** The SQLSTATE a statement fails with as `who`, or "ok". */
  const codeOf = (who: Who, sql: string, params: unknown[] = []) =>
    as(who, (c) => c.query(sql, params)).then(
      () => "ok",
      (e: { code?: string }) => e.code ?? "?",
    )

  /** A view as the server's writer sends it (lib/domain/analytics/types.ts PageView). */
  const view = (over: Record<string, unknown> = {}) => ({
    id: `view-${Math.random().toString(36).slice(2)}-0000000000`,
    occurred_at: new Date().toISOString(),
    visitor: "visitor-hash-a",
    path: "/blog/hello",
    content_type: "post",
    content_id: "11111111-1111-4111-8111-111111111111",
    referrer: "https://www.google.com",
    utm: { utm_campaign: "spring", utm_source: "newsletter" },
    device: "mobile",
    language: "en",
    ...over,
  })

  /** Inserts views directly (as the database owner), `minutesAgo` before now. */
  async function seedViews(rows: { id: string; visitor: string; minutesAgo: number; path: string; type?: string; cid?: string }[]) {
    for (const r of rows) {
      await pool.query(
        `insert into public.page_views (id, occurred_at, visitor, path, content_type, content_id, device)
         values ($1, now() - make_interval(mins => $2), $3, $4, $5, $6, 'desktop')`,
        [r.id, r.minutesAgo, r.visitor, r.path, r.type ?? null, r.cid ?? null],
      )
    }
  }

  beforeAll(async () => {
    const db = await openSupabaseDb(url!, dbName, { max: 10, label: "analytics-rls" })
    pool = db.pool
    drop = db.drop
    ids.owner = (await pool.query("insert into auth.users (email) values ('owner@example.com') returning id")).rows[0].id
    await pool.query("insert into public.invitations (email, role) values ('admin@example.com', 'admin'), ('editor@example.com', 'editor')")
    ids.admin = (await pool.query("insert into auth.users (email) values ('admin@example.com') returning id")).rows[0].id
    ids.editor = (await pool.query("insert into auth.users (email) values ('editor@example.com') returning id")).rows[0].id
    const c = await pool.connect()
    await c.query("begin; set local session_replication_role = replica")
    ids.outsider = (await c.query("insert into auth.users (email) values ('outsider@example.com') returning id")).rows[0].id
    await c.query("commit")
    c.release()
  }, 120_000)

  afterAll(async () => {
    await drop?.()
  })

  beforeEach(async () => {
    await pool.query(`
      delete from public.page_views; delete from public.analytics_daily; delete from public.analytics_hourly;
      delete from private.analytics_salts; delete from public.messages; delete from public.site_settings;
      insert into public.page_views (id, occurred_at, visitor, path, device) values ('seed-view-000000001', now(), 'v', '/', 'desktop');
      insert into public.analytics_daily (day, dimension, value, views, visitors) values (current_date, 'total', '', 1, 1);
      insert into public.analytics_hourly (hour, dimension, value, views, visitors) values (date_trunc('hour', now()), 'total', '', 1, 1);
      insert into private.analytics_salts (day, salt) values (current_date, 'seed-salt');
    `)
  })

  it("visitors and non-members read and write no view, salt or roll-up; members read only the roll-ups", async () => {
    const tables = ["public.page_views", "public.analytics_daily", "public.analytics_hourly", "private.analytics_salts"]
    for (const table of tables) {
      expect(await attempt("anon", `select * from ${table}`), `anon ${table}`).toBe("denied")
      for (const who of ["anon", "outsider", "owner", "admin", "editor"] as const) {
        const set = table.endsWith("salts") ? "salt = 'x'" : table.endsWith("page_views") ? "path = '/x'" : "views = 0"
        for (const sql of [`update ${table} set ${set}`, `delete from ${table}`]) {
          expect(await attempt(who, sql), `${who}: ${sql}`).toBe("denied")
        }
      }
    }
    for (const who of ["anon", "outsider", "owner", "admin", "editor"] as const) {
      expect(
        await attempt(who, "insert into public.page_views (id, occurred_at, visitor, path, device) values ('direct-insert-0001', now(), 'v', '/', 'desktop')"),
        who,
      ).toBe("denied")
      expect(await attempt(who, "insert into public.analytics_daily (day, dimension, value, views, visitors) values (current_date, 'path', '/', 9, 9)"), who).toBe("denied")
      expect(await attempt(who, "insert into private.analytics_salts (day, salt) values (current_date + 1, 'mine')"), who).toBe("denied")
    }
    for (const who of ["owner", "admin", "editor", "outsider"] as const) {
      expect(await attempt(who, "select * from public.page_views"), who).toBe("denied")
      expect(await attempt(who, "select * from private.analytics_salts"), who).toBe("denied")
      const expected = who === "outsider" ? 0 : 1
      expect(await attempt(who, "select * from public.analytics_daily"), who).toBe(expected)
      expect(await attempt(who, "select * from public.analytics_hourly"), who).toBe(expected)
    }
  })

  it("record_page_views stores well-formed views once, skips malformed ones and counts what was new", async () => {
    const good = [view(), view({ content_type: null, content_id: null, path: "/services", utm: {}, referrer: "" }), view({ device: "tablet", language: "" })]
    const bad = [
      view({ id: "short" }),
      view({ id: "x".repeat(65) }),
      view({ visitor: "" }),
      view({ visitor: "h".repeat(65) }),
      view({ path: "no-slash" }),
      view({ path: `/${"p".repeat(300)}` }),
      view({ content_type: "person" }),
      view({ content_type: "post", content_id: null }),
      view({ content_type: null, content_id: "orphan" }),
      view({ content_id: "c".repeat(101) }),
      view({ referrer: `https://${"r".repeat(300)}` }),
      view({ utm: "utm_campaign=spring" }),
      view({ utm: { utm_campaign: 42 } }),
      view({ utm: { utm_campaign: "c".repeat(1500) } }),
      view({ device: "watch" }),
      view({ language: "en-GB-oxendict" }),
      view({ occurred_at: "2026-02-30T10:00:00.000Z" }),
      view({ occurred_at: "yesterday" }),
      view({ occurred_at: new Date(Date.now() - 26 * 3_600_000).toISOString() }),
      view({ occurred_at: new Date(Date.now() + 3_600_000).toISOString() }),
      view({ occurred_at: new Date().toISOString().replace("Z", "+02:00") }),
      "not an object",
      [1, 2],
      null,
    ]
    const duplicate = { ...good[0]!, path: "/blog/other" }
    const batch = [...good, ...bad, duplicate]
    const { inserted, again, stored } = await as("anon", async (c) => {
      const inserted = (await c.query("select public.record_page_views($1::jsonb) as n", [JSON.stringify(batch)])).rows[0].n
      const again = (await c.query("select public.record_page_views($1::jsonb) as n", [JSON.stringify(good)])).rows[0].n
      await c.query("reset role")
      const stored = (await c.query("select id, path, content_type, content_id, referrer, utm, device, language from public.page_views where id <> 'seed-view-000000001' order by id")).rows
      return { inserted, again, stored }
    })
    expect(inserted).toBe(3)
    expect(again).toBe(0)
    expect(stored).toHaveLength(3)
    expect(stored.find((r) => r.id === good[0]!.id)).toMatchObject({
      path: "/blog/hello",
      content_type: "post",
      utm: { utm_campaign: "spring", utm_source: "newsletter" },
      device: "mobile",
      language: "en",
    })
    expect(stored.find((r) => r.id === good[1]!.id)).toMatchObject({ path: "/services", content_type: null, content_id: null, referrer: "", utm: {} })

    expect(await codeOf("anon", "select public.record_page_views('{}'::jsonb)")).toBe("22023")
    expect(await codeOf("anon", "select public.record_page_views($1::jsonb)", [JSON.stringify(Array.from({ length: 1001 }, () => view()))])).toBe("22023")
  })

  it("record_page_views stores nothing while counting is switched off", async () => {
    await pool.query(`insert into public.site_settings (key, value) values ('analytics', '{"enabled": false, "retentionDays": 30}')`)
    expect(await as("anon", async (c) => (await c.query("select public.record_page_views($1::jsonb) as n", [JSON.stringify([view()])])).rows[0].n)).toBe(0)
  })

  it("visitors read the counting switch (not other settings); only members read the rest", async () => {
    await pool.query(`insert into public.site_settings (key, value) values ('analytics', '{"enabled": true, "retentionDays": 30}'), ('other', '{}')`)
    const keys = (who: Who) => as(who, async (c) => (await c.query("select key from public.site_settings order by key")).rows.map((r) => r.key))
    expect(await keys("anon")).toEqual(["analytics"])
    expect(await keys("editor")).toEqual(["analytics", "other"])
  })

  it("a roll-up by the public key makes today's aggregates, which members read; earlier days need a member", async () => {
    await pool.query("delete from public.page_views; delete from public.analytics_daily; delete from public.analytics_hourly")
    const today = (await pool.query("select to_char((now() at time zone 'UTC')::date, 'YYYY-MM-DD') as d")).rows[0].d as string
    const start = `${today}T00:00:00.000Z`
    const end = new Date(Date.parse(start) + 86_400_000).toISOString()
    const views = [
      view({ visitor: "a", occurred_at: new Date(Math.max(Date.parse(start), Date.now() - 60_000)).toISOString() }),
      view({ visitor: "a", path: "/about-us", content_type: "page", content_id: "page-1", utm: {} }),
      view({ visitor: "b", path: "/", content_type: null, content_id: null, referrer: "", utm: {}, device: "desktop" }),
    ]
    const rows = await runAs(pool, "", async (c) => {
      await c.query("select public.record_page_views($1::jsonb)", [JSON.stringify(views)])
      await c.query("select public.rollup_analytics($1, $2, $3)", [today, start, end])
      // Idempotent: a second run rewrites the same rows.
      await c.query("select public.rollup_analytics($1, $2, $3)", [today, start, end])
      await c.query("set local role authenticated")
      await c.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ sub: ids.editor, role: "authenticated" })])
      const daily = (await c.query("select dimension, value, views, visitors from public.analytics_daily order by dimension, value")).rows
      const hourly = (await c.query("select dimension, sum(views)::int as views from public.analytics_hourly group by dimension order by dimension")).rows
      return { daily, hourly }
    })
    expect(rows.daily).toEqual([
      { dimension: "campaign", value: "spring", views: 1, visitors: 1 },
      { dimension: "content", value: "page:page-1", views: 1, visitors: 1 },
      { dimension: "content", value: "post:11111111-1111-4111-8111-111111111111", views: 1, visitors: 1 },
      { dimension: "device", value: "desktop", views: 1, visitors: 1 },
      { dimension: "device", value: "mobile", views: 2, visitors: 1 },
      { dimension: "path", value: "/", views: 1, visitors: 1 },
      { dimension: "path", value: "/about-us", views: 1, visitors: 1 },
      { dimension: "path", value: "/blog/hello", views: 1, visitors: 1 },
      { dimension: "referrer", value: "", views: 1, visitors: 1 },
      { dimension: "referrer", value: "https://www.google.com", views: 2, visitors: 1 },
      { dimension: "source", value: "newsletter", views: 1, visitors: 1 },
      { dimension: "total", value: "", views: 3, visitors: 2 },
    ])
    expect(rows.hourly).toEqual([
      { dimension: "content", views: 2 },
      { dimension: "total", views: 3 },
    ])

    const old = "2020-01-10"
    const args = [old, "2020-01-10T05:00:00Z", "2020-01-11T05:00:00Z"]
    expect(await codeOf("anon", "select public.rollup_analytics($1, $2, $3)", args)).toBe("42501")
    expect(await codeOf("outsider", "select public.rollup_analytics($1, $2, $3)", args)).toBe("42501")
    expect(await codeOf("editor", "select public.rollup_analytics($1, $2, $3)", args)).toBe("ok")
    // Bounds that are not one day of p_day in some time zone.
    expect(await codeOf("anon", "select public.rollup_analytics($1, $2, $3)", [today, start, new Date(Date.parse(start) + 40 * 86_400_000).toISOString()])).toBe("22023")
    expect(await codeOf("anon", "select public.rollup_analytics($1, $2, $3)", [today, end, new Date(Date.parse(end) + 86_400_000).toISOString()])).toBe("22023")
  })

  it("the salt function keeps one salt, the day's, and rotates on a new day; only for days current somewhere", async () => {
    await pool.query("delete from private.analytics_salts")
    const result = await as("anon", async (c) => {
      const day = async (offset: number) => (await c.query("select to_char((now() at time zone 'UTC')::date + $1::int, 'YYYY-MM-DD') as d", [offset])).rows[0].d as string
      const salt = async (d: string) => (await c.query("select public.analytics_salt($1) as s", [d])).rows[0].s as string
      const yesterday = await day(-1)
      const today = await day(0)
      const tomorrow = await day(1)
      const first = await salt(yesterday)
      const second = await salt(today)
      const again = await salt(today)
      const third = await salt(tomorrow)
      await c.query("reset role")
      const rows = (await c.query("select to_char(day, 'YYYY-MM-DD') as day, salt from private.analytics_salts")).rows
      return { first, second, again, third, rows, tomorrow }
    })
    expect(result.second).toBe(result.again)
    expect(new Set([result.first, result.second, result.third]).size).toBe(3)
    expect(result.second).toMatch(/^[0-9a-f]{64}$/)
    expect(result.rows).toEqual([{ day: result.tomorrow, salt: result.third }])
    expect(await codeOf("anon", "select public.analytics_salt((now() at time zone 'UTC')::date + 2)")).toBe("22023")
    expect(await codeOf("anon", "select public.analytics_salt((now() at time zone 'UTC')::date - 2)")).toBe("22023")
  })

  it("prune deletes views older than the retention, never fewer days than the stored setting", async () => {
    await pool.query("delete from public.page_views")
    await seedViews([
      { id: "old-view-0000000040", visitor: "v", minutesAgo: 40 * 1440, path: "/" },
      { id: "old-view-0000000010", visitor: "v", minutesAgo: 10 * 1440, path: "/" },
      { id: "new-view-0000000001", visitor: "v", minutesAgo: 60, path: "/" },
    ])
    const remaining = () => pool.query("select id from public.page_views order by id").then((r) => r.rows.map((x) => x.id))
    // No stored setting: the default 30 days hold even when a caller asks for 1.
    expect(await as("anon", async (c) => (await c.query("select public.prune_page_views(1) as n")).rows[0].n)).toBe(1)
    // runAs rolls back: apply for real as the writer would.
    await pool.query("select public.prune_page_views(1)")
    expect(await remaining()).toEqual(["new-view-0000000001", "old-view-0000000010"])
    await pool.query(`insert into public.site_settings (key, value) values ('analytics', '{"enabled": true, "retentionDays": 7}')`)
    await pool.query("select public.prune_page_views(7)")
    expect(await remaining()).toEqual(["new-view-0000000001"])
  })

  it("only the owner and admins clear every view and roll-up", async () => {
    const counts = (c: pg.PoolClient) =>
      c.query(
        "select (select count(*) from public.page_views)::int as views, (select count(*) from public.analytics_daily)::int as daily, (select count(*) from public.analytics_hourly)::int as hourly",
      )
    for (const who of ["anon", "outsider", "editor"] as const) {
      expect(await codeOf(who, "select public.clear_analytics()"), who).toBe("42501")
    }
    for (const who of ["owner", "admin"] as const) {
      const after = await as(who, async (c) => {
        await c.query("select public.clear_analytics()")
        await c.query("reset role")
        return (await counts(c)).rows[0]
      })
      expect(after, who).toEqual({ views: 0, daily: 0, hourly: 0 })
    }
  })

  describe("the contact function stores the sender's visit", () => {
    const contact = "select public.submit_contact_message(null, $2, $3, $4, $5, $6, 'inbox', '', false, '/contact', 'https://ref.example', '{\"utm_campaign\": \"form\"}'::jsonb, $1) as id"
    const journeyOf = (visitor: string | null) =>
      as("anon", async (c) => {
        const id = (await c.query(contact, [visitor, ...sealedLead("Ann", "ann@example.com", "Hello")])).rows[0].id
        await c.query("reset role")
        return (
          await c.query(
            `select landing_path, first_content_type, first_content_id, first_content_path, last_content_type, last_content_id,
                    last_content_path, visit_views, referrer_origin, utm from public.messages where id = $1`,
            [id],
          )
        ).rows[0]
      })
    const none = {
      landing_path: "",
      first_content_type: null,
      first_content_id: null,
      first_content_path: "",
      last_content_type: null,
      last_content_id: null,
      last_content_path: "",
      visit_views: 0,
      referrer_origin: "https://ref.example",
      utm: { utm_campaign: "form" },
    }

    beforeEach(async () => {
      await pool.query("delete from public.page_views")
      await seedViews([
        // An earlier visit (a gap of more than 30 minutes before the current one).
        { id: "a-earlier-000000001", visitor: "visitor-a", minutesAgo: 120, path: "/blog/older", type: "post", cid: "post-old" },
        // The current visit: landing without content, a post, a page, then the contact page.
        { id: "a-visit-0000000001", visitor: "visitor-a", minutesAgo: 50, path: "/services" },
        { id: "a-visit-0000000002", visitor: "visitor-a", minutesAgo: 25, path: "/blog/first-post", type: "post", cid: "post-1" },
        { id: "a-visit-0000000003", visitor: "visitor-a", minutesAgo: 12, path: "/about-us", type: "page", cid: "page-1" },
        { id: "a-visit-0000000004", visitor: "visitor-a", minutesAgo: 2, path: "/contact" },
        // Someone else, at the same time.
        { id: "b-other-0000000001", visitor: "visitor-b", minutesAgo: 1, path: "/blog/b", type: "post", cid: "post-b" },
        // A visitor whose last view is 30 minutes old: that visit is over.
        { id: "c-stale-0000000001", visitor: "visitor-c", minutesAgo: 31, path: "/blog/c", type: "post", cid: "post-c" },
      ])
    })

    it("landing page, first and last content of the visit, and its number of views", async () => {
      expect(await journeyOf("visitor-a")).toEqual({
        ...none,
        landing_path: "/services",
        first_content_type: "post",
        first_content_id: "post-1",
        first_content_path: "/blog/first-post",
        last_content_type: "page",
        last_content_id: "page-1",
        last_content_path: "/about-us",
        visit_views: 4,
      })
    })

    it("a visit without content pages has a landing page only", async () => {
      await seedViews([{ id: "d-plain-0000000001", visitor: "visitor-d", minutesAgo: 3, path: "/pricing" }])
      expect(await journeyOf("visitor-d")).toEqual({ ...none, landing_path: "/pricing", visit_views: 1 })
    })

    it("nothing without a visitor hash, for an unknown or over-long one, or when the visit is over", async () => {
      expect(await journeyOf(null)).toEqual(none)
      expect(await journeyOf("visitor-unknown")).toEqual(none)
      expect(await journeyOf("h".repeat(65))).toEqual(none)
      expect(await journeyOf("visitor-c")).toEqual(none)
    })

    it("older callers without the visitor argument still store messages", async () => {
      const id = await as("anon", async (c) => (await c.query("select public.submit_contact_message(null, $1, $2, $3, $4, $5) as id", sealedLead("Ann", "ann@example.com", "Hello"))).rows[0].id)
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
    })
  })
})
