// `npm run admin -- rotate-lead-key`: re-wraps every lead data key under a new master key (docs/privacy.md).
// The rotation itself is lib/server/crypto/envelope.ts (loaded as it is: Node strips its types), the same code the
// server runs.
import { existsSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"

import { withDataDirLock } from "./data-dir-lock.mjs"

const envelope = await import("../../lib/server/crypto/envelope.ts")
const { keyring, newMasterKeyText, parseMasterKey, rotateLeadKeys, rotateSupabaseLeadKeys } = envelope

function key(text, variable) {
  const k = parseMasterKey(text ?? "")
  if (!k) throw new Error(`${variable} is not a valid lead encryption key: give 64 hex digits (\`openssl rand -hex 32\`).`)
  return k
}

/** A RotationDb over a function that runs one statement (a pg client or PGlite): each batch in BEGIN … COMMIT. */
function serialDb(run) {
  return {
    async transaction(fn) {
      await run("begin")
      try {
        const out = await fn({ query: (sql, params) => run(sql, params) })
        await run("commit")
        return out
      } catch (error) {
        await run("rollback")
        throw error
      }
    },
  }
}

/** The new key (LEAD_ENCRYPTION_KEY_NEW) wraps; the current one (LEAD_ENCRYPTION_KEY) still opens. */
function environmentRing(envKey) {
  if (!envKey) throw new Error("LEAD_ENCRYPTION_KEY is not set: give the current master key (and the new one in LEAD_ENCRYPTION_KEY_NEW).")
  if (!process.env.LEAD_ENCRYPTION_KEY_NEW) throw new Error("LEAD_ENCRYPTION_KEY_NEW is not set: give the new master key (`openssl rand -hex 32`).")
  return keyring(key(process.env.LEAD_ENCRYPTION_KEY_NEW, "LEAD_ENCRYPTION_KEY_NEW"), [key(envKey, "LEAD_ENCRYPTION_KEY")])
}

const progress = (n) => process.stdout.write(`\r${n} values re-wrapped`)

function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return err.code === "EPERM"
  }
}

export async function rotateLeadKeyCommand() {
  const envKey = process.env.LEAD_ENCRYPTION_KEY?.trim()
  if (process.env.NEXT_PUBLIC_SUPABASE_URL?.trim()) {
    // Supabase (the backend the site selects first; DATABASE_URL is then the project's database, for the limits only).
    const ring = environmentRing(envKey)
    await rotateSupabase(process.env.NEXT_PUBLIC_SUPABASE_URL.trim(), ring)
    return
  }
  if (process.env.DATABASE_URL) {
    // PostgreSQL: the servers keep serving; they were restarted with LEAD_ENCRYPTION_KEY_NEW beside the old key
    // (they wrap new leads with it and open both), or start re-wrapping themselves when they are.
    const ring = environmentRing(envKey)
    const { default: pg } = await import("pg")
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    try {
      const n = await rotateLeadKeys(serialDb(async (sql, params) => (await client.query(sql, params)).rows), ring, progress)
      console.log(`\nDone: ${n} values re-wrapped under master key ${ring.current.id}. Now set LEAD_ENCRYPTION_KEY to the new key on every server and remove LEAD_ENCRYPTION_KEY_NEW; keep the old key until no backup needs it.`)
    } finally {
      await client.end()
    }
    return
  }

  const dataDir = resolve(process.env.DATA_DIR || ".data")
  if (!existsSync(join(dataDir, "pgdata", "PG_VERSION"))) throw new Error(`No embedded database in ${dataDir} (set DATA_DIR or DATABASE_URL).`)
  if (envKey) {
    // The embedded database with its key in the environment: only one process may open it, so the site is stopped
    // (the lock says so), or it is restarted with LEAD_ENCRYPTION_KEY_NEW and re-wraps at its start by itself.
    if (!process.env.LEAD_ENCRYPTION_KEY_NEW) throw new Error("LEAD_ENCRYPTION_KEY_NEW is not set: give the new master key (`openssl rand -hex 32`).")
    const ring = keyring(key(process.env.LEAD_ENCRYPTION_KEY_NEW, "LEAD_ENCRYPTION_KEY_NEW"), [key(envKey, "LEAD_ENCRYPTION_KEY")])
    await rotateEmbedded(dataDir, ring)
    console.log("Now set LEAD_ENCRYPTION_KEY to the new key and remove LEAD_ENCRYPTION_KEY_NEW.")
    return
  }
  const { leadKeyFile, readKeyFile, writeKeyFile } = await keyFileTools()
  const file = leadKeyFile()
  const held = readKeyFile(file)
  if (!held) throw new Error(`The key file ${file} is missing: restore it from its backup first.`)
  const nextText = process.env.LEAD_ENCRYPTION_KEY_NEW?.trim() || newMasterKeyText()
  const next = key(nextText, "LEAD_ENCRYPTION_KEY_NEW")
  const texts = readFileSync(file, "utf8").split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith("#"))
  writeKeyFile(file, [nextText, ...texts.filter((t) => parseMasterKey(t)?.id !== next.id)])
  console.log(`The new master key ${next.id} is first in ${file} (the previous ones stay, to open what is not re-wrapped yet). Back the file up again.`)

  const lock = join(dataDir, "server.lock")
  const pid = existsSync(lock) ? Number.parseInt(readFileSync(lock, "utf8"), 10) : 0
  if (pid > 0 && isAlive(pid)) {
    console.log(`The site (process ${pid}) is running: it reads the new key within seconds and re-wraps every data key while it serves ("[leads] key rotation done" in its log).`)
    return
  }
  await rotateEmbedded(dataDir, keyring(next, held))
}

