import { describe, expect, it } from "vitest"

import { siteSitemapUrls } from "@/lib/site/site-sitemap"

const pathsOf = (urls: { loc: string }[]) => urls.map((u) => new URL(u.loc).pathname)
const doc = (slug: string, noindex = false) => ({ slug, date: "2026-11-01T00:00:00.000Z", noindex })

describe("the Spanish site map: the services index and the resource library", () => {
  it("lists /es/services, /es/resources and its three kind pages, and the Spanish resources under /es/resources", () => {
    const paths = pathsOf(siteSitemapUrls({ site_page: [doc("services/seo")], case_study: [], resource: [doc("mapa-del-paciente"), doc("borrador", true)], complete: true }, "es"))
    for (const path of ["/es/services", "/es/resources", "/es/resources/guides", "/es/resources/templates", "/es/resources/case-studies", "/es/services/seo", "/es/resources/mapa-del-paciente"]) {
      expect(paths).toContain(path)
    }
    expect(paths).not.toContain("/es/resources/borrador")
    expect(new Set(paths).size).toBe(paths.length)
    // Nothing of the English site under /es/: a service page with no Spanish version is left out.
    expect(paths).not.toContain("/es/services/analytics")
    expect(paths.every((p) => p === "/es" || p.startsWith("/es/"))).toBe(true)
  })

  it("English keeps its own list, each page once", () => {
    const paths = pathsOf(siteSitemapUrls({}))
    for (const path of ["/services", "/resources", "/resources/guides", "/resources/templates", "/resources/case-studies"]) {
      expect(paths.filter((p) => p === path)).toHaveLength(1)
    }
    expect(paths.some((p) => p.startsWith("/es"))).toBe(false)
  })
})
