import type { PlatformsData } from "@/lib/domain/sections/platforms"
import { Reveal } from "@/components/motion/reveal"
import { SectionHeading } from "./section-heading"

import { PlatformLogo } from "./platform-logo"
import type { SectionRendererProps } from "./types"

export function PlatformsSectionRenderer({ data, headingId, anchor }: SectionRendererProps) {
  const { eyebrow, title, description, platforms } = data as PlatformsData
  return (
    <section id={anchor || undefined} aria-labelledby={headingId} className="bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-24">
        <Reveal>
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} description={description} />
        </Reveal>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {platforms.map((platform, index) => (
            <Reveal as="li" key={index} delay={index * 70} className="flex flex-col rounded-2xl bg-card p-6 shadow-sm" data-testid="platform">
              <div className="flex h-14 items-center">
                <PlatformLogo {...platform.logo} />
              </div>
              <h3 className="mt-5 text-lg font-semibold">{platform.name}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{platform.description}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
