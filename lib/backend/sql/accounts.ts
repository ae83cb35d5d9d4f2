import "server-only"

import type { Db, Queryable, SqlRow } from "@/lib/backend/db/types"
import type { AuthTokenRow, MemberRow, Role, SessionInfo } from "@/lib/domain/types"
import type { AccountStore, CookieJar } from "@/lib/backend/types"
import { DataError } from "@/lib/domain/errors"

import { REGISTRATION_LOCK, startSqlSession } from "./auth"
import { hashPassword, verifyPassword } from "./passwords"
import { iso, isoOrNull } from "./rows"
import { isUniqueViolation } from "@/lib/backend/db/sql"

function toMember(r: SqlRow): MemberRow {
  return {
    id: String(r.id),
    email: String(r.email),
    role: r.role as Role,
    created_at: iso(r.created_at),
    last_sign_in_at: isoOrNull(r.last_sign_in_at),
    sessions: Number(r.sessions ?? 0),
  }
}

function toToken(r: SqlRow): AuthTokenRow & { secret_hash: string } {
  return {
    id: String(r.id),
    kind: r.kind as AuthTokenRow["kind"],
    email: String(r.email),
    user_id: r.user_id ? String(r.user_id) : null,
    role: (r.role as Role | null) ?? null,
    created_by_email: r.created_by_email ? String(r.created_by_email) : null,
    created_at: iso(r.created_at),
    expires_at: iso(r.expires_at),
    used_at: isoOrNull(r.used_at),
    revoked_at: isoOrNull(r.revoked_at),
    secret_hash: String(r.secret_hash ?? ""),
  }
}

const MEMBERS_SQL = `select u.id, u.email, m.role, m.created_at, u.last_sign_in_at,
       (select count(*)::int from sessions s where s.user_id = u.id and s.expires_at > now()) as sessions
  from users u join memberships m on m.user_id = u.id`

const TOKEN_SQL = `select t.*, c.email as created_by_email from auth_tokens t left join users c on c.id = t.created_by`

/** Marks a live token used inside tx; false when it was used, revoked or expired (the row lock serialises races). */
async function consumeTokenIn(q: Queryable, id: string): Promise<SqlRow | null> {
  const [row] = await q.query(
    `update auth_tokens set used_at = now()
      where id = $1 and used_at is null and revoked_at is null and expires_at > now() returning *`,
    [id],
  )
  return row ?? null
}

