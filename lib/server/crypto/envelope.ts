// Envelope encryption of personal fields (docs/privacy.md). Pure: node:crypto only, no "server-only" import, so the
// admin CLI (scripts/admin.mjs) loads this file as it is (Node strips the types).
//
// A sealed value is one string:   lc1.<master key id>.<wrapped data key>.<iv|ciphertext|tag>
// - the data key (32 random bytes, one per record) encrypts the field with AES-256-GCM; the field's name is the
//   additional authenticated data, so a value moved to another column fails to open;
// - the data key is wrapped (AES-256-GCM) by the master key named by its id (the first 8 hex digits of the key's
//   SHA-256); the master key itself is never stored in the database.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto"

export const SEALED_PREFIX = "lc1."
const WRAP_AAD = Buffer.from("lumora-lead-data-key")

export type MasterKey = { id: string; key: Buffer }
/** `current` wraps new data keys; `known` opens (every key this process holds, `current` included). */
export type Keyring = { current: MasterKey; known: Map<string, Buffer> }

export class LeadKeyError extends Error {}
export class SealError extends Error {}

export function masterKeyId(key: Buffer): string {
  return createHash("sha256").update(key).digest("hex").slice(0, 8)
}

/** A master key from its text: 64 hex digits, or 32 bytes in base64 / base64url. Null when it is not one. */
export function parseMasterKey(text: string): MasterKey | null {
  const t = text.trim()
  let key: Buffer | null = null
  if (/^[0-9a-fA-F]{64}$/.test(t)) key = Buffer.from(t, "hex")
  else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(t)) {
    const b = Buffer.from(t.replace(/-/g, "+").replace(/_/g, "/"), "base64")
    if (b.length === 32) key = b
  }
  return key ? { id: masterKeyId(key), key } : null
}

export function newMasterKeyText(): string {
  return randomBytes(32).toString("hex")
}

export function keyring(current: MasterKey, others: MasterKey[] = []): Keyring {
  const known = new Map<string, Buffer>()
  for (const k of [current, ...others]) known.set(k.id, k.key)
  return { current, known }
}

function gcm(key: Buffer, data: Buffer, aad: Buffer): Buffer {
  const iv = randomBytes(12)
  const c = createCipheriv("aes-256-gcm", key, iv)
  c.setAAD(aad)
  const body = Buffer.concat([c.update(data), c.final()])
  return Buffer.concat([iv, body, c.getAuthTag()])
}

function ungcm(key: Buffer, blob: Buffer, aad: Buffer): Buffer {
  if (blob.length < 28) throw new SealError("too short")
  const d = createDecipheriv("aes-256-gcm", key, blob.subarray(0, 12))
  d.setAAD(aad)
  d.setAuthTag(blob.subarray(blob.length - 16))
  try {
    return Buffer.concat([d.update(blob.subarray(12, blob.length - 16)), d.final()])
  } catch {
    throw new SealError("authentication failed")
  }
}

/** A record's data key, wrapped: `<master key id>.<wrapped>`; seal its fields with `sealWith`. */
export type DataKey = { key: Buffer; wrapped: string }

export function newDataKey(ring: Keyring): DataKey {
  const key = randomBytes(32)
  return { key, wrapped: `${ring.current.id}.${gcm(ring.current.key, key, WRAP_AAD).toString("base64url")}` }
}

// Unwrapped data keys by their wrapped form: a page of leads opens each key once.
const unwrapped = new Map<string, Buffer>()
const UNWRAPPED_MAX = 20_000

function unwrap(ring: Keyring, wrapped: string): Buffer {
  const dot = wrapped.indexOf(".")
  const master = ring.known.get(wrapped.slice(0, dot))
  // Checked before the cache: a ring without the master key opens nothing, even a data key unwrapped before.
  if (!master) throw new SealError(`no master key with id ${wrapped.slice(0, dot)}`)
  const hit = unwrapped.get(wrapped)
  if (hit) return hit
  const key = ungcm(master, Buffer.from(wrapped.slice(dot + 1), "base64url"), WRAP_AAD)
  if (key.length !== 32) throw new SealError("bad data key")
  if (unwrapped.size >= UNWRAPPED_MAX) unwrapped.clear()
  unwrapped.set(wrapped, key)
  return key
}

