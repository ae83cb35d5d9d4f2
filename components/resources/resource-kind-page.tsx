import type { Metadata } from "next"

import { everyLanguage, pageAlternates } from "@/lib/site/alternates"
import type { ResourceKind, ResourceView } from "@/lib/site/site-documents"
import { RESOURCE_KIND_PAGES } from "@/lib/copy/public-documents"
import { publicCopy } from "@/lib/copy/public"
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/domain/i18n"
import { PageIntro } from "@/components/site/page-intro"
import { PlaceholderPage } from "@/components/site/placeholder-page"

import { ResourceCards } from "./resource-cards"

/** generateMetadata of /resources/guides, /templates, /case-studies: every language has each of them. */
export function resourceKindMetadata(kind: ResourceKind): (props: { params: Promise<{ locale: string }> }) => Promise<Metadata> {
  return async ({ params }) => {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const { title, description } = publicCopy(locale).resources.kinds[kind]
    const path = RESOURCE_KIND_PAGES[kind].path
    return { title, description, alternates: pageAlternates(locale, path, everyLanguage(path)) }
  }
}

/** /resources/guides, /templates, /case-studies: the published resources of one kind, or the page's placeholder. */
export function ResourceKindPage({ kind, items, locale = DEFAULT_LOCALE }: { kind: ResourceKind; items: readonly ResourceView[]; locale?: Locale }) {
  const text = publicCopy(locale).resources
  const { title, description } = text.kinds[kind]
  if (items.length === 0) return <PlaceholderPage eyebrow={text.eyebrow} title={title} description={description} locale={locale} />
  return (
    <>
      <PageIntro eyebrow={text.eyebrow} title={title} />
      <section aria-label={title} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <ResourceCards items={items} locale={locale} headingLevel="h2" />
      </section>
    </>
  )
}
