import type { Metadata } from "next"

import { absoluteUrl } from "@/lib/domain/site"
import { ContactSection } from "@/components/contact/contact-section"
import { RevealObserver } from "@/components/motion/reveal-observer"
import { CtaBanner } from "@/components/services/cta-banner"
import { FeatureGrid } from "@/components/services/feature-grid"
import { ProcessSteps } from "@/components/services/process-steps"
import { ServiceHero } from "@/components/services/service-hero"
import { SOCIAL_MEDIA as C } from "@/components/services/social-media-content"
import art from "@/public/images/services/social-media.webp"

export const metadata: Metadata = {
  title: "Social Media Management",
  description: C.hero.description,
  alternates: { canonical: absoluteUrl("/services/social-media") },
}

export default function SocialMediaPage() {
  return (
    <>
      <ServiceHero {...C.hero} image={art} />
      <FeatureGrid id="social-services-title" eyebrow="Services" title={C.servicesTitle} description={C.servicesDescription} items={C.services} />
      <ProcessSteps id="social-process-title" eyebrow="How We Work" title={C.processTitle} description={C.processDescription} steps={C.process} />
      <CtaBanner id="social-cta-title" title={C.cta.title} description={C.cta.description} cta={C.cta.button} />
      <ContactSection />
      <RevealObserver />
    </>
  )
}
