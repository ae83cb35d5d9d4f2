import { createHash, randomUUID } from "node:crypto"

import pg from "pg"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { createSupabaseBackend } from "@/lib/backend/supabase"
import { sealEventBody } from "@/lib/backend/sql/lead-crypto"
import { resetSupabaseLeadCrypto } from "@/lib/backend/supabase/lead-crypto"
import type { Backend, PrivacyStore } from "@/lib/backend/types"
import { PRIVACY } from "@/lib/copy/privacy"
import { leadDeletedJobs } from "@/lib/data/privacy"
import { dsrDueAt } from "@/lib/domain/privacy/types"
import type { MessageInput } from "@/lib/domain/types"

import { MemoryJar } from "../../helpers/data-harness"
import { attemptAs, openSupabaseDb } from "../../helpers/supabase-db"
import { callAsPostgrest, startPostgrestStub, type StubRole } from "../../helpers/postgrest-stub"

const url = process.env.TEST_DATABASE_URL
const ANON_KEY = "anon-key-for-tests"
const SERVICE_KEY = "service-role-key-for-tests"
const ACTOR = { id: randomUUID(), email: "owner@example.com" }

// Data-subject requests on Supabase (supabase/migrations/20261203000200_data_subject_requests_functions.sql) end to
// end: the adapter (lib/backend/supabase/privacy.ts) talks to a stand-in for PostgREST's RPC endpoint that calls the
// real functions on PostgreSQL with Supabase's roles (the anon key: the public form; the service-role key), each call
// its own committed transaction, as PostgREST does. The leads are stored through the adapter, sealed.
describe.skipIf(!url)("Supabase adapter: data-subject requests (PostgreSQL)", () => {
  const dbName = `sb_privacy_${process.pid}_${Date.now().toString(36)}`
  let pool: pg.Pool
  let drop: (() => Promise<void>) | undefined
  let stub: { url: string; close(): Promise<void> } | undefined
  let api = ""
  let backend: Backend
  let privacy: PrivacyStore
  let consentVersion = ""

  /** PostgREST's conversion of a JSON argument: an array of strings is a PostgreSQL array, other objects JSON. */
  const rpc = (role: StubRole, fn: string, args: Record<string, unknown>) => callAsPostgrest(pool, role, fn, args)

  beforeAll(async () => {
    const db = await openSupabaseDb(url!, dbName, { max: 4, label: "privacy-adapter" })
    pool = db.pool
    drop = db.drop
    stub = await startPostgrestStub(pool, { serviceKey: SERVICE_KEY })
    api = stub.url
    resetSupabaseLeadCrypto()
    backend = createSupabaseBackend(new MemoryJar(), { url: api, anonKey: ANON_KEY }, SERVICE_KEY)
    privacy = backend.privacy!
    const text = "I agree that Lumora contacts me about my request."
    const hash = createHash("sha256").update(text, "utf8").digest("hex")
    consentVersion = (await pool.query("select id from public.ensure_consent_version('contact', 'en', $1, $2)", [text, hash])).rows[0].id
  }, 120_000)
  afterAll(async () => {
    await stub?.close()
    await drop?.()
    resetSupabaseLeadCrypto()
  }, 60_000)
  beforeEach(async () => {
    await pool.query("delete from public.messages; delete from private.dsr_requests")
  })

  const newLead = async (name: string, email: string, extra: Partial<MessageInput> = {}) => {
    const input: MessageInput = {
      id: randomUUID(),
      name,
      email,
      message: `${name} asks about a new patient portal.`,
      folder: "inbox",
      spam_reason: "",
      possible_spam: false,
      page_path: "/contact",
      referrer_origin: "https://news.example",
      utm: { utm_source: "newsletter" },
      locale: "en",
      ...extra,
    }
    await backend.messages.create(input, [])
    return input.id
  }
  const note = (lead: string, body: string) => pool.query("insert into public.lead_events (message_id, kind, actor_email, body) values ($1, 'note', $2, $3)", [lead, ACTOR.email, sealEventBody(body)])
  const registerRows = async () => (await pool.query("select * from private.dsr_requests order by seq")).rows as Record<string, unknown>[]

  /** Dana's contact message (with consent and a note), download request, event registration and spam; Otto's lead. */
  async function leadsOfDana() {
    const contact = await newLead("Dana Whitfield", "dana@clinic.example", { consent: { version_id: consentVersion, marketing: true, at: new Date().toISOString() } })
    await note(contact, "Called Dana, wants a quote.")
    const download = await newLead("Dana W.", "  Dana@Clinic.EXAMPLE ", { kind: "download", resource: { slug: "implant-guide", title: "Implant guide" } })
    const registration = await newLead("Dana Whitfield", "DANA@clinic.example")
    await pool.query("update public.messages set kind = 'event_registration', resource_slug = $2, resource_title = 'Open day' where id = $1", [registration, randomUUID()])
    const spam = await newLead("Dana Spam", "dana@clinic.example", { folder: "spam", spam_reason: "links" })
    const other = await newLead("Otto Other", "otto@clinic.example")
    await note(other, "Otto's own note")
    return { contact, download, registration, spam, other }
  }

  /** lib/data/privacy.ts's eraseSubject on this backend, after its permission check: the same calls in the same order. */
  async function eraseAsTheDataLayer(email: string, receivedAt: string) {
    const bidx = await privacy.subjectIndex(email)
    return backend.transaction(async (tx) => {
      const data = await tx.privacy!.find(bidx)
      const erased = await tx.privacy!.erase(bidx)
      const jobs = leadDeletedJobs({ ...data, jobs: data.jobs.filter((j) => j.ref && erased.includes(j.ref)) }, new Date().toISOString())
      await tx.privacy!.queue(jobs)
      const request = await tx.privacy!.saveRequest({ kind: "erase", subjectBidx: bidx, receivedAt, dueAt: dsrDueAt(receivedAt), complete: true, outcome: PRIVACY.outcome.erased(erased.length, jobs.length), actor: ACTOR })
      return { erased, jobs, request }
    })
  }

  it("finds every lead of the address across case and spacing, spam and every kind included, opened: fields, consent, journey, notes", async () => {
    const { contact, download, registration, spam, other } = await leadsOfDana()
    const bidx = await privacy.subjectIndex("  DANA@clinic.EXAMPLE ")
    expect(bidx).toBe(await privacy.subjectIndex("dana@clinic.example"))
    const found = await privacy.find(bidx)
    expect(found.leads.map((l) => l.id)).toEqual([contact, download, registration, spam])
    expect(found.leads.map((l) => [l.kind, l.folder, l.name, l.email])).toEqual([
      ["contact", "inbox", "Dana Whitfield", "dana@clinic.example"],
      ["download", "inbox", "Dana W.", "  Dana@Clinic.EXAMPLE "],
      ["event_registration", "inbox", "Dana Whitfield", "DANA@clinic.example"],
      ["contact", "spam", "Dana Spam", "dana@clinic.example"],
    ])
    const first = found.leads[0]!
    expect(first.message).toBe("Dana Whitfield asks about a new patient portal.")
    expect(first.utm).toEqual({ utm_source: "newsletter" })
    expect(first.referrer_origin).toBe("https://news.example")
    expect(first.consent).toMatchObject({ version_id: consentVersion, marketing: true, form: "contact", version: 1, text: "I agree that Lumora contacts me about my request." })
    expect(found.leads[1]!.resource).toEqual({ slug: "implant-guide", title: "Implant guide" })
    expect(found.leads[2]!.event?.title).toBe("Open day")
    // The timeline of Dana's leads only, the note's body opened; Otto's note is not hers.
    expect(found.events.filter((e) => e.kind === "note").map((e) => [e.message_id, e.body, e.actor_email])).toEqual([[contact, "Called Dana, wants a quote.", ACTOR.email]])
    expect(found.events.some((e) => e.message_id === other)).toBe(false)
    // No outbox on Supabase: nothing was sent anywhere.
    expect(found.jobs).toEqual([])
    // What the database holds is sealed: the plain text came from the server's key.
    const raw = (await pool.query("select name, email, message from public.messages where id = $1", [contact])).rows[0]
    expect(JSON.stringify(raw)).not.toMatch(/Dana|dana@/)
  })

  it("an unknown address gives an empty result; a malformed index is refused; queue takes nothing but refuses jobs in words", async () => {
    await leadsOfDana()
    expect(await privacy.find(await privacy.subjectIndex("nobody@nowhere.example"))).toEqual({ leads: [], events: [], jobs: [] })
    expect(await privacy.erase(await privacy.subjectIndex("nobody@nowhere.example"))).toEqual([])
    await expect(privacy.find("Dana@clinic.example")).rejects.toMatchObject({ code: "validation" })
    await expect(privacy.queue([])).resolves.toBeUndefined()
    await expect(privacy.queue([{ kind: "webhook", topic: "lead-deleted", ref: null, payload: { body: "{}" } }])).rejects.toThrow(/outbox, which runs on the SQL backend only/)
    expect((await pool.query("select count(*)::int as n from public.messages")).rows[0].n).toBe(5)
  })

  it("erases everywhere by the retention's path: the rows and their timeline go, the request is recorded in the same transaction without the address", async () => {
    const { contact, download, registration, spam, other } = await leadsOfDana()
    const bidx = await privacy.subjectIndex("dana@clinic.example")
    // A find first opens a request, received on an earlier day.
    const opened = await privacy.saveRequest({ kind: "find", subjectBidx: bidx, receivedAt: "2026-10-01T00:00:00.000Z", dueAt: dsrDueAt("2026-10-01T00:00:00.000Z"), complete: false, outcome: PRIVACY.outcome.found(4), actor: ACTOR })
    expect(opened).toMatchObject({ kind: "find", status: "open", due_at: "2026-11-15T00:00:00.000Z" })

    const erased = await privacy.erase(bidx)
    expect([...erased].sort()).toEqual([contact, download, registration, spam].sort())
    expect((await pool.query("select id from public.messages")).rows.map((r) => r.id)).toEqual([other])
    expect((await pool.query("select 1 from public.lead_events where message_id = any($1::uuid[])", [[contact, download, registration, spam]])).rows).toEqual([])
    expect((await pool.query("select count(*)::int as n from public.lead_events where message_id = $1", [other])).rows[0].n).toBe(1)
    // Before the app writes anything more, the erasure is already recorded: the open request completed with it.
    const recorded = await registerRows()
    expect(recorded.map((r) => [r.id, r.kind, r.status, r.outcome])).toEqual([[opened.id, "erase", "completed", "Erased 4 leads"]])

    // The data layer's saveRequest names the member and its outcome on that row, adding none.
    const request = await privacy.saveRequest({ kind: "erase", subjectBidx: bidx, receivedAt: "2026-12-03T00:00:00.000Z", dueAt: dsrDueAt("2026-12-03T00:00:00.000Z"), complete: true, outcome: PRIVACY.outcome.erased(4, 0), actor: ACTOR })
    expect(request).toMatchObject({ id: opened.id, kind: "erase", status: "completed", outcome: "Erased 4 leads; 0 lead.deleted events queued", actor_email: ACTOR.email, received_at: "2026-10-01T00:00:00.000Z" })
    const rows = await registerRows()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.subject_bidx).toBe(bidx)
    expect(rows[0]!.actor_id).toBe(ACTOR.id)
    expect(JSON.stringify(rows).toLowerCase()).not.toContain("dana")
    expect(await privacy.find(bidx)).toEqual({ leads: [], events: [], jobs: [] })
  })

  it("an erasure with no open request records one, which the data layer's save dates; the list shows open first, earliest due, then the newest completed", async () => {
    const { other } = await leadsOfDana()
    const result = await eraseAsTheDataLayer("  DANA@clinic.example", "2026-11-20T00:00:00.000Z")
    expect(result.erased).toHaveLength(4)
    expect(result.jobs).toEqual([])
    expect(result.request).toMatchObject({ kind: "erase", status: "completed", received_at: "2026-11-20T00:00:00.000Z", due_at: "2027-01-04T00:00:00.000Z", outcome: PRIVACY.outcome.erased(4, 0) })
    expect((await registerRows()).map((r) => [r.kind, r.status, r.actor_email])).toEqual([["erase", "completed", ACTOR.email]])
    expect((await pool.query("select id from public.messages")).rows.map((r) => r.id)).toEqual([other])

    const save = (email: string, received: string, complete: boolean) =>
      privacy.subjectIndex(email).then((bidx) => privacy.saveRequest({ kind: complete ? "export" : "find", subjectBidx: bidx, receivedAt: received, dueAt: dsrDueAt(received), complete, outcome: "", actor: ACTOR }))
    await save("fresh@clinic.example", "2026-11-30T00:00:00.000Z", false)
    await save("late@clinic.example", "2026-09-01T00:00:00.000Z", false)
    // A second find of an address with an open request finds that one.
    const again = await save("late@clinic.example", "2026-11-01T00:00:00.000Z", false)
    expect(again.received_at).toBe("2026-09-01T00:00:00.000Z")
    await save("done@clinic.example", "2026-11-02T00:00:00.000Z", true)
    const listed = await privacy.requests(200)
    expect(listed.map((r) => [r.kind, r.status, r.due_at.slice(0, 10)])).toEqual([
      ["find", "open", "2026-10-16"],
      ["find", "open", "2027-01-14"],
      ["export", "completed", "2026-12-17"],
      ["erase", "completed", "2027-01-04"],
    ])
    expect((await privacy.requests(1)).map((r) => r.status)).toEqual(["open", "completed"])
  })

  it("only the service role may call the functions: anon and members are refused, and a backend without the key has no store", async () => {
    const { contact } = await leadsOfDana()
    const owner = (await pool.query("insert into auth.users (email) values ('owner-' || gen_random_uuid() || '@example.com') returning id")).rows[0].id as string
    const bidx = await privacy.subjectIndex("dana@clinic.example")
    const calls: [string, unknown[]][] = [
      ["select public.dsr_subject_leads($1)", [bidx]],
      ["select public.dsr_erase_subject($1)", [bidx]],
      ["select public.dsr_save_request('find', $1, now(), now(), false, '', null, '')", [bidx]],
      ["select public.dsr_request_list(10)", []],
      ["select * from private.erase_leads(array[$1::uuid])", [contact]],
      ["select * from private.dsr_requests", []],
    ]
    for (const [sql, params] of calls) {
      expect(await attemptAs(pool, "", sql, params, ["42501"])).toBe("denied")
      expect(await attemptAs(pool, owner, sql, params, ["42501"])).toBe("denied")
    }
    expect((await rpc("anon", "dsr_erase_subject", { p_bidx: bidx })).status).toBe(403)
    expect((await rpc("anon", "dsr_subject_leads", { p_bidx: bidx })).status).toBe(403)
    // Nothing was erased by those attempts.
    expect((await pool.query("select count(*)::int as n from public.messages where email_bidx = $1", [bidx])).rows[0].n).toBe(4)
    expect(await registerRows()).toEqual([])
    expect(createSupabaseBackend(new MemoryJar(), { url: api, anonKey: ANON_KEY }, "").privacy).toBeUndefined()
  })
})
