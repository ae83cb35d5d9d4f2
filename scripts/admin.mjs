#!/usr/bin/env node
// Operator commands run on the server, for when nobody can sign in.
//   npm run admin -- reset-password EMAIL
// Prints a single-use password reset link (valid 30 minutes) for a member. Uses DATABASE_URL when set, else the
// embedded database under DATA_DIR (default .data), which only one process may open: stop the site first.
// NEXT_PUBLIC_SITE_URL sets the link's host. The link has the same form the site issues (lib/data/tokens.ts):
// `<row id>.<32 random bytes, base64url>`, of which only the SHA-256 is stored.
//   npm run admin -- rotate-lead-key
// Re-wraps every lead data key under a new master key while the site serves (scripts/lib/rotate-lead-key.mjs,
// docs/privacy.md): on Supabase (NEXT_PUBLIC_SUPABASE_URL, with SUPABASE_SERVICE_ROLE_KEY) through service-role
// functions, else on DATABASE_URL or the embedded database.
import { createHash, randomBytes } from "node:crypto"
import { existsSync } from "node:fs"
import { join, resolve } from "node:path"

import { withDataDirLock } from "./lib/data-dir-lock.mjs"

const RESET_TTL_MS = 30 * 60 * 1000
const [command, rawEmail] = process.argv.slice(2)

function usage(message) {
  if (message) console.error(message)
  console.error("Usage: npm run admin -- reset-password EMAIL\n       npm run admin -- rotate-lead-key")
  process.exit(1)
}

if (command === "rotate-lead-key") {
  try {
    const { rotateLeadKeyCommand } = await import("./lib/rotate-lead-key.mjs")
    await rotateLeadKeyCommand()
    process.exit(0)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
if (command !== "reset-password") usage(command ? `Unknown command: ${command}` : undefined)
const email = (rawEmail ?? "").trim().toLowerCase()
if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 320) usage("Give the e-mail of a member.")

/** query(sql, params) → rows, for either database. */
async function resetLink(query) {
  const [user] = await query(
    "select u.id, m.role from users u left join memberships m on m.user_id = u.id where u.email = $1",
    [email],
  )
  if (!user) throw new Error(`No account with the e-mail ${email}.`)
  if (!user.role) console.warn(`Note: ${email} has no admin rights; the link only sets the password.`)
  const secret = randomBytes(32).toString("base64url")
  const secretHash = createHash("sha256").update(secret).digest("hex")
  await query("update auth_tokens set revoked_at = now() where kind = 'reset' and email = $1 and used_at is null and revoked_at is null", [email])
  const [row] = await query(
    "insert into auth_tokens (kind, secret_hash, email, user_id, expires_at) values ('reset', $1, $2, $3, $4) returning id",
    [secretHash, email, user.id, new Date(Date.now() + RESET_TTL_MS).toISOString()],
  )
  await query(
    "insert into audit_log (actor_email, action, record_type, record_id, summary) values ('', 'password_reset_link', 'account', $1, $2)",
    [user.id, `${email} (npm run admin)`],
  )
  const base = (process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000").replace(/\/+$/, "")
  return `${base}/admin/reset/${row.id}.${secret}`
}

/** resetLink's writes (revoke the old links, insert the new one, audit it) all happen, or none. */
async function resetLinkAtomically(query) {
  await query("begin")
  try {
    const link = await resetLink(query)
    await query("commit")
    return link
  } catch (error) {
    await query("rollback")
    throw error
  }
}

try {
  let link
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import("pg")
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    try {
      link = await resetLinkAtomically(async (sql, params) => (await client.query(sql, params)).rows)
    } finally {
      await client.end()
    }
  } else {
    const dataDir = resolve(process.env.DATA_DIR || ".data")
    if (!existsSync(join(dataDir, "pgdata", "PG_VERSION"))) usage(`No embedded database in ${dataDir} (set DATA_DIR or DATABASE_URL).`)
    const { PGlite } = await import("@electric-sql/pglite")
    link = await withDataDirLock(dataDir, async () => {
      const db = await PGlite.create({ dataDir: join(dataDir, "pgdata") })
      try {
        return await resetLinkAtomically(async (sql, params) => (await db.query(sql, params)).rows)
      } finally {
        await db.close()
      }
    })
  }
  console.log(`Password reset link for ${email} (single use, valid 30 minutes):\n${link}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