export function sealWith(dk: DataKey, field: string, plaintext: string): string {
  return `${SEALED_PREFIX}${dk.wrapped}.${gcm(dk.key, Buffer.from(plaintext, "utf8"), Buffer.from(field)).toString("base64url")}`
}

/** Seals one value under a data key of its own. */
export function seal(ring: Keyring, field: string, plaintext: string): string {
  return sealWith(newDataKey(ring), field, plaintext)
}

export function isSealed(value: unknown): value is string {
  return typeof value === "string" && value.startsWith(SEALED_PREFIX)
}

function parts(value: string): [string, string, string] {
  const p = value.slice(SEALED_PREFIX.length).split(".")
  if (p.length !== 3 || !p[0] || !p[1] || !p[2]) throw new SealError("not a sealed value")
  return [p[0], p[1], p[2]]
}

// Values opened in the last ten minutes, by field and sealed value: a page of the lead list is opened again and again
// (paging back, a filter, a reload), and each open costs a cipher context (15 to 20 µs measured here, three per
// row). Consulted only after the master key is found in the ring, so a ring without it opens nothing, even a value
// opened before; a changed value is another entry, and only an authenticated value is kept. It holds nothing the
// process could not open anyway (the master key and the unwrapped data keys are in its memory too); erasures empty
// it (forgetOpenedValues), and an entry lives at most OPENED_TTL_MS.
const opened = new Map<string, { text: string; at: number }>()
const OPENED_MAX = 20_000
const OPENED_TTL_MS = 10 * 60_000

/** The plaintext; throws SealError when the value was changed, belongs to another field or no known key opens it. */
export function open(ring: Keyring, field: string, value: string): string {
  const [kid, wrapped, body] = parts(value)
  if (!ring.known.has(kid)) throw new SealError(`no master key with id ${kid}`)
  const entry = `${field}\u0000${value}`
  const now = Date.now()
  const hit = opened.get(entry)
  if (hit && now - hit.at < OPENED_TTL_MS) return hit.text
  const key = unwrap(ring, `${kid}.${wrapped}`)
  const text = ungcm(key, Buffer.from(body, "base64url"), Buffer.from(field)).toString("utf8")
  opened.delete(entry)
  if (opened.size >= OPENED_MAX) opened.delete(opened.keys().next().value!)
  opened.set(entry, { text, at: now })
  return text
}

/** Empties this process's opened values and unwrapped data keys (after an erasure: nothing of an erased lead stays). */
export function forgetOpenedValues(): void {
  opened.clear()
  unwrapped.clear()
}

/** How many opened values this process holds that are still fresh (tests). */
export function openedValuesHeld(now = Date.now()): number {
  let n = 0
  for (const v of opened.values()) if (now - v.at < OPENED_TTL_MS) n++
  return n
}

/** The master key id a sealed value's data key is wrapped by. */
export function sealedKeyId(value: string): string {
  return parts(value)[0]
}

/** The same value with its data key wrapped by the ring's current master key (the ciphertext is unchanged). */
export function rewrap(ring: Keyring, value: string): string {
  const [kid, wrapped, body] = parts(value)
  if (kid === ring.current.id) return value
  const key = unwrap(ring, `${kid}.${wrapped}`)
  return `${SEALED_PREFIX}${ring.current.id}.${gcm(ring.current.key, key, WRAP_AAD).toString("base64url")}.${body}`
}

/** A keyed blind index of a value (HMAC-SHA256, 128 bits, hex), for exact lookups without the plaintext. */
export function blindIndex(key: Buffer, kind: "email" | "name", value: string): string {
  const normal = value.normalize("NFC").trim().toLowerCase().replace(/\s+/g, " ")
  return createHmac("sha256", key).update(`${kind}:${normal}`).digest("hex").slice(0, 32)
}

// Rotation. Here, with no import but node:crypto, so that `npm run admin -- rotate-lead-key` runs the same code.

