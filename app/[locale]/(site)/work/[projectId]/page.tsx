import { cache } from "react"
import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { buildDocumentMetadata, documentJsonLd } from "@/lib/site/document-metadata"
import { getPublishedAlternates } from "@/lib/site/public-reads"
import { dependOn } from "@/lib/site/cache-tags"
import { findCaseStudy } from "@/lib/site/site-documents"
import { decodeParam } from "@/lib/server/http/route-param"
import { localizedPath, type Locale } from "@/lib/domain/i18n"
import { CASE_STUDIES } from "@/lib/copy/site-content"
import { JsonLd } from "@/components/blog/json-ld"
import { CaseStudyArticle } from "@/components/work/case-study-article"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

type Props = { params: LocaleParams<{ projectId: string }> }

// Rendered on first visit and cached; a change to the case study expires its path (cacheTargets) and the
// site-content tag, and a scheduled one goes live on time (dependOn).
export const revalidate = 300

export async function generateStaticParams() {
  return []
}

// One lookup per request for both the metadata and the page.
const find = cache(async (projectId: string, locale: Locale) => findCaseStudy(decodeParam(projectId), locale))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  await dependOn("case_study")
  const study = await find((await params).projectId, locale)
  if (!study) return { title: CASE_STUDIES.notFound, robots: { index: false } }
  return buildDocumentMetadata(study, localizedPath(locale, `/work/${study.slug}`), study.summary, await getPublishedAlternates("case_study", study.id))
}

export default async function CaseStudyPage({ params }: Props) {
  const locale = await pageLocale(params)
  // Before notFound(): a cached "not found" for a scheduled case study must also end when it goes live.
  await dependOn("case_study")
  const study = await find((await params).projectId, locale)
  if (!study) notFound()
  return (
    <>
      <JsonLd data={documentJsonLd("Article", study, localizedPath(locale, `/work/${study.slug}`))} />
      <CaseStudyArticle study={study} />
    </>
  )
}
