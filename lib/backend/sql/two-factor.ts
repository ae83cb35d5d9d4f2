import "server-only"

import type { Db } from "@/lib/backend/db/types"
import type { TwoFactorRow, TwoFactorStore } from "@/lib/backend/types"

type Row = { user_id: string; secret_enc: string; enabled_at: Date | string | null; last_step: string | number; remember_key: string; recovery_left: number }

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString())

/** Two-factor sign-in on the embedded database and PostgreSQL (migration 0023). */
export function sqlTwoFactor(db: Db): TwoFactorStore {
  return {
    async get(userId): Promise<TwoFactorRow | null> {
      const [row] = await db.query<Row>(
        `select t.user_id, t.secret_enc, t.enabled_at, t.last_step, t.remember_key,
                (select count(*)::int from two_factor_recovery_codes c where c.user_id = t.user_id and c.used_at is null) as recovery_left
           from two_factor t where t.user_id = $1`,
        [userId],
      )
      if (!row) return null
      return {
        userId: row.user_id,
        secretEnc: row.secret_enc,
        enabledAt: iso(row.enabled_at),
        lastStep: Number(row.last_step),
        rememberKey: row.remember_key,
        recoveryLeft: row.recovery_left,
      }
    },

    async begin(userId, secretEnc, rememberKey) {
      const rows = await db.query(
        `insert into two_factor (user_id, secret_enc, remember_key) values ($1, $2, $3)
         on conflict (user_id) do update set secret_enc = excluded.secret_enc, remember_key = excluded.remember_key, last_step = 0, created_at = now()
           where two_factor.enabled_at is null
         returning user_id`,
        [userId, secretEnc, rememberKey],
      )
      return rows.length > 0
    },

    enable(userId, step, recoveryHashes) {
      return db.transaction(async (tx) => {
        const rows = await tx.query(
          "update two_factor set enabled_at = now(), last_step = greatest(last_step, $2) where user_id = $1 and enabled_at is null returning user_id",
          [userId, step],
        )
        if (rows.length === 0) return false
        await tx.query("delete from two_factor_recovery_codes where user_id = $1", [userId])
        for (const hash of recoveryHashes) {
          await tx.query("insert into two_factor_recovery_codes (user_id, code_hash) values ($1, $2)", [userId, hash])
        }
        return true
      })
    },

    disable(userId) {
      return db.transaction(async (tx) => {
        await tx.query("delete from two_factor_recovery_codes where user_id = $1", [userId])
        const rows = await tx.query("delete from two_factor where user_id = $1 returning user_id", [userId])
        return rows.length > 0
      })
    },

    async useStep(userId, step) {
      const rows = await db.query(
        "update two_factor set last_step = $2 where user_id = $1 and enabled_at is not null and last_step < $2 returning user_id",
        [userId, step],
      )
      return rows.length > 0
    },

    async useRecoveryCode(userId, codeHash) {
      const rows = await db.query(
        `update two_factor_recovery_codes set used_at = now()
          where id = (select id from two_factor_recovery_codes where user_id = $1 and code_hash = $2 and used_at is null limit 1 for update)
            and used_at is null
          returning id`,
        [userId, codeHash],
      )
      return rows.length > 0
    },

    replaceRecoveryCodes(userId, recoveryHashes) {
      return db.transaction(async (tx) => {
        const on = await tx.query("select 1 from two_factor where user_id = $1 and enabled_at is not null for update", [userId])
        if (on.length === 0) return false
        await tx.query("delete from two_factor_recovery_codes where user_id = $1", [userId])
        for (const hash of recoveryHashes) {
          await tx.query("insert into two_factor_recovery_codes (user_id, code_hash) values ($1, $2)", [userId, hash])
        }
        return true
      })
    },

    async forgetBrowsers(userId, rememberKey) {
      await db.query("update two_factor set remember_key = $2 where user_id = $1", [userId, rememberKey])
    },
  }
}
