import type { Metadata } from "next"

import { termsOfServiceEn, termsOfServiceMetaEn } from "@/lib/domain/seed/legal-en"
import { getSiteChrome } from "@/lib/blog/site-chrome"
import { publicCopy } from "@/lib/copy/public"
import { LegalPage } from "@/components/site/legal-page"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

export async function generateMetadata(): Promise<Metadata> {
  const { settings } = await getSiteChrome()
  return termsOfServiceMetaEn(settings)
}

export default async function TermsOfServicePage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const { contact, settings } = await getSiteChrome()
  const { title, updated, intro, sections } = termsOfServiceEn({ contact, settings })
  return <LegalPage title={title} updated={updated} intro={intro} sections={sections} updatedLabel={publicCopy(locale).site.lastUpdated} />
}
