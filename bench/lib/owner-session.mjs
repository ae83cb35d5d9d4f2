// A signed-in owner without the sign-in form: benchmarks seed the account and its session straight into the database.
import { createHash, randomBytes } from "node:crypto"

/**
 * Inserts an owner with a six-hour session through `db` (a PGlite or pg client, anything whose query() answers
 * { rows }); returns the session token, the value of the __Host-session cookie.
 */
export async function insertOwnerSession(db) {
  const token = randomBytes(32).toString("base64url")
  const [{ id }] = (await db.query("insert into users (email, password_hash) values ('bench@bench.test', 'not-a-hash') returning id")).rows
  await db.query("insert into memberships (user_id, role) values ($1, 'owner')", [id])
  await db.query("insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '6 hours')", [
    createHash("sha256").update(token).digest("hex"),
    id,
  ])
  return token
}
