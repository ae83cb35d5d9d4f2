import { randomBytes } from "node:crypto"

import { expect, test } from "@playwright/test"
import pg from "pg"

import { startServer, type ServerProcess } from "@/scripts/lib/server-process.mjs"

import { expectToast, TINY_PNG } from "../helpers/admin"
import { registerAndSignIn, signInAt } from "../helpers/auth"
import { startS3Server, type S3Server } from "../helpers/s3-server"

// Media in S3-compatible object storage (S3_BUCKET): two production servers on one fresh PostgreSQL database and
// one bucket (a real S3 server from the s3rver package), no shared disk. Needs TEST_DATABASE_URL (CI sets it).
const url = process.env.TEST_DATABASE_URL
const BASE_PORT = Number(process.env.E2E_PORT ?? 3217)
const OWNER = { email: "owner@s3.test", password: "bucket owner passphrase 8812" }

test.describe.configure({ mode: "serial" })

test.describe("two servers with their media in an S3 bucket", () => {
  test.skip(!url, "set TEST_DATABASE_URL")

  let a: ServerProcess
  let b: ServerProcess
  let s3: S3Server
  let admin: pg.Client
  let db: pg.Client
  let dbName = ""

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    dbName = `s3_e2e_${Date.now().toString(36)}`
    admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${dbName}`)
    const dbUrl = new URL(url!)
    dbUrl.pathname = `/${dbName}`
    s3 = await startS3Server()
    const env = { DATABASE_URL: dbUrl.toString(), ...s3.env, S3_PREFIX: "clinic-site" }
    ;[a, b] = await Promise.all([startServer({ port: BASE_PORT + 8, env }), startServer({ port: BASE_PORT + 9, env })])
    db = new pg.Client({ connectionString: dbUrl.toString() })
    await db.connect()
  })

  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await s3?.stop()
    await db?.end()
    if (dbName) await admin.query(`drop database if exists ${dbName} with (force)`)
    await admin?.end()
  })

  test("a file uploaded through A lands in the bucket and B serves it, whole and by range, with the same headers; deleted on A, it is gone from both and the bucket", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await registerAndSignIn(page, a.url, OWNER)
    const payload = Buffer.concat([TINY_PNG, randomBytes(600_000)])
    const up = await page.request.post(`${a.url}/api/admin/media`, {
      headers: { "x-file-name": encodeURIComponent("clinic photo.png"), "content-type": "application/octet-stream" },
      data: payload,
    })
    expect(up.status()).toBe(201)
    const path = new URL(((await up.json()) as { data: { url: string } }).data.url, a.url).pathname

    // Stored as one object under the prefix, not in the database.
    const keys = await s3.keys()
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatch(/^clinic-site\/.+\.png$/)
    expect((await db.query<{ n: number }>("select count(*)::int as n from media_chunks")).rows[0]!.n).toBe(0)

    const whole = await request.get(`${b.url}${path}`)
    expect(whole.status()).toBe(200)
    expect(whole.headers()["content-type"]).toBe("image/png")
    expect(whole.headers()["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect(whole.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox")
    expect(whole.headers()["x-content-type-options"]).toBe("nosniff")
    expect(Buffer.compare(await whole.body(), payload)).toBe(0)

    const part = await request.get(`${b.url}${path}`, { headers: { range: "bytes=0-0" } })
    expect(part.status()).toBe(206)
    expect(part.headers()["content-range"]).toBe(`bytes 0-0/${payload.length}`)
    expect(Buffer.compare(await part.body(), payload.subarray(0, 1))).toBe(0)
    const middle = await request.get(`${b.url}${path}`, { headers: { range: "bytes=300000-300099" } })
    expect(Buffer.compare(await middle.body(), payload.subarray(300_000, 300_100))).toBe(0)
    const tail = await request.get(`${b.url}${path}`, { headers: { range: "bytes=-10" } })
    expect(Buffer.compare(await tail.body(), payload.subarray(payload.length - 10))).toBe(0)

    // Deleted through A's media library, as an editor does (the library shows the stored, hyphenated name).
    await page.goto(`${a.url}/admin/media`)
    const card = page.getByTestId("media-card").filter({ hasText: "clinic-photo.png" })
    await card.hover()
    await card.getByRole("button", { name: "Delete file: clinic-photo.png" }).click()
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click()
    await expectToast(page, "Success", "File deleted successfully")
    expect(await s3.keys()).toEqual([])
    for (const server of [a, b]) expect((await request.get(`${server.url}${path}`)).status()).toBe(404)
  })

  test("while the bucket is unreachable, a file answers 503 (not 404, not a hang) and uploads are refused without a trace", async ({ page, request }) => {
    test.setTimeout(120_000)
    await signInAt(page, a.url, OWNER)
    const up = await page.request.post(`${a.url}/api/admin/media`, {
      headers: { "x-file-name": "kept.png", "content-type": "application/octet-stream" },
      data: TINY_PNG,
    })
    expect(up.status()).toBe(201)
    const path = new URL(((await up.json()) as { data: { url: string } }).data.url, a.url).pathname
    const rows = async () => (await db.query<{ n: number }>("select count(*)::int as n from media")).rows[0]!.n
    const before = await rows()

    await s3.pause()
    try {
      const served = await request.get(`${b.url}${path}`, { timeout: 30_000 })
      expect(served.status()).toBe(503)
      expect(served.headers()["cache-control"]).toBe("no-store")
      const refused = await page.request.post(`${a.url}/api/admin/media`, {
        headers: { "x-file-name": "lost.png", "content-type": "application/octet-stream" },
        data: TINY_PNG,
        timeout: 30_000,
      })
      expect(refused.status()).toBeGreaterThanOrEqual(500)
      expect(await refused.text()).not.toMatch(/127\.0\.0\.1|S3RVER|ECONNREFUSED/)
      expect(await rows()).toBe(before)
    } finally {
      await s3.resume()
    }
    expect((await request.get(`${b.url}${path}`)).status()).toBe(200)
  })
})
