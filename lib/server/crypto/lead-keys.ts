import "server-only"

import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { dirname, resolve } from "node:path"

import { keyring, LeadKeyError, newMasterKeyText, parseMasterKey, type Keyring, type MasterKey } from "./envelope"

/**
 * The master keys of lead encryption (docs/privacy.md), held by this process only:
 * - LEAD_ENCRYPTION_KEY (64 hex digits): the master key. Required with DATABASE_URL and on Supabase.
 * - LEAD_ENCRYPTION_KEY_NEW: during a rotation, the key being rotated to: new data keys are wrapped by it and
 *   both keys open.
 * - Without LEAD_ENCRYPTION_KEY on the embedded database: the key file LEAD_KEY_FILE, default
 *   DATA_DIR/keys/lead-master.key (outside the database's folder DATA_DIR/pgdata), one key a line: the first wraps,
 *   the others still open. Generated at the first start; re-read when a value names a key this process lacks.
 */
export const KEY_VARIABLE = "LEAD_ENCRYPTION_KEY"

export function leadKeyFile(env: NodeJS.ProcessEnv = process.env): string {
  // The ignore comments keep the build's file tracing from reading a path made at run time as "the whole project"
  // (it would copy the checkout, tests included, into the standalone tree).
  const dataDir = env.DATA_DIR || ".data"
  return env.LEAD_KEY_FILE ? resolve(/* turbopackIgnore: true */ env.LEAD_KEY_FILE) : resolve(/* turbopackIgnore: true */ dataDir, "keys", "lead-master.key")
}

function parseOrRefuse(text: string, source: string): MasterKey {
  const key = parseMasterKey(text)
  if (!key) throw new LeadKeyError(`${source} is not a valid lead encryption key: give 64 hex digits (32 random bytes, e.g. from \`openssl rand -hex 32\`). The server does not start without it.`)
  return key
}

/** Reads the key file's keys (the first is current); null when there is no file. */
export function readKeyFile(path: string): MasterKey[] | null {
  if (!existsSync(path)) return null
  const lines = readFileSync(path, "utf8").split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith("#"))
  if (lines.length === 0) throw new LeadKeyError(`The key file ${path} (${KEY_VARIABLE}) holds no key.`)
  return lines.map((l) => parseOrRefuse(l, `A key in ${path} (${KEY_VARIABLE})`))
}

export function writeKeyFile(path: string, keys: string[]): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
  writeFileSync(path, `# Lead encryption master keys (first: current). Back this file up apart from the data: without it no lead can be read.\n${keys.join("\n")}\n`, { mode: 0o600 })
  chmodSync(path, 0o600)
}

type Loaded = { ring: Keyring; file: string | null; mtimeMs: number }
const KEY = Symbol.for("lumora.lead-keyring")
const slot = () => globalThis as unknown as Record<symbol, Loaded | undefined>

function load(create: boolean): Loaded {
  const env = process.env
  const main = env[KEY_VARIABLE]?.trim()
  const next = env.LEAD_ENCRYPTION_KEY_NEW?.trim()
  if (main) {
    const current = parseOrRefuse(main, KEY_VARIABLE)
    if (!next) return { ring: keyring(current), file: null, mtimeMs: 0 }
    return { ring: keyring(parseOrRefuse(next, "LEAD_ENCRYPTION_KEY_NEW"), [current]), file: null, mtimeMs: 0 }
  }
  if (env.DATABASE_URL?.trim() && !env.LEAD_KEY_FILE) {
    throw new LeadKeyError(`${KEY_VARIABLE} is not set. With DATABASE_URL the server needs the master key that protects the leads: 64 hex digits (\`openssl rand -hex 32\`), kept outside the database. The server does not start without it.`)
  }
  // Supabase: no key file (the server may run anywhere, several at once); the key is given to every server.
  if (env.NEXT_PUBLIC_SUPABASE_URL?.trim() && env.NEXT_PUBLIC_SUPABASE_ANON_KEY?.trim()) {
    throw new LeadKeyError(`${KEY_VARIABLE} is not set. On Supabase the server needs the master key that protects the leads: 64 hex digits (\`openssl rand -hex 32\`), the same on every server, kept outside the database. The server does not start without it.`)
  }
  const file = leadKeyFile(env)
  let keys = readKeyFile(file)
  if (!keys) {
    if (!create) throw new LeadKeyError(`${KEY_VARIABLE} is not set and the key file ${file} is missing: restore the key file from its backup (or set ${KEY_VARIABLE}). No lead can be read without it.`)
    const text = newMasterKeyText()
    writeKeyFile(file, [text])
    console.warn(`[leads] generated the lead encryption key in ${file}: back it up apart from the data (without it no lead can be read)`)
    keys = [parseMasterKey(text)!]
  }
  return { ring: keyring(keys[0]!, keys.slice(1)), file, mtimeMs: statSync(file).mtimeMs }
}

/** This process's keyring; `create` (the database's first start only) generates the embedded key file. */
export function leadKeyring(options: { create?: boolean } = {}): Keyring {
  const s = slot()
  if (!s[KEY] || options.create) s[KEY] = load(options.create === true)
  return s[KEY].ring
}

/** Re-reads the key file when it changed (a rotation); true when the keyring changed. */
export function reloadLeadKeyring(): boolean {
  const s = slot()
  const held = s[KEY]
  if (!held?.file || !existsSync(held.file)) return false
  if (statSync(held.file).mtimeMs === held.mtimeMs) return false
  s[KEY] = load(false)
  return true
}

/** Forgets the loaded keys (tests that change the environment). */
export function resetLeadKeyring(): void {
  slot()[KEY] = undefined
}

/** The key file this process's keys come from; null when they come from the environment. */
export function leadKeyFileInUse(): string | null {
  return slot()[KEY]?.file ?? null
}
