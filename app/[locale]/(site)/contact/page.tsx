import type { Metadata } from "next"

import type { Locale } from "@/lib/domain/i18n"
import { CONTACT_PAGE_EN, type ContactPageCopy } from "@/lib/domain/seed/contact-page-en"
import { CONTACT_PAGE_ES } from "@/lib/domain/seed/es/contact-page"
import { everyLanguage, pageAlternates } from "@/lib/site/alternates"
import { ContactSection } from "@/components/contact/contact-section"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

const COPY: Record<Locale, ContactPageCopy> = { en: CONTACT_PAGE_EN, es: CONTACT_PAGE_ES }
const PATH = "/contact"

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { title, description } = COPY[locale]
  return { title, description, alternates: pageAlternates(locale, PATH, everyLanguage(PATH)) }
}

export default async function ContactPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const { title, description } = COPY[locale]
  return <ContactSection headingLevel="h1" title={title} description={description} reveal={false} locale={locale} />
}
