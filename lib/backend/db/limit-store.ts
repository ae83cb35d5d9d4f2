import "server-only"

import type { Db } from "@/lib/backend/db/types"
import { memoryLimitStore, type LimitStore } from "@/lib/server/limits/store"

// Expired rows are deleted now and then, so the table stays bounded by the keys active within their windows.
const SWEEP_EVERY = 200
// Counted per process and table, not per store: a backend (and its store) is built for every request.
const updatesByTable = new Map<string, number>()

/**
 * Limiter state in PostgreSQL, so every server counts the same hits. One transaction per update, serialized per
 * key by a transaction-level advisory lock (a first hit from two servers at once must not both insert).
 */
export function postgresLimitStore(db: Db, table = "rate_limits"): LimitStore {
  return {
    kind: "postgres",
    async update(bucket, key, fn) {
      const now = Date.now()
      const result = await db.transaction(async (tx) => {
        await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [`${bucket}:${key}`])
        const rows = await tx.query<{ state: unknown }>(
          `select state from ${table} where bucket = $1 and key = $2 and expires_at > $3`,
          [bucket, key, new Date(now)],
        )
        const { state, ttlMs, result } = fn((rows[0]?.state ?? null) as never, now)
        if (state === null || ttlMs <= 0) {
          await tx.query(`delete from ${table} where bucket = $1 and key = $2`, [bucket, key])
        } else {
          await tx.query(
            `insert into ${table} (bucket, key, state, expires_at) values ($1, $2, $3, $4)
             on conflict (bucket, key) do update set state = excluded.state, expires_at = excluded.expires_at`,
            [bucket, key, JSON.stringify(state), new Date(now + ttlMs)],
          )
        }
        return result
      })
      const updates = (updatesByTable.get(table) ?? 0) + 1
      updatesByTable.set(table, updates)
      if (updates % SWEEP_EVERY === 1) {
        void db.query(`delete from ${table} where expires_at <= now()`).catch((err: unknown) => console.error("[limits] sweep failed:", err))
      }
      return result
    },
    async size() {
      const rows = await db.query<{ n: number }>(`select count(*)::int as n from ${table} where expires_at > now()`)
      return rows[0]?.n ?? 0
    },
  }
}

// One memory store per process (globalThis: Next may load this module in several bundles).
const KEY = Symbol.for("lumora.limit-store")

/** The embedded default's limits: this process's memory. */
export function processLimitStore(): LimitStore {
  const g = globalThis as unknown as Record<symbol, LimitStore | undefined>
  return (g[KEY] ??= memoryLimitStore())
}
