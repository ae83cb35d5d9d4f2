import "server-only"

import { createHash, randomBytes } from "node:crypto"

import type { Db } from "@/lib/backend/db/types"
import type { Role, SessionUser } from "@/lib/domain/types"
import type { AuthService, CookieJar, SessionMeta } from "@/lib/backend/types"
import { DataError } from "@/lib/domain/errors"

import { burnVerify, hashPassword, needsRehash, verifyPassword } from "./passwords"
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE_NAMES, SESSION_IDLE_MS, SESSION_TOUCH_MS, sessionCookie } from "./session-cookie"
import { isUniqueViolation } from "@/lib/backend/db/sql"

// Arbitrary constant: registrations queue on this transaction-level advisory lock, so owner creation is atomic.
export const REGISTRATION_LOCK = 72_114_002

export type SqlAuthOptions = { adminEmails: string[] }

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex")

/** Only the cookie this mode sets counts (a planted plain `session` cookie is ignored under __Host-). */
function presentedSessionToken(jar: CookieJar): string | undefined {
  const token = jar.get(sessionCookie().name)
  return token && token.length <= 100 ? token : undefined
}

/** A new random session for the user: the cookie gets the token, the database only its SHA-256. */
export async function startSqlSession(db: Db, jar: CookieJar, userId: string, meta: SessionMeta = {}): Promise<string> {
  const token = randomBytes(32).toString("base64url")
  const expires = new Date(Date.now() + SESSION_ABSOLUTE_MS)
  const [row] = await db.query<{ id: string }>("insert into sessions (token_hash, user_id, expires_at, user_agent) values ($1, $2, $3, $4) returning id", [
    sha256(token),
    userId,
    expires,
    (meta.userAgent ?? "").slice(0, 500),
  ])
  await db.query("update users set last_sign_in_at = now() where id = $1", [userId])
  const { name, secure } = sessionCookie()
  jar.set(name, token, { httpOnly: true, secure, sameSite: "lax", path: "/", expires })
  return row!.id
}

function closed(): DataError {
  return new DataError("forbidden", "Registration is closed", { reason: "registration_closed" })
}

