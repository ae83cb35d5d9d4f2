import { spawnSync } from "node:child_process"

import { expect, test } from "@playwright/test"

import { startServer } from "@/scripts/lib/server-process.mjs"

import { startDatabaseServers, type DatabaseServers } from "../helpers/e2e-database"
import { leadBlindIndex } from "../helpers/lead-bidx"

// Leads encrypted at rest (docs/privacy.md), with built servers on PostgreSQL: a canary lead is nowhere in pg_dump,
// the outbox or the server's log; a server given a wrong or malformed master key refuses to start, naming the variable.
const url = process.env.TEST_DATABASE_URL
const BASE = Number(process.env.E2E_PORT ?? 3217) + 40
const CANARY = { name: "Quinn Canaryfield", email: "canary-e2e-41d7@clinic.example", phone: "+44 7700 900417", text: "canary-e2e-text-93b1" }

test.describe.serial("lead encryption on PostgreSQL", () => {
  test.skip(!url, "set TEST_DATABASE_URL")
  let env: DatabaseServers

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    env = await startDatabaseServers({ prefix: "e2e_leadcrypt", basePort: BASE, env: { SMTP_URL: "smtp://127.0.0.1:9", NOTIFY_EMAILS: "team@example.com" } })
  })
  test.afterAll(async () => env?.stop())

  test("a lead's canaries are in no dump, outbox row or log line; its blind index finds it", async ({ request }) => {
    const server = env.servers[0]!
    const response = await request.post(`${server.url}/api/contact`, {
      headers: { "x-forwarded-for": "198.18.9.1", origin: server.url },
      data: { name: CANARY.name, email: CANARY.email, message: `Call ${CANARY.phone}. ${CANARY.text}` },
    })
    expect(response.status()).toBe(200)
    const { rows } = await env.db.query<{ id: string }>("select id from messages where email_bidx = $1", [await leadBlindIndex(env.db, "email", CANARY.email)])
    expect(rows).toHaveLength(1)
    expect((await env.db.query("select count(*)::int as n from outbox")).rows[0]).toEqual({ n: expect.any(Number) })
    const dump = spawnSync("pg_dump", [env.databaseUrl], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 })
    expect(dump.status).toBe(0)
    expect(dump.stdout).toContain("lc1.")
    const outbox = JSON.stringify((await env.db.query("select * from outbox")).rows)
    for (const c of [CANARY.email, CANARY.phone, CANARY.text, "Canaryfield"]) {
      expect(dump.stdout).not.toContain(c)
      expect(outbox).not.toContain(c)
      expect(server.log()).not.toContain(c)
    }
  })

  for (const [label, key, message] of [
    ["a wrong master key", "ab".repeat(32), /LEAD_ENCRYPTION_KEY does not open this database's leads/],
    ["a malformed master key", "not-a-key", /LEAD_ENCRYPTION_KEY is not a valid lead encryption key/],
  ] as const) {
    test(`a server given ${label} refuses to start, naming LEAD_ENCRYPTION_KEY`, async () => {
      test.setTimeout(120_000)
      let log = ""
      try {
        const s = await startServer({ port: BASE + 5, env: { DATABASE_URL: env.databaseUrl, LEAD_ENCRYPTION_KEY: key } })
        // Ready before its database check: it must exit within moments.
        for (let i = 0; i < 300 && isAlive(s.pid!); i++) await new Promise((r) => setTimeout(r, 100))
        expect(isAlive(s.pid!)).toBe(false)
        log = s.log()
      } catch (error) {
        log = String(error)
      }
      expect(log).toMatch(message)
    })
  }
})

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
