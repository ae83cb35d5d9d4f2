import { createHash, randomUUID } from "node:crypto"

import pg from "pg"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"

import { createSupabaseBackend } from "@/lib/backend/supabase"
import { openEventBody, openMessageFields } from "@/lib/backend/sql/lead-crypto"
import { prepareSupabaseLeadCrypto, resetSupabaseLeadCrypto } from "@/lib/backend/supabase/lead-crypto"
import { sessionlessClient } from "@/lib/backend/supabase/server"
import { blindIndex, BIDX_SECRET, keyring, open, parseMasterKey } from "@/lib/server/crypto/envelope"
import { leadKeyring, resetLeadKeyring } from "@/lib/server/crypto/lead-keys"
import type { MessageInput } from "@/lib/domain/types"

import { MemoryJar } from "../../helpers/data-harness"
import { openSupabaseDb } from "../../helpers/supabase-db"
import { callAsPostgrest, startPostgrestStub, type StubRole } from "../../helpers/postgrest-stub"

const url = process.env.TEST_DATABASE_URL
const ANON_KEY = "anon-key-for-tests"
const SERVICE_KEY = "service-role-key-for-tests"
const CANARY = { name: "Canary Quillfeather", email: "canary.quillfeather@clinic.example", message: "Canary-7731 asks about implants" }
const CANARY_PARTS = ["Quillfeather", "quillfeather", "Canary-7731", "Olden", "veneers"]
const TEST_KEY = process.env.LEAD_ENCRYPTION_KEY!

