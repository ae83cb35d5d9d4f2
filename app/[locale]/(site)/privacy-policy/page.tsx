import type { Metadata } from "next"

import { privacyPolicyEn, privacyPolicyMetaEn } from "@/lib/domain/seed/legal-en"
import { getAnalyticsSettingsAnon } from "@/lib/blog/public-reads"
import { getSiteChrome } from "@/lib/blog/site-chrome"
import { publicCopy } from "@/lib/copy/public"
import { LegalPage } from "@/components/site/legal-page"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

export async function generateMetadata(): Promise<Metadata> {
  const { settings } = await getSiteChrome()
  return privacyPolicyMetaEn(settings)
}

export default async function PrivacyPolicyPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const [analytics, { contact, settings }] = await Promise.all([getAnalyticsSettingsAnon(), getSiteChrome()])
  const { title, updated, intro, sections } = privacyPolicyEn({ analytics, contact, settings })
  return <LegalPage title={title} updated={updated} intro={intro} sections={sections} updatedLabel={publicCopy(locale).site.lastUpdated} />
}
