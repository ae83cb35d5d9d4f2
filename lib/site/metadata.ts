import type { Metadata } from "next"

import { DEFAULT_LOCALE, localizedPath } from "@/lib/domain/i18n"

import { titleSuffix } from "@/lib/domain/seo/title"
import { absoluteUrl, SITE } from "@/lib/domain/site"

import { ogLocale, type LanguageVersion } from "./alternates"
import { blogAlternates } from "./seo"
import { applySiteVars, siteVarsFor } from "./site-vars"
import type { BlogPost } from "./types"

export function postTitle(post: BlogPost): string {
  const vars = siteVarsFor(post)
  return post.metaTitle ? applySiteVars(post.metaTitle, vars) : `${post.title}${titleSuffix("post")}`
}

export function postDescription(post: BlogPost): string {
  return post.metaDescription ? applySiteVars(post.metaDescription, siteVarsFor(post)) : post.excerpt
}

function postOgImage(post: BlogPost): { url: string; width: number; height: number; alt: string } {
  if (post.hasOwnImage) {
    return { url: absoluteUrl(post.image.src), width: post.image.width ?? 1200, height: post.image.height ?? 630, alt: post.image.alt || post.title }
  }
  return { url: absoluteUrl(`/blog/${post.slug}/og`), width: 1200, height: 630, alt: post.title }
}

function pick(record: Record<string, string>, key: string): string | undefined {
  return record[key] || undefined
}

/**
 * Open Graph properties that generateMetadata already writes from the post's own fields. A metaTags entry with
 * one of these names feeds that field instead of being written a second time by PostHeadTags.
 */
export const METADATA_OWNED_PROPERTIES: ReadonlySet<string> = new Set([
  "og:type",
  "og:url",
  "og:site_name",
  "og:title",
  "og:description",
  "og:image",
  "article:published_time",
  "article:modified_time",
  "article:author",
  "article:section",
  "article:tag",
])

function metaProperty(post: BlogPost, property: string): string | undefined {
  const tag = post.metaTags.find((t) => t.property === property)
  return tag?.content ? applySiteVars(tag.content, siteVarsFor(post)) : undefined
}

/**
 * The alt text of a social image: the featured image's own when it is that image, the media library's for a library
 * image (`libraryAlt`, looked up by the caller), else the post title, as for the generated card.
 */
function socialImageAlt(post: BlogPost, url: string, libraryAlt?: ReadonlyMap<string, string>): string {
  if (post.hasOwnImage && (url === post.image.src || url === absoluteUrl(post.image.src)) && post.image.alt) return post.image.alt
  return libraryAlt?.get(url) || post.title
}

/**
 * generateMetadata for a post: title, description, canonical, robots, Open Graph, Twitter and extra tags. Every
 * image carries its alt text (og:image:alt, twitter:image:alt).
 */
export function buildPostMetadata(post: BlogPost, libraryAlt?: ReadonlyMap<string, string>, versions: readonly LanguageVersion[] = []): Metadata {
  const locale = post.locale ?? DEFAULT_LOCALE
  const vars = siteVarsFor(post)
  const title = postTitle(post)
  const description = postDescription(post)
  const canonical = post.canonicalUrl ? applySiteVars(post.canonicalUrl, vars) : localizedPath(locale, `/blog/${post.slug}`)
  const image = postOgImage(post)
  const fb = post.facebook
  const tw = post.twitter

  const other: Record<string, string> = {}
  // Name-style tags only: a property-style one (Open Graph) feeds its field above or is written by PostHeadTags,
  // never a second time here as <meta name="article:section">.
  for (const tag of post.metaTags) {
    if (tag.name) other[tag.name] = applySiteVars(tag.content, vars)
  }
  for (const [key, value] of Object.entries(tw)) {
    if (!["card", "site", "creator", "title", "description", "image"].includes(key)) other[`twitter:${key}`] = value
  }

  return {
    title: { absolute: title },
    description,
    authors: [{ name: post.author }],
    keywords: post.tags.length ? post.tags : undefined,
    category: post.category,
    alternates: blogAlternates(canonical, locale, versions),
    robots: post.robots,
    openGraph: {
      type: "article",
      url: canonical,
      locale: ogLocale(locale),
      siteName: SITE.name,
      title: pick(fb, "title") ?? title,
      description: pick(fb, "description") ?? description,
      images: [pick(fb, "image") ? { url: fb.image!, alt: socialImageAlt(post, fb.image!, libraryAlt) } : image],
      publishedTime: post.date,
      modifiedTime: post.updatedAt,
      authors: [post.author],
      section: pick(fb, "section") ?? metaProperty(post, "article:section") ?? post.category,
      tags: post.tags,
    },
    twitter: {
      card: (pick(tw, "card") as "summary" | "summary_large_image" | undefined) ?? "summary_large_image",
      site: pick(tw, "site"),
      creator: pick(tw, "creator"),
      title: pick(tw, "title") ?? title,
      description: pick(tw, "description") ?? description,
      images: [pick(tw, "image") ? { url: tw.image!, alt: socialImageAlt(post, tw.image!, libraryAlt) } : { url: image.url, alt: image.alt }],
    },
    facebook: pick(fb, "appId") || pick(fb, "app_id") ? { appId: (pick(fb, "appId") ?? pick(fb, "app_id"))! } : undefined,
    other,
  }
}
