import type { Metadata } from "next"

import { absoluteUrl } from "@/lib/domain/site"
import { dependOnSiteContent, listCaseStudies } from "@/lib/blog/site-documents"
import { getWorkPageContent } from "@/lib/blog/work-page"
import { WorkPage } from "@/components/work/work-page"

// Static: prerendered at build with the page's texts; published case studies join on the first revalidation, and a
// case-study change expires the page at once (its cacheTargets name /work and the site-content tag).
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const content = await getWorkPageContent()
  return { title: "Our Work", description: content.description, alternates: { canonical: absoluteUrl("/work") } }
}

export default async function Page() {
  await dependOnSiteContent()
  const [content, caseStudies] = await Promise.all([getWorkPageContent(), listCaseStudies()])
  return <WorkPage title="Our Work" content={content} caseStudies={caseStudies} />
}
