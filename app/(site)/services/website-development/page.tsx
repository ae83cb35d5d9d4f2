import type { Metadata } from "next"

import { absoluteUrl } from "@/lib/domain/site"
import { ContactSection } from "@/components/contact/contact-section"
import { RevealObserver } from "@/components/motion/reveal-observer"
import { CtaBanner } from "@/components/services/cta-banner"
import { FeatureGrid } from "@/components/services/feature-grid"
import { ProcessSteps } from "@/components/services/process-steps"
import { ServiceHero } from "@/components/services/service-hero"
import { WEBSITE_DEVELOPMENT as C } from "@/components/services/website-development-content"
import art from "@/public/images/services/website-development.webp"

export const metadata: Metadata = {
  title: "Website Development",
  description: C.hero.description,
  alternates: { canonical: absoluteUrl("/services/website-development") },
}

export default function WebsiteDevelopmentPage() {
  return (
    <>
      <ServiceHero {...C.hero} image={art} />
      <FeatureGrid id="web-included-title" eyebrow="Included" title={C.includedTitle} description={C.includedDescription} items={C.included} />
      <ProcessSteps id="web-process-title" eyebrow="How We Work" title={C.processTitle} description={C.processDescription} steps={C.process} />
      <CtaBanner id="web-cta-title" title={C.cta.title} description={C.cta.description} cta={C.cta.button} />
      <ContactSection />
      <RevealObserver />
    </>
  )
}
