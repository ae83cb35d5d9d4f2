import { describe, expect, it } from "vitest"

import { ctaForCategory } from "@/lib/site/cta"
import { excerptFrom, fromAdminRow } from "@/lib/site/from-row"
import { blogPostingJsonLd, serializeJsonLd } from "@/lib/site/json-ld"
import { buildPostMetadata, METADATA_OWNED_PROPERTIES, postTitle } from "@/lib/site/metadata"
import { parseBuiltInPost } from "@/lib/site/posts"
import { countWords, readingTime } from "@/lib/domain/reading-time"
import { adjacentPosts, relatedPosts } from "@/lib/site/related"
import { SHARE_POPUP, shareLinks } from "@/lib/site/share"
import { applySiteVars } from "@/lib/site/site-vars"
import { isExternalUrl, isSafeUrl } from "@/lib/site/url-policy"
import { isReservedPostSlug } from "@/lib/domain/reserved-slugs"
import { SITE } from "@/lib/domain/site"

const row = (over: Record<string, unknown> = {}) =>
  fromAdminRow({
    id: "00000000-0000-0000-0000-000000000001",
    title: "Admin post",
    slug: "admin-post",
    excerpt: "",
    content: "Some **markdown** body with a few words.",
    category: "",
    tags: [" SEO ", ""],
    published: true,
    featured_image: null,
    featured_image_alt: "",
    meta_title: "",
    meta_description: "",
    created_at: "2025-04-01T10:00:00.000Z",
    updated_at: "2025-04-03T10:00:00.000Z",
    published_at: "2025-04-02T10:00:00.000Z",
    ...over,
  } as Parameters<typeof fromAdminRow>[0])

describe("reading time and word count", () => {
  it("counts words without Markdown syntax, links' URLs or callout markers", () => {
    expect(countWords("# Title\n\n**Bold** and _italic_ [a link](https://example.com/x-y-z) `code`")).toBe(7)
    expect(countWords("> [!NOTE]\n> Two words")).toBe(2)
    expect(countWords("> [!important]\n> Mind the gap")).toBe(3)
    expect(countWords("")).toBe(0)
  })

  it("is words / 200 rounded up, at least 1", () => {
    expect(readingTime("word")).toBe("1 min read")
    expect(readingTime("word ".repeat(200))).toBe("1 min read")
    expect(readingTime("word ".repeat(201))).toBe("2 min read")
    expect(readingTime("")).toBe("5 min read")
    expect(readingTime(null)).toBe("5 min read")
  })
})

describe("admin rows as public posts", () => {
  it("fills the spec's defaults and derives an excerpt", () => {
    const post = row()
    expect(post).toMatchObject({
      source: "admin",
      slug: "admin-post",
      author: SITE.name,
      category: "General",
      robots: "index, follow",
      hasOwnImage: false,
      tags: ["SEO"],
      date: "2025-04-02T10:00:00.000Z",
      updatedAt: "2025-04-03T10:00:00.000Z",
      readTime: "1 min read",
      excerpt: "Some markdown body with a few words.",
    })
  })

  it("falls back to created_at when never published, and refuses a javascript: featured image", () => {
    expect(row({ published_at: null }).date).toBe("2025-04-01T10:00:00.000Z")
    const hostile = row({ featured_image: "javascript:alert(1)" })
    expect(hostile.hasOwnImage).toBe(false)
    expect(hostile.image.src).not.toContain("javascript")
  })

  it("cuts long excerpts on a word boundary", () => {
    const text = excerptFrom("word ".repeat(100))
    expect(text.length).toBeLessThanOrEqual(161)
    expect(text.endsWith("…")).toBe(true)
  })
})

describe("related posts and previous/next", () => {
  const posts = [
    { slug: "a", title: "A", category: "Social Media", date: "2025-05-01" },
    { slug: "b", title: "B", category: "social media", date: "2025-04-01" },
    { slug: "c", title: "C", category: "Email", date: "2025-03-01" },
    { slug: "d", title: "D", category: "Social Media", date: "2025-02-01" },
    { slug: "e", title: "E", category: "Social Media", date: "2025-01-01" },
    { slug: "f", title: "F", category: "Social Media", date: "2024-12-01" },
  ]

  it("gives at most 3 posts of the same category, newest first, never the post itself", () => {
    expect(relatedPosts(posts[0]!, posts).map((p) => p.slug)).toEqual(["b", "d", "e"])
    expect(relatedPosts(posts[2]!, posts)).toEqual([])
    expect(relatedPosts(posts[3]!, [...posts, posts[3]!]).map((p) => p.slug)).not.toContain("d")
  })

  it("previous is the next older post, next the next newer one", () => {
    expect(adjacentPosts("c", posts)).toMatchObject({ previous: { slug: "d" }, next: { slug: "b" } })
    expect(adjacentPosts("a", posts)).toMatchObject({ previous: { slug: "b" }, next: null })
    expect(adjacentPosts("f", posts)).toMatchObject({ previous: null, next: { slug: "e" } })
    expect(adjacentPosts("zzz", posts)).toEqual({ previous: null, next: null })
  })
})

