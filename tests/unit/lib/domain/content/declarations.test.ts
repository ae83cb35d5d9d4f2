import { describe, expect, it } from "vitest"
import { z } from "zod/mini"

import { CONTENT_TYPES, storedColumns, translatableFields } from "@/lib/domain/content"
import { postCacheTargets } from "@/lib/domain/content/post"

const shapeOf = (schema: unknown) => Object.keys((schema as { def: { shape: Record<string, unknown> } }).def.shape)

describe("content-type declarations", () => {
  it.each(Object.values(CONTENT_TYPES).map((t) => [t.name, t] as const))("%s: its fields and its schema name the same things", (_, type) => {
    const declared = type.fields.map((f) => f.name).sort()
    // The schedule is the publish box's input, stored as publish_at: not a field of the record.
    const accepted = shapeOf(type.schema.input).filter((k) => k !== "schedule").sort()
    expect(declared).toEqual(accepted)
    for (const column of storedColumns(type)) expect(accepted).toContain(column.name)
  })

  it("says which fields differ per language: texts and slugs do, flags, images and references to files do not", () => {
    const post = translatableFields(CONTENT_TYPES.post)
    expect(post).toEqual(expect.arrayContaining(["title", "slug", "excerpt", "content", "meta_title", "featured_image_alt", "reviewer_id"]))
    expect(post).not.toContain("published")
    expect(post).not.toContain("featured_image")
    expect(post).not.toContain("noindex")
    expect(translatableFields(CONTENT_TYPES.person)).not.toContain("name")
  })

  it("parses a post's tags once, from the form's text or from a list, to the same value", () => {
    const base = { title: "T", slug: "t", content: "x", published: false, schedule: "" }
    const fromText = z.parse(CONTENT_TYPES.post.schema.input, { ...base, tags: " seo, dental ,, social media" }) as { tags: string[] }
    const fromList = z.parse(CONTENT_TYPES.post.schema.input, { ...base, tags: ["seo", "dental", "social media"] }) as { tags: string[] }
    expect(fromText.tags).toEqual(["seo", "dental", "social media"])
    expect(fromList.tags).toEqual(fromText.tags)
  })

  it("refreshes a post's page, its social card, the category pages it was and is on, and the feeds", () => {
    const targets = postCacheTargets({ slug: "old", category: "Dental Care", tags: [] }, { slug: "new", category: "SEO", tags: ["Local Search"] })
    const paths = targets.paths.map((p) => p.path)
    expect(paths).toEqual(expect.arrayContaining(["/blog", "/blog/old", "/blog/new", "/blog/new/og", "/blog/category/dental-care", "/blog/category/seo", "/blog/category/local-search", "/blog/rss.xml", "/sitemap.xml"]))
    expect(targets).toMatchObject({ tags: ["lumora-blog-list"], blogVersion: true })
    expect(CONTENT_TYPES.page.cacheTargets({ slug: "about" } as never).paths.map((p) => p.path)).toEqual(["/about", "/sitemap.xml"])
  })

  it("gives each type its public address and keeps others' slugs reserved", () => {
    expect(CONTENT_TYPES.post.publicPath({ slug: "a" })).toBe("/blog/a")
    expect(CONTENT_TYPES.page.publicPath({ slug: "a" })).toBe("/a")
    expect(CONTENT_TYPES.person.publicPath({ slug: "a" })).toBe("/blog/author/a")
    expect(CONTENT_TYPES.page.reservedSlug("admin")).toBe(true)
    expect(CONTENT_TYPES.post.reservedSlug("category")).toBe(true)
  })
})
