import type { Metadata } from "next"

import type { SitePageContent } from "@/lib/domain/sections"
import { titleSuffix } from "@/lib/domain/seo/title"
import { absoluteUrl } from "@/lib/domain/site"

/** generateMetadata for a section-built page: its full title, description, canonical address and robots. */
export function buildSitePageMetadata(page: SitePageContent): Metadata {
  return {
    title: { absolute: page.meta_title.trim() || `${page.title}${titleSuffix("page")}` },
    description: page.meta_description.trim() || undefined,
    alternates: { canonical: absoluteUrl(page.path) },
    robots: page.noindex ? { index: false, follow: true } : undefined,
  }
}
