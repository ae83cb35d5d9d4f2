import type { Metadata } from "next"

import { legalTexts } from "@/lib/domain/seed/legal"
import { everyLanguage, pageAlternates } from "@/lib/site/alternates"
import { getSiteChrome } from "@/lib/site/site-chrome"
import { publicCopy } from "@/lib/copy/public"
import { LegalPage } from "@/components/site/legal-page"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

const PATH = "/terms-of-service"

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { settings } = await getSiteChrome(locale)
  return { ...legalTexts(locale).termsMeta(settings), alternates: pageAlternates(locale, PATH, everyLanguage(PATH)) }
}

export default async function TermsOfServicePage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const { contact, settings } = await getSiteChrome(locale)
  const texts = legalTexts(locale)
  const { title, updated, intro, sections } = texts.terms({ contact, settings })
  return <LegalPage title={title} updated={updated} updatedLabel={publicCopy(locale).site.lastUpdated} intro={intro} sections={sections} />
}
