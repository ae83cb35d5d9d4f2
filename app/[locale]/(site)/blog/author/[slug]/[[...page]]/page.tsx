import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"

import { dependOn } from "@/lib/site/cache-tags"
import { personJsonLd } from "@/lib/site/json-ld"
import { authorPageVersions, getAuthorPage } from "@/lib/site/people"
import { authorPath, blogAlternates } from "@/lib/site/seo"
import { decodeParam } from "@/lib/server/http/route-param"
import { isSlug } from "@/lib/domain/schemas/fields"
import { absoluteUrl } from "@/lib/domain/site"
import { formatNumber } from "@/lib/domain/i18n/format"
import { localizedPath } from "@/lib/domain/i18n"
import { fill } from "@/lib/copy/public/fill"
import { clientCopy, publicCopy } from "@/lib/copy/public"
import { Icon } from "@/components/ui/icon"
import { buttonVariants } from "@/components/ui/button-variants"
import { BlogGrid } from "@/components/blog/blog-grid"
import { JsonLd } from "@/components/blog/json-ld"
import { MarkdownContent } from "@/components/blog/markdown-content"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

type AuthorPageProps = { params: LocaleParams<{ slug: string; page?: string[] }> }

// Rendered on first visit and cached like the post pages; a change to the person or their posts revalidates it.
export const revalidate = 300

export async function generateStaticParams() {
  return []
}

/** "/blog/author/x" is page 1, "/blog/author/x/page/2" the next (under the language's prefix); anything else is a 404. */
async function resolve(params: AuthorPageProps["params"]) {
  const { slug: raw, page } = await params
  const slug = decodeParam(raw)
  if (!isSlug(slug)) return null
  let n = 1
  if (page && page.length > 0) {
    if (page.length !== 2 || page[0] !== "page" || !/^[1-9]\d{0,5}$/.test(page[1] ?? "")) return null
    n = Number(page[1])
    if (n === 1) return null
  }
  return { slug, page: n }
}

export async function generateMetadata({ params }: AuthorPageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const copy = publicCopy(locale).blog
  const r = await resolve(params)
  const data = r ? await getAuthorPage(r.slug, r.page, locale) : null
  if (!r || !data) return { title: copy.authorNotFound, robots: { index: false } }
  const { person } = data
  const name = person.credentials ? `${person.name}, ${person.credentials}` : person.name
  const path = authorPath(r.slug, locale, r.page)
  return {
    title: copy.authorMetaTitle(name, r.page > 1 ? String(r.page) : null),
    description: copy.authorMetaDescription(name, person.jobTitle),
    alternates: blogAlternates(path, locale, await authorPageVersions(r.slug, r.page)),
    openGraph: { type: "profile", url: path, title: name, images: person.photo ? [{ url: person.photo.src, alt: person.photo.alt }] : undefined },
  }
}

export default async function AuthorPage({ params }: AuthorPageProps) {
  const locale = await pageLocale(params)
  const copy = publicCopy(locale)
  const cardText = clientCopy(locale, copy.blogList)
  const r = await resolve(params)
  if (!r) notFound()
  await dependOn("post")
  const data = await getAuthorPage(r.slug, r.page, locale)
  if (!data) notFound()
  const { person, posts, page, pageCount } = data
  return (
    <>
      <JsonLd data={{ "@context": "https://schema.org", "@type": "ProfilePage", url: absoluteUrl(authorPath(r.slug, locale, page)), mainEntity: personJsonLd(person) }} />
      <section className="bg-sand">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 lg:px-8">
          <Link href={localizedPath(locale, "/blog")} className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline">
            <Icon name="arrow-left" className="size-4" />
            {copy.blog.backToBlog}
          </Link>
          <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start">
            {person.photo ? (
              // eslint-disable-next-line @next/next/no-img-element -- an uploaded photo served by our own route
              <img src={person.photo.src} alt={person.photo.alt} width={128} height={128} className="size-32 shrink-0 rounded-full object-cover" />
            ) : null}
            <div className="min-w-0">
              <h1 className="text-4xl font-semibold sm:text-5xl" data-testid="author-name">
                {person.name}
                {person.credentials ? <span className="text-muted-foreground">, {person.credentials}</span> : null}
              </h1>
              {person.jobTitle ? <p className="mt-2 text-lg text-muted-foreground">{person.jobTitle}</p> : null}
              {person.bio ? (
                <div className="prose mt-4 max-w-none" data-testid="author-bio">
                  <MarkdownContent source={person.bio} />
                </div>
              ) : null}
              {person.links.length ? (
                <ul className="mt-4 flex flex-wrap gap-3 text-sm" aria-label={copy.blog.profiles}>
                  {person.links.map((link) => (
                    <li key={link}>
                      <a href={link} rel="me noopener noreferrer" target="_blank" className="text-primary hover:underline">
                        {new URL(link).host.replace(/^www\./, "")}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8" aria-labelledby="author-posts">
        <h2 id="author-posts" className="mb-8 text-2xl font-semibold">
          {copy.blog.articlesBy(person.name)}
        </h2>
        <BlogGrid posts={posts} locale={cardText ? locale : undefined} text={cardText} />
        {pageCount > 1 ? (
          <nav aria-label={copy.blogList.pagination} className="mt-10 flex items-center justify-between gap-4">
            {page > 1 ? (
              <Link href={authorPath(r.slug, locale, page - 1)} className={buttonVariants({ variant: "outline" })} rel="prev">
                {copy.blogList.previous}
              </Link>
            ) : (
              <span />
            )}
            <span className="text-sm text-muted-foreground">
              {fill(copy.blogList.pageOf, { page: formatNumber(page, locale), count: formatNumber(pageCount, locale) })}
            </span>
            {page < pageCount ? (
              <Link href={authorPath(r.slug, locale, page + 1)} className={buttonVariants({ variant: "outline" })} rel="next">
                {copy.blogList.next}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>
    </>
  )
}
