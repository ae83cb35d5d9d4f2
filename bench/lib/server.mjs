// Starts `next start` with its own DATA_DIR, for benchmark scripts. Requires a prior `npm run build` in `cwd`
// (default: the current folder). Without a port, the system picks a free one: several engineers may run benchmarks
// on one machine.
import { spawn } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"

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

export async function startServer({ port, env = {}, cwd = process.cwd() } = {}) {
  port ??= await freePort()
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "bench-data-"))
  const child = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd,
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  let log = ""
  child.stdout.on("data", (d) => (log += d))
  child.stderr.on("data", (d) => (log += d))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      const res = await fetch(url + "/robots.txt")
      // Only our own server counts: a previous one may still be answering on the port while it shuts down.
      if (res.status < 500 && log.includes("Ready")) break
    } catch {}
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`)
    await new Promise((r) => setTimeout(r, 300))
  }
  return {
    url,
    dataDir,
    pid: child.pid,
    stop: () => {
      try {
        process.kill(-child.pid, "SIGTERM")
      } catch {}
    },
  }
}
