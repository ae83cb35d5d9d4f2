import { spawnSync } from "node:child_process"
import { randomUUID } from "node:crypto"
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { PGlite } from "@electric-sql/pglite"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"

import { migrate } from "@/lib/backend/db/migrate"
import { pgliteThreadDb } from "@/lib/backend/db/pglite-thread"
import type { Db } from "@/lib/backend/db/types"
import { postgresDb } from "@/lib/backend/db/postgres"
import { prepareLeadCrypto, rotateLeadKeys } from "@/lib/backend/sql/lead-crypto"
import { sqlMessages } from "@/lib/backend/sql/messages"
import type { MessageInput } from "@/lib/domain/types"
import * as leads from "@/lib/data/leads"
import * as messages from "@/lib/data/messages"
import { keyring, open, parseMasterKey, sealedKeyId } from "@/lib/server/crypto/envelope"
import { leadKeyring, resetLeadKeyring } from "@/lib/server/crypto/lead-keys"
import { resetServerEnv } from "@/lib/server/env"

import { MemoryJar, openHarness, postgresFactory, signUpAndIn, type DbFactory, type Harness } from "../../helpers/data-harness"

// A lead with canary values: none of them may be found anywhere the database keeps its data, while the admin
// reads them in full (docs/privacy.md).
const CANARY = { name: "Zed Canarywood", email: "canary-5c1e9a@clinic.example", phone: "+44 7700 918273", text: "canary-text-b7d2 knee pain" }
const canaries = [CANARY.email, CANARY.phone, CANARY.text, "Canarywood"]
const ORIGINAL_KEY = process.env.LEAD_ENCRYPTION_KEY
const OWNER = { email: "owner@example.com", password: "correct horse battery staple" }

function setEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
  resetServerEnv()
  resetLeadKeyring()
}

/** The embedded database on disk, on its thread, as the server runs it; its folder is kept for the file check. */
function diskFactory(dir: string): DbFactory {
  return {
    label: "embedded (PGlite on disk)",
    async open() {
      const db = await pgliteThreadDb({ dataDir: join(dir, "pgdata"), startParams: PGlite.defaultStartParams })
      await migrate(db)
      return { db, close: () => db.close() }
    },
  }
}

/** Every row of every table of the database as text (what a dump holds). */
async function everyRowAsText(db: Db): Promise<string> {
  const tables = await db.query<{ schema: string; name: string }>(
    "select table_schema as schema, table_name as name from information_schema.tables where table_type = 'BASE TABLE' and table_schema = current_schema()",
  )
  let all = ""
  for (const t of tables) {
    const rows = await db.query<{ t: string }>(`select t::text as t from "${t.name}" t`)
    all += rows.map((r) => r.t).join("\n")
  }
  return all
}

function filesContaining(dir: string, needle: string): string[] {
  const found: string[] = []
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name)
      if (statSync(p).isDirectory()) walk(p)
      else if (readFileSync(p).includes(Buffer.from(needle))) found.push(p)
    }
  }
  walk(dir)
  return found
}

