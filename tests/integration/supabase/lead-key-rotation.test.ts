import { spawn } from "node:child_process"
import { randomUUID } from "node:crypto"

import pg from "pg"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"

import { createSupabaseBackend } from "@/lib/backend/supabase"
import { sealMessageFields } from "@/lib/backend/sql/lead-crypto"
import { prepareSupabaseLeadCrypto, resetSupabaseLeadCrypto } from "@/lib/backend/supabase/lead-crypto"
import { sessionlessClient } from "@/lib/backend/supabase/server"
import {
  BIDX_SECRET,
  blindIndex,
  keyring,
  open,
  parseMasterKey,
  rotateSupabaseLeadKeys,
  seal,
  sealedKeyId,
  type Keyring,
  type LeadRpc,
  type MasterKey,
} from "@/lib/server/crypto/envelope"
import { resetLeadKeyring } from "@/lib/server/crypto/lead-keys"
import type { MessageInput } from "@/lib/domain/types"

import { MemoryJar } from "../../helpers/data-harness"
import { attemptAs, openSupabaseDb } from "../../helpers/supabase-db"
import { callAsPostgrest, startPostgrestStub, type StubRole } from "../../helpers/postgrest-stub"

const url = process.env.TEST_DATABASE_URL
const ANON_KEY = "anon-key-for-tests"
const SERVICE_KEY = "service-role-key-for-tests"
const KEY_A = process.env.LEAD_ENCRYPTION_KEY!
const KEY_B = "b1".repeat(32)
const KEY_C = "c3".repeat(32)
const KEY_D = "d4".repeat(32)
const key = (text: string): MasterKey => parseMasterKey(text)!
/** More rows than one page of the rotation (500), so that it pages. */
const MANY = 520

type Row = { id: string; name: string; email: string; message: string }
type Secret = { name: string; value: string }
/** The ciphertext of a sealed value: the envelope's last part, which a rotation must leave as it is. */
const body = (value: string) => value.split(".")[3]

