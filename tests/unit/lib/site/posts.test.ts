import { describe, expect, it } from "vitest"

import { BUILT_IN_POST_IDS, BUILT_IN_TRANSLATION_SLUGS, builtInPostPaths } from "@/lib/domain/blog/built-in-ids"
import { isReservedPostSlug } from "@/lib/domain/reserved-slugs"
import { DEFAULT_IMAGE_SRC } from "@/lib/site/defaults"
import { FrontMatterError } from "@/lib/site/front-matter"
import { loadBuiltInPosts, parseBuiltInPost, parseBuiltInPosts } from "@/lib/site/posts"
import { SITE } from "@/lib/domain/site"

const minimal = (extra = "", body = "Hello world.") => `---\ntitle: "A title"\nexcerpt: "An excerpt"\ndate: "2025-05-01"\n${extra}---\n${body}`

describe("built-in posts", () => {
  it("are the six posts of the spec with their categories, newest first", async () => {
    const posts = (await loadBuiltInPosts()).filter((p) => p.locale === "en")
    expect(posts.map((p) => p.id).sort()).toEqual([...BUILT_IN_POST_IDS].sort())
    const byId = Object.fromEntries(posts.map((p) => [p.id, p]))
    expect(byId["healthcare-social-media-trends-2025"]).toMatchObject({ category: "Social Media", featured: true })
    expect(byId["dental-practice-marketing-guide"]?.category).toBe("Dental")
    expect(byId["tiktok-for-wellness-brands"]?.category).toBe("Video")
    expect(byId["email-automation-healthcare"]?.category).toBe("Email")
    expect(byId["medspa-instagram-growth"]?.category).toBe("Social Media")
    expect(byId["healthcare-website-conversion"]?.category).toBe("Website")
    const dates = posts.map((p) => Date.parse(p.date))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })

  it("include Spanish versions of two of them, each linked to its original, under their own slugs", async () => {
    const spanish = (await loadBuiltInPosts()).filter((p) => p.locale === "es")
    // The reserved list names exactly the files' slugs: an admin post cannot take one, the checklist knows their paths.
    expect(spanish.map((p) => p.slug).sort()).toEqual([...(BUILT_IN_TRANSLATION_SLUGS.es ?? [])].sort())
    expect(isReservedPostSlug("guia-marketing-consultorio-dental")).toBe(true)
    expect(builtInPostPaths()).toEqual(expect.arrayContaining(["/blog/dental-practice-marketing-guide", "/es/blog/guia-marketing-consultorio-dental"]))
    expect(Object.fromEntries(spanish.map((p) => [p.slug, p.translationOf]))).toEqual({
      "guia-marketing-consultorio-dental": "dental-practice-marketing-guide",
      "tendencias-redes-sociales-salud-2025": "healthcare-social-media-trends-2025",
    })
    expect(spanish.find((p) => p.translationOf === "dental-practice-marketing-guide")?.title).toBe("Guía de marketing para consultorios dentales: llene su agenda sin recurrir a descuentos")
  })

  it("are real articles of roughly 900 to 1,500 words with their own images in public/", async () => {
    const { existsSync } = await import("node:fs")
    for (const post of await loadBuiltInPosts()) {
      expect(post.wordCount, post.id).toBeGreaterThanOrEqual(900)
      expect(post.wordCount, post.id).toBeLessThanOrEqual(1500)
      expect(post.readTime).toBe(`${Math.ceil(post.wordCount / 200)} min read`)
      expect(post.slug).toBe(post.id)
      expect(post.hasOwnImage).toBe(true)
      expect(existsSync(`public${post.image.src}`), post.image.src).toBe(true)
      expect(post.image).toMatchObject({ width: 1200, height: 675 })
    }
  })

  it("together use every Markdown feature the spec lists", async () => {
    const all = (await loadBuiltInPosts()).map((p) => p.content).join("\n")
    for (const [feature, pattern] of Object.entries({
      h1: /^# \S/m,
      h2: /^## \S/m,
      h3: /^### \S/m,
      h4: /^#### \S/m,
      bold: /\*\*[^*]+\*\*/,
      italic: /(^|[^*])\*[^*\s][^*]*\*(?!\*)/m,
      inlineCode: /[^`]`[^`\n]+`[^`]/,
      fencedCode: /^```\w+$/m,
      table: /^\|.*\|\n\|[-| :]+\|$/m,
      unorderedList: /^- \S/m,
      orderedList: /^1\. \S/m,
      link: /\]\((https?:\/\/|\/)[^)]+\)/,
      image: /!\[[^\]]+\]\([^)]+\)/,
      rule: /^---$/m,
      quote: /^> [^[]/m,
      note: /^> \[!NOTE\]/m,
      tip: /^> \[!TIP\]/m,
      important: /^> \[!IMPORTANT\]/m,
      warning: /^> \[!WARNING\]/m,
    })) {
      expect(all, feature).toMatch(pattern)
    }
  })
})

