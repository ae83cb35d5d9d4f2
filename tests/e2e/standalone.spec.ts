import { execFileSync } from "node:child_process"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { expect, test } from "@playwright/test"

import { startServer, type ServerProcess } from "@/scripts/lib/server-process.mjs"

import { expectToast, TINY_PNG, uploadThroughLibrary } from "../helpers/admin"
import { registerAndSignIn } from "../helpers/auth"

// What the container image runs (Dockerfile): the tree scripts/standalone-tree.mjs assembles from Next's standalone
// output, in a folder outside the checkout so nothing can be found in the project's own node_modules. The image
// itself cannot be built here (no registry for base images); this is everything in it but Node and the OS.
const PORT = Number(process.env.E2E_PORT ?? 3217) + 10
const OWNER = { email: "owner@image.test", password: "standalone owner passphrase 4471" }

test.describe.configure({ mode: "serial" })

test.describe("the container image's file tree", () => {
  let dir = ""
  let server: ServerProcess

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    dir = join(mkdtempSync(join(tmpdir(), "image-")), "app")
    execFileSync(process.execPath, ["scripts/standalone-tree.mjs", dir], { stdio: "pipe" })
    server = await startServer({ port: PORT, cwd: dir, env: { ADMIN_EMAILS: OWNER.email } })
  })

  test.afterAll(async () => {
    await server?.stop()
    if (dir) rmSync(join(dir, ".."), { recursive: true, force: true })
  })

  test("holds the server, the assets and the operator command, but neither sources nor dev tools", () => {
    for (const path of ["server/index.mjs", ".next/BUILD_ID", ".next/static", "public", "scripts/admin.mjs", "node_modules/next", "lib/backend/sql/migrations/0001_init.sql"]) {
      expect(existsSync(join(dir, path)), path).toBe(true)
    }
    for (const path of ["node_modules/typescript", "node_modules/@playwright/test", "node_modules/vitest", "node_modules/@next/swc-linux-x64-gnu", "tests", "app/page.tsx", "server.js"]) {
      expect(existsSync(join(dir, path)), path).toBe(false)
    }
  })

  test("serves the public site, its feeds and its health", async ({ request }) => {
    const health = await request.get(`${server.url}/api/health`)
    expect(health.status()).toBe(200)
    expect(await health.json()).toMatchObject({ status: "ok", backend: "embedded" })
    const home = await request.get(`${server.url}/`)
    expect(home.status()).toBe(200)
    expect(home.headers()["content-security-policy"]).toContain("default-src 'self'")
    for (const path of ["/blog", "/blog/healthcare-website-conversion", "/sitemap.xml", "/blog/rss.xml", "/services/social-media"]) {
      expect((await request.get(`${server.url}${path}`)).status(), path).toBe(200)
    }
    expect((await request.get(`${server.url}/no-such-page`)).status()).toBe(404)
    // The page-view intake's thread runs its TypeScript from source with the packages it imports (isbot, zod):
    // the tree has them, so the thread started and did not hand its work back to the main thread.
    expect(server.log()).not.toContain("page-view intake thread stopped")
  })

  test("an owner registers, signs in and uploads a file that is served back; the operator command issues a reset link", async ({ page, request }) => {
    test.setTimeout(120_000)
    await registerAndSignIn(page, server.url, OWNER)

    await page.goto(`${server.url}/admin/media`)
    await uploadThroughLibrary(page, { name: "image-test.png", mimeType: "image/png", buffer: TINY_PNG })
    await expectToast(page, "Success", "File uploaded successfully")
    const src = await page.getByTestId("media-card").filter({ hasText: "image-test.png" }).getByRole("img").getAttribute("src")
    const served = await request.get(new URL(src!, server.url).toString())
    expect(served.status()).toBe(200)
    expect(Buffer.from(await served.body()).equals(TINY_PNG)).toBe(true)

    // The embedded database has one owner process: the command runs with the server stopped.
    await server.stop()
    const printed = execFileSync(process.execPath, ["scripts/admin.mjs", "reset-password", OWNER.email], {
      cwd: dir,
      env: { ...process.env, DATA_DIR: server.dataDir, NEXT_PUBLIC_SITE_URL: server.url },
      encoding: "utf8",
    })
    expect(printed).toMatch(new RegExp(`${server.url}/admin/reset/\\S+`))
  })
})
