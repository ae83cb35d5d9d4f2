import "server-only"

import type { PGlite, Transaction } from "@electric-sql/pglite"

import type { Db, Queryable, SqlRow } from "./types"

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends SqlRow>(sql: string, params: readonly unknown[] = []) {
      const res = await target.query<T>(sql, params as unknown[])
      return res.rows
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  }
}

/** Wraps an open PGlite instance (on disk or in memory) in the shared query interface. */
export function pgliteDb(pg: PGlite, onClose?: () => void): Db {
  const base = {
    kind: "pglite" as const,
    ...wrap(pg),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => pg.transaction((tx) => fn(wrap(tx))),
  }
  return {
    ...base,
    session: (fn) => fn(base),
    async close() {
      if (!pg.closed) await pg.close()
      onClose?.()
    },
  }
}