describe("front matter loader", () => {
  it("applies the spec's defaults", () => {
    const post = parseBuiltInPost("content/blog/x.mdx", "my-post", minimal())
    expect(post).toMatchObject({
      slug: "my-post",
      author: SITE.name,
      category: "General",
      robots: "index, follow",
      featured: false,
      tags: [],
      readTime: "1 min read",
      hasOwnImage: false,
      metaTitle: "",
      canonicalUrl: "",
    })
    expect(post.image.src).toBe(DEFAULT_IMAGE_SRC)
  })

  it("reads an author object's name, a custom slug and a given read time", () => {
    const post = parseBuiltInPost(
      "f.mdx",
      "id",
      minimal('author:\n  name: "Dr. Ada"\nslug: "custom-slug"\nreadTime: "12 min read"\n'),
    )
    expect(post).toMatchObject({ author: "Dr. Ada", slug: "custom-slug", readTime: "12 min read" })
  })

  it("names directory people by slug: author, reviewer, review date and disclaimer", () => {
    const post = parseBuiltInPost("f.mdx", "id", minimal('authorSlug: "dr-ada_l"\nreviewer: "rn-bo"\nlastReviewed: "2025-04-30"\nmedicalDisclaimer: true\n'))
    expect(post.people).toEqual({ authorSlug: "dr-ada_l", reviewerSlug: "rn-bo", lastReviewed: "2025-04-30", medicalDisclaimer: true })
  })

  it("says 5 min read only when the text cannot be counted", () => {
    expect(parseBuiltInPost("f.mdx", "id", minimal("", "")).readTime).toBe("5 min read")
    expect(parseBuiltInPost("f.mdx", "id", minimal("", "word ".repeat(401))).readTime).toBe("3 min read")
  })

  it.each([
    ["a missing title", `---\nexcerpt: "x"\ndate: "2025-01-01"\n---\nbody`, "title", "is required"],
    ["an unparseable date", minimal().replace('"2025-05-01"', '"next tuesday"'), "date", "must be a date"],
    ["a wrongly typed field", minimal("featured: \"yes\"\n"), "featured", ""],
    ["an unknown field", minimal("colour: red\n"), "colour", "is not allowed"],
    ["a bad slug", minimal('slug: "Not A Slug"\n'), "slug", "lowercase"],
    ["an author that is not a person's slug", minimal('authorSlug: "Dr Ada"\n'), "authorSlug", "must be a person's slug"],
    ["a reviewer that is not a person's slug", minimal('reviewer: "ada--lovelace"\n'), "reviewer", "must be a person's slug"],
    ["a bad canonical URL", minimal('canonicalUrl: "javascript:alert(1)"\n'), "canonicalUrl", ""],
    ["a meta tag without name or property", minimal('metaTags:\n  - content: "x"\n'), "metaTags.0", ""],
  ])("fails on %s, naming the file and the field", (_label, source, field, detail) => {
    let error: unknown
    try {
      parseBuiltInPost("content/blog/broken.mdx", "broken", source)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(FrontMatterError)
    const message = (error as Error).message
    expect(message).toContain("content/blog/broken.mdx")
    expect(message).toContain(`"${field}"`)
    expect(message).toContain(detail)
  })

  it("fails without a front matter block, and on two posts with one slug", () => {
    expect(() => parseBuiltInPost("content/blog/a.mdx", "a", "# Just text")).toThrow(/content\/blog\/a\.mdx/)
    expect(() =>
      parseBuiltInPosts([
        { file: "content/blog/a.mdx", id: "a", source: minimal('slug: "same"\n') },
        { file: "content/blog/b.mdx", id: "b", source: minimal('slug: "same"\n') },
      ]),
    ).toThrow(/"slug".*already used/)
  })
})
