import type { Metadata } from "next"

import { absoluteUrl } from "@/lib/domain/site"
import { ContactSection } from "@/components/contact/contact-section"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

const description =
  "Tell us about your practice and your goals: our team replies to every message within one business day."

export const metadata: Metadata = {
  title: "Get in Touch",
  description,
  alternates: { canonical: absoluteUrl("/contact") },
}

export default async function ContactPage({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  return <ContactSection headingLevel="h1" title="Get in Touch" description={description} reveal={false} />
}
