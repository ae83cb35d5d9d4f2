import { CONTACT_ANCHOR_ID } from "@/lib/domain/site"
import type { ContactDetailsContent } from "@/lib/domain/site-content/contact-details"
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/i18n"
import { clientCopy, publicCopy } from "@/lib/copy/public"
import { getSiteChrome } from "@/lib/site/site-chrome"
import { consentShown } from "@/lib/site/consent"
import { Reveal } from "@/components/motion/reveal"
import { SectionHeading } from "@/components/sections/section-heading"

import { ContactDetails } from "./contact-details"
import { ContactForm } from "./contact-form"
import { CONTACT_SECTION } from "./content"
import { PartnerCategories } from "./partner-categories"

type ContactSectionProps = {
  /** The contact page uses the section's title as its h1. */
  headingLevel?: "h1" | "h2"
  /** The element id buttons scroll to; the page builder's contact section passes its anchor. */
  anchor?: string
  headingId?: string
  eyebrow?: string
  title?: string
  description?: string
  partnersTitle?: string
  partners?: readonly string[]
  /** Wrap in the scroll reveal; off where the section is the page's first content. */
  reveal?: boolean
  /** The contact details to show; read from the site's contact details document when not given. */
  contact?: ContactDetailsContent
  /** The page's language: the form's words and the server's answers. */
  locale?: Locale
}

/**
 * The contact anchor (id contact) every "Get Started"-type button scrolls to. The contact details beside the form
 * come from the site's contact details document, whatever page or section draws it.
 */
export async function ContactSection({
  headingLevel = "h2",
  anchor = CONTACT_ANCHOR_ID,
  headingId = "contact-title",
  eyebrow = CONTACT_SECTION.eyebrow,
  title = CONTACT_SECTION.title,
  description = CONTACT_SECTION.description,
  partnersTitle,
  partners,
  reveal = true,
  contact,
  locale = DEFAULT_LOCALE,
}: ContactSectionProps) {
  const copy = publicCopy(locale)
  const formText = clientCopy(locale, copy.contactForm)
  const details = contact ?? (await getSiteChrome(locale)).contact
  const consent = await consentShown("contact", locale)
  const Sub = headingLevel === "h1" ? "h2" : "h3"
  const body = (
    <>
      <SectionHeading id={headingId} as={headingLevel} eyebrow={eyebrow} title={title} description={description} />
      <div className="mt-14 grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-14">
        <div className="space-y-10">
          <PartnerCategories as={Sub} title={partnersTitle} items={partners} />
          <ContactDetails details={details} as={Sub} />
        </div>
        <div className="rounded-3xl border bg-card p-6 shadow-xl sm:p-10">
          <Sub className="text-2xl font-semibold">{copy.contactForm.formTitle}</Sub>
          <ContactForm locale={formText ? locale : undefined} text={formText} consent={consent} />
        </div>
      </div>
    </>
  )
  const inner = "home-section"
  return (
    <section id={anchor || undefined} aria-labelledby={headingId} className="bg-sand" data-testid="contact-section">
      {reveal ? <Reveal className={inner}>{body}</Reveal> : <div className={inner}>{body}</div>}
    </section>
  )
}
