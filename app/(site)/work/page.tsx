import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { sectionContext } from "@/lib/blog/section-context"
import { buildSitePageMetadata } from "@/lib/blog/site-page-metadata"
import { getPublishedSitePage } from "@/lib/blog/site-pages"
import { RenderSections } from "@/components/sections/render-sections"

const PATH = "/work"

// Static: prerendered at build from the seed; the database's version (and the published case studies of its
// highlights) joins on the first revalidation, and a change of the page or a case study expires it at once (both
// carry the site-content tag).
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPublishedSitePage(PATH)
  return page ? buildSitePageMetadata(page) : {}
}

export default async function Page() {
  const page = await getPublishedSitePage(PATH)
  if (!page) notFound()
  return <RenderSections sections={page.sections} context={await sectionContext(page.sections)} />
}
