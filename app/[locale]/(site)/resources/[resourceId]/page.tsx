import { cache } from "react"
import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { buildDocumentMetadata, documentJsonLd } from "@/lib/site/document-metadata"
import { getPublishedAlternates } from "@/lib/site/public-reads"
import { dependOn } from "@/lib/site/cache-tags"
import { findResource } from "@/lib/site/site-documents"
import { decodeParam } from "@/lib/server/http/route-param"
import { DOWNLOAD_LINK_HOURS } from "@/lib/domain/download-link"
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/domain/i18n"
import { publicCopy } from "@/lib/copy/public"
import { RESOURCE_PLACEHOLDER } from "@/lib/copy/public/en"
import { JsonLd } from "@/components/blog/json-ld"
import { ResourceArticle } from "@/components/resources/resource-article"
import { PlaceholderPage } from "@/components/site/placeholder-page"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

type Props = { params: LocaleParams<{ resourceId: string }> }

// Rendered on first visit and cached; a change to the resource expires its path (cacheTargets) and the
// site-content tag, and a scheduled one goes live on time (dependOn).
export const revalidate = 300

export async function generateStaticParams() {
  return []
}

/** The placeholder's title, from the words of the address ("patient-guide" → "Patient Guide"). */
function placeholderTitle(id: string): string {
  const words = decodeParam(id).split("-").filter(Boolean)
  const title = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ")
  return RESOURCE_PLACEHOLDER.title(title.slice(0, 80))
}

// One lookup per request for both the metadata and the page.
const find = cache(async (resourceId: string, locale: Locale) => findResource(decodeParam(resourceId), locale))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { resourceId } = await params
  await dependOn("resource")
  const resource = await find(resourceId, locale)
  if (!resource && locale !== DEFAULT_LOCALE) notFound()
  if (!resource) return { title: placeholderTitle(resourceId), robots: { index: false } }
  const versions = await getPublishedAlternates("resource", resource.id)
  return buildDocumentMetadata(resource, localizedPath(locale, `/resources/${resource.slug}`), resource.summary, versions)
}

// A published resource of the page's language shows itself. Any other English address keeps the library's
// placeholder (a resource being prepared, which the visitor can ask us for), not indexed. In another language an
// address without a published resource there is the site's 404, as every page without a version in it: an English
// resource's slug under /es/ included.
export default async function ResourcePage({ params }: Props) {
  const locale = await pageLocale(params)
  const { resourceId } = await params
  // Before notFound(): a cached 404 for a scheduled resource must also end when it goes live.
  await dependOn("resource")
  const resource = await find(resourceId, locale)
  if (!resource && locale !== DEFAULT_LOCALE) notFound()
  if (!resource) {
    const text = publicCopy(locale).resources
    return <PlaceholderPage eyebrow={text.eyebrow} title={placeholderTitle(resourceId)} description={RESOURCE_PLACEHOLDER.text} locale={locale} />
  }
  return (
    <>
      <JsonLd data={documentJsonLd("CreativeWork", resource, localizedPath(locale, `/resources/${resource.slug}`))} />
      <ResourceArticle resource={resource} hours={DOWNLOAD_LINK_HOURS} locale={locale} />
    </>
  )
}
