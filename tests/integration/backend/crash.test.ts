import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, describe, expect, it } from "vitest"

const writer = join(process.cwd(), "tests/helpers/crash-writer.mjs")

/** Runs the writer until it has acknowledged `count` more rows, then kills it with SIGKILL. */
function runAndKill(dir: string, expected: number, count: number): Promise<{ check: number; lastAck: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [writer, dir, String(expected)], { stdio: ["ignore", "pipe", "pipe"] })
    let check: number | null = null
    let acks = 0
    let lastAck = expected
    let buffer = ""
    let stderr = ""
    child.stderr.on("data", (d) => (stderr += d))
    child.stdout.on("data", (d: Buffer) => {
      buffer += d.toString()
      let nl: number
      while ((nl = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, nl)
        buffer = buffer.slice(nl + 1)
        const [kind, a] = line.split(" ")
        if (kind === "check") check = Number(a)
        if (kind === "ack") {
          lastAck = Number(a)
          if (++acks >= count) child.kill("SIGKILL")
        }
      }
    })
    // "close" (not "exit"): every acknowledgement written before the kill has been read by then.
    child.on("close", (code, signal) => {
      if (check === null) return reject(new Error(`writer died before its check (${code ?? signal}): ${stderr}`))
      if (signal !== "SIGKILL") return reject(new Error(`writer stopped on its own (${code}): ${stderr}`))
      resolve({ check, lastAck })
    })
  })
}

describe("embedded database durability", () => {
  const dir = join(mkdtempSync(join(tmpdir(), "crash-test-")), "pgdata")
  afterAll(() => rmSync(join(dir, ".."), { recursive: true, force: true }))

  it("keeps every acknowledged write through 20 kill -9 during writes", async () => {
    let acknowledged = 0
    for (let round = 0; round < 20; round++) {
      const { check, lastAck } = await runAndKill(dir, acknowledged, 3 + ((round * 7) % 11))
      expect(check, `round ${round}: acknowledged rows found after the previous kill`).toBe(acknowledged)
      acknowledged = lastAck
    }
    const final = await runAndKill(dir, acknowledged, 1)
    expect(final.check).toBe(acknowledged)
    expect(acknowledged).toBeGreaterThan(60)
  }, 300_000)
})
