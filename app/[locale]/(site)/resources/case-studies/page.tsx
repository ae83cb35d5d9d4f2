import { dependOn } from "@/lib/site/cache-tags"
import { listResources } from "@/lib/site/site-documents"
import { RESOURCE_TYPE } from "@/lib/domain/content/document-types"
import { ResourceKindPage, resourceKindMetadata } from "@/components/resources/resource-kind-page"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

const KIND = "case-study"

// Static: prerendered at build, refreshed when a resource changes (cacheTargets) and every 5 minutes.
export const revalidate = 300

export const generateMetadata = resourceKindMetadata(KIND)

export default async function Page({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  await dependOn(RESOURCE_TYPE.name)
  return <ResourceKindPage kind={KIND} items={await listResources(KIND, locale)} locale={locale} />
}
