import { describe, expect, it } from "vitest"

import {
  checkEmptyLinks,
  checkExcerpt,
  checkFeaturedImage,
  checkHeadings,
  checkImageAlt,
  checkInternalLinks,
  checkMetaDescription,
  checkMetaTitle,
  checkReviewer,
  checklistFailures,
  internalPath,
  runChecklist,
  type ChecklistContext,
  type ChecklistInput,
} from "@/lib/domain/checklist/rules"
import { scanHeadings, scanLinks } from "@/lib/domain/checklist/markdown-scan"

const ctx: ChecklistContext = {
  titleSuffix: " | Lumora Health Journal",
  livePaths: ["/", "/blog", "/blog/live-post", "/about", "/contact"],
  livePrefixes: ["/blog/category/", "/services/"],
  siteOrigin: "https://lumora.example",
  clinicalCategories: ["Dental", "medical-aesthetics"],
}

const post = (over: Partial<ChecklistInput> = {}): ChecklistInput => ({
  kind: "post",
  title: "Gum health for busy families",
  metaTitle: "",
  metaDescription: "",
  excerpt: "A short, practical guide to keeping gums healthy between dental visits, for parents with little time.",
  content: "## Intro\n\nText.",
  featuredImage: "/api/uploads/a.png",
  featuredImageAlt: "A smiling family",
  category: "Wellness",
  reviewerId: null,
  ...over,
})
const x = (n: number) => "x".repeat(n)

describe("meta title", () => {
  it("passes 30–60 characters, counting the title fallback with its suffix", () => {
    expect(checkMetaTitle(post({ metaTitle: x(30) }), ctx).status).toBe("pass")
    expect(checkMetaTitle(post({ metaTitle: x(60) }), ctx).status).toBe("pass")
    expect(checkMetaTitle(post(), ctx)).toMatchObject({ status: "pass", label: "Meta title (fallback): 52 characters" })
  })
  it("fails an own value out of range, warns for a fallback out of range or when both are empty", () => {
    expect(checkMetaTitle(post({ metaTitle: x(29) }), ctx).status).toBe("failure")
    expect(checkMetaTitle(post({ metaTitle: x(61) }), ctx)).toMatchObject({ status: "failure", fix: "Shorten it to at most 60 characters." })
    expect(checkMetaTitle(post({ title: "Hi" }), ctx).status).toBe("warning")
    expect(checkMetaTitle(post({ title: "  ", metaTitle: " " }), ctx).status).toBe("warning")
  })
  it("counts characters, not UTF-16 units", () => {
    expect(checkMetaTitle(post({ metaTitle: "🦷".repeat(30) }), ctx).status).toBe("pass")
  })
})

describe("meta description", () => {
  it("passes 70–160, falls back to the excerpt for posts only", () => {
    expect(checkMetaDescription(post({ metaDescription: x(70) })).status).toBe("pass")
    expect(checkMetaDescription(post({ metaDescription: x(160) })).status).toBe("pass")
    expect(checkMetaDescription(post()).status).toBe("pass")
    expect(checkMetaDescription({ ...post(), kind: "page" })).toMatchObject({ status: "warning", label: "Meta description is empty" })
  })
  it("flags a long description with a one-line fix", () => {
    expect(checkMetaDescription(post({ metaDescription: x(161) }))).toMatchObject({
      status: "failure",
      label: "Meta description is 161 characters (aim for 70–160)",
      fix: "Shorten it to at most 160 characters.",
    })
    expect(checkMetaDescription(post({ excerpt: x(20) })).status).toBe("warning")
  })
})

describe("excerpt and featured image", () => {
  it("warns without an excerpt (posts only)", () => {
    expect(checkExcerpt(post({ excerpt: "  " }))?.status).toBe("warning")
    expect(checkExcerpt(post())?.status).toBe("pass")
    expect(checkExcerpt({ ...post(), kind: "page" })).toBeNull()
  })
  it("warns without an image, fails an image without alt", () => {
    expect(checkFeaturedImage(post({ featuredImage: null }))?.status).toBe("warning")
    expect(checkFeaturedImage(post({ featuredImageAlt: " " }))?.status).toBe("failure")
    expect(checkFeaturedImage(post())?.status).toBe("pass")
  })
})

describe("content images", () => {
  it("fails an image without alt, accepts alt text and images marked decorative", () => {
    expect(checkImageAlt(post({ content: "![](/a.png)" })).status).toBe("failure")
    expect(checkImageAlt(post({ content: "![ ](/a.png)" })).status).toBe("failure")
    expect(checkImageAlt(post({ content: "![Chart of visits](/a.png)" })).status).toBe("pass")
    expect(checkImageAlt(post({ content: '![](/a.png "decorative")' })).status).toBe("pass")
    expect(checkImageAlt(post({ content: "![](/a.png 'Decorative')" })).status).toBe("pass")
  })
  it("names the lines and ignores code", () => {
    expect(checkImageAlt(post({ content: "ok\n\n![](/a.png)\n![](/b.png)" })).label).toBe("2 images without alt text (line 3, 4)")
    expect(checkImageAlt(post({ content: "```\n![](/a.png)\n```\n`![](/b.png)`\n    ![](/c.png)" })).status).toBe("pass")
  })
})

