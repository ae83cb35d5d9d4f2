import "server-only"

import { PHASE_PRODUCTION_BUILD } from "next/constants"

/**
 * The one seam between the public blog and the data layer (DATA-API.md): published admin posts and pages.
 * The signatures mirror lib/data/posts.ts and lib/data/pages.ts exactly; until those land on main this module
 * answers "no admin content", so built-in posts work on their own.
 */
export type AdminPostRow = {
  id: string
  title: string
  slug: string
  excerpt: string
  content: string
  category: string
  tags: string[]
  published: boolean
  featured_image: string | null
  featured_image_alt: string
  meta_title: string
  meta_description: string
  created_at: string
  updated_at: string
  published_at: string | null
}

export type AdminPostQuery = { search?: string; category?: string; limit: number; offset: number }
export type AdminPostSummary = { slug: string; title: string; updated_at: string; published_at: string | null }
export type AdminPageSummary = { slug: string; title: string; updated_at: string; published_at: string | null }

// `next build` must never open the database (SECURITY.md §9): pages prerendered at build show built-in posts,
// and admin posts join them on the first regeneration (revalidatePath from lib/data/revalidate.ts, or the timer).
function duringBuild(): boolean {
  return process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD
}

export async function listPublishedAdminPosts(q: AdminPostQuery): Promise<{ rows: AdminPostRow[]; total: number }> {
  if (duringBuild()) return { rows: [], total: 0 }
  void q
  return { rows: [], total: 0 }
}

export async function getPublishedAdminPostBySlug(slug: string): Promise<AdminPostRow | null> {
  if (duringBuild()) return null
  void slug
  return null
}

export async function listPublishedAdminPostSummaries(): Promise<AdminPostSummary[]> {
  if (duringBuild()) return []
  return []
}

export async function listPublishedAdminPageSummaries(): Promise<AdminPageSummary[]> {
  if (duringBuild()) return []
  return []
}
