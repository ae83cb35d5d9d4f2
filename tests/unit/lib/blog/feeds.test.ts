// @vitest-environment jsdom
import { describe, expect, it } from "vitest"

import { buildRssXml } from "@/lib/blog/rss"
import { staticSiteUrls, siteSitemapUrls } from "@/lib/blog/site-sitemap"
import { blogSitemapUrls, buildSitemapXml, SITEMAP_XMLNS, xmlEscape } from "@/lib/blog/sitemap-xml"

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
    const all = siteSitemapUrls([{ slug: "a-post", date: "2025-01-01" }], [{ slug: "about-us", date: "2025-02-01" }])
    const paths = all.map((u) => new URL(u.loc).pathname)
    expect(paths).toContain("/blog/a-post")
    expect(paths).toContain("/about-us")
    parseXml(buildSitemapXml(all))
  })

  it("adds published site documents: landing pages once, case studies under /work, resources under /resources; noindex ones never", () => {
    const doc = (slug: string, noindex = false) => ({ slug, date: "2025-05-01T00:00:00.000Z", updatedAt: "2025-05-02T00:00:00.000Z", noindex })
    const all = siteSitemapUrls([], [], {
      sitePages: [doc(""), doc("work"), doc("services/seo", true), doc("lp/dental-implants"), doc("lp/quiet", true)],
      caseStudies: [doc("smile-studio"), doc("quiet-study", true)],
      resources: [doc("intake-guide"), doc("quiet-guide", true)],
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
    const read = siteSitemapUrls([], [], { sitePages: [doc(""), doc("work")], caseStudies: [], resources: [], complete: true })
    const paths = read.map((u) => new URL(u.loc).pathname)
    expect(paths).toEqual(expect.arrayContaining(["/", "/work", "/services", "/contact"]))
    for (const path of ["/services/seo", "/services/social-media", "/services/analytics"]) expect(paths).not.toContain(path)
    const unknown = siteSitemapUrls([], [], { sitePages: [], caseStudies: [], resources: [] }).map((u) => new URL(u.loc).pathname)
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
