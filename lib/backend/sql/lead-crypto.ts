import "server-only"

import { randomBytes } from "node:crypto"

import type { Db, SqlRow } from "@/lib/backend/db/types"
import {
  blindIndex,
  BIDX_SECRET as BIDX,
  CHECK_SECRET as CHECK,
  isSealed,
  LeadKeyError,
  newDataKey,
  open,
  seal,
  SealError,
  sealedKeyId,
  sealWith,
  type Keyring,
} from "@/lib/server/crypto/envelope"
import { KEY_VARIABLE, leadKeyFileInUse, leadKeyring, reloadLeadKeyring } from "@/lib/server/crypto/lead-keys"

/**
 * Lead encryption on PGlite and PostgreSQL (docs/privacy.md): a message's personal fields (name, e-mail, message:
 * the form's answers, a download's or an event registration's fields are part of it), the timeline's note and
 * reply bodies and every outbox payload are stored sealed (lib/server/crypto/envelope.ts); exact lookups go through
 * keyed blind indexes (email_bidx, name_bidx).
 */

const CHECK_TEXT = "lumora lead key check"

/** Opens with this process's keys, re-reading the key file once when the value names a key it lacks (a rotation). */
function openValue(field: string, value: string): string {
  const ring = leadKeyring()
  if (!ring.known.has(sealedKeyId(value)) && reloadLeadKeyring()) return open(leadKeyring(), field, value)
  return open(ring, field, value)
}

export const MESSAGE_FIELDS = ["name", "email", "message"] as const
type MessageFields = Record<(typeof MESSAGE_FIELDS)[number], string>

/** A message's personal fields sealed under one data key of its own. */
export function sealMessageFields(fields: MessageFields, ring: Keyring = leadKeyring()): MessageFields {
  const dk = newDataKey(ring)
  return {
    name: sealWith(dk, "messages.name", fields.name),
    email: sealWith(dk, "messages.email", fields.email),
    message: sealWith(dk, "messages.message", fields.message),
  }
}

/** A new message's fields and its notification payloads, sealed under the message's one data key. */
export function sealNewMessage(fields: MessageFields, ring: Keyring = leadKeyring()): { fields: MessageFields; payload: (p: unknown) => { sealed: string } } {
  const dk = newDataKey(ring)
  return {
    fields: {
      name: sealWith(dk, "messages.name", fields.name),
      email: sealWith(dk, "messages.email", fields.email),
      message: sealWith(dk, "messages.message", fields.message),
    },
    payload: (p) => ({ sealed: sealWith(dk, "outbox.payload", JSON.stringify(p ?? {})) }),
  }
}

const reported = new Set<string>()

/** A message row's personal fields in plain text; `undecryptable` when any was changed or no key held opens it. */
export function openMessageFields(r: Record<string, unknown>): MessageFields & { undecryptable: boolean } {
  const out = { name: "", email: "", message: "", undecryptable: false }
  try {
    for (const f of MESSAGE_FIELDS) {
      const v = r[f]
      out[f] = isSealed(v) ? openValue(`messages.${f}`, v) : typeof v === "string" ? v : ""
    }
    return out
  } catch (error) {
    const id = String(r.id)
    if (!reported.has(id)) {
      reported.add(id)
      console.error(`[leads] lead ${id} cannot be decrypted: ${error instanceof SealError || error instanceof LeadKeyError ? error.message : String(error)}`)
    }
    return { name: "", email: "", message: "", undecryptable: true }
  }
}

export function sealEventBody(body: string): string {
  return body ? seal(leadKeyring(), "lead_events.body", body) : ""
}

export function openEventBody(body: unknown, id: unknown): string {
  if (!isSealed(body)) return typeof body === "string" ? body : ""
  try {
    return openValue("lead_events.body", body)
  } catch (error) {
    console.error(`[leads] timeline entry ${String(id)} cannot be decrypted: ${error instanceof Error ? error.message : String(error)}`)
    return ""
  }
}

