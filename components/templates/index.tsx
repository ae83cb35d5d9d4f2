import type { ReactNode } from "react"

import type { CollectionMatch } from "@/lib/site/collections"
import type { DocumentTemplateView } from "@/lib/site/document-preview"
import { toCaseStudyView, toResourceView } from "@/lib/site/site-documents"
import { DOWNLOAD_LINK_HOURS } from "@/lib/domain/download-link"
import { displayableSections } from "@/lib/domain/sections"
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/i18n"
import type { DocumentRow } from "@/lib/domain/types"
import { JsonLd } from "@/components/blog/json-ld"
import { RenderSections } from "@/components/sections/render-sections"
import { ResourceArticle } from "@/components/resources/resource-article"
import { ResourcePlaceholder, resourcePlaceholderTitle } from "@/components/resources/resource-placeholder"
import { MedicalReview } from "@/components/site/medical-review"
import { CaseStudyArticle } from "@/components/work/case-study-article"

import { EventArticle, EventIndex, eventIndexTitle } from "./event"

type TemplateProps = { row: DocumentRow; locale: Locale }

/**
 * The public templates, by the name a declaration gives in `site.template`: each draws one document from its row.
 * The public routes, the live preview and share links draw any type through this map, so no page knows a type.
 * `index` (optional) draws the collection's index page (the declaration's `site.index`). `missing` (optional) draws
 * an address of the collection's documents that has no published document, in the languages it lists; absent, or in
 * another language, that address is the site's 404.
 */
export type Template = {
  document: (props: TemplateProps) => ReactNode
  index?: { page: (props: { locale: Locale }) => ReactNode; title: (locale: Locale) => string }
  missing?: { locales: readonly Locale[]; page: (props: { slug: string; locale: Locale }) => ReactNode; title: (slug: string) => string }
}

export const TEMPLATES: Record<string, Template> = {
  site_page: { document: ({ row }) => <RenderSections sections={displayableSections(row.sections)} /> },
  case_study: { document: ({ row }) => <CaseStudyArticle study={toCaseStudyView(row)} /> },
  resource: {
    document: ({ row, locale }) => <ResourceArticle resource={toResourceView(row)} hours={DOWNLOAD_LINK_HOURS} locale={locale} />,
    // English keeps the library's placeholder at any address without a resource (not indexed); no other language does.
    missing: { locales: [DEFAULT_LOCALE], page: ResourcePlaceholder, title: resourcePlaceholderTitle },
  },
  event: { document: ({ row, locale }) => <EventArticle row={row} locale={locale} />, index: { page: ({ locale }) => <EventIndex locale={locale} />, title: eventIndexTitle } },
}

/** A document on the template its type declares (the site page's sections when the template is unknown). */
export function DocumentTemplate({ view }: { view: DocumentTemplateView }) {
  const Template = (TEMPLATES[view.template] ?? TEMPLATES.site_page!).document
  return <Template row={view.row} locale={view.locale} />
}

/** What an address of a collection without a published document shows in `locale`: its template's, or null (the 404). */
export function missingPageOf(match: CollectionMatch & { kind: "missing" }, locale: Locale): Template["missing"] | null {
  const missing = TEMPLATES[match.template]?.missing
  return missing?.locales.includes(locale) ? missing : null
}

/**
 * A collection's page found through the registry (lib/site/collections.ts), drawn by its declared template; a
 * document's page leads with the JSON-LD its declaration gives it and ends with its medical review's line when an
 * approval stands (the previews draw the template alone).
 */
export function CollectionTemplate({ match, locale }: { match: CollectionMatch; locale: Locale }) {
  const template = TEMPLATES[match.template] ?? TEMPLATES.site_page!
  if (match.kind === "document") {
    return (
      <>
        {match.jsonLd ? <JsonLd data={match.jsonLd} /> : null}
        <template.document row={match.row} locale={locale} />
        <MedicalReview review={match.review} locale={locale} />
      </>
    )
  }
  if (match.kind === "missing") {
    const missing = missingPageOf(match, locale)
    return missing ? <missing.page slug={match.slug} locale={locale} /> : null
  }
  return template.index ? <template.index.page locale={locale} /> : null
}
