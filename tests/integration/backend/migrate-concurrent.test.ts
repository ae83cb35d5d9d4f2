import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { loadMigrations, migrate, migrationVersion } from "@/lib/backend/db/migrate"
import { postgresDb } from "@/lib/backend/db/postgres"
import type { Db } from "@/lib/backend/db/types"

const url = process.env.TEST_DATABASE_URL

// Servers starting together on an empty database: every one migrates through the same session-level lock.
describe.skipIf(!url)("migrations with several servers (PostgreSQL)", () => {
  const schema = `migrate_race_${process.pid}_${Date.now().toString(36)}`
  let admin: Db
  const servers: Db[] = []
  beforeAll(async () => {
    admin = postgresDb(url!, { max: 1 })
    await admin.exec(`create schema ${schema}`)
    for (let i = 0; i < 4; i++) servers.push(postgresDb(url!, { searchPath: schema, max: 2 }))
  })
  afterAll(async () => {
    await Promise.all(servers.map((db) => db.close()))
    await admin.exec(`drop schema if exists ${schema} cascade`)
    await admin.close()
  })

  it("four servers migrating an empty database at once: one applies every file, the others wait and apply none", async () => {
    const files = loadMigrations().map((m) => m.version)
    const results = await Promise.all(servers.map((db) => migrate(db)))
    const appliers = results.filter((r) => r.length > 0)
    expect(appliers).toEqual([files])
    expect(results.filter((r) => r.length === 0)).toHaveLength(3)
    const [first, second] = servers as [Db, Db]
    const recorded = await first.query<{ n: number }>("select count(*)::int as n from schema_migrations")
    expect(recorded[0]?.n).toBe(files.length)
    expect(await migrationVersion(second)).toBe(files.at(-1))
  })
})
