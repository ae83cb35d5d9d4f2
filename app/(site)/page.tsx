import type { Metadata } from "next"

import { absoluteUrl } from "@/lib/domain/site"
import { getSiteChrome } from "@/lib/blog/site-chrome"
import { ContactSection } from "@/components/contact/contact-section"
import { EcosystemSection } from "@/components/home/ecosystem-section"
import { Hero } from "@/components/home/hero"
import { IndustriesSection } from "@/components/home/industries-section"
import { IntroOverlay } from "@/components/home/intro-overlay"
import { IntroSection } from "@/components/home/intro-section"
import { PhoneMockupSection } from "@/components/home/phone-mockup-section"
import { ServicesSection } from "@/components/home/services-section"
import { WhyUsSection } from "@/components/home/why-us-section"
import { RevealObserver } from "@/components/motion/reveal-observer"

export async function generateMetadata(): Promise<Metadata> {
  const { settings } = await getSiteChrome()
  return {
    title: { absolute: `${settings.name} | ${settings.tagline}` },
    description: settings.description,
    alternates: { canonical: absoluteUrl("/") },
  }
}

/** Home, in the spec's order: hero, intro, services, ecosystem, phone, why us, industries, contact. */
export default function HomePage() {
  return (
    <>
      <IntroOverlay />
      <Hero />
      <IntroSection />
      <ServicesSection />
      <EcosystemSection />
      <PhoneMockupSection />
      <WhyUsSection />
      <IndustriesSection />
      <ContactSection />
      <RevealObserver />
    </>
  )
}
