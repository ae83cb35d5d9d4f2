import { createDocument, updateDocument } from "@/lib/data/documents"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import * as media from "@/lib/data/media"
import * as pages from "@/lib/data/pages"

import { MemoryJar, openHarness, rejection, signUpAndIn, type DbFactory, type Harness } from "../../helpers/data-harness"

const OWNER = { email: "owner@example.com", password: "correct horse battery staple" }
// 1×1 and 3×2 PNGs: the stored size comes from the bytes.
const PNG_1X1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64")
function png(width: number, height: number): Buffer {
  const b = Buffer.from(PNG_1X1)
  b.writeUInt32BE(width, 16)
  b.writeUInt32BE(height, 20)
  return b
}

const postInput = (over: Record<string, unknown> = {}) => ({
  title: "Smile Makeover",
  slug: "smile-makeover",
  excerpt: "",
  content: "",
  category: "Dental",
  tags: [],
  published: false,
  featured_image: null,
  featured_image_alt: "",
  meta_title: "",
  meta_description: "",
  ...over,
})

/** The media library's contract: alt/caption, search/sort/filter/pages, pixel sizes and where-used. */
export function describeMediaContract(factory: DbFactory) {
  describe(`media library contract: ${factory.label}`, () => {
    let h: Harness
    let admin: MemoryJar

    beforeAll(async () => {
      h = await openHarness(factory)
    }, 60_000)
    afterAll(async () => {
      await h?.close()
    })
    beforeEach(async () => {
      await h.truncate()
      admin = new MemoryJar()
      await signUpAndIn(h, admin, OWNER)
    })
    const asAdmin = <T>(fn: () => Promise<T>) => h.as(admin, fn)
    const upload = (name: string, bytes: Uint8Array = png(3, 2)) => asAdmin(() => media.uploadMedia(new File([new Uint8Array(bytes)], name)))

    it("refuses every new function without an admin session", async () => {
      const file = await upload("a.png")
      const calls: (() => Promise<unknown>)[] = [
        () => media.queryMedia({}),
        () => media.getMediaFile(file.id),
        () => media.getMediaUsage(file.id),
        () => media.updateMediaMeta(file.id, { alt: "x", caption: "" }),
      ]
      for (const call of calls) {
        expect((await rejection(h.as(null, call))).code).toBe("unauthorized")
      }
      expect((await asAdmin(() => media.getMediaFile(file.id))).alt).toBe("")
    })

    it("stores the pixel size read from the image's bytes, and none for other files", async () => {
      const image = await upload("wide.png", png(1200, 675))
      expect(image).toMatchObject({ width: 1200, height: 675, alt: "", caption: "" })
      const doc = await upload("brochure.pdf", new TextEncoder().encode("%PDF-1.4 hello"))
      expect(doc).toMatchObject({ width: null, height: null })
      const sizes = await h.as(null, () => media.getLibraryImageSizes([image.url, doc.url, "/blog/x.webp", "https://elsewhere.example/a.png"]))
      expect([...sizes]).toEqual([[image.url, { width: 1200, height: 675, alt: "" }]])
    })

    it("edits alt text and caption, validating them", async () => {
      const file = await upload("team.png")
      const saved = await asAdmin(() => media.updateMediaMeta(file.id, { alt: "  Our dental team  ", caption: "Austin, 2026" }))
      expect(saved).toMatchObject({ alt: "Our dental team", caption: "Austin, 2026" })
      expect((await rejection(asAdmin(() => media.updateMediaMeta(file.id, { alt: "x".repeat(1001), caption: "" })))).code).toBe("validation")
      expect((await rejection(asAdmin(() => media.updateMediaMeta(file.id, { alt: 5 })))).code).toBe("validation")
      expect((await rejection(asAdmin(() => media.updateMediaMeta("not-an-id", { alt: "", caption: "" })))).code).toBe("validation")
      expect((await rejection(asAdmin(() => media.updateMediaMeta("3f0c1b8e-8a47-4f51-9d55-1c1f0c6a2b10", { alt: "", caption: "" })))).code).toBe("not_found")
    })

    it("searches by name, sorts by newest, name or size, filters by type, and pages by 40", async () => {
      const a = await upload("b-smile.png", png(10, 10))
      const b = await upload("a-clinic.png", Buffer.concat([png(10, 10), Buffer.alloc(5000)]))
      const c = await upload("c-price-list.pdf", new TextEncoder().encode("%PDF-1.4 x"))
      const ids = async (q: Record<string, unknown>) => (await asAdmin(() => media.queryMedia(q))).rows.map((r) => r.id)
      expect(await ids({})).toEqual([c.id, b.id, a.id])
      expect(await ids({ sort: "name" })).toEqual([b.id, a.id, c.id])
      expect(await ids({ sort: "size" })).toEqual([b.id, a.id, c.id])
      expect(await ids({ search: "SMILE" })).toEqual([a.id])
      expect(await ids({ filter: "images", sort: "name" })).toEqual([b.id, a.id])
      expect(await ids({ filter: "documents" })).toEqual([c.id])
      expect((await rejection(asAdmin(() => media.queryMedia({ sort: "random" })))).code).toBe("validation")
      expect((await rejection(asAdmin(() => media.queryMedia({ page: 0 })))).code).toBe("validation")

      await h.db.query(
        "insert into media (key, name, size, content_type, kind) select 'bulk-' || i, 'bulk-' || i || '.txt', i, 'application/octet-stream', 'media' from generate_series(1, 80) i",
      )
      const first = await asAdmin(() => media.queryMedia({}))
      expect(first).toMatchObject({ total: 83, page: 1, pageSize: 40 })
      expect(first.rows).toHaveLength(40)
      const third = await asAdmin(() => media.queryMedia({ page: 3 }))
      expect(third.rows).toHaveLength(3)
    })

    it("knows where each file is used, kept up to date on every save, and filters the unused ones", async () => {
      const hero = await upload("hero.png")
      const inline = await upload("inline.png")
      const spare = await upload("spare.png")
      const post = await asAdmin(() =>
        createDocument("post", postInput({ featured_image: hero.url, content: `Intro\n\n![Smile](${inline.url} "Caption")\n\nSee http://localhost:3000${hero.url}.` })),
      )
      const page = await asAdmin(() => createDocument("page", { title: "About", slug: "about", content: `![](${inline.url})`, published: true }))

      expect(await asAdmin(() => media.getMediaUsage(hero.id))).toEqual([
        { kind: "post", id: post.id, title: "Smile Makeover", slug: "smile-makeover", published: false, usage: "featured" },
        { kind: "post", id: post.id, title: "Smile Makeover", slug: "smile-makeover", published: false, usage: "content" },
      ])
      const inlineUse = await asAdmin(() => media.getMediaUsage(inline.id))
      expect(inlineUse.map((u) => [u.kind, u.title, u.usage])).toEqual([
        ["post", "Smile Makeover", "content"],
        ["page", "About", "content"],
      ])
      const listed = await asAdmin(() => media.queryMedia({ sort: "name" }))
      expect(listed.rows.map((r) => [r.name, r.used_count])).toEqual([
        ["hero.png", 1],
        ["inline.png", 2],
        ["spare.png", 0],
      ])
      expect((await asAdmin(() => media.queryMedia({ filter: "unused" }))).rows.map((r) => r.id)).toEqual([spare.id])

      // A save that drops the image removes the reference in the same write.
      await asAdmin(() => updateDocument("post", post.id, postInput({ featured_image: null, content: "No images now" })))
      expect(await asAdmin(() => media.getMediaUsage(hero.id))).toEqual([])
      expect((await asAdmin(() => media.getMediaUsage(inline.id))).map((u) => u.kind)).toEqual(["page"])
      // Deleting the page, or the file, removes its rows.
      await asAdmin(() => pages.deletePage(page.id))
      expect(await asAdmin(() => media.getMediaUsage(inline.id))).toEqual([])
      await asAdmin(() => updateDocument("post", post.id, postInput({ content: `![x](${spare.url})` })))
      await asAdmin(() => media.deleteMedia(spare.id))
      const [left] = await h.db.query<{ n: number }>("select count(*)::int as n from media_refs")
      expect(left!.n).toBe(0)
    })
  })
}
