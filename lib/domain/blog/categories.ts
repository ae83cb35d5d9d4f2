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
