import type { Metadata } from "next"

import { absoluteUrl } from "@/lib/domain/site"
import { CONTACT_PAGE_EN } from "@/lib/domain/seed/contact-page-en"
import { ContactSection } from "@/components/contact/contact-section"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

const { title, description, path } = CONTACT_PAGE_EN

export const metadata: Metadata = {
  title,
  description,
  alternates: { canonical: absoluteUrl(path) },
}

export default async function ContactPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  return <ContactSection headingLevel="h1" title={title} description={description} reveal={false} locale={locale} />
}
