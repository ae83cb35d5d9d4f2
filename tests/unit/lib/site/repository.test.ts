import { createDocument } from "@/lib/data/documents"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as auth from "@/lib/data/auth"
import { freshSearchIndex, invalidateSearchIndex, rebuildSearchIndex } from "@/lib/site/search-index"
import { BUILT_IN_POST_IDS } from "@/lib/domain/blog/built-in-ids"
import {
  categoryVersions,
  findPost,
  listCategoryPosts,
  listPostCategories,
  listLatestPosts,
  listPostPage,
  listPostSummaries,
  listRelatedPosts,
} from "@/lib/site/repository"

import { MemoryJar, openHarness, pgliteFactory, type Harness } from "../../../helpers/data-harness"

// The merged blog over the real data layer on PGlite: admin posts join the built-in ones, drafts never do.
describe("public blog over the data layer", () => {
  let h: Harness
  // the blog reads as an anonymous visitor of its own; here that visitor reaches the harness's database
  const visitor = <T>(fn: () => Promise<T>) => fn()

  beforeAll(async () => {
    h = await openHarness(pgliteFactory, { publicReads: true })
    const admin = new MemoryJar()
    await h.as(admin, () => auth.signUp("owner@example.com", "correct horse battery staple"))
    await h.as(admin, () => auth.signIn("owner@example.com", "correct horse battery staple"))
    const create = (over: Record<string, unknown>) =>
      h.as(admin, () =>
        createDocument("post", {
          title: "T",
          slug: "s",
          excerpt: "",
          content: "",
          category: "",
          tags: [],
          published: true,
          featured_image: null,
          featured_image_alt: "",
          meta_title: "",
          meta_description: "",
          ...over,
        }),
      )
    await create({
      title: "Fresh admin post",
      slug: "fresh-admin-post",
      content: "Talks about **zebrafish** marketing.",
      category: "Social Media",
      tags: ["Client Success"],
    })
    await create({ title: "Secret draft", slug: "secret-draft", content: "zebrafish draft", published: false })
    await create({ title: "Email tips", slug: "email-tips", category: "Email Marketing Tips", content: "flows" })
    // a bulk archive, older than every built-in post, inserted directly for speed
    await h.db.exec(`insert into documents (type, title, slug, data, published, published_at, created_at, updated_at, path)
      select 'post', 'Archive ' || g, 'archive-' || lpad(g::text, 3, '0'),
             '{"excerpt": "excerpt", "content": "archive body", "category": "Dental", "tags": []}', true,
             timestamptz '2020-01-01' + g * interval '1 day', now(), now(), '/blog/archive-' || lpad(g::text, 3, '0')
      from generate_series(1, 30) g`)
    invalidateSearchIndex()
  }, 60_000)

  afterAll(async () => {
    await h?.close()
  })

  it("merges both sources in one order, counts them all, and paginates by 12", async () => {
    const first = await visitor(() => listPostPage({}))
    expect(first.total).toBe(6 + 2 + 30)
    expect(first.pageCount).toBe(4)
    expect(first.posts).toHaveLength(12)
    // the two published admin posts are newest, then the six built-ins, then the archive
    expect(first.posts.slice(0, 2).map((p) => p.slug).sort()).toEqual(["email-tips", "fresh-admin-post"])
    expect(first.posts.slice(2, 8).map((p) => p.slug).sort()).toEqual([...BUILT_IN_POST_IDS].sort())
    expect(first.posts[8]?.slug).toBe("archive-030")
    const last = await visitor(() => listPostPage({ page: 4 }))
    expect(last.posts.map((p) => p.slug)).toEqual(["archive-002", "archive-001"])
    // a page past the end shows the last one
    expect((await visitor(() => listPostPage({ page: 99 }))).page).toBe(4)
    const summaries = await visitor(() => listPostSummaries())
    expect(summaries).toHaveLength(38)
    expect(summaries.map((s) => s.slug)).not.toContain("secret-draft")
  })

  it("searches content, titles and tags across both sources, never drafts", async () => {
    const zebra = await visitor(() => listPostPage({ search: "ZEBRAFISH" }))
    expect(zebra.posts.map((p) => p.slug)).toEqual(["fresh-admin-post"])
    const success = await visitor(() => listPostPage({ search: "client success" }))
    expect(success.posts.map((p) => p.slug).sort()).toEqual(["dental-practice-marketing-guide", "fresh-admin-post"])
    expect((await visitor(() => listPostPage({ search: "secret draft" }))).total).toBe(0)
  })

  it("filters by category (contains, or a tag) with the search", async () => {
    const email = await visitor(() => listPostPage({ category: "email-marketing" }))
    expect(email.posts.map((p) => p.slug)).toEqual(["email-tips", "email-automation-healthcare"])
    const both = await visitor(() => listPostPage({ category: "client-success", search: "zebrafish" }))
    expect(both.posts.map((p) => p.slug)).toEqual(["fresh-admin-post"])
  })

  it("finds a post by built-in id or published slug; a draft is not found", async () => {
    expect((await visitor(() => findPost("fresh-admin-post")))?.source).toBe("admin")
    expect((await visitor(() => findPost("tiktok-for-wellness-brands")))?.source).toBe("built-in")
    expect(await visitor(() => findPost("secret-draft"))).toBeNull()
    expect(await visitor(() => findPost("../etc/passwd"))).toBeNull()
  })

  it("category pages and related posts take the equal-category rule across sources", async () => {
    const social = await visitor(() => listCategoryPosts("social-media"))
    expect(social.posts.map((p) => p.slug)).toContain("fresh-admin-post")
    expect(social.posts.map((p) => p.slug)).toContain("medspa-instagram-growth")
    const email = await visitor(() => listCategoryPosts("email-marketing"))
    // "Email Marketing Tips" contains the slug but is not equal to it; the built-in post is tagged Email Marketing
    expect(email.posts.map((p) => p.slug)).toEqual(["email-automation-healthcare"])
    const fresh = (await visitor(() => findPost("fresh-admin-post")))!
    const related = await visitor(() => listRelatedPosts(fresh))
    expect(related.map((p) => p.slug)).toEqual(["medspa-instagram-growth", "healthcare-social-media-trends-2025"])
  })

  it("category pages, tabs and hreflang per language: a language's posts only, its own spelling", async () => {
    const spanish = await visitor(() => listCategoryPosts("redes-sociales", undefined, "es"))
    expect(spanish).toEqual({ posts: [expect.objectContaining({ slug: "tendencias-redes-sociales-salud-2025" })], more: false, title: "Redes sociales" })
    // English posts under this slug are never Spanish posts, and the reverse.
    const englishUnderSpanish = await visitor(() => listCategoryPosts("social-media", undefined, "es"))
    expect(englishUnderSpanish).toEqual({ posts: [], more: false, title: "Social Media" })
    const english = await visitor(() => listCategoryPosts("social-media"))
    expect(english.title).toBe("Social Media")
    expect(english.posts.map((p) => p.slug)).not.toContain("tendencias-redes-sociales-salud-2025")
    expect((await visitor(() => listCategoryPosts("redes-sociales"))).posts).toEqual([])

    expect((await visitor(() => listPostCategories("es"))).map((c) => [c.name, c.slug])).toEqual([
      ["Odontología", "odontologia"],
      ["Redes sociales", "redes-sociales"],
    ])
    // A slug with posts in one language only has no pair; the versions are where it has posts.
    expect(await visitor(() => categoryVersions("redes-sociales"))).toEqual([{ locale: "es", path: "/es/blog/category/redes-sociales" }])
    expect(await visitor(() => categoryVersions("social-media"))).toEqual([{ locale: "en", path: "/blog/category/social-media" }])
  })

  it("the in-memory search index answers exactly like the database", async () => {
    await rebuildSearchIndex()
    expect(freshSearchIndex(), "the index answers once built").not.toBeNull()
    const queries = [
      { search: "zebrafish" },
      { search: "ZEBRAFISH", category: "client-success" },
      { search: "client success" },
      { search: "archive", page: 2 },
      { search: "archive", page: 99 },
      { search: "e", category: "social-media" },
      { search: "recall", category: "email-marketing" },
      { search: "patients", category: "dental" },
      { search: "secret draft" },
      { search: "100%_" },
    ]
    for (const q of queries) {
      const viaIndex = await visitor(() => listPostPage(q))
      const viaDb = await visitor(() => listPostPage({ ...q, useIndex: false }))
      expect(viaIndex, JSON.stringify(q)).toEqual(viaDb)
    }
  })

  it("marks posts hidden from search engines in the summaries and the feed's list (from the read model, no extra query)", async () => {
    await h.db.exec("update documents set data = data || '{\"noindex\": true}' where type = 'post' and slug = 'email-tips'")
    invalidateSearchIndex()
    try {
      const hidden = (await visitor(() => listPostSummaries())).filter((s) => s.noindex).map((s) => s.slug)
      expect(hidden).toEqual(["email-tips"])
      const latest = await visitor(() => listLatestPosts(40))
      expect(latest.filter((p) => p.noindex).map((p) => p.slug)).toEqual(["email-tips"])
      expect(latest.find((p) => p.slug === "fresh-admin-post")?.noindex).toBe(false)
    } finally {
      await h.db.exec("update documents set data = data || '{\"noindex\": false}' where type = 'post' and slug = 'email-tips'")
      invalidateSearchIndex()
    }
  })

  it("feeds the newest posts first", async () => {
    const latest = await visitor(() => listLatestPosts(3))
    expect(latest.map((p) => p.slug).slice(2)).toEqual(["healthcare-website-conversion"])
  })
})
