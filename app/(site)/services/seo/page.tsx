import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { buildSitePageMetadata } from "@/lib/blog/site-page-metadata"
import { sectionContext } from "@/lib/blog/section-context"
import { getPublishedSitePage } from "@/lib/blog/site-pages"
import { RenderSections } from "@/components/sections/render-sections"

const PATH = "/services/seo"

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPublishedSitePage(PATH)
  return page ? buildSitePageMetadata(page) : {}
}

export default async function Page() {
  const page = await getPublishedSitePage(PATH)
  if (!page) notFound()
  return <RenderSections sections={page.sections} context={await sectionContext(page.sections)} />
}
