import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/i18n"
import { slugify } from "@/lib/domain/slug"

/** The spec's blog categories; "all" is the default tab and never appears in the address. */
export type BlogCategory = { id: string; name: string; slug: string; description: string }

export const ALL_CATEGORY = "all"

export const BLOG_CATEGORIES: BlogCategory[] = [
  { id: "all", name: "All Posts", slug: "all", description: "Every article from the journal" },
  {
    id: "aesthetic-marketing",
    name: "Aesthetic Marketing Trends",
    slug: "aesthetic-marketing",
    description: "What is moving patients in medical aesthetics and med spas",
  },
  {
    id: "client-success",
    name: "Client Success Stories",
    slug: "client-success",
    description: "How practices grew with a measured plan",
  },
  {
    id: "wellness-brands",
    name: "SEO for Wellness Brands",
    slug: "wellness-brands",
    description: "Search visibility for wellness and healthcare brands",
  },
  {
    id: "content-marketing",
    name: "Content Marketing",
    slug: "content-marketing",
    description: "Content that earns trust before the first appointment",
  },
  { id: "social-media", name: "Social Media", slug: "social-media", description: "Platforms, formats and community" },
  {
    id: "email-marketing",
    name: "Email Marketing",
    slug: "email-marketing",
    description: "Automated flows and campaigns that bring patients back",
  },
]

export const DEFAULT_CATEGORY = "General"

/** Categories and tags as slugs: the site's one slug rule (lib/domain/slug.ts). */
export const toSlug = slugify

/** "social-media" → "Social Media": dashes to spaces, each word capitalised (spec, Blog category page). */
export function categoryTitleFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ")
}

type Categorised = { category: string; tags: string[] }

/** The list's filter: the category, as a slug, contains the slug, or a tag (as a slug) equals it. */
export function matchesCategory(post: Categorised, slug: string): boolean {
  const wanted = toSlug(slug)
  if (!wanted || wanted === ALL_CATEGORY) return true
  return matchesCategorySlugs(toSlug(post.category), post.tags.map(toSlug), wanted)
}

/** The same filter over slugs computed once (the read model keeps them): `wanted` is already a slug. */
export function matchesCategorySlugs(categorySlug: string, tagSlugs: readonly string[], wanted: string): boolean {
  if (!wanted || wanted === ALL_CATEGORY) return true
  return categorySlug.includes(wanted) || tagSlugs.includes(wanted)
}

/** The category page's rule: the category, as a slug, equals the slug, or a tag does. */
export function belongsToCategoryPage(post: Categorised, slug: string): boolean {
  const wanted = toSlug(slug)
  if (!wanted) return false
  return toSlug(post.category) === wanted || post.tags.some((tag) => toSlug(tag) === wanted)
}

/** A category value from the address, as a slug; empty means "all" (no filter). */
export function normaliseCategoryParam(value: string | null | undefined): string {
  return toSlug(value ?? "") || ALL_CATEGORY
}

/**
 * The categories the given posts carry, one per slug, as tabs and links: the name as the newest post writes it
 * (posts come newest first), sorted by name in the language's order. A language without the spec's fixed list
 * (Spanish) draws its tabs and category pages from its own posts with this.
 */
export function categoriesOf(posts: readonly { category: string }[], locale: string): BlogCategory[] {
  const bySlug = new Map<string, BlogCategory>()
  for (const post of posts) {
    const name = post.category.trim()
    const slug = toSlug(name)
    if (!slug || slug === ALL_CATEGORY || bySlug.has(slug)) continue
    bySlug.set(slug, { id: slug, name, slug, description: "" })
  }
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name, locale))
}

/**
 * A category page's name as its posts write it: the category of a post whose category is the slug, else a tag that
 * is the slug (posts newest first: the newest spelling wins); null when no post names it so.
 */
export function categoryNameFor(slug: string, posts: readonly Categorised[]): string | null {
  const wanted = toSlug(slug)
  if (!wanted) return null
  const byCategory = posts.find((p) => toSlug(p.category) === wanted)
  if (byCategory) return byCategory.category.trim()
  for (const post of posts) {
    const tag = post.tags.find((t) => toSlug(t) === wanted)
    if (tag) return tag.trim()
  }
  return null
}

/**
 * The category page's title: the spec's rule from the slug in the default language ("social-media" → "Social
 * Media"); in another language the name as its posts write it ("Redes sociales"), the slug's rule when none does.
 */
export function categoryPageTitle(slug: string, locale: Locale, posts: readonly Categorised[]): string {
  if (locale === DEFAULT_LOCALE) return categoryTitleFromSlug(slug)
  return categoryNameFor(slug, posts) ?? categoryTitleFromSlug(slug)
}