// Lead encryption on Supabase (supabase/migrations/20261202002800_lead_encryption_sealed.sql) end to end: the adapter
// talks to a stand-in for PostgREST's RPC endpoint that calls the real functions on PostgreSQL with Supabase's roles
// (the anon key: the public form; the service-role key), as PostgREST does, each call its own committed transaction;
// then every table is read as the service role and searched for the visitor's words.
describe.skipIf(!url)("Supabase adapter: leads sealed before the database (PostgreSQL)", () => {
  const dbName = `sb_lead_crypto_${process.pid}_${Date.now().toString(36)}`
  let pool: pg.Pool
  let drop: (() => Promise<void>) | undefined
  let stub: { url: string; close(): Promise<void> } | undefined
  let api = ""
  const called: string[] = []

  const rpc = (role: StubRole, fn: string, args: Record<string, unknown>) => callAsPostgrest(pool, role, fn, args)

  /** A read of consent_versions as PostgREST answers it: its `eq.` filters, the caller's role, one object when asked. */
  async function versionsRead(role: "anon" | "service_role", query: URLSearchParams, single: boolean): Promise<{ status: number; body: unknown }> {
    const filters = [...query].filter(([k, v]) => ["id", "form", "locale", "hash"].includes(k) && v.startsWith("eq."))
    const c = await pool.connect()
    try {
      await c.query("begin")
      await c.query(`set local role ${role}`)
      const where = filters.map(([k], i) => `${k}::text = $${i + 1}`).join(" and ") || "true"
      const { rows } = await c.query(`select to_jsonb(v) as row from public.consent_versions v where ${where} order by version`, filters.map(([, v]) => v.slice(3)))
      await c.query("rollback")
      const out = rows.map((r) => r.row)
      return single ? (out.length === 1 ? { status: 200, body: out[0] } : { status: 406, body: { code: "PGRST116", message: `${out.length} rows`, details: null, hint: null } }) : { status: 200, body: out }
    } finally {
      c.release()
    }
  }

  beforeAll(async () => {
    const db = await openSupabaseDb(url!, dbName, { max: 4, label: "lead-encryption" })
    pool = db.pool
    drop = db.drop
    // A lead and its note stored in plain text before the migration (the submit functions then took plain text).
    const old = (await pool.query("insert into public.messages (name, email, message) values ('Olden Patient', 'olden@clinic.example', 'Plain question about veneers') returning id")).rows[0].id
    await pool.query("insert into public.lead_events (message_id, kind, body) values ($1, 'note', 'Plain note: called Olden back')", [old])
    stub = await startPostgrestStub(pool, {
      serviceKey: SERVICE_KEY,
      calls: called,
      route: (req, target, role) =>
        target.pathname === "/rest/v1/consent_versions" && req.method === "GET"
          ? versionsRead(role, target.searchParams, String(req.headers.accept ?? "").includes("vnd.pgrst.object"))
          : null,
    })
    api = stub.url
  }, 120_000)
  afterAll(async () => {
    await stub?.close()
    await drop?.()
  }, 60_000)
  afterEach(() => {
    resetSupabaseLeadCrypto()
    resetLeadKeyring()
    process.env.LEAD_ENCRYPTION_KEY = TEST_KEY
  })

  const client = (key: string) => sessionlessClient(api, key)
  const canaryInput = (): MessageInput => ({
    id: randomUUID(),
    ...CANARY,
    folder: "inbox",
    spam_reason: "",
    possible_spam: false,
    page_path: "/contact",
    referrer_origin: "",
    utm: {},
    locale: "en",
  })

  it("the first start without the service-role key refuses, naming it; with it, the key check and blind index key are stored sealed", async () => {
    await expect(prepareSupabaseLeadCrypto(api, client(ANON_KEY))).rejects.toThrow(/SUPABASE_SERVICE_ROLE_KEY/)
    const prepared = await prepareSupabaseLeadCrypto(api, client(ANON_KEY), () => client(SERVICE_KEY))
    expect(called).toContain("service_role init_lead_secrets")
    const stored = (await pool.query("select name, value from private.lead_secrets order by name")).rows
    expect(stored.map((r) => r.name)).toEqual(["lead_blind_index_key", "lead_key_check"])
    for (const r of stored) expect(r.value).toMatch(/^lc1\.[0-9a-f]{8}\./)
    expect(prepared.bidxKey.toString("hex")).toBe(open(keyring(parseMasterKey(TEST_KEY)!), BIDX_SECRET, stored[0].value))
    // The lead stored in plain text before is sealed now, found by its blind index, and opens as it was.
    const olden = (await pool.query("select m.*, e.body from public.messages m join public.lead_events e on e.message_id = m.id")).rows[0]
    expect(JSON.stringify(olden)).not.toMatch(/Olden|olden@|veneers|Plain note/)
    expect(olden.email_bidx).toBe(blindIndex(prepared.bidxKey, "email", "olden@clinic.example"))
    expect(openMessageFields(olden)).toEqual({ name: "Olden Patient", email: "olden@clinic.example", message: "Plain question about veneers", undecryptable: false })
    expect(openEventBody(olden.body, "note")).toBe("Plain note: called Olden back")
    expect(called).toEqual(expect.arrayContaining(["service_role plain_lead_rows", "service_role seal_lead_rows"]))
    // Those functions are the service role's only.
    expect((await rpc("anon", "plain_lead_rows", { p_limit: 10 })).status).toBe(403)
    expect((await rpc("anon", "seal_lead_rows", { p_messages: [], p_events: [] })).status).toBe(403)
    // The anon key cannot store them.
    expect((await rpc("anon", "init_lead_secrets", { p_check: stored[1].value, p_bidx: stored[0].value })).status).toBe(403)
  })

  it("a lead stored through the adapter holds no canary value in any column of any table (read as the service role)", async () => {
    const backend = createSupabaseBackend(new MemoryJar(), { url: api, anonKey: ANON_KEY }, SERVICE_KEY)
    const input = canaryInput()
    await backend.messages.create(input, [])
    expect(called).toContain("anon submit_contact_message")

    const tables = (await pool.query("select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'")).rows as { table_name: string }[]
    const c = await pool.connect()
    let text = ""
    try {
      await c.query("begin")
      await c.query("set local role service_role")
      for (const t of tables) text += (await c.query(`select row_to_json(x)::text as j from public.${t.table_name} x`)).rows.map((r) => r.j).join("\n")
    } finally {
      await c.query("rollback")
      c.release()
    }
    expect(text).toContain(input.id)
    for (const part of CANARY_PARTS) expect(text).not.toContain(part)
    // Found by its blind index (any case and spacing); opened by the server's key.
    const { bidxKey } = await prepareSupabaseLeadCrypto(api, client(ANON_KEY))
    const row = (await pool.query("select * from public.messages where email_bidx = $1", [blindIndex(bidxKey, "email", " Canary.Quillfeather@clinic.example ")])).rows[0]
    expect(row.id).toBe(input.id)
    expect(row.name_bidx).toBe(blindIndex(bidxKey, "name", CANARY.name))
  })

  it("consent: the server numbers a wording's version once (service role only); a lead records the version its form showed, the box and the time", async () => {
    const backend = createSupabaseBackend(new MemoryJar(), { url: api, anonKey: ANON_KEY }, SERVICE_KEY)
    const consent = backend.consent!
    const text = "I agree that Lumora contacts me about my request.\n\nSend me news and offers."
    const hash = createHash("sha256").update(text, "utf8").digest("hex")
    const first = await consent.ensure({ form: "contact", locale: "en", text, hash, createdBy: null })
    expect(first).toMatchObject({ form: "contact", locale: "en", version: 1, hash, text })
    // The same wording is the same version; another one is the next number; another form numbers its own.
    expect((await rpc("service_role", "ensure_consent_version", { p_form: "contact", p_locale: "en", p_text: text, p_hash: hash })).body).toMatchObject({ id: first.id, version: 1 })
    const second = (await rpc("service_role", "ensure_consent_version", { p_form: "contact", p_locale: "en", p_text: `${text}!`, p_hash: createHash("sha256").update(`${text}!`).digest("hex") })).body
    expect(second).toMatchObject({ version: 2 })
    const download = (await rpc("service_role", "ensure_consent_version", { p_form: "download", p_locale: "en", p_text: text, p_hash: hash })).body as { id: string; version: number }
    expect(download.version).toBe(1)
    // Nobody else may number one, nor give a hash that is not the wording's.
    expect((await rpc("anon", "ensure_consent_version", { p_form: "contact", p_locale: "en", p_text: "Made up", p_hash: "0".repeat(64) })).status).toBe(403)
    expect((await rpc("service_role", "ensure_consent_version", { p_form: "contact", p_locale: "en", p_text: "Made up", p_hash: "0".repeat(64) })).status).toBe(400)

    const input = { ...canaryInput(), email: "consent@clinic.example", consent: { version_id: first.id, marketing: true, at: new Date().toISOString() } }
    await backend.messages.create(input, [])
    const row = (await pool.query("select consent_version_id, consent_marketing, consent_at > now() - interval '1 minute' as fresh from public.messages where id = $1", [input.id])).rows[0]
    expect(row).toEqual({ consent_version_id: first.id, consent_marketing: true, fresh: true })
    // A version of another form (or language) is refused, and nothing is stored.
    const wrong = { ...canaryInput(), email: "wrong@clinic.example", consent: { version_id: download.id, marketing: false, at: new Date().toISOString() } }
    await expect(backend.messages.create(wrong, [])).rejects.toThrow()
    expect((await pool.query("select count(*)::int as n from public.messages where id = $1", [wrong.id])).rows[0].n).toBe(0)
    // Without consent (a backend without the service-role key has no consent store): null columns.
    const none = { ...canaryInput(), email: "none@clinic.example" }
    expect(createSupabaseBackend(new MemoryJar(), { url: api, anonKey: ANON_KEY }, "").consent).toBeUndefined()
    await backend.messages.create(none, [])
    expect((await pool.query("select consent_version_id, consent_marketing, consent_at from public.messages where id = $1", [none.id])).rows[0]).toEqual({
      consent_version_id: null,
      consent_marketing: null,
      consent_at: null,
    })
  })

  it("on Supabase the key is required: without LEAD_ENCRYPTION_KEY, or with another key, the server refuses, naming the variable", async () => {
    const saved = { ...process.env }
    try {
      process.env.NEXT_PUBLIC_SUPABASE_URL = api
      process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = ANON_KEY
      delete process.env.DATABASE_URL
      delete process.env.LEAD_ENCRYPTION_KEY
      resetLeadKeyring()
      expect(() => leadKeyring()).toThrow(/LEAD_ENCRYPTION_KEY is not set\. On Supabase/)
      await expect(prepareSupabaseLeadCrypto(api, client(ANON_KEY), () => client(SERVICE_KEY))).rejects.toThrow(/LEAD_ENCRYPTION_KEY/)
      process.env.LEAD_ENCRYPTION_KEY = "ab".repeat(32)
      resetLeadKeyring()
      resetSupabaseLeadCrypto()
      await expect(prepareSupabaseLeadCrypto(api, client(ANON_KEY), () => client(SERVICE_KEY))).rejects.toThrow(/LEAD_ENCRYPTION_KEY does not open this Supabase project's leads/)
    } finally {
      process.env = saved
    }
  })
})
