// Benchmarks that seed the embedded database (PGlite in DATA_DIR) directly: only one process may open a data
// folder, so a server runs once to create the schema and is stopped before the benchmark opens the database.
import { existsSync } from "node:fs"
import { join } from "node:path"

import { startServer } from "./server.mjs"

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** Stops a server started on `dataDir` and waits until its lock is released and its process group is gone. */
export async function stopServer(server, dataDir) {
  server.stop()
  for (let i = 0; i < 100 && existsSync(join(dataDir, "server.lock")); i++) await sleep(100)
  // next start waits for open keep-alive connections (this script's fetches) before it exits, while the database
  // is already closed; a server left running like that would keep answering on the port with "PGlite is closed".
  const alive = () => {
    try {
      process.kill(-server.pid, 0)
      return true
    } catch {
      return false
    }
  }
  for (let i = 0; i < 50 && alive(); i++) await sleep(100)
  if (alive()) process.kill(-server.pid, "SIGKILL")
  await sleep(500)
}

/** Creates the schema in `dataDir`: a server migrates the database on its first public lookup, then stops. */
export async function createSchema(dataDir, port) {
  const server = await startServer({ port, env: { DATA_DIR: dataDir } })
  await fetch(`${server.url}/bench-warm-up-${Date.now()}`)
  await stopServer(server, dataDir)
}
