// Starts `next start` on a free port with its own DATA_DIR, for benchmark scripts. Requires a prior `npm run build`.
import { spawn } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

export async function startServer({ port = 3390, env = {} } = {}) {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "bench-data-"))
  const child = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
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
