import { isSectionType, type SectionRenderContext, type SectionTypeName, type SectionValue } from "@/lib/domain/sections"
import { RevealObserver } from "@/components/motion/reveal-observer"

import { CaseStudyHighlightsSection } from "./case-study-highlights"
import { ContactSectionRenderer } from "./contact"
import { CtaBannerSection } from "./cta-banner"
import { EcosystemSectionRenderer } from "./ecosystem"
import { FaqSection } from "./faq"
import { FeatureGridSection } from "./feature-grid"
import { HeroSection } from "./hero"
import { IndustriesSectionRenderer } from "./industries"
import { IntroSectionRenderer } from "./intro"
import { LogoStripSection } from "./logo-strip"
import { MetricsSection } from "./metrics"
import { PhoneMockupSectionRenderer } from "./phone-mockup"
import { PlaceholderSection } from "./placeholder"
import { PlatformsSectionRenderer } from "./platforms"
import { ProcessStepsSection } from "./process-steps"
import { ResourceHighlightsSection } from "./resource-highlights"
import { RichTextSection } from "./rich-text"
import { ServiceHeroSection } from "./service-hero"
import { ServicesGridSection } from "./services-grid"
import { TestimonialSection } from "./testimonial"
import type { SectionRenderer } from "./types"
import { WhyUsSectionRenderer } from "./why-us"

/** Each section type's renderer, and whether it uses the scroll reveal (which needs one RevealObserver on the page). */
const SECTION_RENDERERS: Record<SectionTypeName, { render: SectionRenderer; reveal: boolean }> = {
  hero: { render: HeroSection, reveal: false },
  intro: { render: IntroSectionRenderer, reveal: true },
  "services-grid": { render: ServicesGridSection, reveal: true },
  ecosystem: { render: EcosystemSectionRenderer, reveal: true },
  "phone-mockup": { render: PhoneMockupSectionRenderer, reveal: true },
  "why-us": { render: WhyUsSectionRenderer, reveal: true },
  industries: { render: IndustriesSectionRenderer, reveal: true },
  contact: { render: ContactSectionRenderer, reveal: true },
  "rich-text": { render: RichTextSection, reveal: false },
  "cta-banner": { render: CtaBannerSection, reveal: true },
  metrics: { render: MetricsSection, reveal: true },
  "process-steps": { render: ProcessStepsSection, reveal: true },
  faq: { render: FaqSection, reveal: true },
  "logo-strip": { render: LogoStripSection, reveal: false },
  testimonial: { render: TestimonialSection, reveal: true },
  "case-study-highlights": { render: CaseStudyHighlightsSection, reveal: true },
  "resource-highlights": { render: ResourceHighlightsSection, reveal: true },
  "service-hero": { render: ServiceHeroSection, reveal: false },
  "feature-grid": { render: FeatureGridSection, reveal: true },
  platforms: { render: PlatformsSectionRenderer, reveal: true },
  placeholder: { render: PlaceholderSection, reveal: false },
}

type RenderSectionsProps = {
  /** Parsed sections (parseSections / displayableSections): each one's data already fits its type. */
  sections: readonly SectionValue[]
  context?: SectionRenderContext
}

/** A page's sections in order: hidden ones and unknown types skipped, each drawn by its type's renderer. */
export function RenderSections({ sections, context = {} }: RenderSectionsProps) {
  const visible = sections.filter((section): section is SectionValue & { type: SectionTypeName } => !section.hidden && isSectionType(section.type))
  return (
    <>
      {visible.map((section) => {
        const Render = SECTION_RENDERERS[section.type].render
        return (
          <Render
            key={section.id}
            section={section}
            data={section.data}
            context={context}
            headingId={`${section.id}-title`}
            anchor={section.anchor || undefined}
          />
        )
      })}
      {visible.some((section) => SECTION_RENDERERS[section.type].reveal) ? <RevealObserver /> : null}
    </>
  )
}