/**
 * Supabase: the servers keep serving (restarted with LEAD_ENCRYPTION_KEY_NEW beside the old key, they wrap new leads
 * with it and open both); the values are re-wrapped here and written back through service-role functions
 * (supabase/migrations/20261203000300_lead_key_rotation.sql), called over PostgREST with SUPABASE_SERVICE_ROLE_KEY.
 */
async function rotateSupabase(url, ring) {
  const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY?.trim()
  if (!serviceKey) throw new Error("SUPABASE_SERVICE_ROLE_KEY is not set: on Supabase the rotation reads and writes the leads through functions only the service role may call.")
  const { createClient } = await import("@supabase/supabase-js")
  const sb = createClient(url, serviceKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } })
  const rpc = async (fn, args) => {
    const { data, error } = await sb.rpc(fn, args)
    if (error) throw new Error(`${fn} failed: ${[error.code, error.message].filter(Boolean).join(" ")}`)
    return data
  }
  const { rewrapped, unopened } = await rotateSupabaseLeadKeys(rpc, ring, progress)
  console.log(`\nDone: ${rewrapped} values re-wrapped under master key ${ring.current.id}, and the key check and the blind index key.`)
  if (unopened.length > 0) {
    console.warn(`${unopened.length} rows (messages or timeline entries) open with none of the keys given and were left as they are (they show as "This lead cannot be decrypted"): ${unopened.join(", ")}`)
  }
  console.log("Now set LEAD_ENCRYPTION_KEY to the new key on every server and remove LEAD_ENCRYPTION_KEY_NEW; keep the old key until no backup needs it.")
}

async function rotateEmbedded(dataDir, ring) {
  const { PGlite } = await import("@electric-sql/pglite")
  await withDataDirLock(dataDir, async () => {
    const db = await PGlite.create({ dataDir: join(dataDir, "pgdata") })
    try {
      const n = await rotateLeadKeys(serialDb(async (sql, params) => (await db.query(sql, params)).rows), ring, progress)
      console.log(`\nDone: ${n} values re-wrapped under master key ${ring.current.id}.`)
    } finally {
      await db.close()
    }
  })
}

/** The key file's helpers without lib/server/crypto/lead-keys.ts's server-only import (same format). */
async function keyFileTools() {
  const { chmodSync, mkdirSync, writeFileSync } = await import("node:fs")
  const { dirname } = await import("node:path")
  return {
    leadKeyFile: () => resolve(process.env.LEAD_KEY_FILE || join(process.env.DATA_DIR || ".data", "keys", "lead-master.key")),
    readKeyFile(path) {
      if (!existsSync(path)) return null
      return readFileSync(path, "utf8").split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith("#")).map((l) => key(l, `A key in ${path}`))
    },
    writeKeyFile(path, keys) {
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
      writeFileSync(path, `# Lead encryption master keys (first: current). Back this file up apart from the data: without it no lead can be read.\n${keys.join("\n")}\n`, { mode: 0o600 })
      chmodSync(path, 0o600)
    },
  }
}
