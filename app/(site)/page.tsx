import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { buildSitePageMetadata } from "@/lib/blog/site-page-metadata"
import { sectionContext } from "@/lib/blog/section-context"
import { getPublishedSitePage } from "@/lib/blog/site-pages"
import { IntroOverlay } from "@/components/home/intro-overlay"
import { RenderSections } from "@/components/sections/render-sections"

const PATH = "/"

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPublishedSitePage(PATH)
  return page ? buildSitePageMetadata(page) : {}
}

/**
 * Home: its sections (in the spec's order: hero, intro, services, ecosystem, phone, why us, industries, contact)
 * come from the page's content. The intro overlay belongs to the home route itself, not to a section: it is the
 * brand's first-visit animation, drawn before everything else, whatever the sections are.
 */
export default async function HomePage() {
  const page = await getPublishedSitePage(PATH)
  if (!page) notFound()
  return (
    <>
      <IntroOverlay />
      <RenderSections sections={page.sections} context={await sectionContext(page.sections)} />
    </>
  )
}