/** The app_secrets rows sealed under the master key: the key check (startup) and the blind index key. */
export const CHECK_SECRET = "lead_key_check"
export const BIDX_SECRET = "lead_blind_index_key"
const ROTATE_BATCH = 500
const FIELDS = ["name", "email", "message"] as const

type RotationQuery = { query<T extends Record<string, unknown> = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]> }
/** The database as the rotation needs it: queries in transactions (lib/backend/db's Db, or the CLI's adapter). */
export type RotationDb = { transaction<T>(fn: (tx: RotationQuery) => Promise<T>): Promise<T> }

/**
 * Re-wraps every data key under the ring's current master key, in batches each in its own transaction, while the
 * site serves: only the wrapped key in front of each value changes (the ciphertext stays), and a row changed
 * meanwhile is left to the next pass. The key check and the blind index key are re-wrapped last. Returns the count.
 */
export async function rotateLeadKeys(db: RotationDb, ring: Keyring, onBatch?: (done: number) => void): Promise<number> {
  const like = `lc1.${ring.current.id}.%`
  let total = 0
  const passes: Array<{ select: string; update: string; map: (r: Record<string, unknown>) => Record<string, unknown> }> = [
    {
      select: `select id, name, email, message from messages where name like 'lc1.%' and email like 'lc1.%' and message like 'lc1.%' and not (name like $1 and email like $1 and message like $1) limit ${ROTATE_BATCH} for update skip locked`,
      update: `update messages m set name = s.name, email = s.email, message = s.message
                 from jsonb_to_recordset($1::jsonb) as s(id uuid, name text, email text, message text, old_name text, old_email text, old_message text)
                where m.id = s.id and m.name = s.old_name and m.email = s.old_email and m.message = s.old_message`,
      map: (r) => ({
        id: r.id,
        ...Object.fromEntries(FIELDS.map((f) => [f, isSealed(r[f]) ? rewrap(ring, r[f]) : r[f]])),
        ...Object.fromEntries(FIELDS.map((f) => [`old_${f}`, r[f]])),
      }),
    },
    {
      select: `select id, body from lead_events where body like 'lc1.%' and body not like $1 limit ${ROTATE_BATCH} for update skip locked`,
      update: `update lead_events e set body = s.body from jsonb_to_recordset($1::jsonb) as s(id uuid, body text) where e.id = s.id`,
      map: (r) => ({ id: r.id, body: rewrap(ring, String(r.body)) }),
    },
    {
      select: `select id, payload from outbox where payload ? 'sealed' and payload ->> 'sealed' not like $1 limit ${ROTATE_BATCH} for update skip locked`,
      update: `update outbox o set payload = s.payload from jsonb_to_recordset($1::jsonb) as s(id uuid, payload jsonb) where o.id = s.id`,
      map: (r) => ({ id: r.id, payload: { sealed: rewrap(ring, String((r.payload as { sealed: string }).sealed)) } }),
    },
  ]
  for (const pass of passes) {
    for (;;) {
      const n = await db.transaction(async (tx) => {
        const rows = await tx.query<Record<string, unknown>>(pass.select, [like])
        if (rows.length === 0) return 0
        await tx.query(pass.update, [JSON.stringify(rows.map(pass.map))])
        return rows.length
      })
      total += n
      onBatch?.(total)
      if (n < ROTATE_BATCH) break
    }
  }
  await db.transaction(async (tx) => {
    for (const name of [BIDX_SECRET, CHECK_SECRET]) {
      const [row] = await tx.query<{ value: string }>("select value from app_secrets where name = $1 for update", [name])
      if (row && isSealed(row.value)) await tx.query("update app_secrets set value = $2 where name = $1", [name, rewrap(ring, row.value)])
    }
  })
  return total
}

/** A database function called as the service role through PostgREST (Supabase): its JSON answer; throws on an error. */
export type LeadRpc = (fn: string, args: Record<string, unknown>) => Promise<unknown>
export type SupabaseRotation = { rewrapped: number; unopened: string[] }
const ROTATE_PASSES = 5