const url = process.env.TEST_DATABASE_URL
const dir = mkdtempSync(join(tmpdir(), "leadcrypt-pglite-"))
const factories: Array<[DbFactory, string | null]> = [[diskFactory(dir), dir], ...(url ? [[postgresFactory(url), null] as [DbFactory, null]] : [])]

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe.each(factories)("lead encryption on %s", (factory, dataDir) => {
  let h: Harness
  const owner = new MemoryJar()
  const logged: string[] = []
  const asOwner = <T>(fn: () => Promise<T>) => h.as(owner, fn)

  beforeAll(async () => {
    setEnv({ SMTP_URL: "smtp://127.0.0.1:2525", WEBHOOK_URL: "https://hooks.example/lead", NOTIFY_EMAILS: "team@example.com" })
    for (const level of ["log", "warn", "error", "info"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")))
    }
    h = await openHarness(factory)
    await prepareLeadCrypto(h.db)
    await signUpAndIn(h, owner, OWNER)
  }, 120_000)
  afterAll(async () => {
    vi.restoreAllMocks()
    setEnv({ SMTP_URL: undefined, WEBHOOK_URL: undefined, NOTIFY_EMAILS: undefined, LEAD_ENCRYPTION_KEY: ORIGINAL_KEY, LEAD_ENCRYPTION_KEY_NEW: undefined })
    await h?.close()
  })

  let id = ""
  it("stores a lead's canaries nowhere in plain text (tables, outbox, log, files) while the admin reads them in full", async () => {
    const row = await h.as(null, () => messages.createMessage({ name: CANARY.name, email: CANARY.email, message: `Phone ${CANARY.phone}. ${CANARY.text}` }))
    id = row.id
    await h.as(null, () => messages.createMessage({ name: "Other Person", email: "other@example.com", message: "Hello" }))
    const lead = await asOwner(() => leads.getLead(id))
    expect(lead.lead).toMatchObject({ name: CANARY.name, email: CANARY.email, message: `Phone ${CANARY.phone}. ${CANARY.text}` })
    // The notification e-mail and webhook were queued; the worker opens them (toOutboxJob) just before sending.
    const outbox = await h.db.query<{ payload: unknown }>("select payload from outbox")
    expect(outbox.length).toBeGreaterThanOrEqual(2)
    const dump = await everyRowAsText(h.db)
    for (const c of canaries) {
      expect(dump).not.toContain(c)
      expect(JSON.stringify(outbox)).not.toContain(c)
      expect(logged.join("\n")).not.toContain(c)
    }
    expect((await asOwner(() => messages.getMessage(id))).email).toBe(CANARY.email)
  })

  it("finds the lead by its whole e-mail or name through the blind index, and by part of it among recent messages", async () => {
    for (const search of [CANARY.email.toUpperCase(), "zed  canarywood", "canary-text-b7d2"]) {
      expect((await asOwner(() => messages.listMessages({ search }))).rows.map((r) => r.id)).toEqual([id])
    }
    expect((await asOwner(() => messages.listMessages({ search: "nobody@example.com" }))).total).toBe(0)
  })

  it.runIf(dataDir)("keeps no canary in the embedded database's files", async () => {
    await h.db.exec("checkpoint")
    for (const c of canaries) expect(filesContaining(dataDir!, c)).toEqual([])
  })

  it("shows a tampered lead as not decryptable, logs it, and the rest of the inbox works", async () => {
    const [row] = await h.db.query<{ message: string }>("select message from messages where id = $1", [id])
    const body = row!.message.split(".")
    const bytes = Buffer.from(body[3]!, "base64url")
    bytes[bytes.length - 20]! ^= 1
    body[3] = bytes.toString("base64url")
    await h.db.query("update messages set message = $2 where id = $1", [id, body.join(".")])
    const listed = await asOwner(() => messages.listMessages({}))
    expect(listed.total).toBe(2)
    expect(listed.rows.find((r) => r.id === id)).toMatchObject({ undecryptable: true, name: "", email: "", message: "" })
    expect(listed.rows.find((r) => r.id !== id)).toMatchObject({ name: "Other Person", email: "other@example.com" })
    expect(logged.join("\n")).toContain(`[leads] lead ${id} cannot be decrypted`)
    await h.db.query("update messages set message = $2 where id = $1", [id, row!.message])
  })

  it("refuses a master key that does not open the leads, naming LEAD_ENCRYPTION_KEY; and a malformed one", async () => {
    const good = process.env.LEAD_ENCRYPTION_KEY
    try {
      setEnv({ LEAD_ENCRYPTION_KEY: "ab".repeat(32) })
      const fresh = { ...h.db } // another "process" on the same database: nothing cached
      await expect(prepareLeadCrypto(fresh)).rejects.toThrow(/LEAD_ENCRYPTION_KEY does not open this database's leads/)
      setEnv({ LEAD_ENCRYPTION_KEY: "short" })
      await expect(prepareLeadCrypto({ ...h.db })).rejects.toThrow(/LEAD_ENCRYPTION_KEY is not a valid lead encryption key/)
    } finally {
      setEnv({ LEAD_ENCRYPTION_KEY: good })
    }
  })

  it("seals rows stored in plain text before (at the start), once", async () => {
    const [plain] = await h.db.query<{ id: string }>(
      "insert into messages (name, email, message) values ('Old Plain', 'old-plain@example.com', 'from before') returning id",
    )
    await prepareLeadCrypto({ ...h.db })
    expect(await everyRowAsText(h.db)).not.toContain("old-plain@example.com")
    expect((await asOwner(() => messages.getMessage(plain!.id))).email).toBe("old-plain@example.com")
    expect((await asOwner(() => messages.listMessages({ search: "old-plain@example.com" }))).total).toBe(1)
  })

  it("rotates to a new master key while leads keep arriving and being read; then the new key alone opens everything", async () => {
    const oldKey = parseMasterKey(process.env.LEAD_ENCRYPTION_KEY!)!
    const newText = "cd".repeat(32)
    const newKey = parseMasterKey(newText)!
    for (let i = 0; i < 30; i++) await h.as(null, () => messages.createMessage({ name: `Before ${i}`, email: `b${i}@example.com`, message: "x" }))
    // The serving process learns the new key (LEAD_ENCRYPTION_KEY_NEW) and writes with it; the rotation runs beside it.
    setEnv({ LEAD_ENCRYPTION_KEY_NEW: newText })
    const serving = (async () => {
      for (let i = 0; i < 10; i++) {
        await h.as(null, () => messages.createMessage({ name: `During ${i}`, email: `d${i}@example.com`, message: "y" }))
        expect((await asOwner(() => messages.listMessages({ pageSize: 25 }))).rows.every((r) => !r.undecryptable)).toBe(true)
      }
    })()
    const count = await rotateLeadKeys(h.db, keyring(newKey, [oldKey]))
    await serving
    expect(count).toBeGreaterThan(30)
    const sealed = await h.db.query<{ email: string }>("select email from messages")
    expect(new Set(sealed.map((r) => sealedKeyId(r.email)))).toEqual(new Set([newKey.id]))
    const payloads = await h.db.query<{ payload: { sealed: string } }>("select payload from outbox")
    expect(new Set(payloads.map((r) => sealedKeyId(r.payload.sealed)))).toEqual(new Set([newKey.id]))
    // After the rotation: the new key is the only one; a restart with it opens every lead, the old key is refused.
    setEnv({ LEAD_ENCRYPTION_KEY: newText, LEAD_ENCRYPTION_KEY_NEW: undefined })
    expect([...leadKeyring().known.keys()]).toEqual([newKey.id])
    await prepareLeadCrypto({ ...h.db })
    const all = await asOwner(() => messages.listMessages({ pageSize: 100 }))
    expect(all.rows.filter((r) => r.undecryptable)).toEqual([])
    expect(all.rows.find((r) => r.id === id)?.email).toBe(CANARY.email)
    setEnv({ LEAD_ENCRYPTION_KEY: oldKey.key.toString("hex") })
    await expect(prepareLeadCrypto({ ...h.db })).rejects.toThrow(/LEAD_ENCRYPTION_KEY does not open/)
    setEnv({ LEAD_ENCRYPTION_KEY: newText })
  })
})

describe.runIf(url)("npm run admin -- rotate-lead-key on PostgreSQL", () => {
  it("re-wraps every data key under LEAD_ENCRYPTION_KEY_NEW; then the new key alone opens every lead", async () => {
    const schema = `leadcrypt_cli_${process.pid}_${Date.now().toString(36)}`
    const admin = postgresDb(url!, { max: 1 })
    await admin.exec(`create schema ${schema}`)
    const db = postgresDb(url!, { searchPath: schema })
    try {
      await migrate(db)
      await prepareLeadCrypto(db)
      const store = sqlMessages(db)
      for (let i = 0; i < 3; i++) {
        await store.create({ id: randomUUID(), name: `Cli ${i}`, email: `cli${i}@example.com`, message: "m", folder: "inbox", spam_reason: "", possible_spam: false, page_path: "", referrer_origin: "", utm: {} } as MessageInput, [
          { kind: "email", topic: "contact", ref: null, payload: { to: ["team@example.com"], text: `cli${i}@example.com` } },
        ])
      }
      const newText = "ef".repeat(32)
      const cliUrl = new URL(url!)
      cliUrl.searchParams.set("options", `-c search_path=${schema}`)
      const run = spawnSync(process.execPath, ["scripts/admin.mjs", "rotate-lead-key"], {
        env: { ...process.env, DATABASE_URL: cliUrl.toString(), LEAD_ENCRYPTION_KEY: ORIGINAL_KEY, LEAD_ENCRYPTION_KEY_NEW: newText },
        encoding: "utf8",
      })
      expect(run.stderr).toBe("")
      expect(run.stdout).toMatch(/Done: \d+ values re-wrapped under master key/)
      expect(run.status).toBe(0)
      const newKey = parseMasterKey(newText)!
      const rows = await db.query<{ email: string }>("select email from messages")
      expect(rows.map((r) => open(keyring(newKey), "messages.email", r.email)).sort()).toEqual(["cli0@example.com", "cli1@example.com", "cli2@example.com"])
      const jobs = await db.query<{ payload: { sealed: string } }>("select payload from outbox")
      expect(jobs.map((j) => sealedKeyId(j.payload.sealed))).toEqual([newKey.id, newKey.id, newKey.id])
      const [check] = await db.query<{ value: string }>("select value from app_secrets where name = 'lead_key_check'")
      expect(sealedKeyId(check!.value)).toBe(newKey.id)
    } finally {
      await db.close()
      await admin.exec(`drop schema if exists ${schema} cascade`)
      await admin.close()
    }
  }, 120_000)
})
