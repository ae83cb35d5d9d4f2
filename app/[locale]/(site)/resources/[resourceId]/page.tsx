import { cache } from "react"
import type { Metadata } from "next"

import { buildDocumentMetadata, documentJsonLd } from "@/lib/blog/document-metadata"
import { dependOnSiteContent, findResource } from "@/lib/blog/site-documents"
import { decodeParam } from "@/lib/server/http/route-param"
import { DOWNLOAD_LINK_HOURS } from "@/lib/domain/download-link"
import { JsonLd } from "@/components/blog/json-ld"
import { ResourceArticle } from "@/components/resources/resource-article"
import { PlaceholderPage } from "@/components/site/placeholder-page"

import { defaultLocaleOnly, type LocaleParams } from "@/app/[locale]/page-locale"

type Props = { params: LocaleParams<{ resourceId: string }> }

// Rendered on first visit and cached; a change to the resource expires its path (cacheTargets) and the
// site-content tag, and a scheduled one goes live on time (dependOnSiteContent).
export const revalidate = 300

export async function generateStaticParams() {
  return []
}

function titleFromId(id: string): string {
  const words = decodeParam(id).split("-").filter(Boolean)
  const title = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ")
  return title.slice(0, 80) || "Resource"
}

// One lookup per request for both the metadata and the page.
const find = cache(async (resourceId: string) => findResource(decodeParam(resourceId)))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await defaultLocaleOnly(params)
  const { resourceId } = await params
  await dependOnSiteContent()
  const resource = await find(resourceId)
  if (!resource) return { title: titleFromId(resourceId), robots: { index: false } }
  return buildDocumentMetadata(resource, `/resources/${resource.slug}`, resource.summary)
}

// A published resource shows itself; any other address keeps the library's placeholder (a resource being
// prepared, which the visitor can ask us for), not indexed.
export default async function ResourcePage({ params }: Props) {
  const locale = await defaultLocaleOnly(params)
  const { resourceId } = await params
  await dependOnSiteContent()
  const resource = await find(resourceId)
  if (!resource) {
    return (
      <PlaceholderPage
        eyebrow="Resources"
        title={titleFromId(resourceId)}
        description="This resource is being prepared by our strategists. Ask us for it and we will send it as soon as it is ready."
      />
    )
  }
  return (
    <>
      <JsonLd data={documentJsonLd("CreativeWork", resource, `/resources/${resource.slug}`)} />
      <ResourceArticle resource={resource} hours={DOWNLOAD_LINK_HOURS} locale={locale} />
    </>
  )
}