/** Local accounts: Argon2id passwords, random session tokens stored as SHA-256, memberships for admin rights. */
export function sqlAuth(db: Db, jar: CookieJar, opts: SqlAuthOptions): AuthService {
  const adminEmails = opts.adminEmails.map((e) => e.toLowerCase())

  const presentedToken = () => presentedSessionToken(jar)

  async function checkCredentials(email: string, password: string): Promise<{ id: string; email: string; role: Role | null } | null> {
    const rows = await db.query<{ id: string; email: string; password_hash: string; role: Role | null }>(
      `select u.id, u.email, u.password_hash, m.role from users u left join memberships m on m.user_id = u.id where u.email = $1`,
      [email],
    )
    const user = rows[0]
    if (!user) {
      await burnVerify(password)
      return null
    }
    if (!(await verifyPassword(user.password_hash, password))) return null
    if (needsRehash(user.password_hash)) {
      await db.query("update users set password_hash = $2 where id = $1", [user.id, await hashPassword(password)])
    }
    return { id: user.id, email: user.email, role: user.role }
  }

  /** A new token on every sign-in; the one the browser held before is dropped. */
  async function startSessionFor(userId: string, meta?: SessionMeta): Promise<string> {
    const previous = presentedToken()
    if (previous) await db.query("delete from sessions where token_hash = $1", [sha256(previous)])
    return startSqlSession(db, jar, userId, meta)
  }

  return {
    async signUp(email, password, confirm) {
      const allowedByList = adminEmails.length === 0 || adminEmails.includes(email)
      if (!allowedByList) throw closed()
      // Hash only when this registration could succeed: a closed one must not keep the hashing slots busy.
      const [open] = await db.query<{ ok: boolean }>(
        `select not exists (select 1 from users where email = $1) and ($2 or not exists (select 1 from users)) as ok`,
        [email, adminEmails.length > 0],
      )
      if (!open?.ok) throw closed()
      // A listed address is guessable: with mail on, rights come only once a link sent to it is opened.
      if (confirm && adminEmails.length > 0) {
        const [row] = await db.query<{ id: string }>(
          `insert into auth_tokens (kind, secret_hash, email, password_hash, expires_at) values ('register', $1, $2, $3, $4) returning id`,
          [confirm.secretHash, email, await hashPassword(password), confirm.expiresAt],
        )
        return { user: null, confirmationRequired: true, pendingTokenId: row!.id }
      }
      const passwordHash = await hashPassword(password)
      const created = await db
        .transaction(async (tx) => {
          await tx.query("select pg_advisory_xact_lock($1)", [REGISTRATION_LOCK])
          const [state] = await tx.query<{ users: number; owners: number; taken: boolean }>(
            `select (select count(*)::int from users) as users,
                    (select count(*)::int from memberships where role = 'owner') as owners,
                    exists (select 1 from users where email = $1) as taken`,
            [email],
          )
          if (!state || state.taken) return null
          // Without ADMIN_EMAILS only the very first account may register; with it, the first to register is owner.
          if (adminEmails.length === 0 && state.users > 0) return null
          const role: Role = state.owners === 0 ? "owner" : "admin"
          const [user] = await tx.query<{ id: string }>("insert into users (email, password_hash) values ($1, $2) returning id", [
            email,
            passwordHash,
          ])
          await tx.query("insert into memberships (user_id, role) values ($1, $2)", [user!.id, role])
          return { id: user!.id, email, role }
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) return null
          throw err
        })
      if (!created) throw closed()
      return { user: created, confirmationRequired: false }
    },

    checkCredentials,
    startSessionFor,

    async signIn(email, password, meta) {
      const user = await checkCredentials(email, password)
      if (!user) return null
      const sessionId = await startSessionFor(user.id, meta)
      return { ...user, sessionId }
    },

    async signOut() {
      const token = presentedToken()
      if (token) await db.query("delete from sessions where token_hash = $1", [sha256(token)])
      // Expire with the attributes it was set with: browsers ignore a __Host- cookie change without Secure.
      for (const name of SESSION_COOKIE_NAMES) {
        if (jar.get(name) === undefined) continue
        jar.set(name, "", { httpOnly: true, secure: name.startsWith("__Host-"), sameSite: "lax", path: "/", expires: new Date(0) })
      }
    },

    async currentUser(): Promise<SessionUser | null> {
      const token = presentedToken()
      if (!token) return null
      const hash = sha256(token)
      const rows = await db.query<{ id: string; email: string; role: Role | null; session_id: string; last_seen_at: Date | string; live: boolean }>(
        `select u.id, u.email, m.role, s.id as session_id, s.last_seen_at,
                (s.expires_at > now() and s.last_seen_at > now() - make_interval(secs => $2)) as live
           from sessions s join users u on u.id = s.user_id left join memberships m on m.user_id = u.id
          where s.token_hash = $1`,
        [hash, SESSION_IDLE_MS / 1000],
      )
      const row = rows[0]
      if (!row) return null
      if (!row.live) {
        await db.query("delete from sessions where token_hash = $1", [hash])
        return null
      }
      // Sliding idle timeout: activity moves last_seen forward (at most once a minute).
      if (Date.now() - new Date(row.last_seen_at).getTime() > SESSION_TOUCH_MS) {
        await db.query("update sessions set last_seen_at = now() where token_hash = $1", [hash])
      }
      return { id: row.id, email: row.email, role: row.role, sessionId: row.session_id }
    },

    async hasOwner() {
      const rows = await db.query("select 1 from memberships where role = 'owner' limit 1")
      return rows.length > 0
    },

    async ownerEmail() {
      const rows = await db.query<{ email: string }>(
        "select u.email from users u join memberships m on m.user_id = u.id where m.role = 'owner' limit 1",
      )
      return rows[0]?.email ?? null
    },
  }
}
