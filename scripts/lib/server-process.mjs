// Starts the production server (server/index.mjs, what `npm start` runs) as a child process on its own port and
// DATA_DIR, for tests and benchmark scripts. Requires a prior `npm run build`.
import { spawn } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { createServer } from "node:net"
import { join } from "node:path"

/** A port nothing listens on now, chosen by the system (several runs may share one machine). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/**
 * `cwd` is the project folder (default: this one). A folder without server/index.mjs (another Next app a benchmark
 * compares with, or an older checkout) is started with `next start` instead.
 *
 * Without a port, a free one is chosen.
 *
 * @param {{ port?: number, env?: Record<string, string>, readyTimeoutMs?: number, cwd?: string }} options
 */
export async function startServer({ port: wanted, env = {}, readyTimeoutMs = 90_000, cwd = process.cwd() }) {
  const port = wanted ?? (await freePort())
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "server-data-"))
  const url = `http://127.0.0.1:${port}`
  const ours = existsSync(join(cwd, "server/index.mjs"))
  const [command, args] = ours
    ? [process.execPath, ["server/index.mjs", "-p", String(port), "-H", "127.0.0.1"]]
    : ["npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"]]
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NODE_ENV: "production", NEXT_PUBLIC_SITE_URL: url, ...env, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so a caller can signal everything it started with process.kill(-pid).
    detached: true,
  })
  let log = ""
  child.stdout.on("data", (d) => (log += d))
  child.stderr.on("data", (d) => (log += d))
  const exited = new Promise((resolve) => child.once("exit", resolve))
  const deadline = Date.now() + readyTimeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${log}`)
    // Only our own server counts: a previous one may still be answering on the port while it shuts down.
    if (log.includes("Ready")) {
      try {
        const res = await fetch(url + "/robots.txt")
        if (res.status < 500) break
      } catch {}
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL")
      throw new Error(`server did not start within ${readyTimeoutMs} ms:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    dataDir,
    pid: child.pid,
    log: () => log,
    /** Resident memory of the server process, in bytes. */
    rssBytes() {
      const line = readFileSync(`/proc/${child.pid}/status`, "utf8")
        .split("\n")
        .find((l) => l.startsWith("VmRSS:"))
      return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024
    },
    /** SIGTERM, then waits for the process to exit (SIGKILL after 15 s). */
    async stop() {
      if (child.exitCode !== null) return
      const signal = (sig) => {
        try {
          process.kill(-child.pid, sig)
        } catch {}
      }
      signal("SIGTERM")
      const timer = setTimeout(() => signal("SIGKILL"), 15_000)
      await exited
      clearTimeout(timer)
    },
  }
}