// Master-key rotation on Supabase (supabase/migrations/20261203000300_lead_key_rotation.sql, rotateSupabaseLeadKeys of
// lib/server/crypto/envelope.ts, `npm run admin -- rotate-lead-key`): leads sealed under a key are re-wrapped under a
// new one through a stand-in for PostgREST's RPC endpoint that calls the real functions on PostgreSQL with Supabase's
// roles (the anon key; the service-role key), each call its own committed transaction, as PostgREST does.
describe.skipIf(!url)("Supabase: lead master-key rotation (PostgreSQL)", () => {
  const dbName = `sb_lead_rotation_${process.pid}_${Date.now().toString(36)}`
  let pool: pg.Pool
  let drop: (() => Promise<void>) | undefined
  let stub: { url: string; close(): Promise<void> } | undefined
  let api = ""
  const called: string[] = []
  /** Runs before a service-role call reaches the database (a test's concurrent edit). */
  let beforeCall: ((fn: string) => Promise<void>) | null = null
  /** Every lead of the project: its plain fields. */
  const plain = new Map<string, { name: string; email: string; message: string }>()
  /** Every timeline entry: its plain body. */
  const notes = new Map<string, string>()

  const rpc = (role: StubRole, fn: string, args: Record<string, unknown>) => callAsPostgrest(pool, role, fn, args)

  beforeAll(async () => {
    const db = await openSupabaseDb(url!, dbName, { max: 4, label: "lead-key-rotation" })
    pool = db.pool
    drop = db.drop
    stub = await startPostgrestStub(pool, {
      serviceKey: SERVICE_KEY,
      calls: called,
      beforeCall: async (role, fn) => {
        if (role === "service_role" && beforeCall) await beforeCall(fn)
      },
    })
    api = stub.url

    // The project's first start under key A stores the key check and the blind index key, sealed under A.
    await prepareSupabaseLeadCrypto(api, client(ANON_KEY), () => client(SERVICE_KEY))
    resetSupabaseLeadCrypto()
    // Leads stored under key A: a few through the public form's path, and more than a page stored earlier (an hour
    // ago, outside the flood limit), each with a note sealed under A.
    const ringA = keyring(key(KEY_A))
    const bidxKey = bidxKeyWith(ringA, await secrets())
    const backend = createSupabaseBackend(new MemoryJar(), { url: api, anonKey: ANON_KEY }, SERVICE_KEY)
    for (let i = 0; i < 5; i++) await backend.messages.create(lead(`Form Patient ${i}`, `form${i}@clinic.example`, `Form question ${i}`), [])
    const earlier = Array.from({ length: MANY }, (_, i) => {
      const fields = { name: `Earlier Patient ${i}`, email: `earlier${i}@clinic.example`, message: `Earlier question ${i}` }
      plain.set(randomUUID(), fields)
      return fields
    })
    const ids = [...plain.keys()].slice(-MANY)
    await pool.query(
      `insert into public.messages (id, name, email, message, email_bidx, name_bidx, created_at)
         select x.id, x.name, x.email, x.message, x.email_bidx, x.name_bidx, now() - interval '1 hour'
           from jsonb_to_recordset($1::jsonb) as x(id uuid, name text, email text, message text, email_bidx text, name_bidx text)`,
      [
        JSON.stringify(
          earlier.map((f, i) => ({ id: ids[i], ...sealMessageFields(f, ringA), email_bidx: blindIndex(bidxKey, "email", f.email), name_bidx: blindIndex(bidxKey, "name", f.name) })),
        ),
      ],
    )
    const events = [...plain.keys()].map((id, i) => ({ id: randomUUID(), message_id: id, body: `Called back, note ${i}` }))
    for (const e of events) notes.set(e.id, e.body)
    await pool.query(
      `insert into public.lead_events (id, message_id, kind, body)
         select x.id, x.message_id, 'note', x.body from jsonb_to_recordset($1::jsonb) as x(id uuid, message_id uuid, body text)`,
      [JSON.stringify(events.map((e) => ({ ...e, body: seal(ringA, "lead_events.body", e.body) })))],
    )
  }, 180_000)
  afterAll(async () => {
    await stub?.close()
    await drop?.()
  }, 60_000)
  afterEach(() => {
    beforeCall = null
    resetSupabaseLeadCrypto()
    setKeys(KEY_A)
  })

  const client = (k: string) => sessionlessClient(api, k)

  function setKeys(current: string, next?: string) {
    process.env.LEAD_ENCRYPTION_KEY = current
    if (next) process.env.LEAD_ENCRYPTION_KEY_NEW = next
    else delete process.env.LEAD_ENCRYPTION_KEY_NEW
    resetLeadKeyring()
  }

  /** A new lead from the contact form (remembered with its plain fields). */
  function lead(name: string, email: string, message: string): MessageInput {
    const id = randomUUID()
    plain.set(id, { name, email, message })
    return { id, name, email, message, folder: "inbox", spam_reason: "", possible_spam: false, page_path: "/contact", referrer_origin: "", utm: {}, locale: "en" }
  }

  /** The functions as the command calls them: the service-role key, over HTTP, an error thrown. */
  const serviceRpc: LeadRpc = async (fn, args) => {
    const { data, error } = await client(SERVICE_KEY).rpc(fn, args)
    if (error) throw new Error(`${fn} failed: ${error.code} ${error.message}`)
    return data
  }

  const messages = async () => (await pool.query<Row>("select id, name, email, message from public.messages order by id")).rows
  const events = async () => (await pool.query<{ id: string; body: string }>("select id, body from public.lead_events order by id")).rows
  const secrets = async () => (await pool.query<Secret>("select name, value from private.lead_secrets order by name")).rows
  const bidxKeyWith = (ring: Keyring, stored: Secret[]) => Buffer.from(open(ring, BIDX_SECRET, stored.find((s) => s.name === BIDX_SECRET)!.value), "hex")

  /** Every sealed value is wrapped by `text`'s key alone, opens with it alone as what was stored, and the leads are found by their blind indexes. */
  async function expectAllUnder(text: string, bidxKey: Buffer) {
    const only = keyring(key(text))
    const rows = await messages()
    expect(rows.length).toBe(plain.size)
    for (const r of rows) {
      expect([sealedKeyId(r.name), sealedKeyId(r.email), sealedKeyId(r.message)]).toEqual([only.current.id, only.current.id, only.current.id])
      expect({ name: open(only, "messages.name", r.name), email: open(only, "messages.email", r.email), message: open(only, "messages.message", r.message) }).toEqual(plain.get(r.id))
    }
    const bodies = await events()
    expect(bodies.length).toBe(notes.size)
    for (const e of bodies) expect(open(only, "lead_events.body", e.body)).toBe(notes.get(e.id))
    const stored = await secrets()
    expect(stored.map((s) => sealedKeyId(s.value))).toEqual([only.current.id, only.current.id])
    expect(bidxKeyWith(only, stored)).toEqual(bidxKey)
    // The blind indexes, unchanged, still find each lead (any case and spacing).
    const sample = [...plain.entries()].filter((_, i) => i % 50 === 0)
    for (const [id, f] of sample) {
      const found = await pool.query("select id from public.messages where email_bidx = $1 and name_bidx = $2", [blindIndex(bidxKey, "email", ` ${f.email.toUpperCase()} `), blindIndex(bidxKey, "name", f.name)])
      expect(found.rows.map((r) => r.id)).toEqual([id])
    }
  }

  it("re-wraps every sealed value under the new key while leads keep arriving: the new key alone opens them, the ciphertexts and blind indexes are unchanged", async () => {
    const before = new Map((await messages()).map((r) => [r.id, r]))
    const bodiesBefore = new Map((await events()).map((e) => [e.id, e.body]))
    const secretsBefore = await secrets()
    const bidxKey = bidxKeyWith(keyring(key(KEY_A)), secretsBefore)
    expect(new Set([...before.values()].map((r) => sealedKeyId(r.email)))).toEqual(new Set([key(KEY_A).id]))

    // The servers restarted with LEAD_ENCRYPTION_KEY_NEW wrap new leads with B and open both; the rotation runs beside.
    setKeys(KEY_A, KEY_B)
    const backend = createSupabaseBackend(new MemoryJar(), { url: api, anonKey: ANON_KEY }, SERVICE_KEY)
    const serving = (async () => {
      for (let i = 0; i < 5; i++) await backend.messages.create(lead(`During Patient ${i}`, `during${i}@clinic.example`, `During question ${i}`), [])
    })()
    const result = await rotateSupabaseLeadKeys(serviceRpc, keyring(key(KEY_B), [key(KEY_A)]))
    await serving
    expect(result.unopened).toEqual([])
    expect(result.rewrapped).toBeGreaterThanOrEqual(before.size + bodiesBefore.size)
    expect(called).toEqual(expect.arrayContaining(["service_role lead_values_to_rewrap", "service_role rewrap_lead_values", "service_role rewrap_lead_secrets"]))

    await expectAllUnder(KEY_B, bidxKey)
    // Only the wrapped data key changed: each value's ciphertext is the one stored before.
    for (const r of await messages()) {
      const old = before.get(r.id)
      if (!old) continue
      expect([body(r.name), body(r.email), body(r.message)]).toEqual([body(old.name), body(old.email), body(old.message)])
      expect(r.email).not.toBe(old.email)
    }
    for (const e of await events()) expect(body(e.body)).toBe(body(bodiesBefore.get(e.id)!))
    const secretsAfter = await secrets()
    for (const [i, s] of secretsAfter.entries()) expect(body(s.value)).toBe(body(secretsBefore[i]!.value))
  }, 120_000)

  it("never overwrites a value changed meanwhile: the edit stays, and is re-wrapped by the next pass", async () => {
    const ringB = keyring(key(KEY_B))
    const bidxKey = bidxKeyWith(ringB, await secrets())
    const [target] = await messages()
    const [note] = await events()
    // A server still on key B edits the lead and its note after the rotation has read them, before it writes back.
    let edited = false
    beforeCall = async (fn) => {
      if (fn !== "rewrap_lead_values" || edited) return
      edited = true
      const changed = sealMessageFields({ name: "Edited Name", email: "edited@clinic.example", message: "Edited question" }, ringB)
      await pool.query("update public.messages set name = $2, email = $3, message = $4, email_bidx = $5, name_bidx = $6 where id = $1", [
        target!.id,
        changed.name,
        changed.email,
        changed.message,
        blindIndex(bidxKey, "email", "edited@clinic.example"),
        blindIndex(bidxKey, "name", "Edited Name"),
      ])
      await pool.query("update public.lead_events set body = $2 where id = $1", [note!.id, seal(ringB, "lead_events.body", "Edited note")])
    }
    const result = await rotateSupabaseLeadKeys(serviceRpc, keyring(key(KEY_C), [key(KEY_B)]))
    expect(edited).toBe(true)
    expect(result.unopened).toEqual([])
    plain.set(target!.id, { name: "Edited Name", email: "edited@clinic.example", message: "Edited question" })
    notes.set(note!.id, "Edited note")
    // The edit is what is stored (opened with C alone: the next pass re-wrapped it), and nothing is left under B.
    await expectAllUnder(KEY_C, bidxKey)

    // The functions themselves: a write-back whose old value is not the stored one changes nothing, nor one that
    // changes the ciphertext.
    const ringC = keyring(key(KEY_C))
    const [row] = await messages()
    const stale = { id: row!.id, name: row!.name, email: row!.email, message: row!.message, old_name: "lc1.00000000.x.y", old_email: row!.email, old_message: row!.message }
    expect(await serviceRpc("rewrap_lead_values", { p_messages: [stale], p_events: [] })).toBe(0)
    const other = sealMessageFields({ name: "Other", email: "other@clinic.example", message: "Other" }, ringC)
    expect(await serviceRpc("rewrap_lead_values", { p_messages: [{ id: row!.id, ...other, old_name: row!.name, old_email: row!.email, old_message: row!.message }], p_events: [] })).toBe(0)
    const [bidx] = (await secrets()).filter((s) => s.name === BIDX_SECRET)
    const otherKey = seal(ringC, BIDX_SECRET, "00".repeat(32))
    expect(await serviceRpc("rewrap_lead_secrets", { p_secrets: [{ name: BIDX_SECRET, value: otherKey, old_value: bidx!.value }] })).toBe(0)
    expect((await messages())[0]).toEqual(row)
    expect((await secrets()).find((s) => s.name === BIDX_SECRET)).toEqual(bidx)
  }, 120_000)

  it("npm run admin -- rotate-lead-key re-wraps on Supabase through the service-role functions", async () => {
    const bidxKey = bidxKeyWith(keyring(key(KEY_C)), await secrets())
    const env: NodeJS.ProcessEnv = { ...process.env, NEXT_PUBLIC_SUPABASE_URL: api, NEXT_PUBLIC_SUPABASE_ANON_KEY: ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY, LEAD_ENCRYPTION_KEY: KEY_C, LEAD_ENCRYPTION_KEY_NEW: KEY_D }
    delete env.DATABASE_URL
    called.length = 0
    const run = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ["scripts/admin.mjs", "rotate-lead-key"], { env })
      let stdout = ""
      let stderr = ""
      child.stdout.on("data", (c: Buffer) => (stdout += c.toString()))
      child.stderr.on("data", (c: Buffer) => (stderr += c.toString()))
      child.on("close", (status) => resolve({ status, stdout, stderr }))
    })
    expect(run.stderr).toBe("")
    expect(run.stdout).toMatch(new RegExp(`Done: ${plain.size + notes.size} values re-wrapped under master key ${key(KEY_D).id}`))
    expect(run.status).toBe(0)
    expect(called.every((c) => c.startsWith("service_role "))).toBe(true)
    await expectAllUnder(KEY_D, bidxKey)

    // Without the service-role key, or with a key that does not open the project's leads, it refuses and changes nothing.
    const refused = spawn(process.execPath, ["scripts/admin.mjs", "rotate-lead-key"], { env: { ...env, SUPABASE_SERVICE_ROLE_KEY: "", LEAD_ENCRYPTION_KEY: KEY_D, LEAD_ENCRYPTION_KEY_NEW: KEY_A } })
    let said = ""
    refused.stderr.on("data", (c: Buffer) => (said += c.toString()))
    expect(await new Promise((resolve) => refused.on("close", resolve))).toBe(1)
    expect(said).toMatch(/SUPABASE_SERVICE_ROLE_KEY is not set/)
    await expect(rotateSupabaseLeadKeys(serviceRpc, keyring(key(KEY_A), [key(KEY_B)]))).rejects.toThrow(/LEAD_ENCRYPTION_KEY does not open/)
    await expectAllUnder(KEY_D, bidxKey)
  }, 120_000)

  it("a server started with the new key alone passes the key check and finds the leads; the old key is refused", async () => {
    const bidxKey = bidxKeyWith(keyring(key(KEY_D)), await secrets())
    setKeys(KEY_D)
    const prepared = await prepareSupabaseLeadCrypto(api, client(ANON_KEY))
    expect(prepared.bidxKey).toEqual(bidxKey)
    const backend = createSupabaseBackend(new MemoryJar(), { url: api, anonKey: ANON_KEY }, SERVICE_KEY)
    const input = lead("After Patient", "after@clinic.example", "After question")
    await backend.messages.create(input, [])
    const row = (await pool.query<Row>("select id, email from public.messages where email_bidx = $1", [blindIndex(bidxKey, "email", "AFTER@clinic.example")])).rows[0]
    expect(row?.id).toBe(input.id)
    expect(open(keyring(key(KEY_D)), "messages.email", row!.email)).toBe("after@clinic.example")

    resetSupabaseLeadCrypto()
    setKeys(KEY_C)
    await expect(prepareSupabaseLeadCrypto(api, client(ANON_KEY))).rejects.toThrow(/LEAD_ENCRYPTION_KEY does not open this Supabase project's leads/)
  })

  it("a value no key opens (tampered) is left as it is and named; the rest is re-wrapped", async () => {
    const ringD = keyring(key(KEY_D))
    const bidxKey = bidxKeyWith(ringD, await secrets())
    const [note] = await events()
    const parts = note!.body.split(".")
    const wrapped = Buffer.from(parts[2]!, "base64url")
    wrapped[20] = wrapped[20]! ^ 1
    const tampered = [parts[0], parts[1], wrapped.toString("base64url"), parts[3]].join(".")
    await pool.query("update public.lead_events set body = $2 where id = $1", [note!.id, tampered])
    const result = await rotateSupabaseLeadKeys(serviceRpc, keyring(key(KEY_A), [ringD.current]))
    expect(result.unopened).toEqual([`lead_events ${note!.id}`])
    expect((await pool.query("select body from public.lead_events where id = $1", [note!.id])).rows[0].body).toBe(tampered)
    await pool.query("delete from public.lead_events where id = $1", [note!.id])
    notes.delete(note!.id)
    await expectAllUnder(KEY_A, bidxKey)
  }, 120_000)

  it("only the service role may call the rotation's functions (not the anon key, not a signed-in member)", async () => {
    const [row] = await messages()
    const [secret] = await secrets()
    const calls: Array<[string, Record<string, unknown>, string]> = [
      ["lead_values_to_rewrap", { p_key_id: "00000000", p_table: "messages", p_after: null, p_limit: 10 }, "select public.lead_values_to_rewrap('00000000', 'messages', null, 10)"],
      [
        "rewrap_lead_values",
        { p_messages: [{ ...row, old_name: row!.name, old_email: row!.email, old_message: row!.message }], p_events: [] },
        `select public.rewrap_lead_values('${JSON.stringify([{ ...row, old_name: row!.name, old_email: row!.email, old_message: row!.message }])}'::jsonb, '[]'::jsonb)`,
      ],
      ["rewrap_lead_secrets", { p_secrets: [{ ...secret, old_value: secret!.value }] }, `select public.rewrap_lead_secrets('${JSON.stringify([{ ...secret, old_value: secret!.value }])}'::jsonb)`],
    ]
    for (const [fn, args, sql] of calls) {
      expect((await rpc("anon", fn, args)).status, fn).toBe(403)
      expect(await attemptAs(pool, randomUUID(), sql, [], ["42501"]), fn).toBe("denied")
      expect((await rpc("service_role", fn, args)).status, fn).toBe(200)
    }
    // What a caller may list is sealed values only, and only the two tables.
    expect((await rpc("service_role", "lead_values_to_rewrap", { p_key_id: "00000000", p_table: "users", p_after: null, p_limit: 10 })).status).toBe(400)
    expect((await rpc("service_role", "lead_values_to_rewrap", { p_key_id: "%", p_table: "messages", p_after: null, p_limit: 10 })).status).toBe(400)
  })
})
