import { describe, expect, it } from "vitest"

import { isLocale, localizedPath, renderedPath, splitLocalePath } from "@/lib/domain/i18n"
import { localeRoutingRules } from "@/lib/domain/i18n/locales.mjs"

/** The paths the default language's rewrite takes, by the rule's own pattern (":path(<regex>)"). */
function rewrittenBy(source: string): (path: string) => boolean {
  const inner = /^\/:path\((.*)\)$/.exec(source)?.[1]
  if (!inner) throw new Error(`unexpected rewrite source ${source}`)
  const re = new RegExp(`^/(?:${inner})$`)
  return (path) => re.test(path)
}

describe("locale paths", () => {
  it("English has no prefix, Spanish lives under /es", () => {
    expect(localizedPath("en", "/blog/x")).toBe("/blog/x")
    expect(localizedPath("es", "/blog/x")).toBe("/es/blog/x")
    expect(localizedPath("es", "/")).toBe("/es")
    expect(localizedPath("en", "/")).toBe("/")
  })

  it("splits a public path into its language and the rest, and reads /esx or /en/x as English paths", () => {
    expect(splitLocalePath("/es/blog/x")).toEqual({ locale: "es", path: "/blog/x" })
    expect(splitLocalePath("/es")).toEqual({ locale: "es", path: "/" })
    expect(splitLocalePath("/esx")).toEqual({ locale: "en", path: "/esx" })
    expect(splitLocalePath("/en/blog")).toEqual({ locale: "en", path: "/en/blog" })
    expect(splitLocalePath("/fr/blog")).toEqual({ locale: "en", path: "/fr/blog" })
    expect(isLocale("es")).toBe(true)
    expect(isLocale("fr")).toBe(false)
  })

  it("names the path a page is rendered at, for cache refreshes", () => {
    expect(renderedPath("/blog")).toBe("/en/blog")
    expect(renderedPath("/")).toBe("/en")
    expect(renderedPath("/es/blog/x")).toBe("/es/blog/x")
    expect(renderedPath("/blog/[postId]")).toBe("/[locale]/blog/[postId]")
    expect(renderedPath("/sitemap.xml")).toBe("/sitemap.xml")
    expect(renderedPath("/admin/posts")).toBe("/admin/posts")
  })
})

describe("the routing rules next.config.mjs installs", () => {
  const { rewrites, redirects } = localeRoutingRules()

  it("rewrite every public path to the default language's tree, but not other languages, the admin, the API or previews", () => {
    expect(rewrites[0]).toEqual({ source: "/", destination: "/en" })
    const rewritten = rewrittenBy(rewrites[1]!.source)
    expect(rewrites[1]!.destination).toBe("/en/:path")
    for (const path of ["/blog", "/blog/x-y", "/lp/dental-implants", "/esx", "/blog/rss.xml", "/administrator"]) expect(rewritten(path), path).toBe(true)
    for (const path of ["/es", "/es/blog", "/admin", "/admin/posts/1", "/api/views", "/preview/live/1", "/_next/static/x.js", "/sitemap.xml", "/robots.txt"]) {
      expect(rewritten(path), path).toBe(false)
    }
  })

  it("send /en and /en/… to the unprefixed address, permanently", () => {
    expect(redirects).toEqual([
      { source: "/en", destination: "/", permanent: true },
      { source: "/en/:path*", destination: "/:path*", permanent: true },
    ])
  })
})
