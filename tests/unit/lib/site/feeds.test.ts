// @vitest-environment jsdom
import { describe, expect, it } from "vitest"

import { buildRssXml } from "@/lib/site/rss"
import { staticSiteUrls, siteSitemapUrls, withAlternates } from "@/lib/site/site-sitemap"
import { blogSitemapUrls, buildSitemapXml, SITEMAP_XMLNS, XHTML_XMLNS, xmlEscape } from "@/lib/site/sitemap-xml"

function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, "application/xml")
  expect(doc.getElementsByTagName("parsererror"), "well-formed XML").toHaveLength(0)
  return doc
}

const children = (el: Element) => [...el.children].map((c) => c.localName)

describe("blog sitemap XML", () => {
  const posts = [
    { slug: "newer", date: "2025-03-19", updatedAt: "2025-04-02T10:11:12.000Z" },
    { slug: "older", date: "2025-01-08" },
  ]
  const xml = buildSitemapXml(blogSitemapUrls(posts, "https://clinic.example/"))
  const doc = parseXml(xml)

  it("follows the sitemap protocol: urlset in its namespace, url entries with loc first", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    const root = doc.documentElement
    expect(root.localName).toBe("urlset")
    expect(root.namespaceURI).toBe(SITEMAP_XMLNS)
    const urls = [...root.children]
    expect(urls.every((u) => u.localName === "url" && u.namespaceURI === SITEMAP_XMLNS)).toBe(true)
    for (const url of urls) {
      expect(children(url)[0]).toBe("loc")
      for (const name of children(url)) expect(["loc", "lastmod", "changefreq", "priority"]).toContain(name)
      const priority = url.getElementsByTagName("priority")[0]?.textContent
      if (priority) expect(Number(priority)).toBeGreaterThanOrEqual(0)
    }
  })

  it("puts the index at 0.8/daily and each post at 0.6/monthly with lastmod YYYY-MM-DD, on the base URL", () => {
    const urls = [...doc.documentElement.children].map((u) => ({
      loc: u.getElementsByTagName("loc")[0]?.textContent,
      lastmod: u.getElementsByTagName("lastmod")[0]?.textContent ?? null,
      changefreq: u.getElementsByTagName("changefreq")[0]?.textContent,
      priority: u.getElementsByTagName("priority")[0]?.textContent,
    }))
    expect(urls).toEqual([
      { loc: "https://clinic.example/blog", lastmod: null, changefreq: "daily", priority: "0.8" },
      { loc: "https://clinic.example/blog/newer", lastmod: "2025-04-02", changefreq: "monthly", priority: "0.6" },
      { loc: "https://clinic.example/blog/older", lastmod: "2025-01-08", changefreq: "monthly", priority: "0.6" },
    ])
  })

  it("escapes values", () => {
    expect(xmlEscape(`a&b<c>"d'\u0001`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;")
    const hostile = buildSitemapXml([{ loc: "https://x.example/?a=1&b=<script>" }])
    parseXml(hostile)
    expect(hostile).toContain("a=1&amp;b=&lt;script&gt;")
  })
})

describe("site sitemap", () => {
  it("lists the public pages once each, then posts and published pages", () => {
    const fixed = staticSiteUrls().map((u) => new URL(u.loc).pathname)
    expect(new Set(fixed).size).toBe(fixed.length)
    for (const path of ["/", "/services", "/services/seo", "/blog", "/contact", "/work", "/resources/guides", "/privacy-policy"]) {
      expect(fixed).toContain(path)
    }
    expect(fixed.some((p) => p.startsWith("/admin"))).toBe(false)
    const all = siteSitemapUrls({ post: [{ slug: "a-post", date: "2025-01-01" }], page: [{ slug: "about-us", date: "2025-02-01" }] })
    const paths = all.map((u) => new URL(u.loc).pathname)
    expect(paths).toContain("/blog/a-post")
    expect(paths).toContain("/about-us")
    parseXml(buildSitemapXml(all))
  })

  it("adds published site documents: landing pages once, case studies under /work, resources under /resources; noindex ones never", () => {
    const doc = (slug: string, noindex = false) => ({ slug, date: "2025-05-01T00:00:00.000Z", updatedAt: "2025-05-02T00:00:00.000Z", noindex })
    const all = siteSitemapUrls({
      site_page: [doc(""), doc("work"), doc("services/seo", true), doc("lp/dental-implants"), doc("lp/quiet", true)],
      case_study: [doc("smile-studio"), doc("quiet-study", true)],
      resource: [doc("intake-guide"), doc("quiet-guide", true)],
    })
    const paths = all.map((u) => new URL(u.loc).pathname)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of ["/", "/work", "/lp/dental-implants", "/work/smile-studio", "/resources/intake-guide"]) expect(paths).toContain(path)
    // A noindex built-in page leaves the fixed list too.
    for (const path of ["/lp/quiet", "/services/seo", "/work/quiet-study", "/resources/quiet-guide"]) expect(paths).not.toContain(path)
    expect(all.find((u) => u.loc.endsWith("/lp/dental-implants"))).toMatchObject({ lastmod: "2025-05-02", priority: 0.5 })
    parseXml(buildSitemapXml(all))
  })

  it("leaves out a seeded page an editor unpublished, but keeps the fixed pages when the documents could not be read", () => {
    const doc = (slug: string) => ({ slug, date: "2025-05-01T00:00:00.000Z", noindex: false })
    const read = siteSitemapUrls({ site_page: [doc(""), doc("work")], case_study: [], resource: [], complete: true })
    const paths = read.map((u) => new URL(u.loc).pathname)
    expect(paths).toEqual(expect.arrayContaining(["/", "/work", "/services", "/contact"]))
    for (const path of ["/services/seo", "/services/social-media", "/services/analytics"]) expect(paths).not.toContain(path)
    const unknown = siteSitemapUrls({ site_page: [], case_study: [], resource: [] }).map((u) => new URL(u.loc).pathname)
    expect(unknown).toEqual(expect.arrayContaining(["/", "/work", "/services/seo", "/services/social-media"]))
  })
})

