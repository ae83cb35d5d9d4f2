import "server-only"

import { publicCopy } from "@/lib/copy/public"
import type { SectionCard, SectionRenderContext, SectionValue } from "@/lib/domain/sections"

import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/domain/i18n"
import { dependOn } from "./cache-tags"
import { listCaseStudies, listResources, type CaseStudyView, type ResourceView } from "./site-documents"

/** A published case study as a highlight card: its headline figure above the title, its cover, its page in its language. */
function caseStudyCard(study: CaseStudyView, locale: Locale = DEFAULT_LOCALE): SectionCard {
  const figure = study.results[0]
  return {
    title: study.title,
    href: localizedPath(locale, `/work/${encodeURIComponent(study.slug)}`),
    summary: study.summary,
    image: study.cover,
    kicker: figure ? `${figure.value} ${figure.label}`.trim() : study.clientIndustry,
  }
}

/** A published resource as a highlight card: its kind above the title, its cover, its page, in its language. */
function resourceCard(resource: ResourceView, locale: Locale = DEFAULT_LOCALE): SectionCard {
  return {
    title: resource.title,
    href: localizedPath(locale, `/resources/${encodeURIComponent(resource.slug)}`),
    summary: resource.summary,
    image: resource.cover,
    kicker: publicCopy(locale).resource.kindLabel[resource.kind],
  }
}

/**
 * What a page's sections draw from besides their own data (SectionRenderContext): the published case studies and
 * resources, newest first, read only when a visible section shows them. A page without such a section reads
 * nothing; one with them depends on every site-document change and on the next scheduled publication.
 */
export async function sectionContext(sections: readonly SectionValue[], locale: Locale = DEFAULT_LOCALE): Promise<SectionRenderContext> {
  const types = new Set(sections.filter((s) => !s.hidden).map((s) => s.type))
  const wantsCases = types.has("case-study-highlights")
  const wantsResources = types.has("resource-highlights")
  if (!wantsCases && !wantsResources) return { locale }
  await dependOn(...(wantsCases ? (["case_study"] as const) : []), ...(wantsResources ? (["resource"] as const) : []))
  const [caseStudies, resources] = await Promise.all([wantsCases ? listCaseStudies(locale) : null, wantsResources ? listResources(undefined, locale) : null])
  return {
    locale,
    ...(caseStudies ? { caseStudies: caseStudies.map((study) => caseStudyCard(study, locale)) } : {}),
    ...(resources ? { resources: resources.map((resource) => resourceCard(resource, locale)) } : {}),
  }
}
