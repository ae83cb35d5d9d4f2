import type { Metadata } from "next"
import Link from "next/link"

import { clientCopy, publicCopy } from "@/lib/copy/public"
import { BLOG_SITEMAP_PATH, blogAlternates } from "@/lib/blog/seo"
import { Icon } from "@/components/ui/icon"
import { SitemapTool } from "@/components/blog/sitemap-tool"

import { defaultLocaleOnly, type LocaleParams } from "@/app/[locale]/page-locale"

export const metadata: Metadata = {
  title: "Blog Sitemap",
  description: "The XML sitemap of the journal's articles, ready to download.",
  alternates: blogAlternates("/blog/sitemap"),
  robots: { index: false, follow: true },
}

export default async function SitemapPage({ params }: { params: LocaleParams }) {
  const locale = await defaultLocaleOnly(params)
  const copy = publicCopy(locale)
  return (
    <section className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
      <Link href="/blog" className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline">
        <Icon name="arrow-left" className="size-4" />
        {copy.blog.backToBlog}
      </Link>
      <h1 className="mt-6 text-4xl font-semibold">{copy.blog.sitemapTitle}</h1>
      <p className="mt-3 mb-8 text-muted-foreground">
        {copy.blog.sitemapIntro}{" "}
        <a href="https://www.sitemaps.org/protocol.html" target="_blank" rel="noopener noreferrer" className="underline underline-offset-4">
          {copy.blog.sitemapProtocol}
        </a>
        {copy.blog.sitemapServedAt}{" "}
        <a href={BLOG_SITEMAP_PATH} className="underline underline-offset-4">
          {BLOG_SITEMAP_PATH}
        </a>
        .
      </p>
      <SitemapTool text={clientCopy(locale, copy.sitemap)} />
    </section>
  )
}
