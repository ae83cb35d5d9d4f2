import type { Locale } from "@/lib/domain/i18n"

/** One public post, built-in (MDX file) or admin-authored (database row), in one shape. */
export type BlogImage = { src: string; alt: string; width?: number; height?: number }

type MetaLink = { rel: string; href: string; type?: string; hrefLang?: string; title?: string }
type MetaTag = { name?: string; property?: string; content: string }

type BlogPostSource = "built-in" | "admin"

export type BlogPost = {
  source: BlogPostSource
  id: string
  slug: string
  /** The post's language (the default locale when absent). */
  locale?: Locale
  /**
   * What a translation translates: for a built-in post, the slug of the default-language built-in post; for an admin
   * post, the original record's id. Absent on an original.
   */
  translationOf?: string
  title: string
  excerpt: string
  author: string
  /** ISO date (YYYY-MM-DD or a full timestamp): the sort key and the sitemap's lastmod source. */
  date: string
  /** ISO timestamp of the last change (lastmod). */
  updatedAt: string
  readTime: string
  wordCount: number
  category: string
  image: BlogImage
  /** False when `image` is the default stock image: the post then gets a generated Open Graph image. */
  hasOwnImage: boolean
  featured: boolean
  tags: string[]
  content: string
  metaTitle: string
  metaDescription: string
  metaLinks: MetaLink[]
  metaJsonLd: Record<string, unknown> | null
  metaSiteVars: Record<string, string>
  metaTags: MetaTag[]
  canonicalUrl: string
  robots: string
  twitter: Record<string, string>
  facebook: Record<string, string>
  /** People from the directory: by id (admin posts) or by slug (built-in front matter). Absent = the agency. */
  people?: PostPeopleRefs
}

type PostPeopleRefs = {
  authorId?: string | null
  reviewerId?: string | null
  authorSlug?: string
  reviewerSlug?: string
  /** YYYY-MM-DD, or "" when never reviewed. */
  lastReviewed: string
  medicalDisclaimer: boolean
}

/** What a card needs: small enough that a page of results stays light. */
export type BlogPostCard = {
  slug: string
  title: string
  excerpt: string
  date: string
  readTime: string
  category: string
  image: { src: string }
  featured: boolean
}

export type BlogPage = { posts: BlogPostCard[]; total: number; page: number; pageCount: number }
