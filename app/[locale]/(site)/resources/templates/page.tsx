import type { Metadata } from "next"

import { dependOnSiteContent, listResources } from "@/lib/blog/site-documents"
import { RESOURCE_KIND_PAGES } from "@/lib/copy/public-documents"
import { absoluteUrl } from "@/lib/domain/site"
import { ResourceKindPage } from "@/components/resources/resource-kind-page"

import { defaultLocaleOnly, type LocaleParams } from "@/app/[locale]/page-locale"

const PAGE = RESOURCE_KIND_PAGES["template"]

// Static: prerendered at build, refreshed when a resource changes (cacheTargets) and every 5 minutes.
export const revalidate = 300

export const metadata: Metadata = { title: PAGE.title, description: PAGE.description, alternates: { canonical: absoluteUrl(PAGE.path) } }

export default async function Page({ params }: { params: LocaleParams }) {
  await defaultLocaleOnly(params)
  await dependOnSiteContent()
  return <ResourceKindPage kind="template" items={await listResources("template")} />
}
