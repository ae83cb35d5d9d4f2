import "server-only"

import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { join } from "node:path"

import { PGlite } from "@electric-sql/pglite"

import { migrate } from "@/lib/backend/db/migrate"
import { pgliteDb } from "@/lib/backend/db/pglite"
import { postgresDb } from "@/lib/backend/db/postgres"
import type { Db } from "@/lib/backend/db/types"
import { DataError } from "@/lib/data/errors"
import { backendKind, isBuildPhase, serverEnv } from "@/lib/env"

import { acquireDataDirLock, dataDirLayout } from "./data-dir"

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
export function openLocalDb(): Promise<Opened> {
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
    const db = postgresDb(env.DATABASE_URL!)
    await migrate(db)
    installShutdown(db, () => {})
    return { db, uploadsDir: layout.uploads, kind: "postgres" }
  }

  const release = acquireDataDirLock(layout)
  try {
    if (!existsSync(join(layout.pgdata, "PG_VERSION"))) await initInChildProcess(layout.pgdata)
    const pg = await PGlite.create({ dataDir: layout.pgdata, startParams: PGLITE_START_PARAMS })
    const db = pgliteDb(pg, release)
    await migrate(db)
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

function installShutdown(db: Db, release: () => void) {
  process.once("exit", release)
  let closing = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    // next start also handles the signal (closes the server, then exits); alone (scripts), we exit ourselves.
    const alone = process.listenerCount(signal) === 0
    void db
      .close()
      .catch((err) => console.error("[db] close failed:", err))
      .finally(() => {
        release()
        if (alone) process.exit(signal === "SIGINT" ? 130 : 143)
      })
  }
  process.once("SIGTERM", onSignal)
  process.once("SIGINT", onSignal)
}
