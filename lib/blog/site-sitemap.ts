import { absoluteUrl, RESOURCES_MENU, SERVICES } from "@/lib/domain/site"

import { ALL_CATEGORY, BLOG_CATEGORIES } from "@/lib/domain/blog/categories"
import { isoDay } from "./dates"
import type { SitemapUrl } from "./sitemap-xml"

type Dated = { slug: string; date: string; updatedAt?: string }

/** Public pages of the site map (the route table's fixed pages; admin and tools are left out). */
export function staticSiteUrls(): SitemapUrl[] {
  const fixed: SitemapUrl[] = [
    { loc: absoluteUrl("/"), changefreq: "weekly", priority: 1 },
    { loc: absoluteUrl("/services"), changefreq: "monthly", priority: 0.9 },
    ...SERVICES.map((s) => ({ loc: absoluteUrl(s.href), changefreq: "monthly" as const, priority: 0.9 })),
    { loc: absoluteUrl("/work"), changefreq: "monthly", priority: 0.7 },
    { loc: absoluteUrl("/resources"), changefreq: "monthly", priority: 0.6 },
    ...RESOURCES_MENU.filter((r) => r.href !== "/blog").map((r) => ({
      loc: absoluteUrl(r.href),
      changefreq: "monthly" as const,
      priority: 0.6,
    })),
    { loc: absoluteUrl("/blog"), changefreq: "daily", priority: 0.8 },
    ...BLOG_CATEGORIES.filter((c) => c.slug !== ALL_CATEGORY).map((c) => ({
      loc: absoluteUrl(`/blog/category/${c.slug}`),
      changefreq: "weekly" as const,
      priority: 0.5,
    })),
    { loc: absoluteUrl("/contact"), changefreq: "yearly", priority: 0.7 },
    { loc: absoluteUrl("/privacy-policy"), changefreq: "yearly", priority: 0.3 },
    { loc: absoluteUrl("/terms-of-service"), changefreq: "yearly", priority: 0.3 },
  ]
  const seen = new Set<string>()
  return fixed.filter((u) => !seen.has(u.loc) && seen.add(u.loc))
}

/** The whole public site: fixed pages, every post, every published admin page. */
export function siteSitemapUrls(posts: Dated[], pages: Dated[]): SitemapUrl[] {
  return [
    ...staticSiteUrls(),
    ...posts.map((p) => ({
      loc: absoluteUrl(`/blog/${encodeURIComponent(p.slug)}`),
      lastmod: isoDay(p.updatedAt || p.date) || undefined,
      changefreq: "monthly" as const,
      priority: 0.6,
    })),
    ...pages.map((p) => ({
      loc: absoluteUrl(`/${encodeURIComponent(p.slug)}`),
      lastmod: isoDay(p.updatedAt || p.date) || undefined,
      changefreq: "monthly" as const,
      priority: 0.5,
    })),
  ]
}
