import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"

import { toPostFormValues } from "@/lib/domain/schemas/post"

import { deleteMedia } from "@/app/(admin)/admin/(panel)/media/actions"
import { deleteMessage, setMessageRead } from "@/app/(admin)/admin/(panel)/messages/actions"
import { savePage, togglePagePublished } from "@/app/(admin)/admin/(panel)/pages/actions"
import { deletePost, savePost, togglePostPublished } from "@/app/(admin)/admin/(panel)/posts/actions"

import { MemoryJar, openHarness, pgliteFactory, signUpAndIn, type Harness } from "../../helpers/data-harness"

// The admin server actions on the real data layer: expected failures come back as { ok: false } values with the
// field errors the forms show, are logged with the action's name, and nothing is written.

let h: Harness
const admin = new MemoryJar()
const MISSING = "0b0e7a4e-5d6f-4c3b-8a2e-9f1d2c3b4a5e"

beforeAll(async () => {
  h = await openHarness(pgliteFactory)
  await signUpAndIn(h, admin, { email: "owner@example.com", password: "a long owner passphrase" })
}, 60_000)
afterAll(async () => h?.close())

const count = async (table: "posts" | "pages") =>
  Number((await h.db.query<{ n: number }>("select count(*)::int as n from documents where type = $1", [table === "posts" ? "post" : "page"]))[0]!.n)

describe("admin actions", () => {
  it("savePost creates a post from the raw form values (tags split, trimmed, empties dropped)", async () => {
    const values = { ...toPostFormValues(null), title: "  Hello  ", slug: "hello-actions", tags: " a, , b ,", published: true }
    const result = await h.as(admin, () => savePost(null, values))
    expect(result).toMatchObject({ ok: true, data: { slug: "hello-actions", published: true } })
    const rows = await h.db.query<{ title: string; tags: string[] }>("select title, data->'tags' as tags from documents where type = 'post' and slug = 'hello-actions'")
    expect(rows).toEqual([{ title: "Hello", tags: ["a", "b"] }])
  })

  it("savePost refuses missing title and slug with the spec's field errors", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    const before = await count("posts")
    const result = await h.as(admin, () => savePost(null, toPostFormValues(null)))
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.fieldErrors?.title).toEqual(["Title is required"])
      expect(result.fieldErrors?.slug).toEqual(["Slug is required"])
    }
    expect(await count("posts")).toBe(before)
    expect(warn).toHaveBeenCalledWith("[admin:savePost] failed", expect.objectContaining({ id: null }))
    warn.mockRestore()
  })

  it("savePost and savePage refuse reserved slugs under the slug field", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {})
    const post = await h.as(admin, () => savePost(null, { ...toPostFormValues(null), title: "X", slug: "tiktok-for-wellness-brands" }))
    expect(post).toMatchObject({ ok: false, fieldErrors: { slug: ["Slug already in use"] } })
    const page = await h.as(admin, () => savePage(null, { title: "Admin", slug: "admin", content: "", published: true }))
    expect(page).toMatchObject({ ok: false, fieldErrors: { slug: ["Slug already in use"] } })
  })

  it("acting on a record that does not exist fails cleanly", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {})
    expect(await h.as(admin, () => togglePostPublished(MISSING, true))).toEqual({ ok: false, error: "Post not found" })
    expect(await h.as(admin, () => togglePagePublished(MISSING, true))).toEqual({ ok: false, error: "Page not found" })
    expect(await h.as(admin, () => deletePost(MISSING))).toEqual({ ok: false, error: "Post not found" })
    expect(await h.as(admin, () => deleteMedia(MISSING))).toEqual({ ok: false, error: "File not found" })
    expect(await h.as(admin, () => setMessageRead(MISSING, true))).toEqual({ ok: false, error: "Message not found" })
    expect(await h.as(admin, () => deleteMessage(MISSING))).toEqual({ ok: false, error: "Message not found" })
    expect((await h.as(admin, () => deletePost("../../etc/passwd"))).ok).toBe(false)
  })

  it("every action refuses a visitor without a session and changes nothing", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {})
    const [id] = (await h.db.query<{ id: string }>("select id from documents where type = 'post' limit 1")).map((r) => r.id)
    const before = await count("posts")
    const results = await Promise.all([
      h.as(null, () => savePost(null, { ...toPostFormValues(null), title: "Sneaky", slug: "sneaky" })),
      h.as(null, () => savePost(id!, { ...toPostFormValues(null), title: "Sneaky", slug: "sneaky" })),
      h.as(null, () => togglePostPublished(id!, false)),
      h.as(null, () => deletePost(id!)),
      h.as(null, () => savePage(null, { title: "Sneaky", slug: "sneaky", content: "", published: true })),
    ])
    for (const result of results) expect(result).toEqual({ ok: false, error: "Please sign in to continue" })
    expect(await count("posts")).toBe(before)
    expect(await count("pages")).toBe(0)
  })
})
