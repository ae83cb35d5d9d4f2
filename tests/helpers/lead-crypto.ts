import type { Queryable } from "@/lib/backend/db/types"
import { openMessageFields, openPayload } from "@/lib/backend/sql/lead-crypto"

/** Outbox rows read straight from the database, their sealed payloads opened (the worker opens them the same way). */
export async function outboxRows<T extends Record<string, unknown>>(db: Queryable, sql: string, params?: unknown[]): Promise<T[]> {
  const rows = await db.query<T>(sql, params)
  return rows.map((r) => ("payload" in r ? { ...r, payload: openPayload(r.payload, "test") } : r))
}

/** Message rows read straight from the database, their sealed name, e-mail and message opened. */
export async function messageRows<T extends Record<string, unknown>>(db: Queryable, sql: string, params?: unknown[]): Promise<T[]> {
  const rows = await db.query<T>(sql, params)
  return rows.map((r) => {
    const open = openMessageFields({ name: "", email: "", message: "", ...r })
    const out: Record<string, unknown> = { ...r }
    for (const f of ["name", "email", "message"] as const) if (f in r) out[f] = open[f]
    return out as T
  })
}
