import type { Metadata } from "next"

import { legalTexts } from "@/lib/domain/seed/legal"
import { everyLanguage, pageAlternates } from "@/lib/site/alternates"
import { getAnalyticsSettingsAnon } from "@/lib/site/public-reads"
import { getSiteChrome } from "@/lib/site/site-chrome"
import { publicCopy } from "@/lib/copy/public"
import { LegalPage } from "@/components/site/legal-page"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

const PATH = "/privacy-policy"

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { settings } = await getSiteChrome(locale)
  return { ...legalTexts(locale).privacyMeta(settings), alternates: pageAlternates(locale, PATH, everyLanguage(PATH)) }
}

export default async function PrivacyPolicyPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const [analytics, { contact, settings }] = await Promise.all([getAnalyticsSettingsAnon(), getSiteChrome(locale)])
  const texts = legalTexts(locale)
  const { title, updated, intro, sections } = texts.privacy({ analytics, contact, settings })
  return <LegalPage title={title} updated={updated} updatedLabel={publicCopy(locale).site.lastUpdated} intro={intro} sections={sections} />
}