describe("RSS feed", () => {
  const xml = buildRssXml({
    title: "Journal & Co",
    link: "https://clinic.example/blog",
    description: "Posts",
    selfUrl: "https://clinic.example/blog/rss.xml",
    items: [
      {
        title: "Hello <world>",
        link: "https://clinic.example/blog/hello",
        description: "An & excerpt",
        pubDate: "2025-03-19",
        categories: ["Website", "SEO"],
        author: "Daniel Reyes",
      },
    ],
  })
  const doc = parseXml(xml)

  it("is RSS 2.0: rss > channel with title, link, description, then items", () => {
    const rss = doc.documentElement
    expect(rss.localName).toBe("rss")
    expect(rss.getAttribute("version")).toBe("2.0")
    const channel = rss.children[0]!
    expect(channel.localName).toBe("channel")
    for (const name of ["title", "link", "description", "language", "lastBuildDate", "item"]) {
      expect(children(channel)).toContain(name)
    }
    expect(channel.getElementsByTagName("title")[0]?.textContent).toBe("Journal & Co")
    const self = channel.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0]
    expect(self?.getAttribute("rel")).toBe("self")
    expect(self?.getAttribute("href")).toBe("https://clinic.example/blog/rss.xml")
  })

  it("gives each item title, link, guid, RFC 822 pubDate, description and categories", () => {
    const item = doc.getElementsByTagName("item")[0]!
    expect(item.getElementsByTagName("title")[0]?.textContent).toBe("Hello <world>")
    expect(item.getElementsByTagName("link")[0]?.textContent).toBe("https://clinic.example/blog/hello")
    expect(item.getElementsByTagName("guid")[0]?.getAttribute("isPermaLink")).toBe("true")
    expect(item.getElementsByTagName("pubDate")[0]?.textContent).toBe("Wed, 19 Mar 2025 00:00:00 GMT")
    expect(item.getElementsByTagName("description")[0]?.textContent).toBe("An & excerpt")
    expect([...item.getElementsByTagName("category")].map((c) => c.textContent)).toEqual(["Website", "SEO"])
  })
})

