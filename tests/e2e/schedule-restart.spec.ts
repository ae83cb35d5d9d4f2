import { expect, test } from "@playwright/test"

import { startServer, type ServerProcess } from "@/scripts/lib/server-process.mjs"

import { expectToast } from "../helpers/admin"
import { loginViaForm, registerViaForm } from "../helpers/auth"

// A schedule must not depend on the process that saved it: this server is restarted between the save and the due
// time, and the first request after the due time must already show the post (no stale page served once).
const PORT = Number(process.env.E2E_PORT ?? 3217) + 2
const OWNER = { email: "owner@restart.test", password: "restart owner passphrase 4410" }

let server: ServerProcess

test.afterAll(async () => {
  await server?.stop()
})

test("a post scheduled before a restart goes live at its time on the restarted server, on every surface", async ({ page, request }) => {
  test.setTimeout(180_000)
  server = await startServer({ port: PORT, env: { ADMIN_EMAILS: OWNER.email } })
  await registerViaForm(page, server.url, OWNER)
  await loginViaForm(page, OWNER.email, OWNER.password)
  await expect(page).not.toHaveURL(/\/admin\/login/)

  const id = Date.now().toString(36)
  const title = `After Restart ${id}`
  const slug = `after-restart-${id}`
  const surfaces = ["/blog", `/blog/${slug}`, "/sitemap.xml", "/blog/rss.xml"]
  for (const path of surfaces) await request.get(`${server.url}${path}`)

  await page.goto(`${server.url}/admin/posts/new`)
  await page.getByLabel("Title", { exact: true }).fill(title)
  await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(slug)
  await page.getByLabel("Content", { exact: true }).fill("Scheduled, then the server restarted.")
  // Whole seconds: the field holds no milliseconds, so the due time is that second.
  const due = Math.ceil((Date.now() + 40_000) / 1000) * 1000
  await page.getByLabel("Schedule").fill(new Date(due).toISOString().slice(0, 19))
  await page.getByRole("button", { name: "Save Post" }).click()
  await expectToast(page, "Success", "Post created successfully")

  // The surfaces are cached without the post, then the server restarts (same data folder, same build).
  for (const path of surfaces) {
    const r = await request.get(`${server.url}${path}`)
    if (path === `/blog/${slug}`) expect(r.status()).toBe(404)
    else expect(await r.text()).not.toContain(slug)
  }
  const dataDir = server.dataDir
  await server.stop()
  server = await startServer({ port: PORT, env: { ADMIN_EMAILS: OWNER.email, DATA_DIR: dataDir } })
  expect(Date.now(), "the restart finished before the due time").toBeLessThan(due)
  // Cached again on the restarted server before the due time.
  for (const path of surfaces) await request.get(`${server.url}${path}`)

  await expect.poll(() => Date.now() > due + 250, { timeout: 60_000, intervals: [500] }).toBe(true)
  const post = await request.get(`${server.url}/blog/${slug}`)
  expect(post.status()).toBe(200)
  expect(await post.text()).toContain(title)
  expect(await (await request.get(`${server.url}/blog`)).text()).toContain(title)
  expect(await (await request.get(`${server.url}/sitemap.xml`)).text()).toContain(`/blog/${slug}`)
  expect(await (await request.get(`${server.url}/blog/rss.xml`)).text()).toContain(title)
})
