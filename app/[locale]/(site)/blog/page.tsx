import type { Metadata } from "next"
import Link from "next/link"

import { dependOn } from "@/lib/site/cache-tags"
import { ALL_CATEGORY, BLOG_CATEGORIES } from "@/lib/domain/blog/categories"
import { listPostCategories, listPostPage } from "@/lib/site/repository"
import { everyLanguage } from "@/lib/site/alternates"
import { blogAlternates, RSS_PATH } from "@/lib/site/seo"
import { DEFAULT_LOCALE, localizedPath } from "@/lib/domain/i18n"
import { SITE } from "@/lib/domain/site"
import { clientCopy, publicCopy } from "@/lib/copy/public"
import { Icon } from "@/components/ui/icon"
import { BlogCta } from "@/components/blog/blog-cta"
import { BlogExplorer } from "@/components/blog/blog-explorer"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

// Static at build (built-in posts); admin posts arrive through revalidatePath on every change, with this
// timer as a backstop for content that existed before the build.
export const revalidate = 300

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { metaTitle, description } = publicCopy(locale).blog
  const listTitle = metaTitle(SITE.blogName)
  const url = localizedPath(locale, "/blog")
  return {
    title: { absolute: listTitle },
    description,
    alternates: blogAlternates(url, locale, everyLanguage("/blog")),
    openGraph: { title: listTitle, description, url, type: "website" },
  }
}

export default async function BlogPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  await dependOn("post")
  const [initial, own] = await Promise.all([listPostPage({ locale }), locale === DEFAULT_LOCALE ? null : listPostCategories(locale)])
  const copy = publicCopy(locale)
  const listText = clientCopy(locale, copy.blogList)
  // English: the spec's tabs. Another language: "All" in its words, then the categories its posts carry, as they
  // write them (the spec's English categories would filter to nothing there).
  const categories =
    own && listText
      ? [{ ...BLOG_CATEGORIES.find((c) => c.slug === ALL_CATEGORY)!, name: listText.allPosts, description: "" }, ...own]
      : BLOG_CATEGORIES
  return (
    <>
      <section className="bg-sand">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:py-20">
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">{SITE.blogName}</p>
          <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{copy.blog.listTitle}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">{copy.blog.description}</p>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8" aria-label={copy.blog.listSection}>
        <BlogExplorer initial={initial} categories={categories} locale={listText ? locale : undefined} text={listText} />
        <p className="mt-12 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
          <Link href={localizedPath(locale, "/blog/sitemap")} className="underline underline-offset-4 hover:text-primary">
            {copy.blog.sitemapLink}
          </Link>
          <a href={localizedPath(locale, RSS_PATH)} className="inline-flex items-center gap-1.5 underline underline-offset-4 hover:text-primary">
            <Icon name="rss" className="size-4" />
            {copy.blog.rssFeed}
          </a>
        </p>
      </section>

      <BlogCta text={copy.blog.cta} locale={locale} />
    </>
  )
}
