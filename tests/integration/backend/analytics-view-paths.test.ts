import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"

import { createDocument } from "@/lib/data/documents"
import { utcToZoned } from "@/lib/domain/schedule/time-zone"
import { viewPathTarget } from "@/lib/site/analytics/view-paths"

import { MemoryJar, openHarness, pgliteFactory, postInput, signUpAndIn, type Harness } from "../../helpers/data-harness"

// The public paths a page view may name (lib/site/analytics/view-paths.ts), on the embedded database through the
// site's public reads: a page that is live when its view arrives is known then, including a post whose scheduled
// time has just come (no change announces it: the table knows when it is due).

describe("the paths a page view may name", () => {
  let h: Harness
  const owner = new MemoryJar()
  const asOwner = <T>(fn: () => Promise<T>) => h.as(owner, fn)

  beforeAll(async () => {
    h = await openHarness(pgliteFactory, { publicReads: true })
    await signUpAndIn(h, owner, { email: "owner@example.com", password: "correct horse battery staple" })
  }, 60_000)
  afterAll(async () => {
    await h?.close()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("a post published a moment ago is known at once", async () => {
    expect(await viewPathTarget("/blog")).toEqual({ known: true, content: null })
    expect((await viewPathTarget("/blog/first-readers")).known).toBe(false)
    const row = await asOwner(() => createDocument("post", postInput({ title: "First Readers", slug: "first-readers", published: true })))
    expect(await viewPathTarget("/blog/first-readers")).toEqual({ known: true, content: { type: "post", id: row.id, title: "First Readers" } })
  })

  it("a scheduled post is known from its time on, though nothing announces it", async () => {
    const due = Date.now() + 3_600_000
    const row = await asOwner(() => createDocument("post", postInput({ title: "At Nine", slug: "at-nine", schedule: utcToZoned(new Date(due).toISOString(), "UTC") })))
    expect(row.published).toBe(false)
    // Not live yet: refused (the table now knows when the post is due).
    expect((await viewPathTarget("/blog/at-nine")).known).toBe(false)
    // Its time comes (in the database, without sleeping; the server's clock moved past it by 5 seconds).
    await h.db.query(`update documents set publish_at = now() - interval '1 second', published_at = now() - interval '1 second' where id = $1`, [row.id])
    vi.useFakeTimers({ toFake: ["Date"], now: due + 5_000 })
    expect(await viewPathTarget("/blog/at-nine")).toEqual({ known: true, content: { type: "post", id: row.id, title: "At Nine" } })
  })
})