/** An outbox payload as stored: `{ sealed }`, the JSON sealed under a data key of its own. */
export function sealPayload(payload: unknown): { sealed: string } {
  return { sealed: seal(leadKeyring(), "outbox.payload", JSON.stringify(payload ?? {})) }
}

/** The payload in plain; a payload that cannot be opened is `{ undecryptable: true }` (the worker fails that job). */
export function openPayload(payload: unknown, id: unknown): unknown {
  const p = payload as { sealed?: unknown } | null
  if (!p || typeof p !== "object" || !isSealed(p.sealed)) return payload
  try {
    return JSON.parse(openValue("outbox.payload", p.sealed)) as unknown
  } catch (error) {
    console.error(`[outbox] job ${String(id)} cannot be decrypted: ${error instanceof Error ? error.message : String(error)}`)
    return { undecryptable: true }
  }
}

type Prepared = { bidxKey: Buffer }
const prepared = new WeakMap<Db, Promise<Prepared>>()

/**
 * Once per database and process (at the server's start, see open.ts): refuses a master key that does not open this
 * database's leads, loads the blind index key, and seals rows still in plain text (idempotent, in batches).
 */
export function prepareLeadCrypto(db: Db): Promise<Prepared> {
  let p = prepared.get(db)
  if (!p) {
    p = prepare(db)
    p.catch(() => prepared.delete(db))
    prepared.set(db, p)
  }
  return p
}

async function secret(db: Db, name: string): Promise<string | null> {
  const [row] = await db.query<{ value: string }>("select value from app_secrets where name = $1", [name])
  return row ? String(row.value) : null
}

async function prepare(db: Db): Promise<Prepared> {
  const check = await secret(db, CHECK)
  const ring = leadKeyring({ create: check === null && !process.env[KEY_VARIABLE] })
  if (check === null) {
    await db.query("insert into app_secrets (name, value) values ($1, $2) on conflict (name) do nothing", [CHECK, seal(ring, CHECK, CHECK_TEXT)])
  }
  const stored = (await secret(db, CHECK))!
  let ok = false
  try {
    ok = isSealed(stored) && openValue(CHECK, stored) === CHECK_TEXT
  } catch {
    ok = false
  }
  if (!ok) {
    const held = [...leadKeyring().known.keys()].join(", ")
    throw new LeadKeyError(
      `${KEY_VARIABLE} does not open this database's leads: they are protected by master key ${isSealed(stored) ? sealedKeyId(stored) : "?"}, this server holds ${held}. Set ${KEY_VARIABLE} (or restore the key file) to the key the leads were stored with; the server does not start with another key.`,
    )
  }
  await db.query("insert into app_secrets (name, value) values ($1, $2) on conflict (name) do nothing", [BIDX, seal(leadKeyring(), BIDX, randomBytes(32).toString("hex"))])
  const bidxKey = Buffer.from(openValue(BIDX, (await secret(db, BIDX))!), "hex")
  const sealedRows = await sealPlainRows(db, bidxKey)
  if (sealedRows > 0) {
    console.log(`[leads] sealed ${sealedRows} rows stored in plain text before lead encryption`)
    // Every sealed row was rewritten: reclaim the old versions, or the list's scans walk twice the rows.
    await db.exec("vacuum analyze messages, lead_events, outbox")
  }
  watchKeyFile(db)
  // A rotation left unfinished (or begun while the site was stopped): finished in the background, while serving.
  if (sealedKeyId(stored) !== leadKeyring().current.id) {
    const ring = leadKeyring()
    void rotateLeadKeys(db, ring)
      .then((n) => console.log(`[leads] key rotation done: ${n} values re-wrapped under ${ring.current.id}`))
      .catch((error: unknown) => console.error("[leads] key rotation failed:", error instanceof Error ? error.message : error))
  }
  return { bidxKey }
}

export async function leadBlindIndex(db: Db, kind: "email" | "name", value: string): Promise<string> {
  return blindIndex((await prepareLeadCrypto(db)).bidxKey, kind, value)
}

