import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { isLocale, type Locale } from "@/lib/domain/i18n"
import { getPublishedAlternates } from "@/lib/site/public-reads"
import { sectionContext } from "@/lib/site/section-context"
import { buildSitePageMetadata } from "@/lib/site/site-page-metadata"
import { getPublishedSitePage } from "@/lib/site/site-pages"

import { RenderSections } from "./render-sections"

/** generateMetadata of a route that shows the site page at `path` (home, a service page, /work). */
export function sitePageMetadata(path: string): (props: { params: Promise<{ locale: string }> }) => Promise<Metadata> {
  return async ({ params }) => {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const page = await getPublishedSitePage(path, locale)
    if (!page) return {}
    return buildSitePageMetadata(page, locale, page.id ? await getPublishedAlternates("site_page", page.id) : [])
  }
}

/**
 * The published site page at `path`, its sections with the lists their highlights need; the site's 404 when there
 * is none (unpublished, deleted, or moved: a move leaves a redirect, answered before this).
 */
export async function SitePageView({ path, locale, before }: { path: string; locale: Locale; before?: React.ReactNode }) {
  const page = await getPublishedSitePage(path, locale)
  if (!page) notFound()
  return (
    <>
      {before}
      <RenderSections sections={page.sections} context={await sectionContext(page.sections, locale)} />
    </>
  )
}
