import { spawn } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

/** A second `next start` of the current build with its own environment (a test that must reach its database). */
export async function startOwnServer(port: number, env: Record<string, string>): Promise<{ url: string; stop: () => void }> {
  const url = `http://127.0.0.1:${port}`
  const child = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: mkdtempSync(join(tmpdir(), "e2e-own-")), NEXT_PUBLIC_SITE_URL: url, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  let log = ""
  child.stdout?.on("data", (d) => (log += d))
  child.stderr?.on("data", (d) => (log += d))
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM")
    } catch {}
  }
  const deadline = Date.now() + 90_000
  for (;;) {
    try {
      if ((await fetch(`${url}/robots.txt`)).status < 500 && log.includes("Ready")) return { url, stop }
    } catch {}
    if (Date.now() > deadline) {
      stop()
      throw new Error(`server did not start:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 300))
  }
}
