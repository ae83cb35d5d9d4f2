import { dependOn } from "@/lib/site/cache-tags"
import { listPostSummaries } from "@/lib/site/repository"
import { blogSitemapUrls, buildSitemapXml } from "@/lib/site/sitemap-xml"
import { SITE } from "@/lib/domain/site"

import { type LocaleParams, localeStaticParams, routeLocale } from "@/app/[locale]/page-locale"

// Cached like the pages; lib/server/cache/revalidate.ts refreshes it when a post changes.
export const revalidate = 300
export const generateStaticParams = localeStaticParams

export async function GET(_request: Request, { params }: { params: LocaleParams }) {
  const locale = await routeLocale(params)
  if (!locale) return new Response("Not found", { status: 404 })
  await dependOn("post")
  const xml = buildSitemapXml(blogSitemapUrls((await listPostSummaries(locale)).filter((p) => !p.noindex), SITE.url, locale))
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } })
}
