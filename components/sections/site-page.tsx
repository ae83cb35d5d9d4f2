import type { Metadata } from "next"
import { notFound } from "next/navigation"

import type { Locale } from "@/lib/domain/i18n"
import { sectionContext } from "@/lib/blog/section-context"
import { buildSitePageMetadata } from "@/lib/blog/site-page-metadata"
import { getPublishedSitePage } from "@/lib/blog/site-pages"

import { RenderSections } from "./render-sections"

/** generateMetadata of a route that shows the site page at `path` (home, a service page, /work). */
export function sitePageMetadata(path: string): (props: { params: Promise<{ locale: string }> }) => Promise<Metadata> {
  return async () => {
    const page = await getPublishedSitePage(path)
    return page ? buildSitePageMetadata(page) : {}
  }
}

/**
 * The published site page at `path`, its sections with the lists their highlights need; the site's 404 when there
 * is none (unpublished, deleted, or moved: a move leaves a redirect, answered before this).
 */
export async function SitePageView({ path, before }: { path: string; locale: Locale; before?: React.ReactNode }) {
  const page = await getPublishedSitePage(path)
  if (!page) notFound()
  return (
    <>
      {before}
      <RenderSections sections={page.sections} context={await sectionContext(page.sections)} />
    </>
  )
}
