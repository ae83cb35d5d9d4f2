import type { Metadata } from "next"

import { absoluteUrl } from "@/lib/domain/site"
import { ContactSection } from "@/components/contact/contact-section"
import { RevealObserver } from "@/components/motion/reveal-observer"
import { CtaBanner } from "@/components/services/cta-banner"
import { EMAIL_MARKETING as C } from "@/components/services/email-marketing-content"
import { FeatureGrid } from "@/components/services/feature-grid"
import { PlatformsSection } from "@/components/services/platforms-section"
import { ServiceHero } from "@/components/services/service-hero"
import art from "@/public/images/services/email-marketing.webp"

export const metadata: Metadata = {
  title: "Email Marketing",
  description: C.hero.description,
  alternates: { canonical: absoluteUrl("/services/email-marketing") },
}

/** Methodology, platforms, call to action, why us, contact; "Explore All Services" goes to /services. */
export default function EmailMarketingPage() {
  return (
    <>
      <ServiceHero {...C.hero} image={art} secondary={C.cta.secondary} />
      <FeatureGrid
        id="email-methodology-title"
        eyebrow="Methodology"
        title={C.methodologyTitle}
        description={C.methodologyDescription}
        items={C.methodology}
        columns={4}
      />
      <PlatformsSection title={C.platformsTitle} description={C.platformsDescription} platforms={C.platforms} />
      <CtaBanner id="email-cta-title" title={C.cta.title} description={C.cta.description} cta={C.cta.button} secondary={C.cta.secondary} />
      <FeatureGrid id="email-why-title" eyebrow="Why Us" title={C.whyTitle} items={C.why} columns={4} tone="sand" />
      <ContactSection />
      <RevealObserver />
    </>
  )
}
