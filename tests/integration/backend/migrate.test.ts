import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { PGlite } from "@electric-sql/pglite"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { loadMigrations, migrate } from "@/lib/backend/db/migrate"
import { pgliteDb } from "@/lib/backend/db/pglite"
import type { Db } from "@/lib/backend/db/types"
import { acquireDataDirLock, dataDirLayout } from "@/lib/backend/sql/data-dir"

describe("migrations", () => {
  let db: Db
  beforeAll(async () => {
    db = pgliteDb(await PGlite.create())
  }, 60_000)
  afterAll(() => db.close())

  it("applies each versioned file once and records it", async () => {
    const files = loadMigrations()
    expect(files.map((m) => m.version).slice(0, 2)).toEqual(["0001_init", "0002_post_slugs"])
    expect(await migrate(db)).toEqual(files.map((m) => m.version))
    expect(await migrate(db)).toEqual([])
    const recorded = await db.query<{ version: string }>("select version from schema_migrations order by version")
    expect(recorded.map((r) => r.version)).toEqual(files.map((m) => m.version))
  })

  it("rolls a failing migration back whole and keeps the previous version", async () => {
    const broken = [{ version: "9999_broken", sql: "create table half_done (id int); select * from no_such_table;" }]
    await expect(migrate(db, broken)).rejects.toThrow(/no_such_table/)
    expect(await db.query("select 1 from schema_migrations where version = '9999_broken'")).toEqual([])
    expect(await db.query("select 1 from pg_tables where tablename = 'half_done'")).toEqual([])
    expect((await db.query("select count(*)::int as n from schema_migrations"))[0]).toEqual({ n: loadMigrations().length })
  })
})

describe("data directory lock", () => {
  const dir = mkdtempSync(join(tmpdir(), "lock-test-"))
  const layout = dataDirLayout(dir)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("refuses a folder held by another live process and takes over a dead one's lock", () => {
    writeFileSync(layout.lockFile, String(process.ppid))
    expect(() => acquireDataDirLock(layout)).toThrow(new RegExp(`in use by process ${process.ppid}`))
    writeFileSync(layout.lockFile, "2147483646") // no such process
    const release = acquireDataDirLock(layout)
    expect(readFileSync(layout.lockFile, "utf8")).toBe(String(process.pid))
    release()
    expect(() => readFileSync(layout.lockFile)).toThrow()
  })
})
