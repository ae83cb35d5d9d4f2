import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import pg from "pg"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"

import { migrate } from "@/lib/backend/db/migrate"
import { postgresDb } from "@/lib/backend/db/postgres"
import { openTagState, type TagState } from "@/lib/server/cache/tag-state.mjs"

const now = () => performance.timeOrigin + performance.now()
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL }
afterEach(() => {
  process.env.DATA_DIR = saved.DATA_DIR
  if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL
  else process.env.DATABASE_URL = saved.DATABASE_URL
})

describe("cache-tag state, embedded default (a file in DATA_DIR)", () => {
  const dir = mkdtempSync(join(tmpdir(), "tag-state-"))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("keeps a scheduled expiry across a restart, and it takes effect at its time", async () => {
    delete process.env.DATABASE_URL
    process.env.DATA_DIR = dir
    const first = openTagState()
    await first.ready
    const renderedAt = now()
    await first.revalidate(["due-tag"], { expire: 1 })
    expect(first.isExpired(["due-tag"], renderedAt)).toBe(false)

    // The server restarts before the due time: the expiry is read back from the file.
    const second = openTagState()
    await second.ready
    expect(second.kind).toBe("file")
    expect(second.get("due-tag")?.expired).toBeCloseTo(first.get("due-tag")!.expired!, 0)
    const cachedAt = now()
    expect(second.isExpired(["due-tag"], cachedAt)).toBe(false)
    await sleep(1100)
    expect(second.isExpired(["due-tag"], cachedAt)).toBe(true)
    // Rendered after the due time: fresh.
    expect(second.isExpired(["due-tag"], now())).toBe(false)
  })
})

const url = process.env.TEST_DATABASE_URL

describe.skipIf(!url)("cache-tag state shared through PostgreSQL", () => {
  const dbName = `tag_state_${process.pid}_${Date.now().toString(36)}`
  let admin: pg.Client
  let dbUrl = ""
  const opened: TagState[] = []
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${dbName}`)
    const u = new URL(url!)
    u.pathname = `/${dbName}`
    dbUrl = u.toString()
    const db = postgresDb(dbUrl, { max: 1 })
    await migrate(db)
    await db.close()
  })
  afterAll(async () => {
    await Promise.all(opened.map((s) => s.close()))
    await admin.query(`drop database if exists ${dbName} with (force)`)
    await admin.end()
  })
  const open = async () => {
    process.env.DATABASE_URL = dbUrl
    const state = openTagState()
    opened.push(state)
    await state.ready
    return state
  }

  it("an expiry on one server reaches another before the change's save answers, and a future one reaches a server started later", async () => {
    const a = await open()
    const b = await open()
    expect(b.kind).toBe("postgres")
    const cachedOnB = now()
    await a.revalidate(["lumora-blog-list"], { expire: 0 })
    expect(b.isExpired(["lumora-blog-list"], cachedOnB)).toBe(true)

    await a.revalidate(["lumora-publish-due-x"], { expire: 2 })
    // What one server records, every other live server has applied by the time the change's save answers.
    expect(b.get("lumora-publish-due-x")?.expired).toBeGreaterThan(now())
    const c = await open()
    const renderedOnC = now()
    expect(c.isExpired(["lumora-publish-due-x"], renderedOnC)).toBe(false)
    await sleep(2_100)
    expect(c.isExpired(["lumora-publish-due-x"], renderedOnC)).toBe(true)
  })

  it("a server that has shut down is not waited for", async () => {
    // Only this test's servers: the earlier test's are shut down (and so leave the readers' table) first.
    await Promise.all(opened.splice(0).map((s) => s.close()))
    const a = await open()
    const b = await open()
    await b.close()
    const started = now()
    await a.revalidate(["lumora-after-shutdown"], { expire: 0 })
    // Waiting for b would take the whole wait (2 s) before giving up.
    expect(now() - started).toBeLessThan(1_500)
  })
})
