// The same lock file the server takes (lib/backend/sql/data-dir.ts): scripts refuse to touch a data folder
// that a live server holds.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"

function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return err.code === "EPERM"
  }
}

export async function withDataDirLock(dataDir, fn) {
  mkdirSync(dataDir, { recursive: true })
  const lockFile = join(dataDir, "server.lock")
  try {
    writeFileSync(lockFile, String(process.pid), { flag: "wx" })
  } catch (err) {
    if (err.code !== "EEXIST") throw err
    const pid = Number.parseInt(readFileSync(lockFile, "utf8"), 10)
    if (pid > 0 && pid !== process.pid && isAlive(pid)) {
      console.error(`${dataDir} is in use by process ${pid}: stop the server first.`)
      process.exit(1)
    }
    writeFileSync(lockFile, String(process.pid))
  }
  try {
    return await fn()
  } finally {
    rmSync(lockFile, { force: true })
  }
}
