import { absoluteUrl, SITE } from "@/lib/domain/site"

import { applySiteVarsDeep, siteVarsFor } from "./site-vars"
import type { BlogPost } from "./types"
import { DEFAULT_LOCALE, localeInfo, localizedPath, type Locale } from "@/lib/domain/i18n"

/** A person from the directory as schema.org Person (credentials as honorificSuffix, profile links as sameAs). */
export type JsonLdPerson = { name: string; credentials: string; jobTitle: string; url: string; links: string[]; photo?: { src: string } | null }

export function personJsonLd(p: JsonLdPerson): Record<string, unknown> {
  return {
    "@type": "Person",
    name: p.name,
    ...(p.credentials ? { honorificSuffix: p.credentials } : {}),
    ...(p.jobTitle ? { jobTitle: p.jobTitle } : {}),
    url: p.url,
    ...(p.photo ? { image: absoluteUrl(p.photo.src) } : {}),
    ...(p.links.length ? { sameAs: p.links } : {}),
  }
}

const agencyJsonLd = () => ({ "@type": "Organization", name: SITE.name, url: SITE.url })

/** The page a MedicalWebPage describes: its address (absolute), name, description and language. */
export type ReviewedPage = { url: string; name: string; description: string; locale?: Locale }

/**
 * MedicalWebPage data for any page a medical reviewer checked (a post, a page, a site page, a case study, a
 * resource, an event): who reviewed it and when. Emitted beside the page's own data (both describe the same URL).
 */
export function medicalWebPageJsonLd(page: ReviewedPage, reviewer: JsonLdPerson, lastReviewed: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "MedicalWebPage",
    "@id": page.url,
    url: page.url,
    inLanguage: localeInfo(page.locale ?? DEFAULT_LOCALE).intl,
    name: page.name,
    ...(page.description ? { description: page.description } : {}),
    reviewedBy: personJsonLd(reviewer),
    ...(lastReviewed ? { lastReviewed } : {}),
    publisher: agencyJsonLd(),
  }
}

/** A post's page as its MedicalWebPage names it: its address in its own language. */
export function postReviewedPage(post: BlogPost, description: string): ReviewedPage {
  const locale = post.locale ?? DEFAULT_LOCALE
  return { url: absoluteUrl(localizedPath(locale, `/blog/${post.slug}`)), name: post.title, description, locale }
}

export const publisherJsonLd = () => ({ ...agencyJsonLd(), logo: { "@type": "ImageObject", url: absoluteUrl(SITE.logo.src) } })

/** An article's publisher always carries the logo (search engines want one): added where the post's own data lacks it. */
function withPublisherLogo(data: Record<string, unknown>): Record<string, unknown> {
  const publisher = data.publisher
  if (publisher === undefined) return { ...data, publisher: publisherJsonLd() }
  if (publisher && typeof publisher === "object" && !Array.isArray(publisher) && !("logo" in publisher)) {
    return { ...data, publisher: { ...publisher, logo: publisherJsonLd().logo } }
  }
  return data
}

/** BlogPosting structured data, or the post's own metaJsonLd (its {{vars}} filled in, the publisher's logo added). */
export function blogPostingJsonLd(post: BlogPost, description: string, author?: JsonLdPerson | null): Record<string, unknown> {
  if (post.metaJsonLd) return withPublisherLogo(applySiteVarsDeep(post.metaJsonLd, siteVarsFor(post)) as Record<string, unknown>)
  const locale = post.locale ?? DEFAULT_LOCALE
  const url = absoluteUrl(localizedPath(locale, `/blog/${post.slug}`))
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    inLanguage: localeInfo(locale).intl,
    headline: post.title,
    description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: [post.hasOwnImage ? absoluteUrl(post.image.src) : absoluteUrl(localizedPath(locale, `/blog/${post.slug}/og`))],
    datePublished: post.date,
    dateModified: post.updatedAt,
    author: author ? personJsonLd(author) : post.author === SITE.name ? agencyJsonLd() : { "@type": "Person", name: post.author },
    publisher: publisherJsonLd(),
    articleSection: post.category,
    keywords: post.tags.join(", "),
    wordCount: post.wordCount,
    isPartOf: { "@type": "Blog", name: SITE.blogName, url: absoluteUrl(localizedPath(locale, "/blog")) },
  }
}

/** JSON for a <script type="application/ld+json">: no "<" survives, so no text can close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")
}