/** Members, sessions and single-use links on PGlite or PostgreSQL. */
export function sqlAccounts(db: Db, jar: CookieJar): AccountStore {
  return {
    async listMembers() {
      const rows = await db.query(`${MEMBERS_SQL} order by case m.role when 'owner' then 0 when 'admin' then 1 else 2 end, u.email`)
      return rows.map(toMember)
    },

    async getMember(userId) {
      const [row] = await db.query(`${MEMBERS_SQL} where u.id = $1`, [userId])
      return row ? toMember(row) : null
    },

    async findUser(email) {
      const [row] = await db.query<{ id: string; email: string; role: Role | null }>(
        "select u.id, u.email, m.role from users u left join memberships m on m.user_id = u.id where u.email = $1",
        [email],
      )
      return row ?? null
    },

    setRole: (userId, role) =>
      db.transaction(async (tx) => {
        const rows = await tx.query("update memberships set role = $2 where user_id = $1 and role <> 'owner' returning user_id", [userId, role])
        if (rows.length === 0) return false
        await tx.query("delete from sessions where user_id = $1", [userId])
        return true
      }),

    removeMember: (userId) =>
      db.transaction(async (tx) => {
        const rows = await tx.query("delete from memberships where user_id = $1 and role <> 'owner' returning user_id", [userId])
        if (rows.length === 0) return false
        await tx.query("delete from sessions where user_id = $1", [userId])
        return true
      }),

    transferOwnership: (fromId, toId) =>
      db.transaction(async (tx) => {
        const [from] = await tx.query("update memberships set role = 'admin' where user_id = $1 and role = 'owner' returning user_id", [fromId])
        if (!from) return false
        const [to] = await tx.query("update memberships set role = 'owner' where user_id = $1 and role = 'admin' returning user_id", [toId])
        if (!to) throw new DataError("validation", "Ownership can only go to an admin")
        return true
      }),

    async checkPassword(userId, password) {
      const [row] = await db.query<{ password_hash: string }>("select password_hash from users where id = $1", [userId])
      return row ? verifyPassword(row.password_hash, password) : false
    },

    async setPassword(userId, password, keepSessionId) {
      const hash = await hashPassword(password)
      await db.transaction(async (tx) => {
        await tx.query("update users set password_hash = $2 where id = $1", [userId, hash])
        await tx.query("delete from sessions where user_id = $1 and id is distinct from $2::uuid", [userId, keepSessionId ?? null])
        // Any reset link still out there is void once the password changed.
        await tx.query("update auth_tokens set revoked_at = now() where user_id = $1 and kind = 'reset' and used_at is null and revoked_at is null", [userId])
      })
    },

    async setEmail(userId, email) {
      try {
        await db.query("update users set email = $2 where id = $1", [userId, email])
      } catch (err) {
        if (isUniqueViolation(err)) throw new DataError("conflict", "This e-mail cannot be used", { fieldErrors: { email: ["This e-mail cannot be used"] } })
        throw err
      }
    },

    async acceptInvitation(tokenId, password) {
      const hash = await hashPassword(password)
      return db.transaction(async (tx) => {
        const token = await consumeTokenIn(tx, tokenId)
        if (!token || token.kind !== "invite") return null
        const email = String(token.email)
        const role = token.role as Exclude<Role, "owner">
        const [existing] = await tx.query<{ id: string; member: boolean }>(
          "select u.id, exists (select 1 from memberships m where m.user_id = u.id) as member from users u where u.email = $1",
          [email],
        )
        if (existing?.member) return null
        let id: string
        if (existing) {
          id = existing.id
          await tx.query("update users set password_hash = $2 where id = $1", [id, hash])
          await tx.query("delete from sessions where user_id = $1", [id])
        } else {
          const [created] = await tx.query<{ id: string }>("insert into users (email, password_hash) values ($1, $2) returning id", [email, hash])
          id = created!.id
        }
        await tx.query("insert into memberships (user_id, role) values ($1, $2)", [id, role])
        return { id, email, role }
      })
    },

    async completeRegistration(tokenId, password) {
      const [pending] = await db.query<{ password_hash: string | null }>("select password_hash from auth_tokens where id = $1 and kind = 'register'", [
        tokenId,
      ])
      if (!pending?.password_hash) return null
      if (!(await verifyPassword(pending.password_hash, password))) return "wrong_password"
      return db
        .transaction(async (tx) => {
          await tx.query("select pg_advisory_xact_lock($1)", [REGISTRATION_LOCK])
          const token = await consumeTokenIn(tx, tokenId)
          if (!token) return null
          const email = String(token.email)
          const [state] = await tx.query<{ owners: number; taken: boolean }>(
            `select (select count(*)::int from memberships where role = 'owner') as owners,
                    exists (select 1 from users where email = $1) as taken`,
            [email],
          )
          if (!state || state.taken) return null
          const role: Role = state.owners === 0 ? "owner" : "admin"
          const [user] = await tx.query<{ id: string }>("insert into users (email, password_hash) values ($1, $2) returning id", [
            email,
            pending.password_hash,
          ])
          await tx.query("insert into memberships (user_id, role) values ($1, $2)", [user!.id, role])
          return { id: user!.id, email, role }
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) return null
          throw err
        })
    },

    startSession: (userId, meta) => startSqlSession(db, jar, userId, meta),

    async listSessions(userId) {
      const rows = await db.query(
        "select id, user_agent, created_at, last_seen_at from sessions where user_id = $1 and expires_at > now() order by last_seen_at desc",
        [userId],
      )
      return rows.map(
        (r): SessionInfo => ({ id: String(r.id), user_agent: String(r.user_agent ?? ""), created_at: iso(r.created_at), last_seen_at: iso(r.last_seen_at) }),
      )
    },

    async endSession(userId, sessionId) {
      const rows = await db.query("delete from sessions where user_id = $1 and id = $2 returning id", [userId, sessionId])
      return rows.length > 0
    },

    async endOtherSessions(userId, keepSessionId) {
      const rows = await db.query("delete from sessions where user_id = $1 and id is distinct from $2::uuid returning id", [userId, keepSessionId])
      return rows.length
    },

    async createToken(input) {
      const passwordHash = input.password === undefined ? null : await hashPassword(input.password)
      const [row] = await db.query(
        `insert into auth_tokens (kind, secret_hash, email, user_id, role, password_hash, created_by, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`,
        [input.kind, input.secretHash, input.email, input.userId ?? null, input.role ?? null, passwordHash, input.createdBy ?? null, input.expiresAt],
      )
      return toToken(row!)
    },

    async getToken(id) {
      const [row] = await db.query(`${TOKEN_SQL} where t.id = $1`, [id])
      return row ? toToken(row) : null
    },

    async useToken(id) {
      return (await consumeTokenIn(db, id)) !== null
    },

    async revokeToken(id, kind) {
      const rows = await db.query(
        "update auth_tokens set revoked_at = now() where id = $1 and kind = $2 and used_at is null and revoked_at is null returning id",
        [id, kind],
      )
      return rows.length > 0
    },

    async revokeTokensFor(kind, email) {
      await db.query("update auth_tokens set revoked_at = now() where kind = $1 and email = $2 and used_at is null and revoked_at is null", [
        kind,
        email,
      ])
    },

    async listInvitations() {
      // Open invitations and the ones that ended in the last 30 days (used, revoked or expired), newest first.
      const rows = await db.query(
        `${TOKEN_SQL} where t.kind = 'invite' and (t.used_at is null and t.revoked_at is null or t.created_at > now() - interval '30 days')
          order by t.created_at desc limit 200`,
      )
      return rows.map((r) => {
        const row: AuthTokenRow & { secret_hash?: string } = toToken(r)
        delete row.secret_hash
        return row
      })
    },
  }
}
