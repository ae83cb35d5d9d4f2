import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type CacheHandler from "@/lib/server/cache/handler.mjs"

// Next's cache handler (lib/server/cache/handler.mjs) with the shared cache-tag state on its embedded default (a file
// in DATA_DIR), as the production server runs them. The timing of a page that Next regenerates in the background is
// played step by step: Next answers a request with the cached page it found too old by its revalidate time, and
// renders it again meanwhile; the menu is published while that render runs; the render then stores what it read
// before the publish. That entry must not outlive the publish: a signed-out visitor would get the old menu until
// the page's next regeneration (in CI once for more than 7 seconds after the menu was published).

const TAG = "lumora-site-content"
const KEY = "/privacy-policy"
const page = (menu: string) => ({ kind: "APP_PAGE", html: `<nav>${menu}</nav>`, rscData: Buffer.from(menu), headers: { "x-next-cache-tags": `${TAG},_N_T_/layout` }, status: 200 })
const ctx = { tags: [TAG], cacheControl: { revalidate: 1, expire: 31_536_000 } }
const menuOf = (hit: { value: unknown } | null) => hit && /<nav>(.*)<\/nav>/.exec((hit.value as { html: string }).html)![1]
const tick = () => new Promise((r) => setTimeout(r, 5))

describe("the cache handler: an entry is as old as the data its render read", () => {
  const dir = mkdtempSync(join(tmpdir(), "cache-handler-"))
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL }
  let handler: CacheHandler

  beforeAll(async () => {
    delete process.env.DATABASE_URL
    process.env.DATA_DIR = dir
    const { default: Handler } = await import("@/lib/server/cache/handler.mjs")
    const { tagState } = await import("@/lib/server/cache/tag-state.mjs")
    handler = new Handler()
    await tagState().ready
  })
  afterAll(() => {
    process.env.DATA_DIR = saved.DATA_DIR
    if (saved.DATABASE_URL !== undefined) process.env.DATABASE_URL = saved.DATABASE_URL
    rmSync(dir, { recursive: true, force: true })
  })

  it("a page regenerated in the background while the menu is published is not kept with the old menu", async () => {
    // The page as first rendered, with the menu as it was.
    expect(await handler.get(KEY)).toBeNull()
    await handler.set(KEY, page("Work"), ctx)
    await tick()
    // A visitor's request: the handler answers with the entry; Next finds it past its revalidate time, sends it and
    // renders the page again in the background, reading the menu now (still the old one).
    expect(menuOf(await handler.get(KEY))).toBe("Work")
    await tick()
    // The new menu is published (committed, then its tag expired) while that render runs.
    await handler.revalidateTag([TAG], { expire: 0 })
    await tick()
    // The render ends and stores what it read before the publish.
    await handler.set(KEY, page("Work"), ctx)
    // The next visitor must not get it: the page is rendered afresh, with the new menu.
    expect(await handler.get(KEY)).toBeNull()
    await handler.set(KEY, page("Our Work"), ctx)
    expect(menuOf(await handler.get(KEY))).toBe("Our Work")
  })

  it("a render after the publish is kept: one entry answers every visitor from then on", async () => {
    await handler.revalidateTag([TAG], { expire: 0 })
    await tick()
    expect(await handler.get("/contact")).toBeNull()
    await handler.set("/contact", page("Our Work"), ctx)
    expect(menuOf(await handler.get("/contact"))).toBe("Our Work")
    expect(menuOf(await handler.get("/contact"))).toBe("Our Work")
  })
})