/**
 * The same rotation on Supabase, through the service-role functions of
 * supabase/migrations/20261203000300_lead_key_rotation.sql (the master keys never enter the database): pages of the
 * sealed values another master key wraps (messages' name, email and message; timeline bodies) are re-wrapped here and
 * written back where the stored values are still the ones read (compare-and-set), then the key check and the blind
 * index key, last. Passes are repeated until one finds nothing left to re-wrap (a row changed meanwhile, or written
 * under the old key while a pass ran, is taken by the next). A value no key of the ring opens is left as it is and
 * named in `unopened` ("<table> <id>"). Throws when the ring does not open the key check, or values are still
 * changing after ROTATE_PASSES passes.
 */
export async function rotateSupabaseLeadKeys(rpc: LeadRpc, ring: Keyring, onBatch?: (done: number) => void): Promise<SupabaseRotation> {
  const secrets = ((await rpc("lead_secrets", {})) ?? []) as Array<{ name: string; value: string }>
  const check = secrets.find((s) => s.name === CHECK_SECRET)
  if (!check || !secrets.some((s) => s.name === BIDX_SECRET)) throw new LeadKeyError("This Supabase project has no lead key check yet: start a server with SUPABASE_SERVICE_ROLE_KEY once first.")
  try {
    open(ring, CHECK_SECRET, check.value)
  } catch {
    throw new LeadKeyError(`LEAD_ENCRYPTION_KEY does not open this Supabase project's leads: they are protected by master key ${isSealed(check.value) ? sealedKeyId(check.value) : "?"}, the keys given are ${[...ring.known.keys()].join(", ")}.`)
  }
  type Row = Record<string, unknown>
  const tables: Array<{ table: string; map: (r: Row) => Row; write: (rows: Row[]) => Record<string, unknown> }> = [
    {
      table: "messages",
      map: (r) => ({
        id: r.id,
        ...Object.fromEntries(FIELDS.map((f) => [f, rewrap(ring, String(r[f]))])),
        ...Object.fromEntries(FIELDS.map((f) => [`old_${f}`, r[f]])),
      }),
      write: (rows) => ({ p_messages: rows, p_events: [] }),
    },
    {
      table: "lead_events",
      map: (r) => ({ id: r.id, body: rewrap(ring, String(r.body)), old_body: r.body }),
      write: (rows) => ({ p_messages: [], p_events: rows }),
    },
  ]
  const unopened = new Set<string>()
  let total = 0
  for (let pass = 1; ; pass++) {
    let found = 0
    for (const t of tables) {
      let after: unknown = null
      for (;;) {
        const page = ((await rpc("lead_values_to_rewrap", { p_key_id: ring.current.id, p_table: t.table, p_after: after, p_limit: ROTATE_BATCH })) ?? []) as Row[]
        if (page.length === 0) break
        after = page[page.length - 1]!.id
        const rows: Row[] = []
        for (const r of page) {
          try {
            rows.push(t.map(r))
          } catch (error) {
            if (!(error instanceof SealError)) throw error
            unopened.add(`${t.table} ${String(r.id)}`)
          }
        }
        found += rows.length
        if (rows.length > 0) total += Number((await rpc("rewrap_lead_values", t.write(rows))) ?? 0)
        onBatch?.(total)
        if (page.length < ROTATE_BATCH) break
      }
    }
    if (found === 0) break
    if (pass === ROTATE_PASSES) throw new Error(`Lead values are still being written under another master key after ${pass} passes: give every server LEAD_ENCRYPTION_KEY_NEW first, then run the rotation again.`)
  }
  const moved = secrets.filter((s) => isSealed(s.value) && sealedKeyId(s.value) !== ring.current.id).map((s) => ({ name: s.name, value: rewrap(ring, s.value), old_value: s.value }))
  if (moved.length > 0 && Number(await rpc("rewrap_lead_secrets", { p_secrets: moved })) !== moved.length) {
    throw new Error("The key check or the blind index key changed during the rotation: run it again.")
  }
  return { rewrapped: total, unopened: [...unopened] }
}
