import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"

import * as media from "@/lib/data/media"

import { loadMediaUsage, saveMediaMeta } from "@/app/(admin)/admin/(panel)/media/actions"

import { MemoryJar, openHarness, pgliteFactory, signUpAndIn, type Harness } from "../../helpers/data-harness"

// The media library's server actions on the real data layer: results are values, visitors are refused.

let h: Harness
const admin = new MemoryJar()
const MISSING = "0b0e7a4e-5d6f-4c3b-8a2e-9f1d2c3b4a5e"
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64")

beforeAll(async () => {
  h = await openHarness(pgliteFactory)
  await signUpAndIn(h, admin, { email: "owner@example.com", password: "a long owner passphrase" })
}, 60_000)
afterAll(async () => h?.close())

describe("media actions", () => {
  it("save alt text and caption, and list where a file is used", async () => {
    const file = await h.as(admin, () => media.uploadMedia(new File([PNG], "smile.png")))
    const saved = await h.as(admin, () => saveMediaMeta(file.id, { alt: "A smile", caption: "After treatment" }))
    expect(saved).toMatchObject({ ok: true, data: { id: file.id, alt: "A smile", caption: "After treatment", isImage: true } })
    expect(await h.as(admin, () => loadMediaUsage(file.id))).toEqual({ ok: true, data: [] })
  })

  it("fail cleanly for a missing file or bad input, and refuse visitors", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {})
    expect(await h.as(admin, () => saveMediaMeta(MISSING, { alt: "", caption: "" }))).toEqual({ ok: false, error: "File not found" })
    const tooLong = await h.as(admin, () => saveMediaMeta(MISSING, { alt: "x".repeat(1001), caption: "" }))
    expect(tooLong.ok).toBe(false)
    expect((await h.as(admin, () => loadMediaUsage("../etc"))).ok).toBe(false)
    const [row] = await h.db.query<{ id: string; alt: string }>("select id, alt from media limit 1")
    for (const result of [await h.as(null, () => saveMediaMeta(row!.id, { alt: "Defaced", caption: "" })), await h.as(null, () => loadMediaUsage(row!.id))]) {
      expect(result.ok).toBe(false)
    }
    const [after] = await h.db.query<{ alt: string }>("select alt from media where id = $1", [row!.id])
    expect(after!.alt).toBe(row!.alt)
  })
})