export function blindIndexWith(key: Buffer, kind: "email" | "name", value: string): string {
  return blindIndex(key, kind, value)
}

const BATCH = 500

/**
 * Rewrites the rows `select` finds, a batch at a time, with `update` (given `toUpdate(rows)` as JSON) until none is left: each batch in its own transaction, its rows locked
 * (`for update skip locked` in `select`), so servers starting together share the work. Returns the rows done.
 */
async function inBatches<Row extends SqlRow>(db: Db, select: string, update: string, toUpdate: (rows: Row[]) => unknown[]): Promise<number> {
  let total = 0
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const rows = await tx.query<Row>(`${select} limit ${BATCH} for update skip locked`)
      if (rows.length > 0) await tx.query(update, [JSON.stringify(toUpdate(rows))])
      return rows.length
    })
    total += n
    if (n < BATCH) return total
  }
}

/** Seals the rows still in plain text (written before this version): messages, lead events, outbox payloads. */
async function sealPlainRows(db: Db, bidxKey: Buffer): Promise<number> {
  const messages = await inBatches<{ id: string; name: string; email: string; message: string }>(
    db,
    `select id, name, email, message from messages where not (name like 'lc1.%' and email like 'lc1.%' and message like 'lc1.%')`,
    `update messages m set name = s.name, email = s.email, message = s.message, email_bidx = s.email_bidx, name_bidx = s.name_bidx
       from jsonb_to_recordset($1::jsonb) as s(id uuid, name text, email text, message text, email_bidx text, name_bidx text)
      where m.id = s.id`,
    (rows) =>
      rows.map((r) => {
        const plain = openMessageFields(r)
        return { id: r.id, ...sealMessageFields(plain), email_bidx: blindIndex(bidxKey, "email", plain.email), name_bidx: blindIndex(bidxKey, "name", plain.name) }
      }),
  )
  const events = await inBatches<{ id: string; body: string }>(
    db,
    `select id, body from lead_events where body <> '' and body not like 'lc1.%'`,
    `update lead_events e set body = s.body from jsonb_to_recordset($1::jsonb) as s(id uuid, body text) where e.id = s.id`,
    (rows) => rows.map((r) => ({ id: r.id, body: sealEventBody(r.body) })),
  )
  const jobs = await inBatches<{ id: string; payload: unknown }>(
    db,
    `select id, payload from outbox where not (payload ? 'sealed')`,
    `update outbox o set payload = s.payload from jsonb_to_recordset($1::jsonb) as s(id uuid, payload jsonb) where o.id = s.id`,
    (rows) => rows.map((r) => ({ id: r.id, payload: sealPayload(r.payload) })),
  )
  return messages + events + jobs
}

import { rotateLeadKeys } from "@/lib/server/crypto/envelope"
export { rotateLeadKeys }

const WATCH_MS = 5_000
const watched = new WeakSet<Db>()

/**
 * With keys from a key file (the embedded default), `npm run admin -- rotate-lead-key` on a running site puts the
 * new key first in the file: this server notices within WATCH_MS, from then on wraps with it and opens with both,
 * and re-wraps every data key (in batches, while it serves). The old key stays in the file until removed by hand.
 */
function watchKeyFile(db: Db): void {
  if (!leadKeyFileInUse() || watched.has(db)) return
  watched.add(db)
  let running = false
  const timer = setInterval(() => {
    if (running || !reloadLeadKeyring()) return
    running = true
    const ring = leadKeyring()
    console.log(`[leads] the key file changed: re-wrapping the data keys under master key ${ring.current.id}`)
    rotateLeadKeys(db, ring)
      .then((n) => console.log(`[leads] key rotation done: ${n} values re-wrapped under ${ring.current.id}`))
      .catch((error: unknown) => console.error("[leads] key rotation failed (it is resumed at the next change or start):", error instanceof Error ? error.message : error))
      .finally(() => (running = false))
  }, WATCH_MS)
  timer.unref()
}
