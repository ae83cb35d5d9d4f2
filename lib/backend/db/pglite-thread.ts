import "server-only"

import { Worker } from "node:worker_threads"

import type { Db, Queryable, SqlRow } from "./types"

/**
 * The embedded database on a thread of its own. PGlite is PostgreSQL compiled to WebAssembly: every statement runs
 * synchronously in the thread that calls it. In the server's main thread, a roll-up, a batch of page views or an
 * admin's search would hold up every page being served meanwhile; here they run beside it, and the main thread only
 * sends the statement and receives the rows.
 *
 * The thread runs the same PGlite calls as an in-process database (db/pglite.ts): one connection; a transaction holds
 * it (PGlite's own transaction lock), and statements from outside the transaction wait for it to end. Rows and
 * parameters cross by structured clone (dates, byte arrays and JSON values keep their types); a database error
 * keeps its message, code, detail and constraint.
 */

// A script of its own (eval): the server's bundle is not a module a thread can load. PGlite is resolved from the
// project's node_modules, as the database creation in a child process does (sql/open.ts).
const THREAD_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads")
const errorOf = (e) => ({
  message: String((e && e.message) || e), name: e && e.name, code: e && e.code, detail: e && e.detail,
  constraint: e && e.constraint, table: e && e.table, column: e && e.column, severity: e && e.severity,
})
import("@electric-sql/pglite").then(async ({ PGlite }) => {
  let pg
  try {
    pg = await PGlite.create({ dataDir: workerData.dataDir, startParams: workerData.startParams })
  } catch (e) {
    parentPort.postMessage({ id: 0, error: errorOf(e) })
    return
  }
  parentPort.postMessage({ id: 0, value: null })
  const txs = new Map()
  const reply = (id, value) => parentPort.postMessage({ id, value })
  parentPort.on("message", async (m) => {
    try {
      if (m.op === "begin") {
        const entry = { tx: null, end: null }
        entry.done = new Promise((resolve, reject) => (entry.end = { resolve, reject }))
        txs.set(m.tx, entry)
        entry.finished = pg.transaction(async (tx) => {
          entry.tx = tx
          reply(m.id, null)
          await entry.done
        })
        entry.finished.catch((e) => {
          if (!entry.tx) parentPort.postMessage({ id: m.id, error: errorOf(e) })
        })
        return
      }
      if (m.op === "commit" || m.op === "rollback") {
        const entry = txs.get(m.tx)
        txs.delete(m.tx)
        if (entry) {
          if (m.op === "commit") entry.end.resolve()
          else entry.end.reject(new Error("rolled back"))
          if (m.op === "commit") await entry.finished
          else await entry.finished.catch(() => {})
        }
        return reply(m.id, null)
      }
      if (m.op === "close") {
        if (!pg.closed) await pg.close()
        return reply(m.id, null)
      }
      const target = m.tx ? txs.get(m.tx) && txs.get(m.tx).tx : pg
      if (!target) throw new Error("The transaction has ended")
      if (m.op === "exec") {
        await target.exec(m.sql)
        return reply(m.id, null)
      }
      const res = await target.query(m.sql, m.params)
      reply(m.id, res.rows)
    } catch (e) {
      parentPort.postMessage({ id: m.id, error: errorOf(e) })
    }
  })
}).catch((e) => parentPort.postMessage({ id: 0, error: errorOf(e) }))
`

type Message = { id: number; op: "query" | "exec" | "begin" | "commit" | "rollback" | "close"; tx?: number; sql?: string; params?: readonly unknown[] }
type Reply = { id: number; value?: unknown; error?: Record<string, unknown> & { message: string } }

function toError(e: Reply["error"]): Error {
  return Object.assign(new Error(e?.message ?? "The database failed"), e)
}

/** Opens PGlite on `dataDir` in a worker thread; resolves once the database is open. */
export async function pgliteThreadDb(options: { dataDir: string; startParams: string[] }, onClose?: () => void): Promise<Db> {
  const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: options })
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  let nextId = 1
  let nextTx = 1
  let dead: Error | null = null

  // The thread keeps the process alive only while a statement is waiting for it (a script that forgets to close
  // the database still exits).
  const settle = (id: number, fn: (p: { resolve: (value: unknown) => void; reject: (error: Error) => void }) => void) => {
    const p = pending.get(id)
    if (!p) return
    pending.delete(id)
    if (pending.size === 0) worker.unref()
    fn(p)
  }
  const opened = new Promise<void>((resolve, reject) => pending.set(0, { resolve: () => resolve(), reject }))
  worker.on("message", (r: Reply) => settle(r.id, (p) => (r.error ? p.reject(toError(r.error)) : p.resolve(r.value))))
  const fail = (error: Error) => {
    dead = error
    for (const id of [...pending.keys()]) settle(id, (p) => p.reject(error))
  }
  worker.on("error", (error) => fail(error instanceof Error ? error : new Error(String(error))))
  worker.on("exit", (code) => fail(new Error(`The database thread stopped (exit code ${code})`)))

  const send = <T>(message: Omit<Message, "id">): Promise<T> => {
    if (dead) return Promise.reject(dead)
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref()
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      worker.postMessage({ ...message, id })
    })
  }

  await opened
  worker.unref()

  const on = (tx?: number): Queryable => ({
    query: <T extends SqlRow>(sql: string, params: readonly unknown[] = []) => send<T[]>({ op: "query", tx, sql, params }),
    exec: (sql: string) => send<void>({ op: "exec", tx, sql }),
  })
  const base = {
    kind: "pglite" as const,
    ...on(),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const tx = nextTx++
      await send({ op: "begin", tx })
      let result: T
      try {
        result = await fn(on(tx))
      } catch (error) {
        await send({ op: "rollback", tx }).catch(() => {})
        throw error
      }
      await send({ op: "commit", tx })
      return result
    },
  }
  return {
    ...base,
    session: (fn) => fn(base),
    async close() {
      if (!dead) {
        await send({ op: "close" }).catch(() => {})
        await worker.terminate()
      }
      onClose?.()
    },
  }
}