describe("heading order", () => {
  it("fails an H1 in the body", () => {
    expect(checkHeadings(post({ content: "# Title again\n\n## A" }))).toMatchObject({ status: "failure", label: "H1 inside the body (line 1)" })
  })
  it("fails a skipped level, including a first heading below H2", () => {
    expect(checkHeadings(post({ content: "## A\n#### B" })).label).toBe("Heading level skipped: H4 after H2 (line 2)")
    expect(checkHeadings(post({ content: "### A" })).status).toBe("failure")
  })
  it("passes going back up any number of levels and no headings at all", () => {
    expect(checkHeadings(post({ content: "## A\n### B\n#### C\n## D\n### E" })).status).toBe("pass")
    expect(checkHeadings(post({ content: "Just text" })).status).toBe("pass")
  })
  it("ignores hashes in code, tags without a space, and closing hashes", () => {
    expect(scanHeadings("```\n# not\n```\n#hashtag\n## Real ##")).toEqual([{ level: 2, text: "Real", line: 5 }])
  })
})

describe("internal links", () => {
  it("resolves site paths and same-origin URLs; ignores external, anchors, mailto and tel", () => {
    expect(internalPath("/blog/live-post/?x=1#top", ctx.siteOrigin)).toBe("/blog/live-post")
    expect(internalPath("https://lumora.example/about", ctx.siteOrigin)).toBe("/about")
    expect(internalPath("https://other.example/about", ctx.siteOrigin)).toBeNull()
    for (const href of ["#top", "mailto:a@b.c", "tel:123", "//evil.example/x", "javascript:alert(1)"]) expect(internalPath(href, ctx.siteOrigin)).toBeNull()
  })
  it("passes live targets and prefixed routes, fails missing or unpublished ones", () => {
    expect(checkInternalLinks(post({ content: "[a](/about) [b](/blog/category/dental) [c](/services/seo) [d](https://x.example)" }), ctx).status).toBe("pass")
    const broken = checkInternalLinks(post({ content: "[draft](/blog/draft-post) and [gone](https://lumora.example/nope/)" }), ctx)
    expect(broken).toMatchObject({ status: "failure", label: "Broken internal links: /blog/draft-post, /nope" })
    expect(checkInternalLinks(post({ content: "[x](/blog/category/)" }), ctx).status).toBe("failure")
  })
  it("names the live address of a post linked by its slug under a language it has no version in", () => {
    const result = checkInternalLinks(post({ content: "[guía](/es/blog/live-post) and [gone](/es/blog/nope)" }), ctx)
    expect(result).toMatchObject({ status: "failure", label: "Broken internal links: /es/blog/live-post, /es/blog/nope" })
    expect(result.fix).toBe(
      "No post in this language lives at /es/blog/live-post: link to /blog/live-post instead (readers are taken to the version in the post's language when there is one).",
    )
    expect(checkInternalLinks(post({ content: "[gone](/es/blog/nope)" }), ctx).fix).toBe("Link to a published page or post, or publish the target first.")
  })
})

describe("empty links", () => {
  it("fails links without text or address", () => {
    expect(checkEmptyLinks(post({ content: "[](/about)" })).status).toBe("failure")
    expect(checkEmptyLinks(post({ content: "[Read more]()" })).status).toBe("failure")
    expect(checkEmptyLinks(post({ content: "[Read more](/about) ![](/a.png)" })).status).toBe("pass")
  })
  it("parses titles, angle brackets and nested brackets", () => {
    expect(scanLinks('[a [b] c](<\/x y> "t")')).toEqual([{ image: false, text: "a [b] c", href: "/x y", title: "t", line: 1 }])
  })
})

describe("medical reviewer", () => {
  it("is required only when the category is clinical (matched by slug)", () => {
    expect(checkReviewer(post({ category: "Wellness" }), ctx)).toBeNull()
    expect(checkReviewer(post({ category: "Dental" }), ctx)?.status).toBe("failure")
    expect(checkReviewer(post({ category: "Medical Aesthetics" }), ctx)?.status).toBe("failure")
    expect(checkReviewer(post({ category: "dental", reviewerId: "p1" }), ctx)?.status).toBe("pass")
    expect(checkReviewer({ ...post({ category: "Dental" }), kind: "page" }, ctx)).toBeNull()
  })
})

describe("runChecklist", () => {
  it("lists every applicable rule; a clean post has no failures", () => {
    const items = runChecklist(post(), ctx)
    expect(items.map((i) => i.id)).toEqual(["meta-title", "meta-description", "excerpt", "featured-image", "image-alt", "headings", "internal-links", "empty-links"])
    expect(checklistFailures(items)).toEqual([])
  })
  it("pages skip the post-only rules", () => {
    const items = runChecklist({ kind: "page", title: "About our agency and our team", metaTitle: "", metaDescription: x(80), content: "" }, ctx)
    expect(items.map((i) => i.id)).toEqual(["meta-title", "meta-description", "image-alt", "headings", "internal-links", "empty-links"])
  })
})
