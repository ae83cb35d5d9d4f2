import pg from "pg"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { sealedLead, supabaseLeadBlindIndex } from "../../helpers/supabase-leads"
import { attemptAs, openSupabaseDb, runAs } from "../../helpers/supabase-db"

const url = process.env.TEST_DATABASE_URL

// Event registration on Supabase (supabase/migrations/20261201000100_event_registrations.sql) on real PostgreSQL
// with its roles emulated: a visitor (anon) registers through the function, which locks the event, counts its
// seats and refuses a full, closed or unpublished event; the seats of a live event can be counted, of nothing else.
describe.skipIf(!url)("Supabase migrations: event registration (PostgreSQL)", () => {
  const dbName = `sb_events_${process.pid}_${Date.now().toString(36)}`
  let pool: pg.Pool
  let drop: (() => Promise<void>) | undefined

  const details = (over: Record<string, unknown> = {}) => ({
    summary: "In short.",
    start: "2030-03-03T13:00",
    end: "2030-03-03T14:00",
    time_zone: "America/New_York",
    attendance: "online",
    capacity: "2",
    registration_open: true,
    speakers: [],
    ...over,
  })
  async function insertEvent(slug: string, over: Record<string, unknown> = {}, published = true): Promise<string> {
    const rows = await pool.query(
      `insert into public.documents (type, slug, title, data, published, path) values ('event', $1, $2, $3, $4, '/events/' || $1) returning id`,
      [slug, `Event ${slug}`, JSON.stringify({ details: details(over) }), published],
    )
    return rows.rows[0].id
  }
  // As PostgREST calls it for the public key: one transaction, role anon, committed. Each visitor has an address
  // of their own (the contact function limits one address to five messages in ten minutes).
  let visitors = 0
  const register = (event: string, name = "Dana Whitfield") =>
    runAs(
      pool,
      "",
      async (c) => {
        const email = `visitor${++visitors}@clinic.example`
        const [sName, sEmail, sMessage, emailBidx, nameBidx] = sealedLead(name, email, "Event registration: x")
        const rows = await c.query("select public.submit_event_registration(null, $1, $2, $3, $4, $5, $6, p_locale => 'en') as id", [sName, sEmail, event, sMessage, emailBidx, nameBidx])
        return rows.rows[0].id as string
      },
      { commit: true },
    )
  const refusal = async (event: string): Promise<string> => {
    try {
      await register(event)
      return "stored"
    } catch (err) {
      return (err as { code?: string }).code ?? "?"
    }
  }
  const stored = async (event: string) =>
    (await pool.query("select kind, resource_slug, resource_title, name, name_bidx from public.messages where resource_slug = $1 order by created_at", [event])).rows.map(
      // The name is stored sealed: found by its blind index.
      ({ name_bidx, name, ...r }) => ({ ...r, name: name_bidx === supabaseLeadBlindIndex("name", "Dana Whitfield") && String(name).startsWith("lc1.") ? "Dana Whitfield" : name }),
    )
  const seats = (event: string) => runAs(pool, "", async (c) => (await c.query("select public.event_registrations($1) as n", [event])).rows[0].n as number)

  beforeAll(async () => {
    const db = await openSupabaseDb(url!, dbName, { max: 6, label: "events" })
    pool = db.pool
    drop = db.drop
  }, 120_000)
  afterAll(async () => {
    await drop?.()
  }, 60_000)
  beforeEach(async () => {
    await pool.query("delete from public.messages")
    await pool.query("delete from public.documents where type = 'event'")
  })

  it("a visitor's registration is stored as an event registration naming the event by id and title; seats count it", async () => {
    const event = await insertEvent("growth-webinar")
    expect(await seats(event)).toBe(0)
    await register(event)
    expect(await stored(event)).toEqual([{ kind: "event_registration", resource_slug: event, resource_title: "Event growth-webinar", name: "Dana Whitfield" }])
    expect(await seats(event)).toBe(1)
    // A registration moved to spam frees its seat.
    await pool.query("update public.messages set folder = 'spam' where resource_slug = $1", [event])
    expect(await seats(event)).toBe(0)
  })

  it("a full event refuses (PT409) and stores nothing more; no capacity means no limit", async () => {
    const event = await insertEvent("small", { capacity: "1" })
    await register(event)
    expect(await refusal(event)).toBe("PT409")
    expect(await stored(event)).toHaveLength(1)
    const open = await insertEvent("open-house", { capacity: "" })
    for (let i = 0; i < 3; i++) await register(open)
    expect(await stored(open)).toHaveLength(3)
  })

  it("a closed, unpublished, scheduled or unknown event refuses (PT404) and stores nothing; its seats read 0", async () => {
    const closed = await insertEvent("closed", { registration_open: false })
    const draft = await insertEvent("draft", {}, false)
    const scheduled = (
      await pool.query(
        `insert into public.documents (type, slug, title, data, published, publish_at, path) values ('event', 'later', 'Later', $1, false, now() + interval '1 day', '/events/later') returning id`,
        [JSON.stringify({ details: details() })],
      )
    ).rows[0].id
    await pool.query(
      "insert into public.messages (name, email, message, kind, resource_slug, resource_title) values ('A', 'a@example.com', 'x', 'event_registration', $1, 'Draft')",
      [draft],
    )
    for (const event of [closed, draft, scheduled, "7d1f0b5e-8a43-4c2e-9f61-0a2b3c4d5e6f"]) expect(await refusal(event)).toBe("PT404")
    expect((await pool.query("select count(*)::int as n from public.messages")).rows[0].n).toBe(1)
    expect(await seats(draft)).toBe(0)
  })

  it("of many visitors racing for the last two seats, exactly two are stored", async () => {
    const event = await insertEvent("race", { capacity: "2" })
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => register(event, `Visitor ${i}`).then(() => "stored", (e: { code?: string }) => e.code ?? "?")))
    expect(results.filter((r) => r === "stored")).toHaveLength(2)
    expect(results.filter((r) => r === "PT409")).toHaveLength(6)
    expect(await stored(event)).toHaveLength(2)
  })

  it("a person an event names as a speaker (its refs) is public while the event is live, and not before or after", async () => {
    const person = (
      await pool.query(
        `insert into public.documents (type, slug, title, data, published, publishable, revisions) values ('person', 'ana-ruiz', 'Dr. Ana Ruiz', '{"name": "Dr. Ana Ruiz"}', true, false, false) returning id`,
      )
    ).rows[0].id
    const visible = () => runAs(pool, "", async (c) => (await c.query("select title from public.documents where id = $1", [person])).rows.map((r) => r.title))
    expect(await visible()).toEqual([])
    const event = await insertEvent("talk")
    await pool.query("update public.documents set refs = $2 where id = $1", [event, JSON.stringify({ "speakers:0": person })])
    expect(await visible()).toEqual(["Dr. Ana Ruiz"])
    // Named by the event, the person cannot be deleted (the references' foreign key).
    await expect(pool.query("delete from public.documents where id = $1", [person])).rejects.toMatchObject({ code: "23503" })
    await pool.query("update public.documents set published = false where id = $1", [event])
    expect(await visible()).toEqual([])
    await pool.query("delete from public.documents where id = $1", [event])
    await pool.query("delete from public.documents where id = $1", [person])
  })

  it("the public key can still neither read the messages nor mark one as a registration itself", async () => {
    const event = await insertEvent("growth-webinar")
    await register(event)
    expect(await attemptAs(pool, "", "select * from public.messages")).toBe("denied")
    expect(await attemptAs(pool, "", "update public.messages set kind = 'event_registration', resource_title = 'x'")).toBe("denied")
    expect((await pool.query("select resource_title from public.messages")).rows).toEqual([{ resource_title: "Event growth-webinar" }])
  })
})
