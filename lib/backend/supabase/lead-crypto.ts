import "server-only"

import { randomBytes } from "node:crypto"

import type { SupabaseClient } from "@supabase/supabase-js"

import { sealEventBody, sealMessageFields } from "@/lib/backend/sql/lead-crypto"
import { blindIndex, BIDX_SECRET as BIDX, CHECK_SECRET as CHECK, isSealed, LeadKeyError, open, seal, sealedKeyId } from "@/lib/server/crypto/envelope"
import { KEY_VARIABLE, leadKeyring } from "@/lib/server/crypto/lead-keys"

import { fromPostgrest } from "./errors"

/**
 * Lead encryption on Supabase (docs/privacy.md, "Supabase"): the same envelope as the SQL backend
 * (lib/backend/sql/lead-crypto.ts seals, lib/backend/sql/rows.ts opens), applied by this server before the submit
 * functions and apply_lead receive a lead's fields, so the database only ever holds them sealed. The key check and the
 * blind index key are sealed under the master key in private.lead_secrets
 * (supabase/migrations/20261202002800_lead_encryption_sealed.sql): anyone may read them, only the service role
 * stores them, once.
 */

const CHECK_TEXT = "lumora lead key check"
const SEAL_BATCH = 500

type Prepared = { bidxKey: Buffer }
const KEY = Symbol.for("lumora.supabase-lead-crypto")
const slot = () => globalThis as unknown as Record<symbol, Map<string, Promise<Prepared>> | undefined>

async function readSecrets(sb: SupabaseClient): Promise<Map<string, string>> {
  const { data, error } = await sb.rpc("lead_secrets")
  if (error) throw fromPostgrest(error, "lead secrets")
  return new Map(((data ?? []) as { name: string; value: string }[]).map((r) => [String(r.name), String(r.value)]))
}

async function prepare(sb: SupabaseClient, service: (() => SupabaseClient) | undefined): Promise<Prepared> {
  // Throws, naming LEAD_ENCRYPTION_KEY, when the variable is missing or malformed (lib/server/crypto/lead-keys.ts).
  const ring = leadKeyring()
  let secrets = await readSecrets(sb)
  if (!secrets.has(CHECK) || !secrets.has(BIDX)) {
    if (!service) {
      throw new LeadKeyError(
        `This Supabase project has no lead key check yet: start one server with SUPABASE_SERVICE_ROLE_KEY (and ${KEY_VARIABLE}) once to store it. The server does not start without it.`,
      )
    }
    const { error } = await service().rpc("init_lead_secrets", { p_check: seal(ring, CHECK, CHECK_TEXT), p_bidx: seal(ring, BIDX, randomBytes(32).toString("hex")) })
    if (error) throw fromPostgrest(error, "store lead secrets")
    secrets = await readSecrets(sb)
  }
  const stored = secrets.get(CHECK) ?? ""
  let ok = false
  try {
    ok = isSealed(stored) && open(ring, CHECK, stored) === CHECK_TEXT
  } catch {
    ok = false
  }
  if (!ok) {
    throw new LeadKeyError(
      `${KEY_VARIABLE} does not open this Supabase project's leads: they are protected by master key ${isSealed(stored) ? sealedKeyId(stored) : "?"}, this server holds ${[...ring.known.keys()].join(", ")}. Set ${KEY_VARIABLE} to the key the leads were stored with; the server does not start with another key.`,
    )
  }
  const bidxKey = Buffer.from(open(ring, BIDX, secrets.get(BIDX)!), "hex")
  if (service) {
    // Not a reason to refuse leads: what is left is sealed at the next start.
    try {
      const sealed = await sealPlainRows(service(), bidxKey)
      if (sealed > 0) console.log(`[leads] sealed ${sealed} rows stored in plain text before lead encryption`)
    } catch (error) {
      console.error("[leads] sealing the leads stored in plain text failed (retried at the next start):", error instanceof Error ? error.message : error)
    }
  }
  return { bidxKey }
}

type PlainRows = { messages: { id: string; name: string; email: string; message: string }[]; events: { id: string; body: string }[] }

/**
 * Leads stored in plain text before (on this backend, every lead until 20261202002800): sealed in batches of
 * SEAL_BATCH through two functions only the service role may call; idempotent (a sealed row is skipped).
 */
async function sealPlainRows(service: SupabaseClient, bidxKey: Buffer): Promise<number> {
  let total = 0
  for (;;) {
    const { data, error } = await service.rpc("plain_lead_rows", { p_limit: SEAL_BATCH })
    if (error) throw fromPostgrest(error, "read plain leads")
    const plain = (data ?? { messages: [], events: [] }) as PlainRows
    if (plain.messages.length === 0 && plain.events.length === 0) return total
    const messages = plain.messages.map((m) => ({
      id: m.id,
      ...sealMessageFields({ name: m.name, email: m.email, message: m.message }),
      email_bidx: blindIndex(bidxKey, "email", m.email),
      name_bidx: blindIndex(bidxKey, "name", m.name),
    }))
    const events = plain.events.map((e) => ({ id: e.id, body: sealEventBody(e.body) }))
    const { data: n, error: sealError } = await service.rpc("seal_lead_rows", { p_messages: messages, p_events: events })
    if (sealError) throw fromPostgrest(sealError, "seal plain leads")
    // Nothing sealed in a batch that had rows: something refuses them; stop rather than loop.
    if (Number(n ?? 0) === 0) return total
    total += Number(n)
  }
}

/**
 * Once per project and process: checks the master key against the project's key check (storing it, and the blind
 * index key, on the first start with the service-role key), seals the leads still in plain text (with the key) and
 * holds the blind index key. Throws LeadKeyError when the key is missing or wrong.
 */
export function prepareSupabaseLeadCrypto(url: string, sb: SupabaseClient, service?: () => SupabaseClient): Promise<Prepared> {
  const held = (slot()[KEY] ??= new Map())
  let p = held.get(url)
  if (!p) {
    p = prepare(sb, service)
    p.catch(() => held.delete(url))
    held.set(url, p)
  }
  return p
}

/** Forgets what was prepared (tests that change the key or the project). */
export function resetSupabaseLeadCrypto(): void {
  slot()[KEY] = undefined
}

export async function supabaseBlindIndexes(prepared: Promise<Prepared>, name: string, email: string): Promise<{ name: string; email: string }> {
  const { bidxKey } = await prepared
  return { name: blindIndex(bidxKey, "name", name), email: blindIndex(bidxKey, "email", email) }
}
