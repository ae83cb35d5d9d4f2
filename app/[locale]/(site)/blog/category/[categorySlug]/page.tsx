import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"

import { dependOn } from "@/lib/site/cache-tags"
import { ALL_CATEGORY, BLOG_CATEGORIES, toSlug } from "@/lib/domain/blog/categories"
import { clientCopy, publicCopy } from "@/lib/copy/public"
import { getBuiltInPosts } from "@/lib/site/posts"
import { blogHref } from "@/lib/site/query"
import { categoryVersions, listCategoryPosts } from "@/lib/site/repository"
import { blogAlternates } from "@/lib/site/seo"
import { decodeParam } from "@/lib/server/http/route-param"
import { formatNumber } from "@/lib/domain/i18n/format"
import { DEFAULT_LOCALE, isLocale, localizedPath } from "@/lib/domain/i18n"
import { Icon } from "@/components/ui/icon"
import { buttonVariants } from "@/components/ui/button"
import { BlogGrid } from "@/components/blog/blog-grid"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

type CategoryPageProps = { params: LocaleParams<{ categorySlug: string }> }

export const revalidate = 300

/**
 * English prerenders the spec's categories and every built-in post's category; another language its built-in
 * posts' categories (the [locale] segment comes from the root layout). Others render on first visit.
 */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE
  const slugs = new Set(locale === DEFAULT_LOCALE ? BLOG_CATEGORIES.map((c) => c.slug).filter((slug) => slug !== ALL_CATEGORY) : [])
  for (const post of await getBuiltInPosts(locale)) slugs.add(toSlug(post.category))
  return [...slugs].filter(Boolean).map((categorySlug) => ({ categorySlug }))
}

// A slug no category can have (empty or overlong) is a 404, never a query.
const MAX_CATEGORY_SLUG = 200
function slugFrom(param: string): string {
  const slug = toSlug(decodeParam(param))
  return slug.length <= MAX_CATEGORY_SLUG ? slug : ""
}

export async function generateMetadata({ params }: CategoryPageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const copy = publicCopy(locale).blog
  const slug = slugFrom((await params).categorySlug)
  if (!slug) return { title: copy.categoryNotFound, robots: { index: false } }
  const [{ posts, title }, versions] = await Promise.all([listCategoryPosts(slug, 1, locale), categoryVersions(slug)])
  // A pair only when the slug has posts in this language too: an empty category page is no one's translation.
  const paired = posts.length > 0 ? versions : []
  return {
    title: copy.categoryMetaTitle(title),
    description: copy.categoryMetaDescription(title),
    alternates: blogAlternates(localizedPath(locale, `/blog/category/${slug}`), locale, paired),
  }
}

export default async function CategoryPage({ params }: CategoryPageProps) {
  const locale = await pageLocale(params)
  const copy = publicCopy(locale)
  const cardText = clientCopy(locale, copy.blogList)
  const slug = slugFrom((await params).categorySlug)
  if (!slug) notFound()
  await dependOn("post")
  const { posts, more, title } = await listCategoryPosts(slug, undefined, locale)
  const blogPath = localizedPath(locale, "/blog")

  return (
    <>
      <section className="bg-sand">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <Link href={blogPath} className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline">
            <Icon name="arrow-left" className="size-4" />
            {copy.blog.backToBlog}
          </Link>
          <h1 className="mt-6 text-4xl font-semibold sm:text-5xl">{title}</h1>
          <p className="mt-3 text-lg text-muted-foreground">
            {posts.length === 0
              ? copy.blog.categoryEmptyIntro
              : copy.blog.categoryCount(formatNumber(posts.length, locale), posts.length === 1, more)}
          </p>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {posts.length === 0 ? (
          <div className="rounded-xl border border-dashed bg-card px-6 py-16 text-center">
            <h2 className="text-2xl font-semibold">{copy.blog.noArticlesInCategory}</h2>
            <Link href={blogPath} className={buttonVariants({ size: "lg", className: "mt-6 text-sm" })}>
              {copy.blog.viewAllPosts}
            </Link>
          </div>
        ) : (
          <>
            {/* Cards are h3: this keeps the page's heading levels in order (h1 → h2 → h3). */}
            <h2 className="sr-only">{copy.blogList.articles}</h2>
            <BlogGrid posts={posts} priorityFirst locale={cardText ? locale : undefined} text={cardText} />
            {more ? (
              <div className="mt-12 text-center">
                <Link href={blogHref({ q: "", category: slug, page: 1 }, locale)} className={buttonVariants({ variant: "outline", size: "lg", className: "text-sm" })}>
                  {copy.blog.moreIn(title)}
                </Link>
              </div>
            ) : null}
          </>
        )}
      </section>
    </>
  )
}
