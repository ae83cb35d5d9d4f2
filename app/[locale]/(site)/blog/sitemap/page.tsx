import type { Metadata } from "next"
import Link from "next/link"

import { clientCopy, publicCopy } from "@/lib/copy/public"
import { everyLanguage } from "@/lib/site/alternates"
import { BLOG_SITEMAP_PATH, blogAlternates } from "@/lib/site/seo"
import { localizedPath } from "@/lib/domain/i18n"
import { Icon } from "@/components/ui/icon"
import { SitemapTool } from "@/components/blog/sitemap-tool"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

/** Every language has its blog and so its blog's sitemap (the language's own /blog/sitemap.xml). */
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const copy = publicCopy(locale).blog
  return {
    title: copy.sitemapTitle,
    description: copy.sitemapDescription,
    alternates: blogAlternates(localizedPath(locale, "/blog/sitemap"), locale, everyLanguage("/blog/sitemap")),
    robots: { index: false, follow: true },
  }
}

export default async function SitemapPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const copy = publicCopy(locale)
  const xmlPath = localizedPath(locale, BLOG_SITEMAP_PATH)
  return (
    <section className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
      <Link href={localizedPath(locale, "/blog")} className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline">
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
        <a href={xmlPath} className="underline underline-offset-4">
          {xmlPath}
        </a>
        .
      </p>
      <SitemapTool text={clientCopy(locale, copy.sitemap)} path={xmlPath} />
    </section>
  )
}
