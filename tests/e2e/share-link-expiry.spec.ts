import { expect, test } from "@playwright/test"
import pg from "pg"

import { POSTS } from "@/lib/copy/posts"
import { startServer } from "@/scripts/lib/server-process.mjs"

import { expectToast } from "../helpers/admin"
import { registerAndSignIn } from "../helpers/auth"

const url = process.env.TEST_DATABASE_URL
const GONE = "This preview link has expired or was revoked"

// Time moves in the database (the link's 7 days pass at once), so this runs its own server on a PostgreSQL
// database the test can reach; the main e2e server's embedded database belongs to that server alone.
test.describe("client share link expiry", () => {
  test.skip(!url, "set TEST_DATABASE_URL")

  test("a link stops working once its 7 days have passed", async ({ page, browser }) => {
    test.setTimeout(180_000)
    const dbName = `wt13_e2e_${Date.now().toString(36)}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${dbName}`)
    const dbUrl = new URL(url!)
    dbUrl.pathname = `/${dbName}`
    const port = Number(process.env.E2E_PORT ?? 3217) + 1
    const server = await startServer({ port, env: { DATABASE_URL: dbUrl.toString() } })
    const db = new pg.Client({ connectionString: dbUrl.toString() })
    try {
      const email = "owner@expiry.test"
      const password = "expiry owner passphrase 9031"
      await registerAndSignIn(page, server.url, { email, password })

      await page.goto(`${server.url}/admin/posts/new`)
      await page.getByLabel(POSTS.fieldTitle, { exact: true }).fill("Client Approval")
      await page.getByRole("button", { name: POSTS.save }).click()
      await expectToast(page, "Success", POSTS.created)
      await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/)
      await page.getByRole("button", { name: "Share preview link" }).click()
      const link = await page.getByTestId("share-link-url").inputValue()

      const client = await (await browser.newContext()).newPage()
      expect((await client.goto(link))?.status()).toBe(200)
      await expect(client.getByRole("heading", { level: 1 })).toHaveText("Client Approval")

      // Seven days pass.
      await db.connect()
      expect((await db.query("update share_links set expires_at = expires_at - interval '7 days'")).rowCount).toBe(1)

      const expired = await client.goto(link)
      expect([404, 410]).toContain(expired?.status())
      await expect(client.getByRole("heading", { name: GONE })).toBeVisible()
      await expect(client.getByText("Client Approval")).toHaveCount(0)
      await client.context().close()
    } finally {
      await db.end().catch(() => {})
      await server.stop()
      await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {})
      await admin.end()
    }
  })
})
