import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { Db } from "@/lib/backend/db/types"
import { vacuumLeadTables } from "@/lib/backend/sql/vacuum"

import { pgliteFactory } from "../../helpers/data-harness"

type PlanNode = { "Node Type": string; "Actual Rows"?: number; "Heap Fetches"?: number; Plans?: PlanNode[] }

/** How many rows a plan read from the table itself (a heap scan's rows, an index-only scan's heap fetches). */
function tableReads(node: PlanNode): number {
  const own = node["Node Type"] === "Index Only Scan" ? (node["Heap Fetches"] ?? 0) : /^(Seq Scan|Bitmap Heap Scan|Index Scan)$/.test(node["Node Type"]) ? (node["Actual Rows"] ?? 0) : 0
  return own + (node.Plans ?? []).reduce((sum, child) => sum + tableReads(child), 0)
}

/** The rows the lead list's capped count reads from the table rather than from its index alone. */
async function countTableReads(db: Db): Promise<number> {
  const [row] = await db.query<{ "QUERY PLAN": unknown }>(
    "explain (analyze, format json) select count(*) from (select 1 from messages where folder = 'inbox' order by received_at desc, seq desc limit 10001) as capped",
  )
  const plan = row!["QUERY PLAN"]
  const root = (typeof plan === "string" ? JSON.parse(plan) : plan) as { Plan: PlanNode }[]
  return tableReads(root[0]!.Plan)
}

// The embedded database has no autovacuum: the worker's hourly housekeeping vacuums the lead tables, so the list's
// count reads the index alone however wide the sealed rows are.
describe("vacuum of the lead tables: embedded (PGlite)", () => {
  let db: Db
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ db, close } = await pgliteFactory.open())
    await db.query(
      `insert into messages (name, email, message, folder, received_at, created_at)
       select 'Lead ' || i, 'lead' || i || '@clinic.example', repeat('x', 600), 'inbox', now() - make_interval(mins => i), now() - make_interval(mins => i)
         from generate_series(1, 3000) as i`,
    )
    // Statistics without a vacuum: the planner knows the table, the visibility map is still empty.
    await db.exec("analyze messages")
  }, 60_000)
  afterAll(async () => {
    await close?.()
  })

  it("sets the visibility map, after which the capped count fetches no row from the table", async () => {
    expect(await countTableReads(db)).toBe(3000)
    await vacuumLeadTables(db)
    expect(await countTableReads(db)).toBe(0)
  })
})
