import { BUILT_IN_POST_IDS, BUILT_IN_TRANSLATION_SLUGS } from "@/lib/domain/blog/built-in-ids"
import { LOCALE_CODES } from "@/lib/domain/i18n"

/** Top-level paths the app serves itself: a page slug equal to one would be shadowed or shadow it. */
export const RESERVED_PAGE_SLUGS: readonly string[] = [
  "admin",
  "api",
  "blog",
  "contact",
  "privacy-policy",
  "resources",
  "services",
  "terms-of-service",
  "uploads",
  "work",
  "sitemap",
  "sitemap_xml",
  "robots",
  "rss",
  "feed",
  "favicon",
  "icon",
  "apple-icon",
  "manifest",
  "opengraph-image",
  "twitter-image",
  "_next",
  "not-found",
  "preview",
  "review",
  "404",
  "500",
  // The languages' prefixes (/es/…, and /en/…, which redirects to the unprefixed address).
  ...LOCALE_CODES,
]

/** Paths under /blog that the app serves itself: a post there would be shadowed by them. */
const RESERVED_BLOG_PATHS: readonly string[] = ["category", "sitemap", "rss", "feed", "search"]

export function isReservedPostSlug(slug: string): boolean {
  return (
    (BUILT_IN_POST_IDS as readonly string[]).includes(slug) ||
    Object.values(BUILT_IN_TRANSLATION_SLUGS).some((slugs) => slugs.includes(slug)) ||
    RESERVED_BLOG_PATHS.includes(slug)
  )
}

export function isReservedPageSlug(slug: string): boolean {
  return RESERVED_PAGE_SLUGS.includes(slug)
}
