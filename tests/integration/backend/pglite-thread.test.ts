import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { isUniqueViolation } from "@/lib/backend/db/sql"
import type { Db } from "@/lib/backend/db/types"

import { pgliteThreadFactory } from "../../helpers/data-harness"
import { describeAnalyticsContract } from "./analytics-contract"
import { describeDataContract } from "./contract"
import { describePublishingContract } from "./publishing-contract"

// The server's embedded database runs on its own thread: the same contracts as in-process PGlite…
describeDataContract(pgliteThreadFactory)
describePublishingContract(pgliteThreadFactory)
describeAnalyticsContract(pgliteThreadFactory)

// …and what the thread itself must keep.
describe("embedded database on its thread", () => {
  let db: Db
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ db, close } = await pgliteThreadFactory.open())
    await db.exec("create table t (id int primary key, note text, at timestamptz, bytes bytea, doc jsonb)")
  })
  afterAll(() => close())

  it("returns values with their types and keeps a database error's code and constraint", async () => {
    const at = new Date("2026-03-09T15:00:00.000Z")
    await db.query("insert into t values ($1, $2, $3, $4, $5)", [1, "a", at, new Uint8Array([1, 2, 3]), JSON.stringify({ k: [1] })])
    const [row] = await db.query("select * from t where id = 1")
    expect(row).toEqual({ id: 1, note: "a", at, bytes: new Uint8Array([1, 2, 3]), doc: { k: [1] } })
    const error = await db.query("insert into t (id) values (1)").catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: "23505", constraint: "t_pkey" })
    expect(isUniqueViolation(error, "t_pkey")).toBe(true)
  })

  it("commits a transaction's statements together, rolls them back together when it throws, and makes others wait", async () => {
    await db.transaction(async (tx) => {
      await tx.query("insert into t (id, note) values (10, 'x')")
      await tx.query("insert into t (id, note) values (11, 'y')")
    })
    const failed = await db
      .transaction(async (tx) => {
        await tx.query("insert into t (id, note) values (12, 'z')")
        throw new Error("changed my mind")
      })
      .catch((e: Error) => e.message)
    expect(failed).toBe("changed my mind")
    expect((await db.query<{ id: number }>("select id from t where id >= 10 order by id")).map((r) => r.id)).toEqual([10, 11])

    // A statement from outside waits for the open transaction (one connection), and sees its result.
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    const tx = db.transaction(async (t) => {
      await t.query("update t set note = 'inside' where id = 10")
      await held
    })
    await new Promise((r) => setTimeout(r, 50))
    const outside = db.query<{ note: string }>("select note from t where id = 10")
    let answered = false
    void outside.then(() => (answered = true))
    await new Promise((r) => setTimeout(r, 100))
    expect(answered).toBe(false)
    release()
    await tx
    expect((await outside)[0]!.note).toBe("inside")
  })

  it("leaves the main thread free while a long statement runs", async () => {
    // About half a second of work inside the database; timers of this thread must keep firing meanwhile.
    let ticks = 0
    const timer = setInterval(() => ticks++, 10)
    const started = performance.now()
    await db.query("select count(*) from generate_series(1, 3000000)")
    const took = performance.now() - started
    clearInterval(timer)
    expect(took).toBeGreaterThan(100)
    // A blocked thread would fire at most once after the statement; a free one about every 10 ms.
    expect(ticks).toBeGreaterThan((took / 10) * 0.5)
  })
})
