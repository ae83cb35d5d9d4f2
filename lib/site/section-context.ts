import "server-only"

import { publicCopy } from "@/lib/copy/public"
import { CASE_STUDY_TYPE, RESOURCE_TYPE } from "@/lib/domain/content/document-types"
import { isSectionType, SECTION_TYPES, type SectionCard, type SectionRenderContext, type SectionValue } from "@/lib/domain/sections"

import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/domain/i18n"
import type { DocumentTypeName } from "@/lib/domain/types"
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

/** The lists of SectionRenderContext a renderer draws its cards from. */
type CardList = Exclude<keyof SectionRenderContext, "locale">

/**
 * How each collection a section may read (its declaration's `reads`) reaches the renderers: the context list they
 * draw from and its cards, newest first, in the page's language.
 */
const CARD_SOURCES: readonly { type: { name: DocumentTypeName }; into: CardList; cards: (locale: Locale) => Promise<SectionCard[]> }[] = [
  { type: CASE_STUDY_TYPE, into: "caseStudies", cards: async (locale) => (await listCaseStudies(locale)).map((study) => caseStudyCard(study, locale)) },
  { type: RESOURCE_TYPE, into: "resources", cards: async (locale) => (await listResources(undefined, locale)).map((resource) => resourceCard(resource, locale)) },
]

/** The collections the visible sections read, from their section types' declarations. */
function collectionsRead(sections: readonly SectionValue[]): Set<string> {
  return new Set(sections.flatMap((s) => (!s.hidden && isSectionType(s.type) ? (SECTION_TYPES[s.type].reads?.name ?? []) : [])))
}

/**
 * What a page's sections draw from besides their own data (SectionRenderContext): the published documents of the
 * collections its visible sections read (case studies, resources), newest first. A page without such a section
 * reads nothing; one with them depends on those types' changes and on the next scheduled publication.
 */
export async function sectionContext(sections: readonly SectionValue[], locale: Locale = DEFAULT_LOCALE): Promise<SectionRenderContext> {
  const read = collectionsRead(sections)
  const sources = CARD_SOURCES.filter((source) => read.has(source.type.name))
  if (sources.length === 0) return { locale }
  await dependOn(...sources.map((source) => source.type.name))
  const lists = await Promise.all(sources.map((source) => source.cards(locale)))
  const context: SectionRenderContext = { locale }
  sources.forEach((source, i) => (context[source.into] = lists[i]))
  return context
}
