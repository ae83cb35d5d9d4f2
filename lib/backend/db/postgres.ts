import "server-only"

import pg from "pg"

import type { Db, Queryable, SqlRow } from "./types"

type Client = { query: pg.Pool["query"] }

function wrap(client: Client): Queryable {
  return {
    async query<T extends SqlRow>(sql: string, params: readonly unknown[] = []) {
      const res = await client.query(sql, params as unknown[])
      return res.rows as T[]
    },
    async exec(sql: string) {
      await client.query(sql)
    },
  }
}

/** node-postgres pool behind the shared query interface. `searchPath` isolates test schemas. */
export function postgresDb(url: string, opts: { max?: number; searchPath?: string } = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    ...(opts.searchPath ? { options: `-c search_path=${opts.searchPath}` } : {}),
  })
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", (err) => console.error("[db] idle PostgreSQL client error:", err.message))
  return {
    kind: "postgres",
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect()
      try {
        return await inTransaction(client, fn)
      } finally {
        client.release()
      }
    },
    async session(fn) {
      const client = await pool.connect()
      let broken = false
      try {
        return await fn({ kind: "postgres", ...wrap(client), transaction: (inner) => inTransaction(client, inner) })
      } catch (err) {
        broken = true
        throw err
      } finally {
        // A session that failed may still hold session state (an advisory lock): drop that connection.
        client.release(broken)
      }
    },
    close: () => pool.end(),
  }
}

async function inTransaction<T>(client: pg.PoolClient, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  await client.query("begin")
  try {
    const result = await fn(wrap(client))
    await client.query("commit")
    return result
  } catch (err) {
    await client.query("rollback").catch(() => {})
    throw err
  }
}
