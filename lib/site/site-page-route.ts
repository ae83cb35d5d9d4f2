import "server-only"

import type { Metadata } from "next"
import { notFound } from "next/navigation"

import type { SectionRenderContext, SectionValue } from "@/lib/domain/sections"
import { isLocale, type Locale } from "@/lib/domain/i18n"
import { SITE_PAGE_TYPE_NAME } from "@/lib/domain/content/site-page"

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
 * What a route that shows the site page at `path` renders: its sections with the lists their highlights need; the
 * site's 404 when there is none (unpublished, deleted, or moved: a move leaves a redirect, answered before this).
 */
export async function sitePageSections(path: string, locale: Locale): Promise<{ sections: readonly SectionValue[]; context: SectionRenderContext }> {
  const page = await getPublishedSitePage(path, locale)
  if (!page) notFound()
  return { sections: page.sections, context: await sectionContext(page.sections, locale) }
}
