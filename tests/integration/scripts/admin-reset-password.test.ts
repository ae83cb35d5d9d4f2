import { execFile } from "node:child_process"
import { promisify } from "node:util"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as links from "@/lib/data/account-links"
import * as auth from "@/lib/data/auth"

import { MemoryJar, openHarness, type Harness } from "../../helpers/data-harness"
import { postgresDb } from "@/lib/backend/db/postgres"
import { migrate } from "@/lib/backend/db/migrate"

const url = process.env.TEST_DATABASE_URL
const run = promisify(execFile)

// `npm run admin -- reset-password EMAIL` against a real PostgreSQL database (DATABASE_URL), as an operator with
// no mail and nobody able to sign in would run it; the printed link then works through the data layer.
describe.skipIf(!url)("npm run admin -- reset-password (PostgreSQL)", () => {
  const schema = `admin_script_${process.pid}_${Date.now().toString(36)}`
  let h: Harness
  let scriptUrl = ""

  beforeAll(async () => {
    const u = new URL(url!)
    u.searchParams.set("options", `-c search_path=${schema}`)
    scriptUrl = u.toString()
    h = await openHarness({
      label: "PostgreSQL",
      async open() {
        const admin = postgresDb(url!, { max: 1 })
        await admin.exec(`create schema ${schema}`)
        const db = postgresDb(url!, { searchPath: schema })
        await migrate(db)
        return {
          db,
          async close() {
            await db.close()
            await admin.exec(`drop schema if exists ${schema} cascade`)
            await admin.close()
          },
        }
      },
    })
    await h.as(new MemoryJar(), () => auth.signUp("owner@example.com", "owner passphrase here"))
  }, 60_000)
  afterAll(async () => {
    await h?.close()
  })

  it("prints a 30-minute single-use reset link that the site accepts, and refuses unknown e-mails", async () => {
    const { stdout } = await run("node", ["scripts/admin.mjs", "reset-password", "Owner@Example.com"], {
      env: { ...process.env, DATABASE_URL: scriptUrl, NEXT_PUBLIC_SITE_URL: "https://www.example.com" },
    })
    const link = /https:\/\/www\.example\.com\/admin\/reset\/(\S+)/.exec(stdout)
    expect(link, stdout).not.toBeNull()
    const token = link![1]!
    expect(await h.as(null, () => links.describeLink("reset", token))).toEqual({ state: "valid", email: "owner@example.com", role: null })
    const jar = new MemoryJar()
    await h.as(jar, () => links.resetPassword(token, "a new owner passphrase"))
    expect(await h.as(jar, () => auth.getCurrentUser())).toMatchObject({ email: "owner@example.com", role: "owner" })
    expect(await h.as(null, () => links.describeLink("reset", token))).toEqual({ state: "used" })
    const [row] = await h.db.query<{ minutes: number }>(
      "select round(extract(epoch from expires_at - created_at) / 60)::int as minutes from auth_tokens where kind = 'reset'",
    )
    expect(row!.minutes).toBe(30)

    const unknown = await run("node", ["scripts/admin.mjs", "reset-password", "nobody@example.com"], {
      env: { ...process.env, DATABASE_URL: scriptUrl },
    }).catch((e: { code: number; stderr: string }) => e)
    expect(unknown).toMatchObject({ code: 1 })
    expect((unknown as { stderr: string }).stderr).toContain("No account with the e-mail nobody@example.com.")
  }, 60_000)

  it("writes all or nothing: when the audit entry cannot be written, no link is created and earlier links still work", async () => {
    await run("node", ["scripts/admin.mjs", "reset-password", "owner@example.com"], { env: { ...process.env, DATABASE_URL: scriptUrl } })
    const before = await h.db.query<{ id: string }>("select id from auth_tokens where kind = 'reset' and used_at is null and revoked_at is null")
    expect(before).toHaveLength(1)
    // A fault in the last of the three writes: the audit table refuses inserts for this one run.
    await h.db.exec("alter table audit_log add constraint block_for_test check (false) not valid")
    try {
      const failed = await run("node", ["scripts/admin.mjs", "reset-password", "owner@example.com"], {
        env: { ...process.env, DATABASE_URL: scriptUrl },
      }).catch((e: { code: number; stdout: string }) => e)
      expect(failed).toMatchObject({ code: 1 })
      expect((failed as { stdout: string }).stdout).not.toContain("/admin/reset/")
    } finally {
      await h.db.exec("alter table audit_log drop constraint block_for_test")
    }
    const after = await h.db.query<{ id: string }>("select id from auth_tokens where kind = 'reset' and used_at is null and revoked_at is null")
    expect(after).toEqual(before)
  }, 60_000)
})
