import "server-only"

import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"

export type DataDirLayout = { root: string; pgdata: string; uploads: string; lockFile: string }

export function dataDirLayout(dataDir: string): DataDirLayout {
  const root = resolve(dataDir)
  return { root, pgdata: join(root, "pgdata"), uploads: join(root, "uploads"), lockFile: join(root, "server.lock") }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM"
  }
}

/**
 * Takes the data directory's lock file (holding our pid). Two processes on one PGlite folder silently lose
 * writes, so a second server fails fast here; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(layout: DataDirLayout): () => void {
  mkdirSync(layout.root, { recursive: true })
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(layout.lockFile, String(process.pid), { flag: "wx" })
      return () => releaseDataDirLock(layout)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err
    }
    let pid = 0
    try {
      pid = Number.parseInt(readFileSync(layout.lockFile, "utf8").trim(), 10)
    } catch {
      // Vanished between our write and read: try again.
    }
    if (pid === process.pid) return () => releaseDataDirLock(layout)
    if (pid > 0 && isAlive(pid)) {
      throw new Error(
        `The data directory ${layout.root} is in use by process ${pid}. Stop that server or give this one its own DATA_DIR.`,
      )
    }
    rmSync(layout.lockFile, { force: true })
  }
  throw new Error(`Could not take the lock on ${layout.lockFile}`)
}

export function releaseDataDirLock(layout: DataDirLayout): void {
  try {
    if (readFileSync(layout.lockFile, "utf8").trim() === String(process.pid)) rmSync(layout.lockFile, { force: true })
  } catch {
    // Already gone.
  }
}
