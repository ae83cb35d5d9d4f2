import "server-only"

import { randomBytes } from "node:crypto"

import type { Db } from "@/lib/backend/db/types"

// Per database: tests open several in one process. A secret never changes once created.
const cache = new WeakMap<Db, Map<string, Promise<string>>>()

/** A named random secret kept in app_secrets, created on first use, shared by every server on the database. */
export function sqlSecret(db: Db, name: string): Promise<string> {
  let byName = cache.get(db)
  if (!byName) cache.set(db, (byName = new Map()))
  let value = byName.get(name)
  if (!value) {
    value = (async () => {
      await db.query("insert into app_secrets (name, value) values ($1, $2) on conflict (name) do nothing", [
        name,
        randomBytes(32).toString("hex"),
      ])
      const rows = await db.query<{ value: string }>("select value from app_secrets where name = $1", [name])
      return rows[0]!.value
    })()
    value.catch(() => byName.delete(name))
    byName.set(name, value)
  }
  return value
}
