// Benchmark scripts start servers through the same helper as the tests: this project's production server
// (server/index.mjs), or `next start` for another Next app (`cwd`). Without a port, the system picks a free one:
// several engineers may run benchmarks on one machine.
import { startServer as start } from "../../scripts/lib/server-process.mjs"

export async function startServer({ port, env = {}, cwd } = {}) {
  const server = await start({ port, env, cwd })
  return { ...server, stop: () => void server.stop() }
}
