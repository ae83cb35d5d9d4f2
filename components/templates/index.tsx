import type { ReactNode } from "react"

import type { CollectionMatch } from "@/lib/site/collections"
import type { DocumentTemplateView } from "@/lib/site/document-preview"
import { toCaseStudyView, toResourceView } from "@/lib/site/site-documents"
import { DOWNLOAD_LINK_HOURS } from "@/lib/domain/download-link"
import { displayableSections } from "@/lib/domain/sections"
import type { Locale } from "@/lib/domain/i18n"
import type { DocumentRow } from "@/lib/domain/types"
import { RenderSections } from "@/components/sections/render-sections"
import { ResourceArticle } from "@/components/resources/resource-article"
import { CaseStudyArticle } from "@/components/work/case-study-article"

import { EventArticle, EventIndex, eventIndexTitle } from "./event"

type TemplateProps = { row: DocumentRow; locale: Locale }

/**
 * The public templates, by the name a declaration gives in `site.template`: each draws one document from its row.
 * The public routes, the live preview and share links draw any type through this map, so no page knows a type.
 * `index` (optional) draws the collection's index page (the declaration's `site.index`).
 */
export type Template = {
  document: (props: TemplateProps) => ReactNode
  index?: { page: (props: { locale: Locale }) => ReactNode; title: (locale: Locale) => string }
}

export const TEMPLATES: Record<string, Template> = {
  site_page: { document: ({ row }) => <RenderSections sections={displayableSections(row.sections)} /> },
  case_study: { document: ({ row }) => <CaseStudyArticle study={toCaseStudyView(row)} /> },
  resource: { document: ({ row, locale }) => <ResourceArticle resource={toResourceView(row)} hours={DOWNLOAD_LINK_HOURS} locale={locale} /> },
  event: { document: ({ row, locale }) => <EventArticle row={row} locale={locale} />, index: { page: ({ locale }) => <EventIndex locale={locale} />, title: eventIndexTitle } },
}

/** A document on the template its type declares (the site page's sections when the template is unknown). */
export function DocumentTemplate({ view }: { view: DocumentTemplateView }) {
  const Template = (TEMPLATES[view.template] ?? TEMPLATES.site_page!).document
  return <Template row={view.row} locale={view.locale} />
}

/** A collection's page found through the registry (lib/site/collections.ts), drawn by its declared template. */
export function CollectionTemplate({ match, locale }: { match: CollectionMatch; locale: Locale }) {
  const template = TEMPLATES[match.template] ?? TEMPLATES.site_page!
  if (match.kind === "document") return <template.document row={match.row} locale={locale} />
  return template.index ? <template.index.page locale={locale} /> : null
}
