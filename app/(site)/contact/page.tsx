import type { Metadata } from "next"

import { absoluteUrl } from "@/lib/domain/site"
import { CONTACT_PAGE_EN } from "@/lib/domain/seed/contact-page-en"
import { ContactSection } from "@/components/contact/contact-section"

const { title, description, path } = CONTACT_PAGE_EN

export const metadata: Metadata = {
  title,
  description,
  alternates: { canonical: absoluteUrl(path) },
}

export default function ContactPage() {
  return <ContactSection headingLevel="h1" title={title} description={description} reveal={false} />
}
