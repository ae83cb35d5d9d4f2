import type { ContactData } from "@/lib/domain/sections/contact"
import { ContactSection } from "@/components/contact/contact-section"

import type { SectionRendererProps } from "./types"

/** The section's words; the e-mail, phone and address beside the form come from ContactDetails as on the contact page. */
export function ContactSectionRenderer({ data, headingId, anchor, context }: SectionRendererProps) {
  const { eyebrow, title, description, partnersTitle, partners } = data as ContactData
  return (
    <ContactSection
      anchor={anchor}
      headingId={headingId}
      eyebrow={eyebrow}
      title={title}
      description={description}
      partnersTitle={partnersTitle}
      partners={partners}
      locale={context.locale}
    />
  )
}
