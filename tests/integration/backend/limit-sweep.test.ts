import { describe, expect, it } from "vitest"

import type { Db, Queryable } from "@/lib/backend/db/types"
import { postgresLimitStore } from "@/lib/backend/db/limit-store"

/** A database that answers every query with no rows and records the statements it was sent. */
function recordingDb(sent: string[]): Db {
  const q: Queryable = {
    query: async (sql) => {
      sent.push(sql)
      return []
    },
    exec: async (sql) => {
      sent.push(sql)
    },
  }
  const db: Db = {
    kind: "postgres",
    ...q,
    transaction: (fn) => fn(q),
    session: (fn) => fn(db),
    close: async () => {},
  }
  return db
}

describe("postgres limit store: sweeping expired rows", () => {
  it("sweeps now and then per process, not on the first update of every request's store", async () => {
    const sent: string[] = []
    const db = recordingDb(sent)
    // getBackend builds a new store for every request: here, one store per update.
    for (let i = 0; i < 50; i++) {
      await postgresLimitStore(db, "sweep_test_limits").update("contact-ip", `k${i}`, () => ({ state: 1, ttlMs: 60_000, result: true }))
    }
    await new Promise((r) => setTimeout(r, 0))
    const sweeps = sent.filter((sql) => sql.startsWith("delete from sweep_test_limits where expires_at <= now()"))
    expect(sweeps).toHaveLength(1)
  })
})
