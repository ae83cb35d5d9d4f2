import "server-only"

import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { join } from "node:path"

import { PGlite } from "@electric-sql/pglite"

import { migrate } from "@/lib/backend/db/migrate"
import { pgliteThreadDb } from "@/lib/backend/db/pglite-thread"
import { postgresDb } from "@/lib/backend/db/postgres"
import type { Db } from "@/lib/backend/db/types"
import { DataError } from "@/lib/domain/errors"
import { backendKind, isBuildPhase, serverEnv } from "@/lib/server/env"

import { acquireDataDirLock, dataDirLayout } from "./data-dir"
import { prepareLeadCrypto } from "./lead-crypto"

type Opened = { db: Db; uploadsDir: string; kind: "embedded" | "postgres" }

// One database per process, shared through globalThis: Next bundles proxy.ts, route handlers and pages
// separately, and a second PGlite on the same folder would lose writes.
const KEY = Symbol.for("lumora.local-db")
type Holder = { promise?: Promise<Opened> }
function holder(): Holder {
  const g = globalThis as unknown as Record<symbol, Holder | undefined>
  return (g[KEY] ??= {})
}

/** Opens (once, lazily) the database the environment selects and applies missing migrations. */
export function openSqlDb(): Promise<Opened> {
  const h = holder()
  if (!h.promise) {
    // A failed open is not cached: the next request tries again.
    h.promise = open().catch((err) => {
      h.promise = undefined
      throw err
    })
  }
  return h.promise
}

async function open(): Promise<Opened> {
  if (isBuildPhase()) throw new DataError("unavailable", "The database is not opened during the build")
  const env = serverEnv()
  const layout = dataDirLayout(env.DATA_DIR)

  if (backendKind(env) === "postgres") {
    const db = trackActivity(postgresDb(env.DATABASE_URL!))
    await migrate(db)
    await prepareLeadCrypto(db)
    installShutdown(db, () => {})
    return { db, uploadsDir: layout.uploads, kind: "postgres" }
  }

  const release = acquireDataDirLock(layout)
  try {
    if (!existsSync(join(layout.pgdata, "PG_VERSION"))) await initInChildProcess(layout.pgdata)
    // On a thread of its own, so the database's work never holds up the pages this server answers meanwhile.
    const db = trackActivity(await pgliteThreadDb({ dataDir: layout.pgdata, startParams: PGLITE_START_PARAMS }, release))
    await migrate(db)
    await prepareLeadCrypto(db)
    installShutdown(db, release)
    return { db, uploadsDir: layout.uploads, kind: "embedded" }
  } catch (err) {
    release()
    throw err
  }
}

// A small buffer pool: PGlite keeps its WASM heap for the process's lifetime, and 32 MB holds this site's data.
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"]

/**
 * Creating a database (initdb) grows PGlite's WASM heap to ~800 MB, which a process never gives back; doing it in a
 * short-lived child keeps the server at the size of a reopened database (~200 MB).
 */
async function initInChildProcess(pgdata: string): Promise<void> {
  const script = `import("@electric-sql/pglite").then(async ({ PGlite }) => {
    const pg = await PGlite.create({ dataDir: process.argv[1] }); await pg.close()
  }).catch((err) => { console.error(err); process.exit(1) })`
  const ok = await new Promise<boolean>((resolve) => {
    const child = spawn(process.execPath, ["-e", script, pgdata], { stdio: ["ignore", "inherit", "inherit"] })
    child.on("error", () => resolve(false))
    child.on("exit", (code) => resolve(code === 0))
  })
  if (!ok) console.warn("[db] creating the database in a child process failed; creating it in this process instead")
}

/** Counts the queries in flight, so a shutdown can wait for the requests Next is still finishing. */
function trackActivity(db: Db): Db & { idleFor(): number } {
  let inFlight = 0
  let lastDone = Date.now()
  const track = async <T>(run: () => Promise<T>): Promise<T> => {
    inFlight++
    try {
      return await run()
    } finally {
      inFlight--
      lastDone = Date.now()
    }
  }
  return {
    ...db,
    query: (sql, params) => track(() => db.query(sql, params)),
    exec: (sql) => track(() => db.exec(sql)),
    transaction: (fn) => track(() => db.transaction(fn)),
    session: (fn) => track(() => db.session(fn)),
    idleFor: () => (inFlight > 0 ? 0 : Date.now() - lastDone),
  }
}

const DRAIN_IDLE_MS = 300
const DRAIN_MAX_MS = 10_000

function installShutdown(db: Db & { idleFor(): number }, release: () => void) {
  process.once("exit", release)
  // Under server/index.mjs the server drains its requests first and then runs these hooks: close after that.
  const hooks = (globalThis as Record<symbol, unknown>)[Symbol.for("lumora.shutdown-hooks")] as Set<() => Promise<void>> | undefined
  if (hooks) {
    hooks.add(async () => {
      await db.close().catch((err) => console.error("[db] close failed:", err))
      release()
    })
    return
  }
  let closing = false
  const onSignal = async (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    // Alone (scripts), close and exit now. Under `next start` or `next dev`, which also handle the signal and
    // finish the requests in flight, close only once those have stopped querying, so none meets a closed database.
    const alone = process.listenerCount(signal) === 0
    if (!alone) {
      const deadline = Date.now() + DRAIN_MAX_MS
      while (db.idleFor() < DRAIN_IDLE_MS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
    }
    await db.close().catch((err) => console.error("[db] close failed:", err))
    release()
    if (alone) process.exit(signal === "SIGINT" ? 130 : 143)
  }
  process.once("SIGTERM", (signal) => void onSignal(signal))
  process.once("SIGINT", (signal) => void onSignal(signal))
}
