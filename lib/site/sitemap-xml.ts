import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/domain/i18n"

import { isoDay } from "./dates"

/** Sitemap protocol 0.9 (https://www.sitemaps.org/protocol.html), built as text so it stays fast at any size. */
type ChangeFreq = "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never"
/** A page's versions in other languages (Google's sitemap extension): every version, itself included, and x-default. */
type SitemapAlternate = { hreflang: string; href: string }
export type SitemapUrl = { loc: string; lastmod?: string; changefreq?: ChangeFreq; priority?: number; alternates?: SitemapAlternate[] }

export const SITEMAP_XMLNS = "http://www.sitemaps.org/schemas/sitemap/0.9"
export const XHTML_XMLNS = "http://www.w3.org/1999/xhtml"

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" }

/** Escapes text for XML and drops characters XML 1.0 cannot carry. */
export function xmlEscape(text: string): string {
  return text
    .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, "")
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!)
}

/** The map's text; the xhtml namespace is declared only when some address has alternates. */
export function buildSitemapXml(urls: SitemapUrl[]): string {
  const xhtml = urls.some((u) => u.alternates?.length) ? ` xmlns:xhtml="${XHTML_XMLNS}"` : ""
  const parts = [`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_XMLNS}"${xhtml}>\n`]
  for (const url of urls) {
    let entry = `  <url>\n    <loc>${xmlEscape(url.loc)}</loc>\n`
    for (const a of url.alternates ?? []) {
      entry += `    <xhtml:link rel="alternate" hreflang="${xmlEscape(a.hreflang)}" href="${xmlEscape(a.href)}"/>\n`
    }
    if (url.lastmod) entry += `    <lastmod>${xmlEscape(url.lastmod)}</lastmod>\n`
    if (url.changefreq) entry += `    <changefreq>${url.changefreq}</changefreq>\n`
    if (url.priority !== undefined) entry += `    <priority>${url.priority.toFixed(1)}</priority>\n`
    parts.push(`${entry}  </url>\n`)
  }
  parts.push("</urlset>\n")
  return parts.join("")
}

type SitemapPost = { slug: string; date: string; updatedAt?: string }

/** The spec's blog sitemap: the index at 0.8/daily, each post at 0.6/monthly with lastmod YYYY-MM-DD. */
export function blogSitemapUrls(posts: SitemapPost[], baseUrl: string, locale: Locale = DEFAULT_LOCALE): SitemapUrl[] {
  const base = baseUrl.replace(/\/+$/, "")
  return [
    { loc: `${base}${localizedPath(locale, "/blog")}`, changefreq: "daily", priority: 0.8 },
    ...posts.map((post) => ({
      loc: `${base}${localizedPath(locale, `/blog/${encodeURIComponent(post.slug)}`)}`,
      lastmod: isoDay(post.updatedAt || post.date) || undefined,
      changefreq: "monthly" as const,
      priority: 0.6,
    })),
  ]
}
