import { builtInPostPaths } from "@/lib/domain/blog/built-in-ids"
import { LOCALE_CODES, localizedPath } from "@/lib/domain/i18n"

// Routes the app always answers, and prefixes below which it answers any path (placeholders, categories).
const FIXED_PATHS = [
  "/",
  "/blog",
  "/blog/sitemap",
  "/blog/sitemap.xml",
  "/blog/rss.xml",
  "/sitemap.xml",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/services",
  "/services/social-media",
  "/services/email-marketing",
  "/services/website-development",
  "/services/content-creation",
  "/services/seo",
  "/services/analytics",
  "/work",
  "/resources",
  "/resources/guides",
  "/resources/templates",
  "/resources/case-studies",
]
const LIVE_PREFIXES = ["/blog/category/", "/blog/author/", "/work/", "/resources/", "/api/uploads/"]

/**
 * The addresses every site has whatever its database holds: the fixed routes under every language's prefix (a
 * Spanish post links to /es/…) and the built-in posts. The data layer adds each language's published posts and pages.
 */
export function fixedLivePaths(): string[] {
  return [...builtInPostPaths(), ...LOCALE_CODES.flatMap((locale) => FIXED_PATHS.map((path) => localizedPath(locale, path)))]
}

/** The prefixes below which the app answers any path, in every language. */
export function livePrefixes(): string[] {
  const all = LOCALE_CODES.flatMap((locale) => LIVE_PREFIXES.map((prefix) => (prefix.startsWith("/api/") ? prefix : localizedPath(locale, prefix))))
  return [...new Set(all)]
}
