import { countWords, markdownToPlainText, readingTime } from "@/lib/domain/reading-time"

import type { AdminPostRow } from "./public-reads"
import { DEFAULT_CATEGORY } from "@/lib/domain/blog/categories"
import { DEFAULT_AUTHOR, DEFAULT_ROBOTS, defaultImage } from "./defaults"
import type { BlogPost, BlogPostCard } from "./types"
import { isSafeUrl } from "./url-policy"

const EXCERPT_LENGTH = 160

/** A short plain-text lead for posts saved without an excerpt. */
export function excerptFrom(markdown: string, length = EXCERPT_LENGTH): string {
  const text = markdownToPlainText(markdown).replace(/\s+/g, " ").trim()
  if (text.length <= length) return text
  const cut = text.slice(0, length)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), length / 2)).trimEnd()}…`
}

/** A published admin row as a public post: the spec's defaults fill what the admin form does not carry. */
export function fromAdminRow(row: AdminPostRow): BlogPost {
  const image = row.featured_image && isSafeUrl(row.featured_image) ? row.featured_image : null
  const content = row.content ?? ""
  return {
    source: "admin",
    id: row.id,
    slug: row.slug,
    locale: row.locale,
    ...(row.translation_of ? { translationOf: row.translation_of } : {}),
    title: row.title ?? "",
    excerpt: row.excerpt?.trim() || excerptFrom(content),
    author: DEFAULT_AUTHOR,
    date: row.published_at ?? row.created_at,
    updatedAt: row.updated_at ?? row.published_at ?? row.created_at,
    readTime: readingTime(content),
    wordCount: countWords(content),
    category: row.category?.trim() || DEFAULT_CATEGORY,
    image: image ? { src: image, alt: row.featured_image_alt ?? "" } : defaultImage(),
    hasOwnImage: Boolean(image),
    featured: false,
    tags: (row.tags ?? []).map((tag) => tag.trim()).filter(Boolean),
    content,
    metaTitle: row.meta_title ?? "",
    metaDescription: row.meta_description ?? "",
    metaLinks: [],
    metaJsonLd: null,
    metaSiteVars: {},
    metaTags: [],
    ...seoFromRow(row),
  }
}

/** The row's SEO and people fields in the built-in posts' shape (canonical, robots, social overrides). */
function seoFromRow(row: AdminPostRow): Pick<BlogPost, "canonicalUrl" | "robots" | "twitter" | "facebook" | "people"> {
  const social: Record<string, string> = {}
  if (row.social_title) social.title = row.social_title
  if (row.social_description) social.description = row.social_description
  if (row.social_image && isSafeUrl(row.social_image)) social.image = row.social_image
  return {
    canonicalUrl: row.canonical_url ?? "",
    robots: row.noindex ? "noindex, follow" : DEFAULT_ROBOTS,
    twitter: { ...social },
    facebook: { ...social },
    people: {
      authorId: row.author_id ?? null,
      reviewerId: row.reviewer_id ?? null,
      // Who reviewed it and when come from its approval record (getPostPeople), never from a typed field.
      lastReviewed: "",
      medicalDisclaimer: row.medical_disclaimer === true,
    },
  }
}

export function toCard(post: BlogPost): BlogPostCard {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    date: post.date,
    readTime: post.readTime,
    category: post.category,
    image: { src: post.image.src },
    featured: post.featured,
  }
}
