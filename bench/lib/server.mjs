// Benchmark scripts start servers through the same helper as the tests: this project's production server
// (server/index.mjs), or `next start` for another Next app (`cwd`). Without a port, the system picks a free one:
// several engineers may run benchmarks on one machine.
import { createServer } from "node:net"

import { startServer as start } from "../../scripts/lib/server-process.mjs"

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

export async function startServer({ port, env = {}, cwd } = {}) {
  const server = await start({ port: port ?? (await freePort()), env, cwd })
  return { ...server, stop: () => void server.stop() }
}
