// Benchmark scripts start the production server through the same helper as the tests.
import { startServer as start } from "../../scripts/lib/server-process.mjs"

export async function startServer({ port = 3390, env = {} } = {}) {
  const server = await start({ port, env })
  return { ...server, stop: () => void server.stop() }
}