describe("site map alternates (xhtml:link)", () => {
  const day = { date: "2025-05-01T00:00:00.000Z", noindex: false }
  // English: a post, its Spanish translation under another slug, an English-only post; a landing page translated
  // under another path; the home page as a seeded site page in both languages.
  const english = siteSitemapUrls(
    {
      post: [
        { slug: "dental-guide", date: "2025-01-01", translationKey: "mdx:dental-guide" },
        { slug: "english-only", date: "2025-01-02", translationKey: "mdx:english-only" },
      ],
      site_page: [{ slug: "", ...day, translationKey: "home-id" }, { slug: "lp/implants", ...day, translationKey: "lp-id" }],
      complete: true,
    },
    "en",
  )
  const spanish = siteSitemapUrls(
    {
      // Same slug as an English post it does not translate: never paired by its address.
      post: [
        { slug: "guia-dental", date: "2025-01-03", translationKey: "mdx:dental-guide" },
        { slug: "english-only", date: "2025-01-04", translationKey: "mdx:otra" },
      ],
      site_page: [{ slug: "", ...day, translationKey: "home-id" }, { slug: "lp/implantes", ...day, translationKey: "lp-id" }],
      complete: true,
    },
    "es",
  )
  const xml = buildSitemapXml(withAlternates([...english, ...spanish]))
  const doc = parseXml(xml)
  const entries = new Map(
    [...doc.documentElement.children].map((u) => [
      new URL(u.getElementsByTagName("loc")[0]!.textContent!).pathname,
      Object.fromEntries(
        [...u.getElementsByTagNameNS(XHTML_XMLNS, "link")].map((l) => {
          expect(l.getAttribute("rel")).toBe("alternate")
          return [l.getAttribute("hreflang"), new URL(l.getAttribute("href")!).pathname]
        }),
      ),
    ]),
  )

  it("names every version of a page, itself included, and x-default (the English one), in the xhtml namespace", () => {
    expect(doc.documentElement.lookupNamespaceURI("xhtml")).toBe(XHTML_XMLNS)
    const pair = { en: "/blog/dental-guide", es: "/es/blog/guia-dental", "x-default": "/blog/dental-guide" }
    expect(entries.get("/blog/dental-guide")).toEqual(pair)
    expect(entries.get("/es/blog/guia-dental")).toEqual(pair)
    expect(entries.get("/")).toEqual({ en: "/", es: "/es", "x-default": "/" })
    expect(entries.get("/es")).toEqual({ en: "/", es: "/es", "x-default": "/" })
    expect(entries.get("/lp/implants")).toEqual({ en: "/lp/implants", es: "/es/lp/implantes", "x-default": "/lp/implants" })
    expect(entries.get("/es/contact")).toEqual({ en: "/contact", es: "/es/contact", "x-default": "/contact" })
  })

  it("gives a page in one language no alternates, even when another language has the same address", () => {
    expect(entries.get("/blog/english-only")).toEqual({})
    expect(entries.get("/es/blog/english-only")).toEqual({})
    expect(entries.get("/blog/category/aesthetic-marketing")).toEqual({})
  })

  it("leaves a map without alternates in the plain protocol (no xhtml namespace)", () => {
    const plain = buildSitemapXml(withAlternates(siteSitemapUrls(undefined, "en").slice(0, 1)))
    expect(plain).not.toContain("xmlns:xhtml")
    expect(plain).not.toContain("xhtml:link")
  })
})
