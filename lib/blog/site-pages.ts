import { displayableSections, type SitePageContent } from "@/lib/domain/sections"
import { SEED_SITE_PAGES } from "@/lib/domain/seed/site-pages"

export type { SitePageContent } from "@/lib/domain/sections"

/**
 * The published content of a section-built page (the home page, the service pages) by its path, or null. For now
 * the built-in seed pages; the page store will answer here with the same shape. Sections are parsed on the way
 * out, each on its own, so the renderers can trust every section's data.
 */
export async function getPublishedSitePage(path: string): Promise<SitePageContent | null> {
  const page = SEED_SITE_PAGES.find((p) => p.path === path)
  if (!page) return null
  return { ...page, noindex: false, sections: displayableSections(page.sections) }
}
