import { spawnSync } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"

import { PGlite } from "@electric-sql/pglite"
import { expect, test } from "@playwright/test"

import { keyring, open, parseMasterKey, sealedKeyId } from "@/lib/server/crypto/envelope"
import { startServer } from "@/scripts/lib/server-process.mjs"

// Key rotation on the embedded default, with the site serving: the master key lives in DATA_DIR/keys/lead-master.key
// (no LEAD_ENCRYPTION_KEY). `npm run admin -- rotate-lead-key` puts a new key first in the file while a built server
// runs; the server notices, keeps taking leads and re-wraps every data key; afterwards the new key alone opens every
// lead, including those that arrived during the rotation.
const PORT = Number(process.env.E2E_PORT ?? 3217) + 76

function keyFileKeys(dataDir: string): string[] {
  return readFileSync(join(dataDir, "keys", "lead-master.key"), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"))
}

test("rotate-lead-key on a running embedded site: leads keep arriving, every one ends under the new key alone", async ({ request }) => {
  test.setTimeout(240_000)
  // The run's servers share a master key from the environment; this one keeps its own in the key file.
  const env = { LEAD_ENCRYPTION_KEY: "", TRUSTED_PROXY_COUNT: "1" }
  let server = await startServer({ port: PORT, env })
  const dataDir = server.dataDir
  const emails: string[] = []
  const submit = async (i: number) => {
    const email = `rotation-${i}@clinic.example`
    const response = await request.post(`${server.url}/api/contact`, {
      headers: { "x-forwarded-for": `198.18.40.${i + 1}`, origin: server.url },
      data: { name: `Rotation Patient ${i}`, email, message: `Rotation message number ${i}` },
    })
    expect(response.status(), email).toBe(200)
    emails.push(email)
  }
  try {
    for (let i = 0; i < 4; i++) await submit(i)
    const [oldText] = keyFileKeys(dataDir)
    const oldKey = parseMasterKey(oldText!)!

    const rotation = spawnSync(process.execPath, ["scripts/admin.mjs", "rotate-lead-key"], {
      env: { ...process.env, DATA_DIR: dataDir, LEAD_ENCRYPTION_KEY: "", DATABASE_URL: "" },
      encoding: "utf8",
    })
    expect(rotation.stderr).toBe("")
    expect(rotation.status).toBe(0)
    expect(rotation.stdout).toContain("is running: it reads the new key within seconds")
    const keys = keyFileKeys(dataDir)
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(oldText)
    const newKey = parseMasterKey(keys[0]!)!
    expect(newKey.id).not.toBe(oldKey.id)

    // Leads keep arriving while the server notices the new key and re-wraps.
    for (let i = 4; i < 8; i++) await submit(i)
    await expect.poll(() => server.log(), { timeout: 60_000 }).toContain(`[leads] key rotation done`)
    await submit(8)
    expect(server.log()).not.toContain("key rotation failed")
    await server.stop()

    // Read the stored rows directly: every sealed value is under the new key, and the new key alone opens it.
    const db = await PGlite.create({ dataDir: join(dataDir, "pgdata") })
    try {
      const { rows } = await db.query<{ name: string; email: string; message: string }>("select name, email, message from messages")
      expect(rows).toHaveLength(emails.length)
      const onlyNew = keyring(newKey)
      for (const row of rows) for (const value of [row.name, row.email, row.message]) expect(sealedKeyId(value)).toBe(newKey.id)
      expect(rows.map((r) => open(onlyNew, "messages.email", r.email)).sort()).toEqual([...emails].sort())
      const jobs = await db.query<{ payload: { sealed?: string } }>("select payload from outbox")
      for (const job of jobs.rows) if (job.payload.sealed) expect(sealedKeyId(job.payload.sealed)).toBe(newKey.id)
    } finally {
      await db.close()
    }

    // The old key removed from the file: the site starts with the new key alone and takes a lead.
    const fileText = readFileSync(join(dataDir, "keys", "lead-master.key"), "utf8")
    writeFileSync(join(dataDir, "keys", "lead-master.key"), fileText.replace(`${oldText}\n`, ""), { mode: 0o600 })
    expect(keyFileKeys(dataDir)).toEqual([keys[0]])
    server = await startServer({ port: PORT, env: { ...env, DATA_DIR: dataDir } })
    await submit(9)
  } finally {
    await server.stop()
  }
})
