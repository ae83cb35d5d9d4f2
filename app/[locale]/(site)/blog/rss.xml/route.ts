import { dependOn } from "@/lib/site/cache-tags"
import { FEED_TYPE_NAMES } from "@/lib/site/site-types"
import { blogFeedXml } from "@/lib/site/feed"
import { publicCopy } from "@/lib/copy/public"
import { SITE } from "@/lib/domain/site"

import { type LocaleParams, localeStaticParams, routeLocale } from "@/app/[locale]/page-locale"

export const revalidate = 300
export const generateStaticParams = localeStaticParams

export async function GET(_request: Request, { params }: { params: LocaleParams }) {
  const locale = await routeLocale(params)
  if (!locale) return new Response("Not found", { status: 404 })
  await dependOn(...FEED_TYPE_NAMES)
  const xml = await blogFeedXml({ title: SITE.blogName, description: publicCopy(locale).blog.description }, locale)
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } })
}