describe("call to action by category", () => {
  it.each([
    ["Social Media", "/services/social-media"],
    ["Website", "/services/website-development"],
    ["Web Design", "/services/website-development"],
    ["Email", "/services/email-marketing"],
    ["Email Marketing", "/services/email-marketing"],
    ["SEO", "/services/seo"],
    ["SEO for Wellness Brands", "/services/seo"],
    ["Dental", "/services/social-media"],
    ["Video", "/services/social-media"],
    ["", "/services/social-media"],
  ])("%s → %s", (category, href) => {
    expect(ctaForCategory(category).href).toBe(href)
  })
})

describe("URL policy", () => {
  it("keeps relative, http(s), mailto and tel; drops everything else", () => {
    for (const ok of ["/blog", "#top", "page", "https://x.org", "http://x.org", "mailto:a@b.c", "tel:+1555", "//cdn.x.org/a"]) {
      expect(isSafeUrl(ok), ok).toBe(true)
    }
    for (const bad of ["javascript:alert(1)", "JavaScript:alert(1)", " java\tscript:alert(1)", "data:text/html,x", "vbscript:x", "file:///etc/passwd", "\\\\evil", ""]) {
      expect(isSafeUrl(bad), bad).toBe(false)
    }
  })

  it("treats other hosts as external", () => {
    expect(isExternalUrl("https://web.dev/x", "http://localhost:3000")).toBe(true)
    expect(isExternalUrl("http://localhost:3000/blog", "http://localhost:3000")).toBe(false)
    expect(isExternalUrl("/blog", "http://localhost:3000")).toBe(false)
  })
})

describe("SEO helpers", () => {
  const builtIn = parseBuiltInPost(
    "f.mdx",
    "seo-post",
    `---\ntitle: "Hello </script><script>alert(1)</script>"\nexcerpt: "Ex"\ndate: "2025-01-01"\nmetaSiteVars:\n  city: "Austin"\nmetaDescription: "Clinics in {{city}} on {{siteName}}"\nmetaTags:\n  - name: "news_keywords"\n    content: "a, b"\ntwitter:\n  creator: "@someone"\n---\nBody`,
  )

  it("titles a post with its metaTitle or '{title} | {blog name}'", () => {
    expect(postTitle(builtIn)).toBe(`${builtIn.title} | ${SITE.blogName}`)
    expect(postTitle({ ...builtIn, metaTitle: "Custom" })).toBe("Custom")
  })

  it("builds metadata with canonical, robots, Open Graph, Twitter, site variables and extra tags", () => {
    const meta = buildPostMetadata(builtIn)
    expect(meta.description).toBe(`Clinics in Austin on ${SITE.name}`)
    expect(meta.alternates?.canonical).toBe("/blog/seo-post")
    expect(meta.robots).toBe("index, follow")
    expect(meta.other).toMatchObject({ news_keywords: "a, b" })
    expect(meta.twitter).toMatchObject({ creator: "@someone", card: "summary_large_image" })
    // no image of its own: the generated Open Graph image
    expect(JSON.stringify(meta.openGraph)).toContain("/blog/seo-post/og")
  })

  it("takes an article:section meta tag into Open Graph once, instead of writing it twice", () => {
    const withSection = { ...builtIn, metaTags: [{ property: "article:section", content: "Web Design" }, { property: "og:locale", content: "en_US" }] }
    expect(buildPostMetadata(withSection).openGraph).toMatchObject({ section: "Web Design" })
    // Property-style tags are never written again as name-style ones (<meta name="article:section">).
    expect(Object.keys(buildPostMetadata(withSection).other ?? {})).toEqual([])
    expect(METADATA_OWNED_PROPERTIES.has("article:section")).toBe(true)
    expect(METADATA_OWNED_PROPERTIES.has("og:locale")).toBe(false)
  })

  it("refuses post slugs that /blog serves itself or that a built-in post holds", () => {
    for (const slug of ["sitemap", "category", "tiktok-for-wellness-brands"]) expect(isReservedPostSlug(slug)).toBe(true)
    expect(isReservedPostSlug("my-clinic-news")).toBe(false)
  })

  it("serialises JSON-LD with no '<' left, so a title cannot close the script element", () => {
    const json = serializeJsonLd(blogPostingJsonLd(builtIn, "d"))
    expect(json).not.toContain("<")
    expect(JSON.parse(json)).toMatchObject({ "@type": "BlogPosting", headline: builtIn.title })
  })

  it("fills {{vars}} and leaves unknown ones alone", () => {
    expect(applySiteVars("{{a}} {{ b }} {{c}}", { a: "1", b: "2" })).toBe("1 2 {{c}}")
  })

  it("shares through three networks in a 600x400 popup", () => {
    expect(SHARE_POPUP).toEqual({ width: 600, height: 400 })
    const links = shareLinks("https://site.test/blog/x?a=1", "T")
    expect(links.map((l) => l.label)).toEqual(["X", "Facebook", "LinkedIn"])
    for (const link of links) expect(link.href).toContain(encodeURIComponent("https://site.test/blog/x?a=1"))
  })
})
