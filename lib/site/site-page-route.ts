import "server-only"

import type { Metadata } from "next"
import { notFound } from "next/navigation"

import type { SectionRenderContext, SectionValue, SitePageContent } from "@/lib/domain/sections"
import { isLocale, localizedPath, type Locale } from "@/lib/domain/i18n"
import { absoluteUrl } from "@/lib/domain/site"
import { SITE_PAGE_TYPE_NAME } from "@/lib/domain/content/site-page"

import { getDocumentReview, type PublicReview } from "./people"
import { getPublishedAlternates } from "./public-reads"
import { sectionContext } from "./section-context"
import { buildSitePageMetadata } from "./site-page-metadata"
import { getPublishedSitePage } from "./site-pages"

/** generateMetadata of a route that shows the site page at `path` (home, a service page, /work). */
export function sitePageMetadata(path: string): (props: { params: Promise<{ locale: string }> }) => Promise<Metadata> {
  return async ({ params }) => {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const page = await getPublishedSitePage(path, locale)
    if (!page) return {}
    return buildSitePageMetadata(page, locale, page.id ? await getPublishedAlternates(SITE_PAGE_TYPE_NAME, page.id) : [])
  }
}

/**
 * What a route that shows the site page at `path` renders: its sections with the lists their highlights need, and its
 * medical review's line when an approval stands (drawn below the sections by MedicalReview); the site's 404 when there is none (unpublished, deleted, or moved: a move leaves a redirect, answered before this).
 */
export async function sitePageSections(path: string, locale: Locale): Promise<{ sections: readonly SectionValue[]; context: SectionRenderContext; review: PublicReview | null }> {
  const page = await getPublishedSitePage(path, locale)
  if (!page) notFound()
  const [context, review] = await Promise.all([sectionContext(page.sections, locale), sitePageReview(page, locale)])
  return { sections: page.sections, context, review }
}

/** A site page's medical review line and MedicalWebPage data, when an approval of it stands (none while building). */
export function sitePageReview(page: SitePageContent, locale: Locale): Promise<PublicReview | null> {
  return getDocumentReview(page.id, { url: absoluteUrl(localizedPath(locale, page.path)), name: page.title, description: page.meta_description, locale })
}
